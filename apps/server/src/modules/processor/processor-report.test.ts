import { randomUUID } from 'node:crypto';
import { priceOrder } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobs, orders, processorReportCursor, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createMerchant } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createJobRegistry } from '../jobs/job-handler.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import type { PaymentProcessor } from './processor.ts';
import {
  batchSlotOf,
  PROCESSOR_BATCH_QUEUE,
  PROCESSOR_REPORT_QUEUE,
  processorJobs,
  scheduleProcessorBatch,
} from './processor-jobs.ts';
import { applyProcessorReport, REPORT_CURSOR_NAME } from './processor-report.ts';
import { runSandboxBatch } from './sandbox-batch.ts';
import { createSandboxProcessor } from './sandbox-processor.ts';

// Issue 15 point 1: the processor's report applied to the app's transactions and orders, exactly once per
// event across restarts, and the money jobs that run the batch and the report. America/Denver merchant;
// payments on Tuesday 2026-03-10 17:00Z settle at 2026-03-11T06:00Z (card) and 2026-03-13T06:00Z (ACH).

const OPENED_AT = new Date('2026-03-10T17:00:00Z');
const CARD_SETTLES_AT = '2026-03-11T06:00:00.000Z';
const ACH_SETTLES_AT = '2026-03-13T06:00:00.000Z';

let db: Database;
let processor: PaymentProcessor;
let now = OPENED_AT;
const newKey = () => `report-test-${randomUUID()}`;

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  db = (await createTestApp()).handle.db;
  processor = createSandboxProcessor(db, () => now);
});

/** An order of `amountCents` and its one card or ACH payment, as checkout writes them. */
async function paidOrder(merchantId: number, method: 'card' | 'ach', accountNumber = '000123456789') {
  const amountCents = 2000;
  now = OPENED_AT;
  const token =
    method === 'card'
      ? (
          await processor.tokenizeCard({
            number: '4242424242424242',
            cvv: '123',
            expiry: { month: 12, year: 2030 },
            billingZipCode: '80202',
          })
        ).token
      : (await processor.tokenizeBankAccount({ routingNumber: '021000021', accountNumber })).token;
  const request = { idempotencyKey: newKey(), token, amountCents, timeZone: 'America/Denver', merchantId };
  const payment =
    method === 'card' ? await processor.authorizeCard(request) : await processor.postAchDebit(request);
  const priced = priceOrder({
    today: '2026-03-10',
    lines: [
      {
        offering_id: 1,
        price_structure: 'fixed',
        unit_price_cents: amountCents,
        quantity_thousandths: 1000,
        is_taxable: false,
        start_date: null,
      },
    ],
    fee_structures: [],
    order_fees: [],
    discounts: [],
  });
  return withTenant(db, merchantId, async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        merchantId,
        saleType: 2,
        paymentStatus: method === 'card' ? 'paid' : 'pending',
        amountSubtotal: priced.subtotal_cents,
        amountDiscount: 0,
        amountFee: 0,
        amountTax: 0,
        amountTotal: priced.total_cents,
        amountPaid: method === 'card' ? amountCents : 0,
        priced,
      })
      .returning();
    if (!order) throw new Error('no order');
    const [transaction] = await tx
      .insert(transactions)
      .values({
        merchantId,
        orderId: order.id,
        funding: 'payment',
        paymentType: method === 'card' ? 'credit_card' : 'ach',
        paymentMode: method === 'card' ? 'ccKeyEnter' : 'ach',
        status: 1,
        processorStatus: payment.status,
        processorReference: payment.reference,
        amount: amountCents,
        canVoidUntil: payment.canVoidUntil ? new Date(payment.canVoidUntil) : null,
        idempotencyKey: request.idempotencyKey,
      })
      .returning();
    if (!transaction) throw new Error('no transaction');
    return { order, transaction, payment };
  });
}

