import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { claimDue, type RowKey } from '../../db/due-claims.ts';
import { startIntervalLoop } from '../../lib/interval-loop.ts';
import { queueBookingReminder } from '../booking-emails/booking-emails.service.ts';
import * as repo from './reminders.repository.ts';

export type ReminderOptions = {
  /** The app's public address for the manage links (PUBLIC_URL). */
  origin: string;
  /** At most this many reminders per transaction. */
  batchSize: number;
};

/**
 * spec 1 §3 reminder_time, ruling 4: queues the reminder e-mail of every appointment whose reminder is due.
 * State lives in calendar_items.reminder_sent_at, so a restarted node simply finds what is still due.
 * Each batch is one transaction: the due appointments are found, each is locked by its key FOR UPDATE SKIP
 * LOCKED while still due (decision 107), then marked sent and its e-mail written to the outbox together,
 * so a reminder is queued exactly once however many nodes run this at once, and one another node holds is
 * passed over. A row whose e-mail cannot be composed is rolled back to its savepoint, logged and left for
 * the next run, without holding up the others. Answers how many reminders were queued.
 */
export async function queueDueReminders(
  db: Database,
  options: ReminderOptions,
  log?: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Promise<{ queued: number; failed: number }> {
  // Appointments this run will not look at again: failed here, or held by another node.
  const passed: RowKey[] = [];
  let failed = 0;
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const at = now();
      const size = options.batchSize;
      const due = await claimDue(repo.dueReminderClaims(tx, at), { limit: size, want: size, passed });
      let done = 0;
      for (const reminder of due.claimed) {
        try {
          await tx.transaction(async (savepoint) => {
            const sp = savepoint as unknown as Database;
            await repo.markReminderSent(sp, reminder, at);
            await queueBookingReminder(sp, reminder.merchantId, reminder.id, options.origin, at);
          });
          done += 1;
        } catch (err) {
          passed.push(reminder);
          failed += 1;
          log?.error({ err, ...reminder }, 'reminder e-mail not queued');
        }
      }
      return { found: due.found, done };
    });
    queued += batch.done;
    if (batch.found < options.batchSize) break;
  }
  return { queued, failed };
}

/** The reminder loop of every node, every `intervalSeconds` (ruling 7: the outbox sends or keeps them). */
export function startReminders(
  db: Database,
  log: FastifyBaseLogger,
  config: { intervalSeconds: number; origin: string },
): () => void {
  const options = { origin: config.origin, batchSize: 100 };
  return startIntervalLoop(log, 'appointment reminders', config.intervalSeconds, async () => {
    const result = await queueDueReminders(db, options, log);
    return result.queued + result.failed > 0 ? result : null;
  });
}
