import {
  errorCodes,
  type OfferingPaymentForms,
  type Store,
  type StoreAnswer,
  type StoreBody,
  type StoreList,
} from '@paybook/contracts';
import { meets } from '@paybook/domain/access/requirement';
import {
  BUY_BUTTON_REQUIREMENT,
  canRequestCardPayments,
  PAYMENT_FORM_REQUIREMENT,
} from '@paybook/domain/stores/permissions';
import { formAcceptance } from '@paybook/domain/stores/store-design';
import { storeSaveProblems } from '@paybook/domain/stores/store-save';
import {
  offeringsActivatedWith,
  STORE_STATUSES,
  type StoreToggle,
  type StoreType,
  storeToggleRefusal,
} from '@paybook/domain/stores/store-status';
import { STORE_NAME_TAKEN_MESSAGE, storeUrlName } from '@paybook/domain/stores/url-name';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError, badRequest, fieldProblemsError, forbidden, notFound } from '../../lib/app-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { presentStores, type StoreAddress } from './store-presenter.ts';
import * as repo from './stores.repository.ts';

// spec 2 §2.2, §4 Store status, §5 Stores and forms, §7 (decision 164).

const STORE = 'The store';

const addressOf = (request: FastifyRequest, ctx: UserContext): StoreAddress => ({
  origin: requestOrigin(request),
  urlSubdomain: ctx.merchant.urlSubdomain,
});

async function present(tx: Database, ctx: UserContext, address: StoreAddress, id: number): Promise<Store> {
  const row = await repo.findStore(tx, ctx.merchantId, id);
  if (!row) throw notFound(STORE);
  const [store] = await presentStores(tx, ctx.merchantId, [row], address);
  return store!;
}

/** GET stores: every store not deleted, newest first. */
export function listStores(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  storeType: StoreType | undefined,
): Promise<StoreList> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const rows = await repo.listStores(tx, ctx.merchantId, storeType);
    const data = await presentStores(tx, ctx.merchantId, rows, addressOf(request, ctx));
    return { data, total_item_count: data.length };
  });
}

/** GET store/{id}/with_images. */
export function getStore(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
): Promise<StoreAnswer> {
  return withTenantRead(db, ctx.merchantId, async (tx) => ({
    data: await present(tx, ctx, addressOf(request, ctx), id),
  }));
}

/** spec 2 §2.2: a payment form needs feature payment_forms; a buy-now button also buy_button. */
function checkTypeAllowed(ctx: UserContext, storeType: StoreType) {
  if (storeType === 'payment_form' && !meets(ctx.subject, PAYMENT_FORM_REQUIREMENT))
    throw forbidden('Payment forms are not part of your plan.');
  if (storeType === 'buy_button' && !meets(ctx.subject, BUY_BUTTON_REQUIREMENT))
    throw forbidden('Buy-now buttons are not part of your plan.');
}

/** The columns a save writes, once the domain's rules pass (400 naming every field otherwise). */
async function prepareSave(
  tx: Database,
  ctx: UserContext,
  body: StoreBody,
  status: number | null,
): Promise<repo.StoreValues> {
  const offerings = await repo.findSaleOfferings(tx, ctx.merchantId, body.offering_ids);
  const images: Parameters<typeof storeSaveProblems>[1]['images'] = {};
  if (body.logo_image_id !== null)
    images.logo =
      (await repo.findImageSize(tx, ctx.merchantId, 'store_logo', body.logo_image_id)) ?? 'missing';
  if (body.banner_image_id !== null)
    images.banner =
      (await repo.findImageSize(tx, ctx.merchantId, 'store_banner', body.banner_image_id)) ?? 'missing';
  const merchantAccepts = [...ctx.subject.acceptedPaymentTypes];
  const problems = fieldProblemsError(
    storeSaveProblems(body, { offerings, status, images, merchantAccepts }),
  );
  if (problems) throw problems;
  const accepts = formAcceptance(body, merchantAccepts);
  return {
    name: body.name,
    urlName: storeUrlName(body.name, body.url_name),
    storeType: body.store_type,
    logoImageId: body.logo_image_id,
    bannerImageId: body.banner_image_id,
    foregroundColor: body.foreground_color.toLowerCase(),
    backgroundColor: body.background_color.toLowerCase(),
    showPhone: body.show_phone,
    showLocation: body.show_location,
    showEmail: body.show_email,
    buttonText: body.button_text,
    specialInstructions: body.special_instructions,
    customerLogin: body.customer_login,
    acceptCc: accepts.accept_cc,
    acceptAch: accepts.accept_ach,
    returnButtonShow: body.return_button.show,
    returnButtonUrl: body.return_button.url,
    returnButtonText: body.return_button.text,
    buyButton: body.store_type === 'buy_button' ? body.buy_button : null,
  };
}

