import {
  type DurationDisplayUnit,
  type HasFutureAppointmentsResponse,
  type Offering,
  type OfferingBody,
  type OfferingCategory,
  type OfferingInput,
  type OfferingListQuery,
  type OfferingPage,
  offeringBody,
} from '@paybook/contracts';
import {
  centsToPrice,
  durationError,
  durationToMinutes,
  minutesToDuration,
  normalizeCategoryName,
  priceError,
  priceToCents,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { deleteImage, imageLink } from '../images/images.repository.ts';
import * as repo from './offerings.repository.ts';

const OFFERING = 'The service';

function presentOfferings(rows: repo.OfferingRow[], providers: repo.ProviderRef[]): Offering[] {
  return rows.map((row) => {
    const own = providers.filter((provider) => provider.offeringId === row.id);
    const unit = row.durationDisplayUnit as DurationDisplayUnit | null;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      duration:
        row.durationMinutes === null ? null : minutesToDuration(row.durationMinutes, unit ?? 'Minutes'),
      duration_display_unit: row.durationMinutes === null ? unit : (unit ?? 'Minutes'),
      duration_minutes: row.durationMinutes,
      price: centsToPrice(row.priceCents),
      is_active: row.isActive,
      is_bookable: row.isBookable,
      buffer_minutes: row.bufferMinutes,
      service_provider_ids: own.map((provider) => provider.id),
      service_providers: own.map((provider) => ({
        id: provider.id,
        first_name: provider.firstName,
        last_name: provider.lastName,
      })),
      offering_category_id: row.offeringCategoryId,
      offering_category:
        row.offeringCategoryId !== null && row.categoryName !== null
          ? { id: row.offeringCategoryId, name: row.categoryName }
          : null,
      image_id: row.imageId,
      image:
        row.imageId !== null && row.imagePublicKey
          ? { id: row.imageId, link: imageLink(row.imagePublicKey) }
          : null,
    };
  });
}

async function present(tx: Database, merchantId: number, rows: repo.OfferingRow[]): Promise<Offering[]> {
  const providers = await repo.listProvidersOf(
    tx,
    merchantId,
    rows.map((row) => row.id),
  );
  return presentOfferings(rows, providers);
}

async function loadOffering(tx: Database, merchantId: number, id: number): Promise<Offering> {
  const row = await repo.findOffering(tx, merchantId, id);
  if (!row) throw notFound(OFFERING);
  const [offering] = await present(tx, merchantId, [row]);
  return offering!;
}

// Reads

/** spec 1 §7 GET offerings/bookable and offering_category/{id}/offerings/bookable, paged (§9: 20). */
export function listBookableOfferings(
  db: Database,
  ctx: UserContext,
  query: OfferingListQuery,
  categoryId?: number,
): Promise<OfferingPage> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (categoryId !== undefined && !(await repo.findCategory(tx, ctx.merchantId, categoryId))) {
      throw notFound('The category');
    }
    const { rows, total } = await repo.listOfferingsPage(
      tx,
      ctx.merchantId,
      { bookableOnly: true, ...(categoryId === undefined ? {} : { categoryId }) },
      query,
    );
    return { data: await present(tx, ctx.merchantId, rows), total_item_count: total };
  });
}

/**
 * spec 1 §7 GET service_provider/{id}/offerings (the active bookable services the provider performs, for
 * booking) and /offerings/all (every service of theirs, for the calendar's history).
 */
export function listProviderOfferings(
  db: Database,
  ctx: UserContext,
  serviceProviderId: number,
  scope: 'bookable' | 'all',
): Promise<{ data: Offering[] }> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await repo.providerExists(tx, ctx.merchantId, serviceProviderId)))
      throw notFound('The service provider');
    const rows = await repo.listOfferings(tx, ctx.merchantId, {
      serviceProviderId,
      ...(scope === 'bookable' ? { bookableOnly: true, activeOnly: true } : {}),
    });
    return { data: await present(tx, ctx.merchantId, rows) };
  });
}

/** spec 1 §7 GET offering/{id} and offering/{id}/with_images: one offering, its image included. */
export function getOffering(db: Database, ctx: UserContext, id: number): Promise<Offering> {
  return withTenantRead(db, ctx.merchantId, (tx) => loadOffering(tx, ctx.merchantId, id));
}

/** spec 1 §7 GET offering/{id}/has_future_appointments: asked before deactivating (spec 1 §4.1). */
export function getHasFutureAppointments(
  db: Database,
  ctx: UserContext,
  id: number,
  now = new Date(),
): Promise<HasFutureAppointmentsResponse> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await repo.findOffering(tx, ctx.merchantId, id))) throw notFound(OFFERING);
    return { has_future_appointments: await repo.hasFutureAppointments(tx, ctx.merchantId, id, now) };
  });
}

export function listCategories(db: Database, ctx: UserContext): Promise<{ data: OfferingCategory[] }> {
  return withTenantRead(db, ctx.merchantId, async (tx) => ({
    data: await repo.listCategories(tx, ctx.merchantId),
  }));
}

/** spec 2 §5 Catalogue: POST offering_category answers the existing category of a name, else a new one. */
export function createCategory(db: Database, ctx: UserContext, name: string): Promise<OfferingCategory> {
  return withTenant(db, ctx.merchantId, (tx) =>
    repo.findOrCreateCategory(tx, ctx.merchantId, normalizeCategoryName(name)),
  );
}

// Writes

