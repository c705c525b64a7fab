import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { startIntervalLoop } from '../../lib/interval-loop.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { MoneyProcessor } from './processor.ts';
import { applyProcessorReport } from './processor-report.ts';
import { runSandboxBatch } from './sandbox-batch.ts';

// Issue 15 point 1 (decision 70, docs/operations.md "Sandbox processor"): the money jobs. Every node's
// scheduler enqueues the current batch slot's 'processor-batch' job, keyed by the slot's instant, so each
// slot is one job however many nodes ask; that job runs the sandbox's batch and enqueues the slot's
// 'processor-report' job, which applies the processor's report after the stored cursor.

export const PROCESSOR_BATCH_QUEUE = 'processor-batch';
export const PROCESSOR_REPORT_QUEUE = 'processor-report';
/** Batches run every 15 minutes; the merchants' midnights (every zone's is on a quarter hour) are slots. */
export const BATCH_SLOT_MINUTES = 15;

/** The batch slot an instant is in: the last quarter hour at or before it (UTC). */
export function batchSlotOf(now: Date): Date {
  const slotMs = BATCH_SLOT_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / slotMs) * slotMs);
}

const slotPayload = z.object({ slot: z.string().datetime() });

/** Enqueues the batch job of the slot `now` is in; false when it already was. */
export function scheduleProcessorBatch(db: Database, now: Date): Promise<boolean> {
  const slot = batchSlotOf(now).toISOString();
  return enqueueJob(db, PROCESSOR_BATCH_QUEUE, slot, { slot });
}

/** The money jobs' handlers, for the worker's registry. */
export function processorJobs(db: Database, processor: Pick<MoneyProcessor, 'report'>): JobDefinition[] {
  return [
    {
      queue: PROCESSOR_BATCH_QUEUE,
      async handle(payload, context) {
        const { slot } = slotPayload.parse(payload);
        // The slot's instant, not the worker's clock: a late or retried run settles what that batch would.
        const run = await runSandboxBatch(db, new Date(slot));
        // Due at the slot's instant, so at once: the database's now() (the default) has microseconds and a
        // worker's clock only milliseconds, and a claim in the same millisecond would pass it over.
        await enqueueJob(db, PROCESSOR_REPORT_QUEUE, slot, { slot }, new Date(slot));
        if (run.settled + run.returned > 0) context.log.info({ slot, ...run }, 'sandbox batch');
      },
    },
    {
      queue: PROCESSOR_REPORT_QUEUE,
      async handle(_payload, context) {
        const run = await applyProcessorReport(db, processor, context.log);
        if (run.applied + run.unmatched > 0) context.log.info(run, 'processor report applied');
      },
    },
  ];
}

/** Every `intervalSeconds` on this node: enqueue the current batch slot (no-op once it is queued). */
export function startProcessorScheduler(
  db: Database,
  log: FastifyBaseLogger,
  intervalSeconds: number,
): () => void {
  return startIntervalLoop(log, 'processor batch scheduler', intervalSeconds, async () => {
    const now = new Date();
    const queued = await scheduleProcessorBatch(db, now);
    return queued ? { batchSlot: batchSlotOf(now).toISOString() } : null;
  });
}
