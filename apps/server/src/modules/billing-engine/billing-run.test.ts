import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  jobs,
  orderEvents,
  orders,
  outboxEmails,
  scheduleBills,
  transactions,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createJobRegistry } from '../jobs/job-handler.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { createSandboxProcessor } from '../processor/sandbox-processor.ts';
import { CARD_EXPIRY_EMAIL_KIND } from './billing-emails.ts';
import { BILLING_RUN_QUEUE, billingEngineJobs, scheduleBillingTick } from './billing-engine-jobs.ts';
import { runMerchantBilling } from './billing-run.ts';
import {
  billsOf,
  createBillingShop,
  insertSchedules,
  morningOf,
  recurrenceOf,
  scheduleOf,
} from './billing-test-setup.ts';

// Issue 25 point 7: the billing engine, one rule at a time, with an injected clock (the run's `now`).
// America/Denver; 06:30Z is the first minutes of the local day in summer and late the evening before in
// winter (billing-test-setup.ts morningOf).

let db: Database;
let app: FastifyInstance;
let processor: PaymentProcessor;
let clock = new Date('2027-06-01T06:30:00Z');
const quietLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  const testApp = await createTestApp();
  db = testApp.handle.db;
  app = testApp.app;
  processor = createSandboxProcessor(db, () => clock);
});

/** Runs the merchant's billing at 06:30Z of each date from `from` to `to`. */
async function runDays(merchantId: number, from: string, to: string) {
  for (let day = morningOf(from); day <= morningOf(to); day = new Date(day.getTime() + DAY_MS)) {
    clock = day;
    await runMerchantBilling(db, processor, merchantId, day);
  }
}

const monthlyOn1st = recurrenceOf('monthly', {
  monthly: { type: 'day_of_month', day_of_month: 1, day_pattern_ordinal: null, day_pattern_day: null },
});

describe('retries and past due', () => {
  it('tries a declined bill on its date and 1, 3 and 5 days later, then marks it past due until a bill is paid', async () => {
    const shop = await createBillingShop(db, processor);
    const [id] = await insertSchedules(db, shop, [
      {
        recurrence: monthlyOn1st,
        startAt: '2027-05-01',
        from: '2027-06-01',
        accountId: shop.declinedAccountId,
      },
    ]);
    await runDays(shop.merchantId, '2027-06-01', '2027-06-10');
    const [bill] = await billsOf(db, shop.merchantId, id!);
    expect(bill).toMatchObject({
      billDate: '2027-06-01',
      state: 'past_due',
      attempts: 4,
      nextAttemptOn: null,
    });
    expect(bill!.lastError).toBe('Your card was declined.');
    const tries = await withTenant(db, shop.merchantId, (tx) =>
      tx
        .select({ key: transactions.idempotencyKey, status: transactions.status, at: transactions.createdAt })
        .from(transactions)
        .where(eq(transactions.orderId, bill!.orderId!))
        .orderBy(transactions.id),
    );
    expect(tries.map((t) => t.status)).toEqual([3, 3, 3, 3]);
    const [order] = await withTenant(db, shop.merchantId, (tx) =>
      tx.select().from(orders).where(eq(orders.id, bill!.orderId!)),
    );
    expect(order).toMatchObject({
      paymentStatus: 'past_due',
      saleType: 11,
      amountTotal: 1500,
      amountPaid: 0,
    });
    const events = await withTenant(db, shop.merchantId, (tx) =>
      tx
        .select({ kind: orderEvents.kind, detail: orderEvents.detail })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order!.id))
        .orderBy(orderEvents.id),
    );
    expect(events.map((e) => e.kind)).toEqual([
      'billed',
      'payment_failed',
      'payment_failed',
      'payment_failed',
      'payment_failed',
    ]);
    // The days of the tries: June 1, 2, 4 and 6 (local), from the events' run clock.
    const schedule = await scheduleOf(db, shop.merchantId, id!);
    expect(schedule).toMatchObject({
      isPastDue: true,
      nextBillDate: '2027-07-01',
      numberOfActiveExecutions: 2,
    });

    // A new card: the next bill is paid and clears past due.
    await withTenant(db, shop.merchantId, (tx) =>
      tx.execute(
        sql`update billing_schedules set payment_account_id = ${shop.approvedAccountId} where id = ${id!}`,
      ),
    );
    await runDays(shop.merchantId, '2027-06-30', '2027-07-01');
    expect(await scheduleOf(db, shop.merchantId, id!)).toMatchObject({
      isPastDue: false,
      nextBillDate: '2027-08-01',
    });
  });

  it('tries on the days of the retry plan only', async () => {
    const shop = await createBillingShop(db, processor);
    const [id] = await insertSchedules(db, shop, [
      {
        recurrence: monthlyOn1st,
        startAt: '2027-05-01',
        from: '2027-06-01',
        accountId: shop.declinedAccountId,
      },
    ]);
    const attemptsByDay: number[] = [];
    for (const date of ['2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06']) {
      await runDays(shop.merchantId, date, date);
      attemptsByDay.push((await billsOf(db, shop.merchantId, id!))[0]!.attempts);
    }
    expect(attemptsByDay).toEqual([1, 2, 2, 3, 3, 4]);
  });
});