/** spec 2 §8: a url_name another store holds is refused on the name, in the spec's words. */
async function savingName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === 'stores_url_name_key')
      throw badRequest('name', STORE_NAME_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * POST store: a new store, payment form or buy button is a draft (status 0) until activated; a
 * duplicate (spec 2 §4) is the web's POST of the copy named duplicateStoreName.
 */
export function createStore(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  body: StoreBody,
): Promise<IdempotentResult<StoreAnswer>> {
  checkTypeAllowed(ctx, body.store_type);
  return savingName(() =>
    runIdempotent(db, request, ctx, 201, async (tx) => {
      const values = await prepareSave(tx, ctx, body, null);
      const id = await repo.insertStore(tx, ctx.merchantId, values, STORE_STATUSES.draft);
      await repo.replaceStoreItems(tx, ctx.merchantId, id, body.offering_ids);
      return { data: await present(tx, ctx, addressOf(request, ctx), id) };
    }),
  );
}

/** The store under its row lock, in its turn on this node (ARCHITECTURE.md, connections and locks). */
function inStoreTurn<T>(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  status: number,
  work: (tx: Database, row: repo.StoreRow) => Promise<T>,
): Promise<IdempotentResult<T>> {
  return inObjectTurn(db, turnOf.store(ctx.merchantId, id), () =>
    runIdempotent(db, request, ctx, status, async (tx) => {
      const row = await repo.findStore(tx, ctx.merchantId, id, true);
      if (!row) throw notFound(STORE);
      return work(tx, row);
    }),
  );
}

/** PUT store/{id}: the design settings and items; the type never changes. */
export function updateStore(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  body: StoreBody,
): Promise<IdempotentResult<StoreAnswer>> {
  return savingName(() =>
    inStoreTurn(db, request, ctx, id, 200, async (tx, row) => {
      if (row.storeType !== body.store_type)
        throw badRequest('store_type', 'A store’s type cannot change; create a new one instead.');
      const values = await prepareSave(tx, ctx, body, row.status);
      await repo.updateStore(tx, ctx.merchantId, id, values);
      await repo.replaceStoreItems(tx, ctx.merchantId, id, body.offering_ids);
      return { data: await present(tx, ctx, addressOf(request, ctx), id) };
    }),
  );
}

/** PUT store/{id}/{status} (spec 2 §4 Store status). */
export function setStoreStatus(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  target: StoreToggle,
): Promise<IdempotentResult<StoreAnswer>> {
  return inStoreTurn(db, request, ctx, id, 200, async (tx, row) => {
    const items = await repo.listStoreItems(tx, ctx.merchantId, [id]);
    const refusal = storeToggleRefusal(target, items.length);
    if (refusal) throw new AppError(409, errorCodes.storeChangeRefused, refusal);
    const status = STORE_STATUSES[target];
    if (row.status !== status) {
      if (target === 'active') {
        const inactive = offeringsActivatedWith(
          row.storeType,
          items.map(({ offering }) => ({ offeringId: offering.id, isActive: offering.isActive })),
        );
        await repo.activateOfferings(tx, ctx.merchantId, inactive);
      }
      await repo.setStoreStatus(tx, ctx.merchantId, id, status);
    }
    return { data: await present(tx, ctx, addressOf(request, ctx), id) };
  });
}

/** DELETE stores/{id}: spec 2 §8 "'{name}' has been deleted.". */
export async function deleteStore(db: Database, request: FastifyRequest, ctx: UserContext, id: number) {
  const { body } = await inStoreTurn(db, request, ctx, id, 200, async (tx, row) => {
    await repo.deleteStore(tx, ctx.merchantId, id);
    return { id, name: row.name, message: `'${row.name}' has been deleted.` };
  });
  return body;
}

/** GET catalog/offering/{id}/active_payment_forms. */
export function listOfferingPaymentForms(
  db: Database,
  ctx: UserContext,
  offeringId: number,
): Promise<OfferingPaymentForms> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const [offering] = await repo.findSaleOfferings(tx, ctx.merchantId, [offeringId]);
    if (!offering) throw notFound('The item');
    const forms = await repo.activeFormsSelling(tx, ctx.merchantId, offeringId);
    return { data: forms.map((form) => ({ id: form.id, name: form.name, store_type: form.storeType })) };
  });
}

/** PUT catalog/offering/{id}/deactivate_payment_forms: answers the forms it deactivated. */
export function deactivateOfferingPaymentForms(
  db: Database,
  ctx: UserContext,
  offeringId: number,
): Promise<OfferingPaymentForms> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const [offering] = await repo.findSaleOfferings(tx, ctx.merchantId, [offeringId]);
    if (!offering) throw notFound('The item');
    const forms = await repo.activeFormsSelling(tx, ctx.merchantId, offeringId);
    for (const form of forms) await repo.setStoreStatus(tx, ctx.merchantId, form.id, STORE_STATUSES.inactive);
    return { data: forms.map((form) => ({ id: form.id, name: form.name, store_type: form.storeType })) };
  });
}

/** merchant_config/is_op_completed/{op}. */
export function isOperationCompleted(db: Database, ctx: UserContext, op: repo.MerchantOperation) {
  return withTenantRead(db, ctx.merchantId, async (tx) => ({
    op,
    is_completed: await repo.isOperationCompleted(tx, ctx.merchantId, op),
  }));
}

/** POST merchant_config/request_cc_payment: only a merchant that takes no cards asks. */
export function requestCardPayments(db: Database, ctx: UserContext) {
  if (!canRequestCardPayments(ctx.subject))
    throw new AppError(409, errorCodes.storeChangeRefused, 'Your account takes card payments already.');
  return completeOperation(db, ctx, 'request_cc_payment');
}

/** request_cc_payment and setEnableEcommerceAchShown: recorded once. */
export function completeOperation(db: Database, ctx: UserContext, op: repo.MerchantOperation) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    await repo.completeOperation(tx, ctx.merchantId, op, ctx.userId);
    return { op, is_completed: true };
  });
}

/** PUT stores/enableAch: only a merchant who accepts ACH (spec 2 §6). */
export function enableStoresAch(db: Database, ctx: UserContext) {
  if (!ctx.subject.acceptedPaymentTypes.has('ACH'))
    throw new AppError(409, errorCodes.storeChangeRefused, 'Your account does not accept bank payments yet.');
  return withTenant(db, ctx.merchantId, async (tx) => ({
    updated_count: await repo.enableAch(tx, ctx.merchantId),
  }));
}
