import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { startIntervalLoop } from './lib/interval-loop.ts';
import { purgeOldAttempts } from './modules/auth/login-limits.repository.ts';
import { deleteExpiredSessions } from './modules/auth/sessions.repository.ts';
import { startEmailDelivery } from './modules/email/delivery.ts';
import { purgeUnusedImages } from './modules/images/images.repository.ts';
import { purgeDoneJobs } from './modules/jobs/job-retention.ts';
import { purgeIdempotencyKeys } from './plugins/idempotency.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up of expired sessions, idempotency records past retention, day-old sign-in attempts,
 * day-old uploads that nothing shows and done jobs past retention; safe to run on every node at once.
 * With SMTP configured, also the outbox delivery (ruling 7).
 */
export function startHousekeeping(db: Database, log: FastifyBaseLogger, email?: Config['email']): () => void {
  const stopEmail = email ? startEmailDelivery(db, log, email) : () => undefined;
  const stopCleanUp = startIntervalLoop(log, 'housekeeping', HOUR_MS / 1000, async () => {
    const now = new Date();
    await deleteExpiredSessions(db, now);
    await purgeIdempotencyKeys(db, now);
    await purgeOldAttempts(db, new Date(now.getTime() - 24 * HOUR_MS));
    await purgeUnusedImages(db, new Date(now.getTime() - 24 * HOUR_MS));
    const doneJobsDeleted = await purgeDoneJobs(db, now);
    return doneJobsDeleted > 0 ? { doneJobsDeleted } : null;
  });
  return () => {
    stopCleanUp();
    stopEmail();
  };
}
