import { addDays } from '@paybook/domain';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  billingSchedules,
  merchants,
  orderEvents,
  orders,
  paymentAccounts,
  scheduleBills,
  transactions,
} from '../db/schema/index.ts';

// Decision 147: the demo's sales of recurring items and their bills are made on the days they happened,
// the checkout's and the processor's clock set to each. Two things the seed adds, as the flows' own clock
// cannot: (1) the billing engine is run only on the days something is due (a bill to announce, charge or
// retry), not on each of the 100 days, so the seed stays quick; (2) the rows a step wrote, which take
// created_at from the database's clock, are dated at the step's instant, so a sale of 60 days ago shows
// there in the order list and the reports.

/** The database's clock now (created_at defaults read it). */
export async function databaseNow(db: Database): Promise<Date> {
  const [row] = await db.select({ at: sql<string>`clock_timestamp()::text` }).from(merchants).limit(1);
  const at = row?.at;
  if (at === undefined) throw new Error('demo seed: the database did not answer its clock');
  return new Date(at);
}

const DATED = [orders, transactions, orderEvents, billingSchedules, scheduleBills, paymentAccounts] as const;

/** Dates at `at` the rows of the merchant created since `since` (by the database's clock). */
export async function dateStep(db: Database, merchantId: number, since: Date, at: Date): Promise<void> {
  for (const table of DATED)
    await db
      .update(table)
      .set({ createdAt: at })
      .where(and(eq(table.merchantId, merchantId), gte(table.createdAt, since)));
}

/**
 * The next day after `after` and before `today` on which the billing engine has work: a bill to issue
 * (its date less the merchant's pre-notification days), to charge or to retry; or a sale day.
 */
export async function nextBillingDay(
  db: Database,
  merchantId: number,
  after: string,
  today: string,
  saleDays: readonly string[],
): Promise<string | null> {
  const [merchant] = await db
    .select({ pre: merchants.preNotificationDays })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const schedules = await db
    .select({ next: billingSchedules.nextBillDate })
    .from(billingSchedules)
    .where(
      and(
        eq(billingSchedules.merchantId, merchantId),
        eq(billingSchedules.status, 'active'),
        isNotNull(billingSchedules.nextBillDate),
      ),
    );
  const bills = await db
    .select({ next: scheduleBills.nextAttemptOn })
    .from(scheduleBills)
    .where(
      and(
        eq(scheduleBills.merchantId, merchantId),
        inArray(scheduleBills.state, ['due', 'retrying']),
        isNotNull(scheduleBills.nextAttemptOn),
      ),
    );
  const days = [
    ...saleDays,
    ...schedules.flatMap(({ next }) => (next ? [next, addDays(next, -(merchant?.pre ?? 0))] : [])),
    ...bills.flatMap(({ next }) => (next ? [next] : [])),
  ].filter((day) => day > after && day < today);
  return days.length === 0 ? null : days.reduce((a, b) => (a < b ? a : b));
}
