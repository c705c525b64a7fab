import { todayInTimeZone } from '@paybook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { billingSchedules, merchants, orders, scheduleBills, transactions } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';

// Issue 25 point 9: every paying demo merchant's billing schedules and recurring payments (one seed for
// both), sold, billed and acted on through the real paths, in every status, their bills agreeing with
// their orders and payments.

let db: Database;
// The demo was seeded before this (once for the run, test-app.ts).
let now: Date;
beforeAll(async () => {
  db = (await createTestApp({}, { demo: true })).handle.db;
  now = new Date();
}, 120_000);

async function schedulesOf(urlSubdomain: string) {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.urlSubdomain, urlSubdomain));
  if (!merchant) throw new Error(`no ${urlSubdomain}`);
  // The subscriptions sold; the scheduled invoices (kind 'invoice_schedule', decision 149) are not sales.
  const schedules = await db
    .select()
    .from(billingSchedules)
    .where(and(eq(billingSchedules.merchantId, merchant.id), eq(billingSchedules.kind, 'subscription')));
  const bills = await db
    .select()
    .from(scheduleBills)
    .where(
      and(
        eq(scheduleBills.merchantId, merchant.id),
        inArray(
          scheduleBills.scheduleId,
          schedules.map((schedule) => schedule.id),
        ),
      ),
    )
    .orderBy(asc(scheduleBills.billDate), asc(scheduleBills.id));
  return { merchant, schedules, bills };
}

describe('demo billing schedules (issue 25 point 9)', () => {
  it.each(['northwind', 'cedar'])('%s has a schedule in every status', async (sub) => {
    const { schedules } = await schedulesOf(sub);
    const of = (status: string) => schedules.filter((row) => row.status === status);
    expect(of('active').filter((row) => !row.isPastDue).length).toBeGreaterThanOrEqual(1);
    expect(of('active').filter((row) => row.isPastDue)).toHaveLength(1);
    const suspended = of('suspended');
    expect(suspended.map((row) => row.resumeAt === null).sort()).toEqual([false, true]);
    expect(of('cancelled')).toHaveLength(1);
    expect(of('cancelled')[0]?.lastPaymentOption).not.toBeNull();
    expect(of('expired')).toHaveLength(1);
    const expired = of('expired')[0];
    expect(expired?.numberOfActiveExecutions).toBe(expired?.occurrences);
  });

  it.each(['northwind', 'cedar'])(
    "%s: each schedule's bills are its orders, paid as its payments",
    async (sub) => {
      const { merchant, schedules, bills } = await schedulesOf(sub);
      expect(bills.length).toBeGreaterThan(schedules.length);
      const billed = bills.filter((bill) => bill.orderId !== null);
      const orderRows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.merchantId, merchant.id),
            inArray(
              orders.id,
              billed.map((bill) => bill.orderId ?? 0),
            ),
          ),
        );
      const payments = await db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.merchantId, merchant.id),
            inArray(
              transactions.orderId,
              orderRows.map((row) => row.id),
            ),
          ),
        );
      const ordersById = new Map(orderRows.map((row) => [row.id, row]));
      for (const bill of bills) {
        const order = bill.orderId === null ? undefined : ordersById.get(bill.orderId);
        if (bill.state === 'paid') {
          expect(order).toBeDefined();
          const expected = bill.amount ?? schedules.find((row) => row.id === bill.scheduleId)?.price;
          const paid = payments.filter(
            (row) => row.orderId === order?.id && !row.isRefund && (row.status === 1 || row.status === 4),
          );
          expect(paid.some((row) => row.amount === expected)).toBe(true);
        }
        if (bill.state === 'past_due') expect(order?.paymentStatus).toBe('past_due');
      }
      const pastDue = schedules.find((row) => row.isPastDue);
      const failed = bills.filter((bill) => bill.scheduleId === pastDue?.id);
      // Its first bill failed at the charge and at the retries 1, 3 and 5 days later; later bills fail too.
      expect(failed[0]?.state).toBe('past_due');
      expect(failed[0]?.attempts).toBe(4);
      expect(failed.every((bill) => bill.state !== 'paid')).toBe(true);
      // A cancel's last payment was charged today.
      const cancelled = schedules.find((row) => row.status === 'cancelled');
      expect(
        bills.some(
          (bill) => bill.scheduleId === cancelled?.id && bill.kind === 'final' && bill.state === 'paid',
        ),
      ).toBe(true);
    },
  );
});

// Decision 158: the recurring payments, set up through the API on their day and charged by the billing
// engine: one active and already paid, one suspended with no end, one paused until a day ahead.
async function recurringOf(urlSubdomain: string) {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.urlSubdomain, urlSubdomain));
  if (!merchant) throw new Error(`no ${urlSubdomain}`);
  const payments = await db
    .select()
    .from(billingSchedules)
    .where(and(eq(billingSchedules.merchantId, merchant.id), eq(billingSchedules.kind, 'recurring_payment')));
  return { merchant, payments };
}

describe('demo recurring payments (issue 25 point 9)', () => {
  it.each(['northwind', 'cedar'])(
    '%s has one active, one suspended and one paused until a day ahead',
    async (sub) => {
      const { merchant, payments } = await recurringOf(sub);
      const today = todayInTimeZone(merchant.timeZone, now);
      expect(payments).toHaveLength(3);
      expect(payments.filter((row) => row.status === 'active')).toHaveLength(1);
      const suspended = payments.filter((row) => row.status === 'suspended');
      expect(suspended.filter((row) => row.resumeAt === null)).toHaveLength(1);
      const paused = suspended.filter((row) => row.resumeAt !== null);
      expect(paused).toHaveLength(1);
      expect((paused[0]?.resumeAt ?? '') > today).toBe(true);
      for (const row of payments) {
        expect(row.orderId).toBeNull();
        expect(row.paymentAccountId).not.toBeNull();
        expect(row.startAt < today).toBe(true);
      }
    },
  );

  it.each(['northwind', 'cedar'])(
    '%s: the active one was charged by the billing engine, each bill its order paid by a payment',
    async (sub) => {
      const { merchant, payments } = await recurringOf(sub);
      const active = payments.find((row) => row.status === 'active');
      const bills = await db
        .select()
        .from(scheduleBills)
        .where(and(eq(scheduleBills.merchantId, merchant.id), eq(scheduleBills.scheduleId, active?.id ?? 0)));
      const paid = bills.filter((bill) => bill.state === 'paid');
      expect(paid.length).toBeGreaterThanOrEqual(1);
      for (const bill of paid) {
        const [order] = await db
          .select()
          .from(orders)
          .where(and(eq(orders.merchantId, merchant.id), eq(orders.id, bill.orderId ?? 0)));
        expect(order?.customerId).toBe(active?.customerId);
        // Dated on its bill day, not on the day the seed ran (decision 147).
        expect(order?.createdAt.getTime()).toBeLessThan(now.getTime() - 86_400_000);
        const charged = await db
          .select()
          .from(transactions)
          .where(and(eq(transactions.merchantId, merchant.id), eq(transactions.orderId, order?.id ?? 0)));
        expect(charged.some((row) => !row.isRefund && row.amount === active?.price)).toBe(true);
      }
    },
  );
});
