import type { FeeStructureUseCount, SchedulePriceViolations } from '@paybook/contracts';
import { centsToPrice, dollarDiscountProblem } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { amountOfText } from './fee-structure-amount.ts';
import * as repo from './fee-structure-use.repository.ts';
import { findFee } from './fee-structures.repository.ts';

/** Reads about the merchant's own fee structure; another merchant's is not found (404). */
function aboutFee<T>(db: Database, ctx: UserContext, id: number, read: (tx: Database) => Promise<T>) {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await findFee(tx, ctx.merchantId, id))) throw notFound('The fee');
    return read(tx);
  });
}

/** GET subscriptions/fee_structure/{id}/count (spec 3 §7): schedules that still bill with it. */
export const countSchedules = (db: Database, ctx: UserContext, id: number): Promise<FeeStructureUseCount> =>
  aboutFee(db, ctx, id, async (tx) => ({ count: await repo.countSchedulesUsing(tx, ctx.merchantId, id) }));

/** GET orders/fee_structure/{id}/count (spec 3 §7): orders that charged or took it off. */
export const countOrders = (db: Database, ctx: UserContext, id: number): Promise<FeeStructureUseCount> =>
  aboutFee(db, ctx, id, async (tx) => ({ count: await repo.countOrdersUsing(tx, ctx.merchantId, id) }));

/**
 * POST subscription/fee_structure/{id}/has_price_violations (spec 3 §5, §7): the schedules carrying the
 * discount whose item price a dollar discount of `discount_price` would exceed (spec 2 §5's rule,
 * dollarDiscountProblem, as the catalogue's check applies it to items).
 */
export function findSchedulePriceViolations(
  db: Database,
  ctx: UserContext,
  id: number,
  discountPrice: string,
): Promise<SchedulePriceViolations> {
  const cents = amountOfText(discountPrice, false);
  if (!Number.isInteger(cents)) throw badRequest('discount_price', 'Enter an amount like 5 or 5.25.');
  return aboutFee(db, ctx, id, async (tx) => {
    const rows = await repo.listSchedulesUsing(tx, ctx.merchantId, id);
    const discount = { type: 'line_item_discount' as const, name: '', amount: cents, is_percent: false };
    const subscriptions = rows
      .filter((row) => dollarDiscountProblem(row.unitPrice, [discount]) !== null)
      .map((row) => ({
        id: row.id,
        subscription_number: row.subscriptionNumber,
        offering_name: row.offeringName,
        price: centsToPrice(row.unitPrice ?? 0),
      }));
    return { has_price_violations: subscriptions.length > 0, subscriptions };
  });
}
