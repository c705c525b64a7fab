import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimNext, dueRows, type RowKey } from '../../db/due-claims.ts';
import { merchants, outboxEmails } from '../../db/schema/index.ts';

// Delivery and the support view work across merchants, so they run outside tenant transactions
// (like the support console, ruling 11).

export type OutboxRow = typeof outboxEmails.$inferSelect;

const pending = {
  where: eq(outboxEmails.status, 'pending'),
  orderBy: [outboxEmails.createdAt, outboxEmails.id],
};

/**
 * The oldest pending message no other node holds, but those in `passed` (tried this run, or held by
 * another node), locked until the caller's transaction ends. Found and claimed by key (decision 107).
 */
export async function lockNextPending(tx: Database, passed: RowKey[]): Promise<OutboxRow | undefined> {
  const key = await claimNext(dueRows(tx, outboxEmails, pending), passed);
  if (!key) return undefined;
  const [row] = await tx
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.merchantId, key.merchantId), eq(outboxEmails.id, key.id)));
  return row;
}

export async function markSent(tx: Database, row: OutboxRow, at: Date): Promise<void> {
  await tx
    .update(outboxEmails)
    .set({ status: 'sent', attempts: row.attempts + 1, sentAt: at, lastError: null })
    .where(and(eq(outboxEmails.merchantId, row.merchantId), eq(outboxEmails.id, row.id)));
}

export async function markAttemptFailed(
  tx: Database,
  row: OutboxRow,
  error: string,
  giveUp: boolean,
): Promise<void> {
  await tx
    .update(outboxEmails)
    .set({
      status: giveUp ? 'failed' : 'pending',
      attempts: row.attempts + 1,
      lastError: error.slice(0, 500),
    })
    .where(and(eq(outboxEmails.merchantId, row.merchantId), eq(outboxEmails.id, row.id)));
}

export async function merchantExists(db: Database, merchantId: number): Promise<boolean> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
  return row !== undefined;
}

export function listRecentEmails(db: Database, merchantId: number, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.merchantId, merchantId))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}