async function stateOf(merchantId: number, orderId: number) {
  return withTenant(db, merchantId, async (tx) => {
    const [order] = await tx
      .select({ amountPaid: orders.amountPaid, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
    const [transaction] = await tx
      .select({
        status: transactions.status,
        processorStatus: transactions.processorStatus,
        settledAt: transactions.settledAt,
        achReturnCode: transactions.achReturnCode,
        failureReason: transactions.failureReason,
      })
      .from(transactions)
      .where(and(eq(transactions.merchantId, merchantId), eq(transactions.orderId, orderId)));
    return { order, transaction };
  });
}

async function storedCursor() {
  const [row] = await db
    .select()
    .from(processorReportCursor)
    .where(eq(processorReportCursor.name, REPORT_CURSOR_NAME));
  return row?.cursor;
}

describe('issue 15 point 1: the report settles and returns the app’s transactions and orders', () => {
  it('mirrors a settlement and an ACH return (R01) and recomputes the orders (spec 3 §4.2)', async () => {
    const merchant = await createMerchant(db);
    const other = await createMerchant(db);
    const card = await paidOrder(merchant.id, 'card');
    const ach = await paidOrder(other.id, 'ach', '000111111116');
    await runSandboxBatch(db, new Date(CARD_SETTLES_AT));
    await runSandboxBatch(db, new Date(ACH_SETTLES_AT));
    expect(await applyProcessorReport(db, processor, log)).toEqual({ applied: 2, unmatched: 0 });
    expect(await stateOf(merchant.id, card.order.id)).toEqual({
      order: { amountPaid: 2000, paymentStatus: 'paid' },
      transaction: {
        status: 1,
        processorStatus: 'settled',
        settledAt: new Date(CARD_SETTLES_AT),
        achReturnCode: null,
        failureReason: null,
      },
    });
    expect(await stateOf(other.id, ach.order.id)).toMatchObject({
      order: { amountPaid: 2000, paymentStatus: 'paid' },
      transaction: { status: 1, processorStatus: 'settled', settledAt: new Date(ACH_SETTLES_AT) },
    });
    await runSandboxBatch(db, new Date('2026-03-13T06:15:00Z'));
    expect(await applyProcessorReport(db, processor, log)).toEqual({ applied: 1, unmatched: 0 });
    expect(await stateOf(other.id, ach.order.id)).toEqual({
      order: { amountPaid: 0, paymentStatus: 'unpaid' },
      transaction: {
        status: 3,
        processorStatus: 'returned',
        settledAt: new Date(ACH_SETTLES_AT),
        achReturnCode: 'R01',
        failureReason: 'ACH return R01: Insufficient Funds',
      },
    });
    // Nothing new: nothing applied.
    expect(await applyProcessorReport(db, processor, log)).toEqual({ applied: 0, unmatched: 0 });
  });

  it('mirrors a refund’s settlement as status 4 and takes it off the order', async () => {
    const merchant = await createMerchant(db);
    const card = await paidOrder(merchant.id, 'card');
    await runSandboxBatch(db, new Date(CARD_SETTLES_AT));
    await applyProcessorReport(db, processor, log);
    now = new Date('2026-03-11T15:00:00Z');
    const refundKey = newKey();
    const refund = await processor.refundPayment({
      idempotencyKey: refundKey,
      paymentReference: card.payment.reference,
      amountCents: 500,
    });
    await withTenant(db, merchant.id, (tx) =>
      tx.insert(transactions).values({
        merchantId: merchant.id,
        orderId: card.order.id,
        refPaymentId: card.transaction.id,
        isRefund: true,
        funding: 'payment',
        paymentType: 'credit_card',
        paymentMode: 'ccKeyEnter',
        status: 4,
        processorStatus: refund.status,
        processorReference: refund.reference,
        amount: 500,
        idempotencyKey: refundKey,
      }),
    );
    await runSandboxBatch(db, new Date('2026-03-12T06:00:00Z'));
    expect(await applyProcessorReport(db, processor, log)).toEqual({ applied: 1, unmatched: 0 });
    const [row] = await withTenant(db, merchant.id, (tx) =>
      tx
        .select({ status: transactions.status, processorStatus: transactions.processorStatus })
        .from(transactions)
        .where(eq(transactions.processorReference, refund.reference)),
    );
    expect(row).toEqual({ status: 4, processorStatus: 'settled' });
    expect((await stateOf(merchant.id, card.order.id)).order).toEqual({
      amountPaid: 1500,
      // Decision 82: paid in full, then part given back.
      paymentStatus: 'paid',
    });
  });

  it('passes over an event whose transaction the app does not have (reconciliation writes it)', async () => {
    now = OPENED_AT;
    const merchant = await createMerchant(db);
    const token = (
      await processor.tokenizeCard({
        number: '4242424242424242',
        cvv: '123',
        expiry: { month: 12, year: 2030 },
        billingZipCode: '80202',
      })
    ).token;
    await processor.authorizeCard({
      idempotencyKey: newKey(),
      token,
      amountCents: 700,
      timeZone: 'America/Denver',
      merchantId: merchant.id,
    });
    await runSandboxBatch(db, new Date(CARD_SETTLES_AT));
    expect(await applyProcessorReport(db, processor, log)).toEqual({ applied: 0, unmatched: 1 });
  });
});

describe('issue 15 point 1: each event is applied exactly once across restarts', () => {
  it('a crash between two events leaves the cursor on the first; the restart applies the rest once', async () => {
    const merchant = await createMerchant(db);
    const first = await paidOrder(merchant.id, 'card');
    const second = await paidOrder(merchant.id, 'card');
    await runSandboxBatch(db, new Date('2026-04-01T06:00:00Z'));
    const before = await storedCursor();
    // The node dies while applying the second event: here its tenant transaction fails.
    const crashing: Pick<PaymentProcessor, 'report'> = {
      async report(cursor, limit) {
        const report = await processor.report(cursor, limit);
        const [head, next, ...rest] = report.events;
        if (!head || !next) return report;
        return { ...report, events: [head, { ...next, merchantId: 0 }, ...rest] };
      },
    };
    await expect(applyProcessorReport(db, crashing, log)).rejects.toThrow(/needs a merchant/);
    const afterCrash = await storedCursor();
    expect(Number(afterCrash)).toBeGreaterThan(Number(before || 0));
    const applied = await processor.report(before || null, 1000);
    expect(applied.events[0]?.id).toBe(afterCrash);
    // The batch settled the two in either order: the event applied is the one whose reference came first.
    const [done, waiting] =
      applied.events[0]?.payment.reference === first.payment.reference ? [first, second] : [second, first];
    expect(await stateOf(merchant.id, done.order.id)).toMatchObject({
      transaction: { processorStatus: 'settled' },
    });
    expect(await stateOf(merchant.id, waiting.order.id)).toMatchObject({
      transaction: { processorStatus: 'authorized' },
    });
    // The restarted node: the first event is not applied again.
    const restart = await applyProcessorReport(db, processor, log);
    expect(restart).toEqual({ applied: 1, unmatched: 0 });
    expect(await stateOf(merchant.id, waiting.order.id)).toMatchObject({
      transaction: { processorStatus: 'settled' },
    });
    expect(await storedCursor()).toBe(applied.cursor);
  });

  it('three nodes applying at once apply each event once', async () => {
    const merchant = await createMerchant(db);
    for (let i = 0; i < 6; i += 1) await paidOrder(merchant.id, 'card');
    await applyProcessorReport(db, processor, log);
    await runSandboxBatch(db, new Date('2026-04-02T06:00:00Z'));
    const runs = await Promise.all([
      applyProcessorReport(db, processor, log),
      applyProcessorReport(db, processor, log),
      applyProcessorReport(db, processor, log),
    ]);
    expect(runs.reduce((sum, r) => sum + r.applied, 0)).toBe(6);
  });
});

describe('issue 15 point 1: the money jobs', () => {
  it('a batch slot is one job however often it is scheduled; it runs the batch and then the report', async () => {
    const merchant = await createMerchant(db);
    const card = await paidOrder(merchant.id, 'card');
    const atMidnight = new Date('2026-05-01T06:07:00Z');
    expect(batchSlotOf(atMidnight).toISOString()).toBe('2026-05-01T06:00:00.000Z');
    expect(await scheduleProcessorBatch(db, atMidnight)).toBe(true);
    expect(await scheduleProcessorBatch(db, new Date('2026-05-01T06:14:59Z'))).toBe(false);
    const registry = createJobRegistry(processorJobs(db, processor));
    const options = { leaseSeconds: 60, batchSize: 10, now: () => new Date() };
    const run = await runDueJobs(db, registry, log, options);
    expect(run).toEqual({ done: 2, retried: 0, dead: 0 });
    const rows = await db.select({ queue: jobs.queue, key: jobs.key, state: jobs.state }).from(jobs);
    expect(rows).toEqual(
      expect.arrayContaining([
        { queue: PROCESSOR_BATCH_QUEUE, key: '2026-05-01T06:00:00.000Z', state: 'done' },
        { queue: PROCESSOR_REPORT_QUEUE, key: '2026-05-01T06:00:00.000Z', state: 'done' },
      ]),
    );
    expect(await stateOf(merchant.id, card.order.id)).toMatchObject({
      transaction: { processorStatus: 'settled', settledAt: new Date(CARD_SETTLES_AT) },
    });
  });
});