function parseInput(input: OfferingInput): OfferingBody {
  const parsed = offeringBody.safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw badRequest(issue?.path.join('.') ?? '', issue?.message ?? 'Invalid value');
  }
  return parsed.data;
}

/** The columns of a valid body: the domain rules of spec 1 §5 and ruling 9, each error naming its field. */
async function toValues(
  tx: Database,
  merchantId: number,
  offeringId: number | null,
  body: OfferingBody,
): Promise<repo.OfferingValues> {
  const priceProblem = priceError(body.price);
  if (priceProblem) throw badRequest('price', priceProblem);
  let durationMinutes: number | null = null;
  if (body.is_bookable || body.duration !== null) {
    const durationProblem = durationError(body.duration, body.duration_display_unit);
    if (durationProblem) throw badRequest('duration', durationProblem);
    durationMinutes = durationToMinutes(body.duration!, body.duration_display_unit);
  }

  let offeringCategoryId = body.offering_category_id;
  if (offeringCategoryId !== null && !(await repo.findCategory(tx, merchantId, offeringCategoryId))) {
    throw badRequest('offering_category_id', 'Choose one of your categories.');
  }
  const categoryName = body.offering_category_name ? normalizeCategoryName(body.offering_category_name) : '';
  if (categoryName) offeringCategoryId = (await repo.findOrCreateCategory(tx, merchantId, categoryName)).id;

  if (body.image_id !== null && !(await repo.isImageAvailable(tx, merchantId, body.image_id, offeringId))) {
    throw badRequest('image_id', 'The image was not found. Please upload it again.');
  }

  return {
    name: body.name,
    description: body.description,
    priceCents: priceToCents(body.price)!,
    isBookable: body.is_bookable,
    isActive: body.is_active,
    durationMinutes,
    durationDisplayUnit: durationMinutes === null ? null : body.duration_display_unit,
    bufferMinutes: body.buffer_minutes,
    offeringCategoryId,
    imageId: body.image_id,
  };
}

async function checkProviders(tx: Database, merchantId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const existing = await repo.existingProviderIds(tx, merchantId, unique);
  if (unique.some((id) => !existing.has(id))) {
    throw badRequest('service_provider_ids', 'Choose providers from your staff.');
  }
  return unique;
}

/**
 * Creates an offering inside the caller's tenant transaction (POST offering; the setup page's first
 * service). Validates like the API: 400 naming the field. Answers the offering as the API shows it.
 */
export async function createOffering(
  tx: Database,
  merchantId: number,
  input: OfferingInput,
): Promise<Offering> {
  const body = parseInput(input);
  const values = await toValues(tx, merchantId, null, body);
  const providerIds = await checkProviders(tx, merchantId, body.service_provider_ids);
  const id = await repo.insertOffering(tx, merchantId, values);
  await repo.replaceProviders(tx, merchantId, id, providerIds);
  return loadOffering(tx, merchantId, id);
}

/** spec 1 §7 POST offering. */
export function addOffering(db: Database, ctx: UserContext, input: OfferingInput): Promise<Offering> {
  return withTenant(db, ctx.merchantId, (tx) => createOffering(tx, ctx.merchantId, input));
}

/** spec 1 §7 PUT offering/{id}: a replaced or removed image is deleted with the save. */
export function updateOffering(
  db: Database,
  ctx: UserContext,
  id: number,
  input: OfferingInput,
): Promise<Offering> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const before = await repo.findOffering(tx, ctx.merchantId, id);
    if (!before) throw notFound(OFFERING);
    const body = parseInput(input);
    const values = await toValues(tx, ctx.merchantId, id, body);
    const providerIds = await checkProviders(tx, ctx.merchantId, body.service_provider_ids);
    await repo.updateOffering(tx, ctx.merchantId, id, values);
    await repo.replaceProviders(tx, ctx.merchantId, id, providerIds);
    if (before.imageId !== null && before.imageId !== values.imageId) {
      await deleteImage(tx, ctx.merchantId, before.imageId);
    }
    return loadOffering(tx, ctx.merchantId, id);
  });
}

/** spec 1 §4.1 PUT offering/{id}/activate and /deactivate; the route requires manage_configuration. */
export function setOfferingActive(
  db: Database,
  ctx: UserContext,
  id: number,
  isActive: boolean,
): Promise<Offering> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    if (!(await repo.updateOffering(tx, ctx.merchantId, id, { isActive }))) throw notFound(OFFERING);
    return loadOffering(tx, ctx.merchantId, id);
  });
}

/**
 * spec 1 §7 DELETE offering/{id}: a soft delete, so past appointments still name the service; it leaves
 * every list at once. The web app asks first.
 */
export function deleteOffering(db: Database, ctx: UserContext, id: number): Promise<void> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    if (!(await repo.softDeleteOffering(tx, ctx.merchantId, id))) throw notFound(OFFERING);
  });
}

/** spec 1 §7 DELETE offering/{id}/image: the reference goes first (the foreign key restricts). */
export function deleteOfferingImage(db: Database, ctx: UserContext, id: number): Promise<Offering> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const before = await repo.findOffering(tx, ctx.merchantId, id);
    if (!before) throw notFound(OFFERING);
    if (before.imageId !== null) {
      await repo.updateOffering(tx, ctx.merchantId, id, { imageId: null });
      await deleteImage(tx, ctx.merchantId, before.imageId);
    }
    return loadOffering(tx, ctx.merchantId, id);
  });
}
