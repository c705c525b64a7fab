import type {
  DeletedFeeStructure,
  FeeStructure,
  FeeStructureBody,
  FeeStructureList,
  FeeStructureUsage,
  PriceViolations,
} from '@paybook/contracts';
import { centsToPrice, discountCodeStatus, todayInTimeZone } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { runIdempotent } from '../../plugins/idempotency.ts';
import { amountOfText } from './fee-structure-amount.ts';
import { checkFee, feeCheckMessages, isCodeTaken } from './fee-structure-checks.ts';
import { discountDetailsOf, presentFee } from './fee-structure-presenter.ts';
import * as repo from './fee-structures.repository.ts';

const FEE = 'The fee';

/** Discount status is judged on the merchant's calendar day (ruling 8, spec 3 §4.7). */
const todayOf = (ctx: UserContext) => todayInTimeZone(ctx.merchant.timeZone);

async function presentAll(
  tx: Database,
  ctx: UserContext,
  rows: repo.FeeStructureRow[],
): Promise<FeeStructure[]> {
  const links = await repo.linksOf(
    tx,
    ctx.merchantId,
    rows.map((row) => row.id),
  );
  const today = todayOf(ctx);
  return rows.map((row) => presentFee(row, links, today));
}

async function presentOne(tx: Database, ctx: UserContext, row: repo.FeeStructureRow): Promise<FeeStructure> {
  const [fee] = await presentAll(tx, ctx, [row]);
  if (!fee) throw new Error('A fee structure was not presented');
  return fee;
}

async function existing(tx: Database, ctx: UserContext, id: number) {
  const row = await repo.findFee(tx, ctx.merchantId, id);
  if (!row) throw notFound(FEE);
  return row;
}

/** A save whose discount code another discount holds: the unique index decides (spec 3 §5). */
async function mapCodeTaken<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isCodeTaken(error)) throw badRequest('discount.code', feeCheckMessages.codeTaken);
    throw error;
  }
}

/** GET catalog/fee_structure/{id}. */
export const getFeeStructure = (db: Database, ctx: UserContext, id: number) =>
  withTenantRead(db, ctx.merchantId, async (tx) => presentOne(tx, ctx, await existing(tx, ctx, id)));

/** Checks and stores a new fee structure with its links in the caller's transaction (also the demo seed). */
export async function insertFeeStructure(tx: Database, merchantId: number, body: FeeStructureBody) {
  const checked = await checkFee(tx, merchantId, body);
  const row = await repo.insertFee(tx, merchantId, checked.values);
  await repo.replaceOfferingLinks(tx, merchantId, row.id, checked.offeringIds);
  await repo.replaceTaxLinks(tx, merchantId, row.id, checked.taxIds);
  return row;
}

/** POST catalog/fee_structure (spec 3 §7). */
export const createFeeStructure = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  body: FeeStructureBody,
) =>
  mapCodeTaken(
    // Issue 13 point 15: the add form's Idempotency-Key makes a double click or a resend add one.
    runIdempotent(db, request, ctx, 200, async (tx) =>
      presentOne(tx, ctx, await insertFeeStructure(tx, ctx.merchantId, body)),
    ),
  );

/** PUT catalog/fee_structure/{id} (spec 3 §7): the offerings and taxes given replace the saved ones. */
export const updateFeeStructure = (db: Database, ctx: UserContext, id: number, body: FeeStructureBody) =>
  mapCodeTaken(
    withTenant(db, ctx.merchantId, async (tx) => {
      const checked = await checkFee(tx, ctx.merchantId, body, await existing(tx, ctx, id));
      const row = await repo.updateFee(tx, ctx.merchantId, id, checked.values);
      await repo.replaceOfferingLinks(tx, ctx.merchantId, id, checked.offeringIds);
      await repo.replaceTaxLinks(tx, ctx.merchantId, id, checked.taxIds);
      return presentOne(tx, ctx, row);
    }),
  );

