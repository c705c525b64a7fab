import type { Recurrence } from '@paybook/domain';
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountOfSchedule, customerOfSchedule } from '../../db/joins.ts';
import {
  billingSchedules,
  customers,
  merchants,
  paymentAccounts,
  scheduleBills,
  users,
} from '../../db/schema/index.ts';

// Issue 25 point 7: the billing engine's queries, each in the merchant's tenant transaction (row-level
// security holds); merchant filters are written anyway, as everywhere (ARCHITECTURE.md "Tenancy").

export type ScheduleRow = typeof billingSchedules.$inferSelect;
export type BillRow = typeof scheduleBills.$inferSelect;

/** A schedule as the domain's rules read it (packages/domain billing-run.ts BillableSchedule). */
export const billableOf = (row: ScheduleRow) => ({
  status: row.status,
  recurrence: row.recurrence as Recurrence,
  start_at: row.startAt,
  next_bill_date: row.nextBillDate,
  final_bill_date: row.finalBillDate,
  occurrences: row.occurrences,
  number_of_active_executions: row.numberOfActiveExecutions,
  suspend_at: row.suspendAt,
  resume_at: row.resumeAt,
});

/** The merchant's settings a run needs and where its e-mail goes (the company's, else the owner's). */
export async function readMerchantForRun(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({
      name: merchants.name,
      timeZone: merchants.timeZone,
      preNotificationDays: merchants.preNotificationDays,
      companyEmail: merchants.companyEmail,
      ownerEmail: sql<
        string | null
      >`(select ${users.email} from ${users} where ${users.merchantId} = ${merchants.id} and ${users.isOwner} order by ${users.id} limit 1)`,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}

/** Schedules whose suspension starts or ends by `today` (spec 3 §4.5). */
export function listSchedulesToSwitch(tx: Database, merchantId: number, today: string) {
  return tx
    .select()
    .from(billingSchedules)
    .where(
      and(
        eq(billingSchedules.merchantId, merchantId),
        or(
          and(eq(billingSchedules.status, 'active'), lte(billingSchedules.suspendAt, today)),
          and(eq(billingSchedules.status, 'suspended'), lte(billingSchedules.resumeAt, today)),
        ),
      ),
    );
}

/** One schedule, locked for its change. */
export async function lockSchedule(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(billingSchedules)
    .where(and(eq(billingSchedules.merchantId, merchantId), eq(billingSchedules.id, id)))
    .for('update');
  return row;
}

/**
 * Active schedules whose next bill is on or before `through` (the partial next-bill index): those that
 * charge (`charging`: subscriptions and recurring payments) or the invoice schedules (decision 151).
 */
export function listSchedulesToIssue(tx: Database, merchantId: number, through: string, charging = true) {
  return tx
    .select()
    .from(billingSchedules)
    .where(
      and(
        eq(billingSchedules.merchantId, merchantId),
        eq(billingSchedules.status, 'active'),
        lte(billingSchedules.nextBillDate, through),
        charging
          ? ne(billingSchedules.kind, 'invoice_schedule')
          : eq(billingSchedules.kind, 'invoice_schedule'),
      ),
    );
}

export interface NewBill {
  scheduleId: number;
  billDate: string;
}

/** Writes regular bills; one already written for the period is left as it is (the unique period key). */
export async function insertBills(
  tx: Database,
  merchantId: number,
  bills: readonly NewBill[],
): Promise<number> {
  if (bills.length === 0) return 0;
  const written = await tx
    .insert(scheduleBills)
    .values(
      bills.map((bill) => ({
        merchantId,
        scheduleId: bill.scheduleId,
        billDate: bill.billDate,
        kind: 'regular' as const,
        state: 'due' as const,
        nextAttemptOn: bill.billDate,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: scheduleBills.id });
  return written.length;
}

/** Regular bills still to charge after today and not yet announced: the pre-notification's candidates. */
export function listBillsToAnnounce(tx: Database, merchantId: number, today: string) {
  return tx
    .select({ id: scheduleBills.id, billDate: scheduleBills.billDate })
    .from(scheduleBills)
    .where(
      and(
        eq(scheduleBills.merchantId, merchantId),
        eq(scheduleBills.state, 'due'),
        eq(scheduleBills.kind, 'regular'),
        eq(scheduleBills.attempts, 0),
        isNull(scheduleBills.preNotifiedAt),
        sql`${scheduleBills.billDate} > ${today}`,
      ),
    )
    .orderBy(asc(scheduleBills.billDate), asc(scheduleBills.id));
}

/** Bills to charge today: due, or retrying with their next try today or before (the retry index). */
export function listBillsToCharge(tx: Database, merchantId: number, today: string, limit: number) {
  return tx
    .select({ id: scheduleBills.id, scheduleId: scheduleBills.scheduleId })
    .from(scheduleBills)
    .where(
      and(
        eq(scheduleBills.merchantId, merchantId),
        inArray(scheduleBills.state, ['due', 'retrying']),
        lte(scheduleBills.nextAttemptOn, today),
      ),
    )
    .orderBy(asc(scheduleBills.billDate), asc(scheduleBills.id))
    .limit(limit);
}

/** Bills with their schedules, the schedules' customers and stored accounts; the bills locked when asked. */
export async function readBills(tx: Database, merchantId: number, billIds: readonly number[], lock: boolean) {
  if (billIds.length === 0) return [];
  const query = tx
    .select({
      bill: scheduleBills,
      schedule: billingSchedules,
      customer: customers,
      account: paymentAccounts,
    })
    .from(scheduleBills)
    .innerJoin(
      billingSchedules,
      and(
        eq(billingSchedules.merchantId, scheduleBills.merchantId),
        eq(billingSchedules.id, scheduleBills.scheduleId),
      ),
    )
    .innerJoin(customers, customerOfSchedule)
    .leftJoin(paymentAccounts, accountOfSchedule)
    .where(and(eq(scheduleBills.merchantId, merchantId), inArray(scheduleBills.id, [...billIds])))
    .orderBy(asc(scheduleBills.id));
  // Locked in id order, so two runs at once never wait on each other in a circle.
  return lock ? query.for('update', { of: scheduleBills }) : query;
}

export type BillReading = Awaited<ReturnType<typeof readBills>>[number];

/** Active schedules paid by a card, with the card's expiry and the customer's name (card-expiry e-mail). */
export function listCardSchedules(tx: Database, merchantId: number) {
  return tx
    .select({
      subscriptionNumber: billingSchedules.subscriptionNumber,
      offeringName: billingSchedules.offeringName,
      nextBillDate: billingSchedules.nextBillDate,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      lastFour: paymentAccounts.lastFour,
      expirationMonth: paymentAccounts.expirationMonth,
      expirationYear: paymentAccounts.expirationYear,
    })
    .from(billingSchedules)
    .innerJoin(paymentAccounts, accountOfSchedule)
    .innerJoin(customers, customerOfSchedule)
    .where(
      and(
        eq(billingSchedules.merchantId, merchantId),
        eq(billingSchedules.status, 'active'),
        eq(paymentAccounts.kind, 'card'),
      ),
    )
    .orderBy(asc(billingSchedules.nextBillDate), asc(billingSchedules.subscriptionNumber));
}

export type CardScheduleRow = Awaited<ReturnType<typeof listCardSchedules>>[number];

/** A stored card's expiry as the domain reads it (null for a bank account, or a card without one). */
export const storedCardExpiry = (row: { expirationMonth: number | null; expirationYear: number | null }) =>
  row.expirationMonth && row.expirationYear ? { month: row.expirationMonth, year: row.expirationYear } : null;
