import { todayInTimeZone } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { billingSchedules, merchants, orders, scheduleBills, transactions } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoDataIfEmpty } from './demo.ts';

// Issue 25 point 9 (decision 158): every paying demo merchant's recurring payments (spec 3 §4.6), set up
// through the API on their day and charged by the billing engine: one active and already paid, one
// suspended with no end, one paused until a day ahead.

let db: Database;
const now = new Date();
let seconds = 0;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
  const started = performance.now();
  await seedDemoDataIfEmpty(db, now);
  seconds = (performance.now() - started) / 1000;
});

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
  it('seeds in a few seconds', () => {
    console.log(`demo seed: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
  });

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
