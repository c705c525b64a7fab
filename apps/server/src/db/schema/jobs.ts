import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const jobStates = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * Issue 15 point 1: the durable job queue of the money jobs (settlement batches, processor reports,
 * checkout reconciliation; decision 70). A job is a row, so a restart finds it; `(queue, key)` is unique,
 * so a batch or an intent is enqueued once however many nodes ask; a node claims due rows with
 * `FOR UPDATE SKIP LOCKED`. A failure is retried with back-off until `max_attempts`, then the row is
 * `dead` (the dead-letter state) with its last error, for a person to look at. Jobs cross merchants (the
 * processor's batch), so the table is the app's own, like the sandbox's vault: a job that touches a
 * merchant's data names the merchant in its payload and works in that merchant's tenant transaction.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job's lease: past it, another node may take the job again (its node died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_queue_key').on(t.queue, t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} in ('queued', 'running')`),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'dead')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
