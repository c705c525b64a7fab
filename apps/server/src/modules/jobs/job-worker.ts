import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startIntervalLoop } from '../../lib/interval-loop.ts';
import type { JobRegistry } from './job-handler.ts';
import { runDueJobs } from './job-queue.ts';

/** Jobs one run of the loop takes at most (the next run takes the rest). */
const BATCH_SIZE = 50;

/**
 * Issue 15 point 1: runs due jobs of the registered queues every `intervalSeconds` on this node (main.ts
 * starts it; tests call runDueJobs directly). Answers the function that stops it.
 */
export function startJobWorker(
  db: Database,
  log: FastifyBaseLogger,
  registry: JobRegistry,
  options: { intervalSeconds: number; leaseSeconds: number },
): () => void {
  return startIntervalLoop(log, 'job worker', options.intervalSeconds, async () => {
    const run = await runDueJobs(db, registry, log, {
      leaseSeconds: options.leaseSeconds,
      batchSize: BATCH_SIZE,
    });
    return run.done + run.retried + run.dead > 0 ? run : null;
  });
}
