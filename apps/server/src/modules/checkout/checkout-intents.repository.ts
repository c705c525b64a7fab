import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CheckoutIntentState, checkoutIntents, feeStructures } from '../../db/schema/index.ts';

export type CheckoutIntentRow = typeof checkoutIntents.$inferSelect;

export async function findIntent(tx: Database, merchantId: number, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(checkoutIntents)
    .where(
      and(
        eq(checkoutIntents.merchantId, merchantId),
        eq(checkoutIntents.userId, userId),
        eq(checkoutIntents.idempotencyKey, key),
      ),
    );
  return row;
}

/** Inserts the intent, or answers undefined when the (merchant, user, key) already has one. */
export async function insertIntent(tx: Database, values: typeof checkoutIntents.$inferInsert) {
  const [row] = await tx.insert(checkoutIntents).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Locks the intent for this transaction. `skipLocked` (the reconcile job) passes over an intent a
 * checkout is finishing; the checkout itself waits for the lock.
 */
export async function lockIntent(tx: Database, merchantId: number, id: number, skipLocked: boolean) {
  const query = tx
    .select()
    .from(checkoutIntents)
    .where(and(eq(checkoutIntents.merchantId, merchantId), eq(checkoutIntents.id, id)));
  const [row] = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row;
}

export async function finishIntent(
  tx: Database,
  merchantId: number,
  id: number,
  state: Exclude<CheckoutIntentState, 'started'>,
  response: unknown,
  orderId: number | null,
) {
  await tx
    .update(checkoutIntents)
    .set({ state, responseStatus: 200, responseBody: response, orderId, updatedAt: sql`now()` })
    .where(and(eq(checkoutIntents.merchantId, merchantId), eq(checkoutIntents.id, id)));
}

/**
 * spec 3 §4.7 exceeds_allowed_count: counts one use of the discount unless its uses are spent, in one
 * conditional UPDATE, so two checkouts cannot both take its last use. `force` counts it anyway: the
 * reconcile job writes an order whose payment already went through with the discount.
 */
export async function reserveDiscountUse(tx: Database, merchantId: number, id: number, force: boolean) {
  const rows = await tx
    .update(feeStructures)
    .set({ discountsUsedCount: sql`${feeStructures.discountsUsedCount} + 1` })
    .where(
      and(
        eq(feeStructures.merchantId, merchantId),
        eq(feeStructures.id, id),
        force
          ? undefined
          : or(
              isNull(feeStructures.discountUses),
              lt(feeStructures.discountsUsedCount, feeStructures.discountUses),
            ),
      ),
    )
    .returning({ id: feeStructures.id });
  return rows.length > 0;
}

/** Gives back a use counted for a payment that was then declined. */
export async function releaseDiscountUse(tx: Database, merchantId: number, id: number) {
  await tx
    .update(feeStructures)
    .set({ discountsUsedCount: sql`greatest(${feeStructures.discountsUsedCount} - 1, 0)` })
    .where(and(eq(feeStructures.merchantId, merchantId), eq(feeStructures.id, id)));
}

/**
 * Intents of every merchant still started before `before` (the reconcile sweep). Runs on the pool
 * connection, outside any tenant: it reads ids only, and each intent is then finished in its merchant's
 * tenant transaction.
 */
export function listStaleIntents(db: Database, before: Date, limit: number) {
  return db
    .select({ merchantId: checkoutIntents.merchantId, id: checkoutIntents.id })
    .from(checkoutIntents)
    .where(and(eq(checkoutIntents.state, 'started'), lt(checkoutIntents.createdAt, before)))
    .orderBy(checkoutIntents.createdAt)
    .limit(limit);
}
