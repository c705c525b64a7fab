import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

/**
 * Issue 15 point 1: what a queue's handler gets. A handler runs outside any transaction: it opens its own
 * (a tenant transaction through `withTenant` for a merchant's data, named in the payload). It must be safe
 * to run again after a crash (its lease expired and another node took it): check state before writing,
 * or write with the same idempotency keys.
 */
export interface JobContext {
  /** The pool database (withTenant needs it). */
  db: Database;
  log: FastifyBaseLogger;
  /** The worker's clock for this run; tests pass a fixed one. */
  now: Date;
  job: {
    id: number;
    queue: string;
    key: string;
    /** 1 on the first run, 2 on the first retry, … */
    attempt: number;
  };
}

/**
 * Runs one job. `payload` is the JSON the job was enqueued with; parse it (zod) before use, a payload the
 * handler cannot read is an error like any other (retried, then dead). Resolving marks the job done;
 * throwing schedules a retry with back-off (packages/domain retryBackoffSeconds) until max attempts.
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** A queue and its handler, as a module exports it for app start-up to register. */
export interface JobDefinition {
  queue: string;
  handle: JobHandler;
}

/** The queues a worker runs: queue name → handler. A job of a queue with no handler waits (not failed). */
export type JobRegistry = ReadonlyMap<string, JobHandler>;

/** Builds a registry; a queue named twice is a programming error. */
export function createJobRegistry(definitions: readonly JobDefinition[]): JobRegistry {
  const registry = new Map<string, JobHandler>();
  for (const definition of definitions) {
    if (registry.has(definition.queue)) throw new Error(`Job queue ${definition.queue} is registered twice`);
    registry.set(definition.queue, definition.handle);
  }
  return registry;
}