describe('pre-notification', () => {
  it('e-mails the customer once, the configured days before the bill', async () => {
    const shop = await createBillingShop(db, processor, { preNotificationDays: 3 });
    const [id] = await insertSchedules(db, shop, [
      { recurrence: monthlyOn1st, startAt: '2027-05-01', from: '2027-06-01' },
    ]);
    const emails = () =>
      withTenant(db, shop.merchantId, (tx) =>
        tx.select().from(outboxEmails).where(eq(outboxEmails.kind, 'subscription_pre_notification')),
      );
    await runDays(shop.merchantId, '2027-05-27', '2027-05-28');
    expect(await emails()).toHaveLength(0);
    await runDays(shop.merchantId, '2027-05-29', '2027-05-29');
    await runDays(shop.merchantId, '2027-05-29', '2027-05-31');
    const sent = await emails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      toAddress: 'rita@example.com',
      subject: expect.stringContaining('June 1, 2027'),
    });
    expect(sent[0]!.textBody).toContain('$15.00');
    const [bill] = await billsOf(db, shop.merchantId, id!);
    expect(bill!.preNotifiedAt).not.toBeNull();
  });
});

describe('suspension', () => {
  it('stops on suspend_at, bills nothing while suspended, and resumes on resume_at at the next bill date', async () => {
    const shop = await createBillingShop(db, processor);
    const [id] = await insertSchedules(db, shop, [
      {
        recurrence: monthlyOn1st,
        startAt: '2027-05-01',
        from: '2027-06-01',
        suspendAt: '2027-06-15',
        resumeAt: '2027-08-15',
      },
    ]);
    await runDays(shop.merchantId, '2027-06-01', '2027-06-16');
    expect(await scheduleOf(db, shop.merchantId, id!)).toMatchObject({
      status: 'suspended',
      suspendAt: null,
    });
    await runDays(shop.merchantId, '2027-06-28', '2027-08-14');
    expect((await scheduleOf(db, shop.merchantId, id!)).status).toBe('suspended');
    await runDays(shop.merchantId, '2027-08-15', '2027-09-02');
    expect(await scheduleOf(db, shop.merchantId, id!)).toMatchObject({
      status: 'active',
      resumeAt: null,
      nextBillDate: '2027-10-01',
    });
    const bills = await billsOf(db, shop.merchantId, id!);
    expect(bills.map((b) => [b.billDate, b.state])).toEqual([
      ['2027-06-01', 'paid'],
      ['2027-09-01', 'paid'],
    ]);
  });

  it('a bill written ahead for a schedule suspended before its date is skipped', async () => {
    const shop = await createBillingShop(db, processor);
    const [id] = await insertSchedules(db, shop, [
      { recurrence: monthlyOn1st, startAt: '2027-05-01', from: '2027-06-01' },
    ]);
    await runDays(shop.merchantId, '2027-05-30', '2027-05-30');
    await withTenant(db, shop.merchantId, (tx) =>
      tx.execute(sql`update billing_schedules set status = 'suspended' where id = ${id!}`),
    );
    await runDays(shop.merchantId, '2027-06-01', '2027-06-02');
    expect((await billsOf(db, shop.merchantId, id!)).map((b) => b.state)).toEqual(['skipped']);
  });
});

describe('the end of a schedule', () => {
  it('expires after its occurrences', async () => {
    const shop = await createBillingShop(db, processor);
    const recurrence = recurrenceOf('weekly', { occurrence_type: 'fixed_end_date', occurrences: 3 });
    const [id] = await insertSchedules(db, shop, [{ recurrence, startAt: '2027-06-01', from: '2027-06-02' }]);
    await runDays(shop.merchantId, '2027-06-01', '2027-07-01');
    expect(await scheduleOf(db, shop.merchantId, id!)).toMatchObject({
      status: 'expired',
      nextBillDate: null,
      numberOfActiveExecutions: 3,
    });
    expect((await billsOf(db, shop.merchantId, id!)).map((b) => b.billDate)).toEqual([
      '2027-06-08',
      '2027-06-15',
    ]);
  });

  it('expires on its final date', async () => {
    const shop = await createBillingShop(db, processor);
    const [id] = await insertSchedules(db, shop, [
      { recurrence: monthlyOn1st, startAt: '2027-05-01', from: '2027-06-01', finalBillDate: '2027-07-01' },
    ]);
    await runDays(shop.merchantId, '2027-06-01', '2027-08-03');
    expect(await scheduleOf(db, shop.merchantId, id!)).toMatchObject({
      status: 'expired',
      nextBillDate: null,
    });
    expect((await billsOf(db, shop.merchantId, id!)).map((b) => b.billDate)).toEqual([
      '2027-06-01',
      '2027-07-01',
    ]);
  });

  it('charges the final bill of a cancelled schedule with its own amount', async () => {
    const shop = await createBillingShop(db, processor);
    const [id] = await insertSchedules(db, shop, [
      { recurrence: monthlyOn1st, startAt: '2027-05-01', from: '2027-06-01', status: 'cancelled' },
    ]);
    await withTenant(db, shop.merchantId, (tx) =>
      tx.insert(scheduleBills).values({
        merchantId: shop.merchantId,
        scheduleId: id!,
        billDate: '2027-06-03',
        kind: 'final',
        amount: 725,
        nextAttemptOn: '2027-06-03',
      }),
    );
    await runDays(shop.merchantId, '2027-06-01', '2027-06-05');
    const bills = await billsOf(db, shop.merchantId, id!);
    expect(bills.map((b) => [b.billDate, b.kind, b.state])).toEqual([['2027-06-03', 'final', 'paid']]);
    const [order] = await withTenant(db, shop.merchantId, (tx) =>
      tx.select().from(orders).where(eq(orders.id, bills[0]!.orderId!)),
    );
    expect(order).toMatchObject({ amountTotal: 725, amountPaid: 725, paymentStatus: 'paid' });
  });
});

