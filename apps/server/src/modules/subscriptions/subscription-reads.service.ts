import type {
  ProjectedFinalBillDate,
  SubscriptionDiscounts,
  SubscriptionIndex,
  SubscriptionSearchBody,
} from '@paybook/contracts';
import {
  centsToPrice,
  dollarDiscountProblem,
  finalBillDateOf,
  type Recurrence,
  recurrenceProblems,
  todayInTimeZone,
  upcomingBillDates,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { fieldProblemsError, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { presentFee } from '../fee-structures/fee-structure-presenter.ts';
import { discountsOfOfferings, linksOf } from '../fee-structures/fee-structures.repository.ts';
import { recurrenceText } from '../receipts/receipt-loader.ts';
import { chargingStatusOf } from './subscription-presenter.ts';
import * as repo from './subscriptions.repository.ts';

// Issue 25 point 5, spec 3 §7: the subscription calls that change nothing: search, the enumerations, the
// edit form's projection and the discounts offered.

/** POST subscription/search: a page in SQL, newest first (spec 3 §9 subscriptions by id descending). */
export const searchSubscriptions = (db: Database, ctx: UserContext, body: SubscriptionSearchBody) =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const page = body.page ?? 1;
    const size = body.items_per_page ?? 25;
    const { rows, total } = await repo.searchSchedules(tx, ctx.merchantId, {
      customerId: body.customer_id,
      orderId: body.order_id,
      statuses: body.statuses,
      limit: size,
      offset: (page - 1) * size,
    });
    return {
      data: rows.map(({ schedule, firstName, lastName }) => ({
        id: schedule.id,
        subscription_number: schedule.subscriptionNumber,
        subscription_status: chargingStatusOf(schedule.status),
        offering_name: schedule.offeringName,
        customer: { id: schedule.customerId, first_name: firstName, last_name: lastName },
        price: centsToPrice(schedule.price),
        recurrence_text: recurrenceText(schedule.recurrence),
        next_bill_date: schedule.nextBillDate,
      })),
      total_item_count: total,
    };
  });

/** GET subscription/index (spec 3 §7: "status enumerations with value and description"). */
export const SUBSCRIPTION_INDEX: SubscriptionIndex = {
  subscription_statuses: [
    { value: 'active', description: 'Active' },
    { value: 'suspended', description: 'Suspended' },
    { value: 'expired', description: 'Expired' },
    { value: 'cancelled', description: 'Cancelled' },
  ],
  last_payment_options: [
    { value: 'full_amount', description: 'Full amount' },
    { value: 'prorated', description: 'Prorated' },
  ],
  frequencies: [
    { value: 'daily', description: 'Daily' },
    { value: 'weekly', description: 'Weekly' },
    { value: 'monthly', description: 'Monthly' },
    { value: 'yearly', description: 'Yearly' },
  ],
  occurrence_types: [
    { value: 'no_end_date', description: 'No end date' },
    { value: 'fixed_end_date', description: 'Fixed number of times' },
  ],
};

/** How many coming bills the projection lists. */
const PROJECTED_BILLS = 12;

/** PUT project_final_bill_date: the bills from start_at, `occurrences` of them (null: no end). */
export function projectFinalBillDate(body: {
  recurrence: Recurrence;
  start_at: string;
  occurrences: number | null;
}): ProjectedFinalBillDate {
  const problem = fieldProblemsError(recurrenceProblems(body.recurrence));
  if (problem) throw problem;
  const progress = {
    recurrence: body.recurrence,
    start_at: body.start_at,
    number_of_active_executions: 0,
    next_bill_date: body.start_at,
    occurrences: body.occurrences,
  };
  return {
    final_bill_date: finalBillDateOf(progress),
    next_bill_dates: upcomingBillDates(progress, PROJECTED_BILLS).map((fire_date) => ({ fire_date })),
  };
}

/**
 * PUT subscription/{id}/discounts: the active discounts of these offerings, each with spec 3 §5's message
 * when it is a dollar discount above what a bill of this schedule charges.
 */
export const subscriptionDiscounts = (
  db: Database,
  ctx: UserContext,
  id: number,
  offeringIds: readonly number[],
): Promise<SubscriptionDiscounts> =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const schedule = await repo.findSchedule(tx, ctx.merchantId, id);
    if (!schedule) throw notFound('The subscription');
    const rows = await discountsOfOfferings(tx, ctx.merchantId, offeringIds);
    const links = await linksOf(
      tx,
      ctx.merchantId,
      rows.map((row) => row.id),
    );
    const today = todayInTimeZone(ctx.merchant.timeZone);
    return {
      data: rows.map((row) => ({
        ...presentFee(row, links, today),
        price_violation: dollarDiscountProblem(schedule.price, [
          { type: row.type, name: row.name, amount: row.amountCents ?? 0, is_percent: row.isPercent },
        ]),
      })),
    };
  });
