import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { queueNotice, readOrder, recordRefund, recordVoid } from './transaction-action-records.ts';
import * as repo from './transaction-actions.repository.ts';

// Issue 15 point 1 (decisions 69, 70, 78): no void or refund is lost. Before its money call a request
// commits a job keyed by the call's processor key, due after any request could still be running. The job
// asks the processor what happened and writes what the request's transaction did not (its node died, or
// its connection dropped, between the processor's answer and the COMMIT), through the request's own write
// functions, exactly once: it writes only while the row still lacks it, under the payment's row lock.
// A request still holding the key's advisory lock is in flight: the job fails and the queue retries later.

export const TRANSACTION_ACTION_QUEUE = 'transaction-action-reconcile';
/** Longer than a request's processor call (and the transaction around it) can take. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** Past the back-off's tenth attempt it retries hourly: it outlasts a long processor outage. */
const MAX_ATTEMPTS = 30;

export const actionPayload = z.object({
  merchant_id: z.number().int().positive(),
  action: z.enum(['void', 'refund', 'void_refund']),
  /** The payment (void, refund) or the refund (void_refund) acted on. */
  transaction_id: z.number().int().positive(),
  processor_key: z.string().min(1),
  /** Whom to tell (null: nobody). */
  notify: z.string().nullable(),
  user_id: z.number().int().nullable(),
});
export type ActionPayload = z.infer<typeof actionPayload>;

/**
 * Queues the check in a transaction the caller commits before the money call (never the money call's own,
 * whose rollback it must survive); the same key is one job.
 */
export async function enqueueActionReconcile(tx: Database, payload: ActionPayload, now: Date): Promise<void> {
  await enqueueJob(
    tx,
    TRANSACTION_ACTION_QUEUE,
    payload.processor_key,
    payload,
    new Date(now.getTime() + RECONCILE_AFTER_MS),
    { maxAttempts: MAX_ATTEMPTS },
  );
}

export type ActionReconcileOutcome = 'in_flight' | 'recorded' | 'no_call' | 'written';

/** Checks one action's key; safe to run any number of times (it writes only what is missing). */
export async function reconcileAction(
  db: Database,
  processor: MoneyProcessor,
  payload: ActionPayload,
  now: Date,
): Promise<ActionReconcileOutcome> {
  const merchantId = payload.merchant_id;
  return withTenant(db, merchantId, async (tx) => {
    if (!(await repo.tryHoldKey(tx, payload.processor_key))) return 'in_flight';
    const found = await repo.findTransaction(tx, merchantId, payload.transaction_id);
    if (!found) return 'no_call';
    // Payment first, then refund: the order every action takes its row locks in.
    const payment = await repo.lockTransaction(tx, merchantId, found.refPaymentId ?? found.id);
    const target = await repo.lockTransaction(tx, merchantId, found.id);
    if (!payment || !target) return 'no_call';
    let refundedCents = 0;
    if (payload.action === 'refund') {
      if (await repo.findByIdempotencyKey(tx, merchantId, payload.processor_key)) return 'recorded';
      const answer = await processor.findPayment(payload.processor_key);
      if (!answer) return 'no_call';
      refundedCents = answer.amountCents;
      await recordRefund(
        tx,
        merchantId,
        payment,
        {
          key: payload.processor_key,
          amountCents: answer.amountCents,
          answer: { kind: 'processor', payment: answer },
          userId: payload.user_id,
        },
        now,
      );
    } else {
      if (target.processorStatus === 'voided') return 'recorded';
      // The void's own key names no row at the processor: the payment's (or refund's) key tells its state.
      const answer = await processor.findPayment(target.idempotencyKey);
      if (answer?.status !== 'voided') return 'no_call';
      await recordVoid(tx, merchantId, target, answer, now);
    }
    if (payload.notify) {
      const { order } = await readOrder(tx, merchantId, target.orderId);
      await queueNotice(tx, merchantId, {
        to: payload.notify,
        action: payload.action,
        target,
        amountCents: refundedCents,
        orderNumber: order.orderNumber,
      });
    }
    return 'written';
  });
}

/** The 'transaction-action-reconcile' queue's handler (modules/jobs), registered in main.ts. */
export function transactionActionReconcileJob(processor: MoneyProcessor): JobDefinition {
  return {
    queue: TRANSACTION_ACTION_QUEUE,
    handle: async (payload, context) => {
      const parsed = actionPayload.parse(payload);
      const outcome = await reconcileAction(context.db, processor, parsed, context.now);
      if (outcome === 'in_flight') {
        throw new Error(`The ${parsed.action} with key ${parsed.processor_key} is still running`);
      }
      if (outcome === 'written') {
        context.log.warn(
          { merchantId: parsed.merchant_id, key: parsed.processor_key, action: parsed.action },
          'transaction action the request never recorded: written from the processor',
        );
      }
    },
  };
}
