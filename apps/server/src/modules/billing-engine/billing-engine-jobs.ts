import { todayInTimeZone } from '@paybook/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';
import { startIntervalLoop } from '../../lib/interval-loop.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { runMerchantBilling } from './billing-run.ts';

// Issue 25 point 7 (decision 131): the billing engine as jobs on the queue of decision 70. Every node's
// scheduler enqueues the current hour's 'billing-tick' job (keyed by the hour, so one job however many
// nodes ask); the tick enqueues each merchant's 'billing-run' for the merchant's local date, keyed by
// merchant and date, so each merchant-day runs once (a retry after a failure runs the same day again,
// which bills nothing twice: billing-run.ts). A merchant's run for a day starts in the first hour after its
// local midnight.

export const BILLING_TICK_QUEUE = 'billing-tick';
export const BILLING_RUN_QUEUE = 'billing-run';

/** The hour an instant is in (UTC): the tick's key. */
export function billingTickOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}

export const billingRunKey = (merchantId: number, date: string) => `${merchantId}:${date}`;

const tickPayload = z.object({ at: z.iso.datetime() });
const runPayload = z.object({
  merchant_id: z.number().int().positive(),
  date: z.iso.date(),
  /** The instant the run was asked for: its clock, so a late retry bills the day it was for. */
  at: z.iso.datetime(),
});

/** Enqueues the tick of the hour `now` is in; false when it already was. */
export function scheduleBillingTick(db: Database, now: Date): Promise<boolean> {
  const at = billingTickOf(now).toISOString();
  return enqueueJob(db, BILLING_TICK_QUEUE, at, { at: now.toISOString() });
}

/** Enqueues every merchant's run for its local date at `now`; answers how many were new. */
export async function enqueueMerchantRuns(db: Database, now: Date): Promise<number> {
  const rows = await db.select({ id: merchants.id, timeZone: merchants.timeZone }).from(merchants);
  let queued = 0;
  for (const { id, timeZone } of rows) {
    const date = todayInTimeZone(timeZone, now);
    const payload = { merchant_id: id, date, at: now.toISOString() };
    if (await enqueueJob(db, BILLING_RUN_QUEUE, billingRunKey(id, date), payload)) queued += 1;
  }
  return queued;
}

/** The engine's handlers, for the worker's registry. */
export function billingEngineJobs(processor: MoneyProcessor, origin?: string): JobDefinition[] {
  return [
    {
      queue: BILLING_TICK_QUEUE,
      async handle(payload, context) {
        const { at } = tickPayload.parse(payload);
        await enqueueMerchantRuns(context.db, new Date(at));
      },
    },
    {
      queue: BILLING_RUN_QUEUE,
      async handle(payload, context) {
        const { merchant_id: merchantId, at } = runPayload.parse(payload);
        const tally = await runMerchantBilling(context.db, processor, merchantId, new Date(at), { origin });
        if (tally.issued + tally.paid + tally.failed + tally.past_due + tally.switched > 0) {
          context.log.info({ merchantId, ...tally }, 'billing run');
        }
        // The queue runs the day again after its back-off: the same keys answer the same payments.
        if (tally.unanswered > 0)
          throw new Error(`The processor did not answer for ${tally.unanswered} bills`);
      },
    },
  ];
}

/** Every `intervalSeconds` on this node: enqueue the current hour's tick (no-op once it is queued). */
export function startBillingScheduler(
  db: Database,
  log: FastifyBaseLogger,
  intervalSeconds: number,
): () => void {
  return startIntervalLoop(log, 'billing scheduler', intervalSeconds, async () => {
    const now = new Date();
    const queued = await scheduleBillingTick(db, now);
    return queued ? { billingTick: billingTickOf(now).toISOString() } : null;
  });
}