/** PUT catalog/fee_structure/{id}/deactivate: it leaves the active lists, keeping its links. */
export const deactivateFeeStructure = (db: Database, ctx: UserContext, id: number) =>
  withTenant(db, ctx.merchantId, async (tx) => {
    await existing(tx, ctx, id);
    return presentOne(tx, ctx, await repo.updateFee(tx, ctx.merchantId, id, { isActive: false }));
  });

/** DELETE catalog/fee_structure/{id}: answers the name for '{name} has been successfully deleted.' (spec 3 §8). */
export const deleteFeeStructure = (
  db: Database,
  ctx: UserContext,
  id: number,
): Promise<DeletedFeeStructure> =>
  withTenant(db, ctx.merchantId, async (tx) => {
    const row = await existing(tx, ctx, id);
    await repo.softDeleteFee(tx, ctx.merchantId, id);
    return { id: row.id, name: row.name };
  });

/** GET catalog/fee_structures/active: every active fee structure that is not deleted. */
export const listActiveFeeStructures = (db: Database, ctx: UserContext): Promise<FeeStructureList> =>
  withTenantRead(db, ctx.merchantId, async (tx) => ({
    data: await presentAll(tx, ctx, await repo.listActiveFees(tx, ctx.merchantId)),
  }));

/** GET catalog/fee_structures/active_valid: active fees, taxes and the discounts usable today (spec 3 §4.7). */
export const listActiveValidFeeStructures = (db: Database, ctx: UserContext): Promise<FeeStructureList> =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const today = todayOf(ctx);
    const rows = await repo.listActiveFees(tx, ctx.merchantId);
    const usable = rows.filter(
      (row) =>
        row.type !== 'line_item_discount' || discountCodeStatus(discountDetailsOf(row), today) === 'valid',
    );
    return { data: await presentAll(tx, ctx, usable) };
  });

/** GET catalog/fee_structure/{id}/attached_offering_count: what a delete would detach (spec 3 §2.5 delete fee). */
export const feeStructureUsage = (db: Database, ctx: UserContext, id: number): Promise<FeeStructureUsage> =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    await existing(tx, ctx, id);
    return {
      count_offerings: await repo.countOfferings(tx, ctx.merchantId, id),
      count_order_level_fees: await repo.countFeesCharging(tx, ctx.merchantId, id),
    };
  });

/**
 * POST catalog/fee_structure/{id}/has_price_violations (spec 3 §5): the items the discount is attached to
 * whose preset price is below `discount_price` dollars; manual-price items have no preset price.
 */
export const findPriceViolations = (
  db: Database,
  ctx: UserContext,
  id: number,
  discountPrice: string,
): Promise<PriceViolations> =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    await existing(tx, ctx, id);
    const cents = amountOfText(discountPrice, false);
    if (!Number.isInteger(cents)) throw badRequest('discount_price', 'Enter an amount like 5 or 5.25.');
    const links = await repo.linksOf(tx, ctx.merchantId, [id]);
    const attached = await repo.findOfferings(tx, ctx.merchantId, links.offeringIds.get(id) ?? []);
    const offerings = attached
      .filter((offering) => !offering.isPriceManualEntry && offering.priceCents < cents)
      .map((offering) => ({
        id: offering.id,
        name: offering.name,
        price: centsToPrice(offering.priceCents),
      }));
    return { has_price_violations: offerings.length > 0, offerings };
  });

/** PUT catalog/offerings/all_discounts: the active discounts attached to any of the merchant's offerings given. */
export const listOfferingDiscounts = (
  db: Database,
  ctx: UserContext,
  offeringIds: readonly number[],
): Promise<FeeStructureList> =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const ids = [...new Set(offeringIds)];
    const found = await repo.findOfferings(tx, ctx.merchantId, ids);
    if (found.length !== ids.length) throw badRequest('offering_ids', feeCheckMessages.offeringIds);
    return { data: await presentAll(tx, ctx, await repo.discountsOfOfferings(tx, ctx.merchantId, ids)) };
  });
