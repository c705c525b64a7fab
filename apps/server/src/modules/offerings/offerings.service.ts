import {
  errorCodes,
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
  durationError,
  durationToMinutes,
  normalizeCategoryName,
  priceError,
  priceToCents,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { depositColumnsOf } from '../deposits/deposit-settings.ts';
import { deleteImage } from '../images/images.repository.ts';
import { presentOfferings } from './offering-presenter.ts';
import { checkOfferingImage, deleteReplacedImage, resolveCategoryId } from './offering-references.ts';
import * as repo from './offerings.repository.ts';

const OFFERING = 'The service';

async function loadOffering(tx: Database, merchantId: number, id: number): Promise<Offering> {
  const row = await repo.findOffering(tx, merchantId, id);
  if (!row) throw notFound(OFFERING);
  const [offering] = await presentOfferings(tx, merchantId, [row]);
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
    return { data: await presentOfferings(tx, ctx.merchantId, rows), total_item_count: total };
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
    return { data: await presentOfferings(tx, ctx.merchantId, rows) };
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

  const offeringCategoryId = await resolveCategoryId(tx, merchantId, body);
  await checkOfferingImage(tx, merchantId, body.image_id, offeringId);
  const saved = offeringId === null ? undefined : await repo.findOffering(tx, merchantId, offeringId);
  const deposit = depositColumnsOf(
    body,
    saved
      ? {
          deposit_type: saved.depositType,
          deposit_value: saved.depositValue,
          no_show_fee_cents: saved.noShowFeeCents,
        }
      : null,
  );

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
    ...deposit,
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

/** spec 1 §7 POST offering; accepts an Idempotency-Key (ARCHITECTURE.md "Idempotency"). */
export function addOffering(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  input: OfferingInput,
): Promise<IdempotentResult<Offering>> {
  return runIdempotent(db, request, ctx, 200, (tx) => createOffering(tx, ctx.merchantId, input));
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
    await deleteReplacedImage(tx, ctx.merchantId, before.imageId, values.imageId);
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
/**
 * DELETE offering/{id} and spec 2 §7 DELETE offering/{id}/{version}: with a version, an offering saved
 * since the user opened it is kept (409), so nobody deletes changes they have not seen.
 */
export function deleteOffering(db: Database, ctx: UserContext, id: number, version?: number): Promise<void> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    if (await repo.softDeleteOffering(tx, ctx.merchantId, id, version)) return;
    if (version !== undefined && (await repo.findOffering(tx, ctx.merchantId, id))) {
      throw new AppError(
        409,
        errorCodes.conflict,
        'This item was changed since you opened it. Reload it and try again.',
      );
    }
    throw notFound(OFFERING);
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
