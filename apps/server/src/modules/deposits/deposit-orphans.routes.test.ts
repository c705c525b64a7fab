import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobs, orders, sandboxPayments, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { InjectedFault } from '../../test/declared-statuses.ts';
import { holdTenantTransaction } from '../../test/held-transaction.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { JobContext } from '../jobs/job-handler.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { runSandboxBatch } from '../processor/sandbox-batch.ts';
import { createSandboxProcessor } from '../processor/sandbox-processor.ts';
import {
  checkDepositOrphan,
  DEPOSIT_ORPHAN_AFTER_MS,
  DEPOSIT_ORPHAN_QUEUE,
  depositOrphanJob,
  holdDepositKey,
} from './deposit-orphans.ts';
import { CARDS, card, setUpDeposits } from './deposit-test-setup.ts';

// Issue 15 points 7 and 8: a deposit authorised for a booking whose transaction never committed (the node
// died after the processor's answer) is voided by the 'deposit-orphan' job, once; a booked deposit and a
// declined card are left alone.

// Each test spies on its own copy of the app's processor (the app's is shared by the file's tests).

/**
 * The test's fault: while set, the node "dies" right after the processor authorised the card. The app's
 * processor is the sandbox wrapped so (not a module mock: the API tests share one module cache per worker).
 */
const fault = { crash: false };

function dyingAfterTheCharge(db: Database): PaymentProcessor {
  const processor = createSandboxProcessor(db);
  return {
    ...processor,
    authorizeCard: async (request) => {
      const payment = await processor.authorizeCard(request);
      if (fault.crash) throw new InjectedFault('injected: the node died after the charge');
      return payment;
    },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { processor: dyingAfterTheCharge });
});

const later = () => new Date(Date.now() + DEPOSIT_ORPHAN_AFTER_MS + 60_000);

function contextOf(job: typeof jobs.$inferSelect): JobContext {
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
  return {
    db: t.handle.db,
    log,
    now: later(),
    job: { id: job.id, queue: job.queue, key: job.key, attempt: 1 },
  };
}

/** The orphan checks queued for a merchant's deposits. */
async function orphanJobsOf(merchantId: number) {
  const rows = await t.handle.db.select().from(jobs).where(eq(jobs.queue, DEPOSIT_ORPHAN_QUEUE));
  return rows.filter((row) => (row.payload as { merchant_id: number }).merchant_id === merchantId);
}

async function paymentsOf(merchantId: number) {
  return t.handle.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.ownerMerchantId, merchantId))
    .orderBy(sandboxPayments.createdAt);
}

async function ledgerOf(merchantId: number) {
  return withTenant(t.handle.db, merchantId, async (tx) => ({
    orders: await tx.select({ id: orders.id }).from(orders),
    transactions: await tx.select({ id: transactions.id }).from(transactions),
  }));
}

/** A booking whose node dies after the deposit's authorisation: no appointment, no order, money held. */
async function crashedBooking() {
  const s = await setUpDeposits(t);
  fault.crash = true;
  const { response } = await s.bookWithCard().finally(() => {
    fault.crash = false;
  });
  expect(response.statusCode).toBe(500);
  expect(await ledgerOf(s.merchant.id)).toEqual({ orders: [], transactions: [] });
  const [payment] = await paymentsOf(s.merchant.id);
  expect(payment).toMatchObject({
    kind: 'payment',
    status: 'authorized',
    state: expect.objectContaining({ amount_cents: 1000 }),
  });
  const [job] = await orphanJobsOf(s.merchant.id);
  if (!job || !payment) throw new Error('no orphan check or no payment');
  return { s, payment, job };
}

describe('issue 15 point 8: the deposit of a booking that never committed', () => {
  it('the check is queued before the money call, due after the booking could still run', async () => {
    const before = Date.now();
    const { payment, job } = await crashedBooking();
    expect(job).toMatchObject({ state: 'queued', key: payment.idempotencyKey });
    expect(job.payload).toEqual({ merchant_id: expect.any(Number), key: payment.idempotencyKey });
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + DEPOSIT_ORPHAN_AFTER_MS);
  });

  it('the job voids the authorisation exactly once, however often it runs', async () => {
    const { s, payment, job } = await crashedBooking();
    const processor = { ...t.app.processor };
    const voidPayment = vi.spyOn(processor, 'voidPayment');
    const handler = depositOrphanJob(processor);
    const first = contextOf(job);
    await handler.handle(job.payload, first);
    await handler.handle(job.payload, contextOf(job));
    expect(voidPayment).toHaveBeenCalledTimes(1);
    expect(voidPayment).toHaveBeenCalledWith(payment.reference, `${payment.idempotencyKey}:orphan-void`);
    expect(first.log.warn).toHaveBeenCalledTimes(1);
    const payments = await paymentsOf(s.merchant.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'voided' });
    expect(await ledgerOf(s.merchant.id)).toEqual({ orders: [], transactions: [] });
    // The batch settles nothing of it.
    await runSandboxBatch(t.handle.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect((await paymentsOf(s.merchant.id))[0]).toMatchObject({ status: 'voided' });
  });

  it('a booking still holding its deposit key is not judged: the job retries later', async () => {
    const { s, payment, job } = await crashedBooking();
    const processor = { ...t.app.processor };
    // The booking's transaction, still running on another node.
    const booking = await holdTenantTransaction(t.handle.db, s.merchant.id);
    try {
      await holdDepositKey(booking.tx, payment.idempotencyKey);
      expect(await checkDepositOrphan(t.handle.db, processor, s.merchant.id, payment.idempotencyKey)).toBe(
        'in_flight',
      );
      await expect(depositOrphanJob(processor).handle(job.payload, contextOf(job))).rejects.toThrow(
        /still running/,
      );
    } finally {
      await booking.commit();
    }
    expect((await paymentsOf(s.merchant.id))[0]).toMatchObject({ status: 'authorized' });
  });

  it('once the batch settled it (the void window closed), the job refunds it once', async () => {
    const { s, payment, job } = await crashedBooking();
    expect(
      (await runSandboxBatch(t.handle.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000))).settled,
    ).toBeGreaterThan(0);
    const processor = { ...t.app.processor };
    const handler = depositOrphanJob(processor);
    await handler.handle(job.payload, contextOf(job));
    await handler.handle(job.payload, contextOf(job));
    const refunds = (await paymentsOf(s.merchant.id)).filter((row) => row.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      paymentReference: payment.reference,
      state: expect.objectContaining({ amount_cents: 1000 }),
      idempotencyKey: `${payment.idempotencyKey}:orphan-refund`,
    });
  });
});

