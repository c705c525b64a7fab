import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { completeIntent } from './checkout-completion.ts';
import { listStaleIntents } from './checkout-intents.repository.ts';

// Issue 15 point 8: no charge is lost. An intent still started a minute after it was written belongs to a
// checkout whose node died (or whose processor call failed) between committing the intent and completing
// it. Reconciling asks the processor what the intent's key did: a payment → the order is written exactly as
// the checkout writes it (checkout-completion.ts, the same code path); none → the intent is abandoned.
// An intent a checkout still holds (its row is locked) is passed over (SKIP LOCKED) and tried later.

export const CHECKOUT_RECONCILE_QUEUE = 'checkout-reconcile';
/** How long after its intent a checkout is presumed dead: longer than any processor call may take. */
export const RECONCILE_AFTER_MS = 60_000;
export const reconcileJobKey = (intentId: number) => `intent-${intentId}`;

const reconcilePayload = z.object({
  merchant_id: z.number().int().positive(),
  intent_id: z.number().int().positive(),
});

export type ReconcileOutcome = 'completed' | 'failed' | 'abandoned' | 'locked' | 'finished_before';

/** Reconciles one intent; 'finished_before' when the checkout (or an earlier run) had finished it. */
export async function reconcileIntent(
  db: Database,
  processor: MoneyProcessor,
  merchantId: number,
  intentId: number,
  now: Date,
): Promise<ReconcileOutcome> {
  const completion = await completeIntent(db, processor, merchantId, intentId, 'find', { now: () => now });
  if (completion.kind === 'locked') return 'locked';
  if (completion.kind !== 'answered' || completion.ended === 'before') return 'finished_before';
  return completion.ended;
}

/**
 * Every merchant's intents still started before `now` − 1 minute, reconciled one by one. Answers how many
 * ended each way.
 */
export async function reconcileCheckoutIntents(
  db: Database,
  processor: MoneyProcessor,
  now: Date,
  limit = 100,
): Promise<Record<ReconcileOutcome, number>> {
  const counts: Record<ReconcileOutcome, number> = {
    completed: 0,
    failed: 0,
    abandoned: 0,
    locked: 0,
    finished_before: 0,
  };
  const stale = await listStaleIntents(db, new Date(now.getTime() - RECONCILE_AFTER_MS), limit);
  for (const intent of stale) {
    counts[await reconcileIntent(db, processor, intent.merchantId, intent.id, now)] += 1;
  }
  return counts;
}

/**
 * The 'checkout-reconcile' queue's handler (modules/jobs): each intent enqueues its own job, due a minute
 * after it. An intent still locked by its checkout throws, so the queue tries again after its back-off.
 */
export function checkoutReconcileJob(processor: MoneyProcessor): JobDefinition {
  return {
    queue: CHECKOUT_RECONCILE_QUEUE,
    handle: async (payload, context) => {
      const { merchant_id, intent_id } = reconcilePayload.parse(payload);
      const outcome = await reconcileIntent(context.db, processor, merchant_id, intent_id, context.now);
      if (outcome === 'locked') throw new Error(`Checkout intent ${intent_id} is still being finished`);
      if (outcome === 'completed' || outcome === 'abandoned' || outcome === 'failed') {
        context.log.info(
          { intentId: intent_id, merchantId: merchant_id, outcome },
          'checkout intent reconciled',
        );
      }
    },
  };
}
