import type { CheckoutPaymentStatus } from '@paybook/contracts';
import type { CheckoutPaymentMode } from '@paybook/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { checkoutStatusOf, paymentTransactionValues } from '../checkout/checkout-order-writer.ts';
import type { PlanPayment } from '../checkout/checkout-plan.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { TransactionRow } from '../orders/order-presenter.ts';
import type { MoneyProcessor, ProcessorPayment } from '../processor/processor.ts';
import { recomputeOrderPayment } from '../processor/processor-report.ts';
import { findByIdempotencyKey, tryHoldKey } from '../transaction-actions/transaction-actions.repository.ts';
import { insertOrderEvent } from './order-actions.repository.ts';

// Issue 25 point 1 (decision 119): what a collected payment writes, from the request or, after a crash
// between the processor's answer and the COMMIT, from its reconcile job, through this one function. As
// the transaction actions' job (decision 81), the job is committed before the money call, keyed by the
// call's processor key; the request holds the key's advisory lock from before the call to its end, so the
// job never judges a call still in flight, and writes only when no row has the key.

export const COLLECT_RECONCILE_QUEUE = 'order-collect-reconcile';
/** Longer than a request's processor call (and the transaction around it) can take. */
export const COLLECT_RECONCILE_AFTER_MS = 5 * 60_000;
const MAX_ATTEMPTS = 30;

/** What the collect charges, as planned before the money call (tokens and last four digits only). */
export interface CollectPlan {
  payment_mode: CheckoutPaymentMode;
  payment: PlanPayment;
  amount_cents: number;
  email: string;
}

export interface CollectedWrite {
  merchantId: number;
  orderId: number;
  userId: number;
  processorKey: string;
  plan: CollectPlan;
  /** The processor's answer; null for cash and checks. */
  answer: ProcessorPayment | null;
  now: Date;
}

/** The payment's row, the order's state (nextOrderState) and the timeline row. */
export async function writeCollected(
  tx: Database,
  write: CollectedWrite,
): Promise<{ row: TransactionRow; status: CheckoutPaymentStatus }> {
  const { merchantId, orderId, plan, answer, now } = write;
  const { payment } = plan;
  const values = paymentTransactionValues(
    merchantId,
    { ...plan, user_id: write.userId, customer: { email: plan.email } },
    write.processorKey,
    answer,
    payment.kind === 'card' || payment.kind === 'bank' ? payment.account_id : null,
    now,
  );
  const [row] = await tx
    .insert(transactions)
    .values({ ...values, orderId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('The collected payment was not written');
  const status = checkoutStatusOf(answer);
  await recomputeOrderPayment(tx, merchantId, orderId, now);
  await insertOrderEvent(tx, merchantId, {
    orderId,
    kind: status === 'failed' ? 'payment_failed' : 'paid',
    detail: { transaction_id: row.id, amount_cents: plan.amount_cents },
    userId: write.userId,
    at: now,
  });
  return { row, status };
}

export const collectPayload = z.object({
  merchant_id: z.number().int().positive(),
  order_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  processor_key: z.string().min(1),
  plan: z.object({
    payment_mode: z.string(),
    payment: z.object({ kind: z.enum(['card', 'bank']) }).loose(),
    amount_cents: z.number().int().positive(),
    email: z.string(),
  }),
});
export type CollectPayload = Omit<z.infer<typeof collectPayload>, 'plan'> & { plan: CollectPlan };

/** Queues the check in a transaction the caller commits before the money call; one job per key. */
export async function enqueueCollectReconcile(
  tx: Database,
  payload: CollectPayload,
  now: Date,
): Promise<void> {
  await enqueueJob(
    tx,
    COLLECT_RECONCILE_QUEUE,
    payload.processor_key,
    payload,
    new Date(now.getTime() + COLLECT_RECONCILE_AFTER_MS),
    { maxAttempts: MAX_ATTEMPTS },
  );
}

export type CollectReconcileOutcome = 'in_flight' | 'recorded' | 'no_call' | 'written';

/** Checks one collect's key; safe to run any number of times (it writes only what is missing). */
export function reconcileCollect(
  db: Database,
  processor: Pick<MoneyProcessor, 'findPayment'>,
  payload: CollectPayload,
  now: Date,
): Promise<CollectReconcileOutcome> {
  return withTenant(db, payload.merchant_id, async (tx) => {
    if (!(await tryHoldKey(tx, payload.processor_key))) return 'in_flight';
    if (await findByIdempotencyKey(tx, payload.merchant_id, payload.processor_key)) return 'recorded';
    const answer = await processor.findPayment(payload.processor_key);
    if (!answer) return 'no_call';
    await writeCollected(tx, {
      merchantId: payload.merchant_id,
      orderId: payload.order_id,
      userId: payload.user_id,
      processorKey: payload.processor_key,
      plan: payload.plan,
      answer,
      now,
    });
    return 'written';
  });
}

/** The 'order-collect-reconcile' queue's handler, registered in main.ts. */
export function collectReconcileJob(processor: MoneyProcessor): JobDefinition {
  return {
    queue: COLLECT_RECONCILE_QUEUE,
    handle: async (payload, context) => {
      const parsed = collectPayload.parse(payload) as CollectPayload;
      const outcome = await reconcileCollect(context.db, processor, parsed, context.now);
      if (outcome === 'in_flight')
        throw new Error(`The collect with key ${parsed.processor_key} is still running`);
      if (outcome === 'written') {
        context.log.warn(
          { merchantId: parsed.merchant_id, key: parsed.processor_key },
          'collected payment the request never recorded: written from the processor',
        );
      }
    },
  };
}