describe('issue 15 point 8: deposits the job leaves alone', () => {
  it('a committed booking keeps its authorised deposit', async () => {
    const s = await setUpDeposits(t);
    const { response } = await s.bookWithCard();
    expect(response.statusCode, response.body).toBe(201);
    const [job] = await orphanJobsOf(s.merchant.id);
    if (!job) throw new Error('no orphan check');
    const processor = { ...t.app.processor };
    const voidPayment = vi.spyOn(processor, 'voidPayment');
    const refundPayment = vi.spyOn(processor, 'refundPayment');
    const key = (job.payload as { key: string }).key;
    expect(await checkDepositOrphan(t.handle.db, processor, s.merchant.id, key)).toBe('booked');
    await depositOrphanJob(processor).handle(job.payload, contextOf(job));
    expect(voidPayment).not.toHaveBeenCalled();
    expect(refundPayment).not.toHaveBeenCalled();
    expect(await paymentsOf(s.merchant.id)).toEqual([expect.objectContaining({ status: 'authorized' })]);
    expect((await ledgerOf(s.merchant.id)).transactions).toHaveLength(1);
  });

  it('a declined card holds nothing: nothing to do', async () => {
    const s = await setUpDeposits(t);
    const { response } = await s.bookWithCard(card(CARDS.decline));
    expect(response.statusCode).toBe(402);
    const [job] = await orphanJobsOf(s.merchant.id);
    if (!job) throw new Error('no orphan check');
    const processor = { ...t.app.processor };
    const voidPayment = vi.spyOn(processor, 'voidPayment');
    const key = (job.payload as { key: string }).key;
    expect(await checkDepositOrphan(t.handle.db, processor, s.merchant.id, key)).toBe('not_held');
    await depositOrphanJob(processor).handle(job.payload, contextOf(job));
    expect(voidPayment).not.toHaveBeenCalled();
    expect(await paymentsOf(s.merchant.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('a key the processor never saw: no payment', async () => {
    const s = await setUpDeposits(t);
    const processor = { ...t.app.processor };
    expect(
      await checkDepositOrphan(t.handle.db, processor, s.merchant.id, `deposit:${s.merchant.id}:x`),
    ).toBe('no_payment');
    expect(
      await t.handle.db.select().from(transactions).where(eq(transactions.merchantId, s.merchant.id)),
    ).toEqual([]);
  });
});

describe('issue 15 point 8: a no-show fee whose charge never committed', () => {
  it('the job voids it once, and the desk can then charge the fee again', async () => {
    const s = await setUpDeposits(t);
    const row = await s.pastBooking();
    const noShow = (key: string) =>
      s.owner.post(`/api/appointment/${row.id}/no_show`, {}, { headers: { 'idempotency-key': key } });
    fault.crash = true;
    const crashed = await noShow('no-show-crash').finally(() => {
      fault.crash = false;
    });
    expect(crashed.statusCode).toBe(500);
    const feeKey = `no-show:${s.merchant.id}:${row.id}:`;
    const job = (await orphanJobsOf(s.merchant.id)).find((candidate) => candidate.key.startsWith(feeKey));
    if (!job) throw new Error('no orphan check for the no-show fee');
    const processor = { ...t.app.processor };
    const handler = depositOrphanJob(processor);
    await handler.handle(job.payload, contextOf(job));
    await handler.handle(job.payload, contextOf(job));
    const fees = (await paymentsOf(s.merchant.id)).filter((p) => p.idempotencyKey.startsWith(feeKey));
    expect(fees).toEqual([expect.objectContaining({ status: 'voided', idempotencyKey: job.key })]);

    const charged = await noShow('no-show-again');
    expect(charged.statusCode, charged.body).toBe(200);
    const after = (await paymentsOf(s.merchant.id)).filter((p) => p.idempotencyKey.startsWith(feeKey));
    expect(after.map((p) => [p.idempotencyKey, p.status])).toEqual([
      [job.key, 'voided'],
      [`${job.key}:2`, 'authorized'],
    ]);
  });
});
