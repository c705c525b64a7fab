import { randomUUID } from 'node:crypto';
import type { Order } from '@paybook/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';
import { jobs, outboxEmails, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestClient } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkout, keyEntered, type Shop } from '../checkout/checkout-test-setup.ts';
import type { JobContext } from '../jobs/job-handler.ts';
import { applyProcessorReport } from '../processor/processor-report.ts';
import { runSandboxBatch } from '../processor/sandbox-batch.ts';
import { RECONCILE_AFTER_MS, TRANSACTION_ACTION_QUEUE } from './transaction-action-reconcile.ts';

// The transaction actions' API tests: orders made through the real checkout (sandbox card, cash), settled
// by the sandbox's batch and the processor report, as the running app's jobs would.

export const quietLog = () =>
  ({ warn: vi.fn(), info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

/** Two shampoos with 8.25 % tax: $21.65. */
export const TOTAL = '21.65';
export const TOTAL_CENTS = 2165;

/** A paid order and its payment: card (authorised) or cash (settled at once). */
export async function paidOrder(shop: Shop, how: 'card' | 'cash' = 'card') {
  const payment = how === 'card' ? keyEntered() : { payment_mode: 'cash', amount_tendered: '25' };
  const response = await checkout(shop.owner, {
    ...payment,
    cart: [{ offering_id: shop.items.shampoo, quantity: '2' }],
    customer: { id: shop.customerId },
  });
  const body = response.json() as { order: Order | null };
  const order = body.order;
  const transaction = order?.transactions[0];
  if (response.statusCode !== 200 || !order || !transaction) {
    throw new Error(`The checkout failed: ${response.body}`);
  }
  return { orderId: order.id, paymentId: transaction.id, email: transaction.email };
}

/** The sandbox's batch two days on, then the processor's report applied: authorised cards are settled. */
export async function settleEverything(t: TestApp) {
  await runSandboxBatch(t.handle.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
  await applyProcessorReport(t.handle.db, t.app.processor, quietLog());
}

/** PUT with an Idempotency-Key (a fresh one unless given; null sends none). */
export function put(client: TestClient, url: string, body?: object, key: string | null = randomUUID()) {
  return client.put(url, body, { headers: key === null ? {} : { 'idempotency-key': key } });
}

export const actionBody = (orderId: number, paymentId: number, extra: object = {}) => ({
  payment_id: paymentId,
  order_key: orderId,
  ...extra,
});

export function refundOf(
  client: TestClient,
  orderId: number,
  paymentId: number,
  extra: object = {},
  key?: string,
) {
  return put(client, `/api/transaction/${paymentId}/refund`, actionBody(orderId, paymentId, extra), key);
}

/** The order's transactions as stored. */
export function transactionsOf(t: TestApp, merchantId: number, orderId: number) {
  return withTenant(t.handle.db, merchantId, (tx) =>
    tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.merchantId, merchantId), eq(transactions.orderId, orderId)))
      .orderBy(transactions.id),
  );
}

/** The merchant's queued e-mails of the transaction actions (or of the kinds `kinds` matches, as LIKE). */
export function noticesOf(t: TestApp, merchantId: number, kinds = 'transaction_%') {
  return withTenant(t.handle.db, merchantId, (tx) =>
    tx
      .select({ to: outboxEmails.toAddress, subject: outboxEmails.subject, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.merchantId, merchantId), like(outboxEmails.kind, kinds)))
      .orderBy(outboxEmails.id),
  );
}

/** The reconcile jobs queued for a merchant's actions. */
export async function reconcileJobsOf(t: TestApp, merchantId: number) {
  const rows = await t.handle.db.select().from(jobs).where(eq(jobs.queue, TRANSACTION_ACTION_QUEUE));
  return rows.filter((row) => (row.payload as { merchant_id: number }).merchant_id === merchantId);
}

export function jobContext(t: TestApp, job: typeof jobs.$inferSelect): JobContext {
  return {
    db: t.handle.db,
    log: quietLog(),
    now: new Date(Date.now() + RECONCILE_AFTER_MS + 60_000),
    job: { id: job.id, queue: job.queue, key: job.key, attempt: 1 },
  };
}
