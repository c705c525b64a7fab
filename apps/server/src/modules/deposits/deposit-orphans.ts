import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, queryRows } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { MoneyProcessor } from '../processor/processor.ts';

// Issue 15 points 7 and 8: no deposit is held for a booking that does not exist. A booking's deposit is
// authorised inside the booking's transaction; a node that dies after the processor's answer and before the
// COMMIT leaves an authorisation with no appointment and no order, which the card batch would settle. So,
// before the money call, a check is queued in its own committed transaction (it must outlive a rollback),
// keyed by the deposit's processor key and due after any booking could still be running. The check asks
// the processor what the key did: a payment that no transaction row of the merchant records is voided (or
// refunded once settled); a recorded payment, or none, is left alone. A booking that fails in-process is
// voided at once by voidAuthorised (decision 74); this covers the crash.

export const DEPOSIT_ORPHAN_QUEUE = 'deposit-orphan';
/** Longer than a processor call (and the booking transaction around it) can take. */
export const DEPOSIT_ORPHAN_AFTER_MS = 5 * 60_000;

const orphanPayload = z.object({
  merchant_id: z.number().int().positive(),
  key: z.string().min(1),
});

/** The advisory lock of a deposit key: a booking holds it from before its money call until it ends. */
const keyLock = (key: string) => sql`hashtextextended(${`deposit|${key}`}, 0)`;

/**
 * In the booking's transaction, before its money call: holds the key's lock until the booking commits or
 * rolls back (a dead node's connection drops it), so the check never judges a booking still in flight.
 */
export async function holdDepositKey(tx: Database, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${keyLock(key)})`);
}

/**
 * Queues the check of a deposit key in its own transaction, committed before the money call: the job
 * exists whatever happens to the booking's transaction. Queuing a key twice (a repeated request) is one job.
 */
export async function queueDepositOrphanCheck(db: Database, merchantId: number, key: string, now: Date) {
  await withTenant(db, merchantId, (tx) =>
    enqueueJob(
      tx,
      DEPOSIT_ORPHAN_QUEUE,
      key,
      { merchant_id: merchantId, key },
      new Date(now.getTime() + DEPOSIT_ORPHAN_AFTER_MS),
    ),
  );
}

export type OrphanOutcome = 'in_flight' | 'no_payment' | 'booked' | 'voided' | 'refunded' | 'not_held';

/**
 * Checks one deposit key; safe to run any number of times (it decides by the processor's state, and its
 * void and refund keys are derived from the deposit's). 'in_flight': a booking still holds the key.
 */
export async function checkDepositOrphan(
  db: Database,
  processor: MoneyProcessor,
  merchantId: number,
  key: string,
): Promise<OrphanOutcome> {
  return withTenant(db, merchantId, async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${keyLock(key)}) as locked`,
    );
    if (!lock?.locked) return 'in_flight';
    const payment = await processor.findPayment(key);
    if (!payment) return 'no_payment';
    const [recorded] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(eq(transactions.merchantId, merchantId), eq(transactions.processorReference, payment.reference)),
      )
      .limit(1);
    if (recorded) return 'booked';
    if (payment.status === 'authorized' || payment.status === 'requires_action') {
      // A void refused because the window closed throws: the job retries, and once the batch settled the
      // payment it is refunded instead.
      await processor.voidPayment(payment.reference, `${key}:orphan-void`);
      return 'voided';
    }
    if (payment.status === 'settled') {
      await processor.refundPayment({
        idempotencyKey: `${key}:orphan-refund`,
        paymentReference: payment.reference,
        amountCents: payment.amountCents,
      });
      return 'refunded';
    }
    return 'not_held';
  });
}

/** The 'deposit-orphan' queue's handler (modules/jobs); a key a booking still holds is tried again later. */
export function depositOrphanJob(processor: MoneyProcessor): JobDefinition {
  return {
    queue: DEPOSIT_ORPHAN_QUEUE,
    handle: async (payload, context) => {
      const { merchant_id, key } = orphanPayload.parse(payload);
      const outcome = await checkDepositOrphan(context.db, processor, merchant_id, key);
      if (outcome === 'in_flight') throw new Error(`The booking of deposit ${key} is still running`);
      if (outcome === 'voided' || outcome === 'refunded') {
        context.log.warn(
          { merchantId: merchant_id, key, outcome },
          'deposit authorised for a booking that never committed: released',
        );
      }
    },
  };
}