describe('card expiry', () => {
  it('e-mails the merchant once a day the schedules whose card expires before the next bill', async () => {
    const shop = await createBillingShop(db, processor, { cardExpiry: { month: 6, year: 2027 } });
    await insertSchedules(db, shop, [
      { recurrence: monthlyOn1st, startAt: '2027-05-01', from: '2027-06-01' },
    ]);
    await runDays(shop.merchantId, '2027-06-01', '2027-06-01');
    await runDays(shop.merchantId, '2027-06-01', '2027-06-02');
    const sent = await withTenant(db, shop.merchantId, (tx) =>
      tx
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, CARD_EXPIRY_EMAIL_KIND))
        .orderBy(outboxEmails.id),
    );
    expect(sent.map((e) => e.subject)).toEqual([
      'Cards to update before their next bill (June 1, 2027)',
      'Cards to update before their next bill (June 2, 2027)',
    ]);
    expect(sent[0]!.toAddress).toBe('owner@example.com');
    expect(sent[0]!.textBody).toContain('expires 06/2027, before the next bill on July 1, 2027');
  });
});

describe('the jobs', () => {
  it('the hourly tick enqueues one run per merchant and local day, and the run bills', async () => {
    const shop = await createBillingShop(db, processor);
    const [id] = await insertSchedules(db, shop, [
      { recurrence: monthlyOn1st, startAt: '2027-05-01', from: '2027-06-01' },
    ]);
    const registry = createJobRegistry(billingEngineJobs(processor));
    const at = new Date('2027-06-01T07:10:00Z');
    clock = at;
    expect(await scheduleBillingTick(db, at)).toBe(true);
    expect(await scheduleBillingTick(db, new Date('2027-06-01T07:50:00Z'))).toBe(false);
    await runDueJobs(db, registry, quietLog, { leaseSeconds: 300, batchSize: 1000, now: () => at });
    await scheduleBillingTick(db, new Date('2027-06-01T08:10:00Z'));
    await runDueJobs(db, registry, quietLog, {
      leaseSeconds: 300,
      batchSize: 1000,
      now: () => new Date('2027-06-01T08:10:00Z'),
    });
    const runs = await db
      .select({ key: jobs.key, state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.queue, BILLING_RUN_QUEUE), eq(jobs.key, `${shop.merchantId}:2027-06-01`)));
    expect(runs).toEqual([{ key: `${shop.merchantId}:2027-06-01`, state: 'done' }]);
    expect((await billsOf(db, shop.merchantId, id!)).map((b) => b.state)).toEqual(['paid']);
  });
});

describe('ten at once', () => {
  it('ten runs of one merchant-day at once charge each bill once, and GET /api/health still answers', async () => {
    const shop = await createBillingShop(db, processor);
    const ids = await insertSchedules(
      db,
      shop,
      Array.from({ length: 20 }, () => ({
        recurrence: monthlyOn1st,
        startAt: '2027-05-01',
        from: '2027-06-01',
      })),
    );
    clock = morningOf('2027-06-01');
    const health = app.inject({ method: 'GET', url: '/api/health' });
    await Promise.all(
      Array.from({ length: 10 }, () => runMerchantBilling(db, processor, shop.merchantId, clock)),
    );
    expect((await health).statusCode).toBe(200);
    const [payments] = await withTenant(db, shop.merchantId, (tx) =>
      tx
        .select({ count: sql<number>`count(*)::int` })
        .from(transactions)
        .where(eq(transactions.merchantId, shop.merchantId)),
    );
    expect(payments!.count).toBe(20);
    for (const id of ids) {
      expect((await billsOf(db, shop.merchantId, id)).map((b) => [b.state, b.attempts])).toEqual([
        ['paid', 1],
      ]);
      expect((await scheduleOf(db, shop.merchantId, id)).numberOfActiveExecutions).toBe(2);
    }
  });
});
