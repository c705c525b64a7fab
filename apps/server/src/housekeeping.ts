import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { deleteExpiredSessions } from './modules/auth/sessions.repository.ts';
import { purgeIdempotencyKeys } from './plugins/idempotency.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Hourly clean-up of expired sessions and old idempotency records; safe to run on every node at once. */
export function startHousekeeping(db: Database, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const now = new Date();
      await deleteExpiredSessions(db, now);
      await purgeIdempotencyKeys(db, now);
    } catch (err) {
      log.error({ err }, 'housekeeping failed');
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
