import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { type CheckoutIntentState, checkoutIntents, feeStructures } from '../../db/schema/index.ts';
import { preparedOn } from './checkout-statements.ts';

export type CheckoutIntentRow = typeof checkoutIntents.$inferSelect;

const findIntentStatement = (tx: Database) =>
  preparedOn(tx, 'checkout_find_intent', (db) =>
    db
      .select()
      .from(checkoutIntents)
      .where(
        and(
          eq(checkoutIntents.merchantId, sql.placeholder('merchantId')),
          eq(checkoutIntents.userId, sql.placeholder('userId')),
          eq(checkoutIntents.idempotencyKey, sql.placeholder('key')),
          isNull(checkoutIntents.retiredAt),
        ),
      )
      .prepare('checkout_find_intent'),
  );

/** The key's current intent (earlier attempts of the sale are retired). */
export async function findIntent(tx: Database, merchantId: number, userId: number, key: string) {
  const [row] = await findIntentStatement(tx).execute({ merchantId, userId, key });
  return row;
}

/** Whether an intent ended without moving money (declined, abandoned): its token may try again. */
export const hasDefinitelyFailed = (intent: Pick<CheckoutIntentRow, 'state'>) =>
  intent.state === 'failed' || intent.state === 'abandoned';

/**
 * Issue 23 point 1 (decision 94): retires a failed or abandoned intent so its token names the sale's next
 * attempt, in the transaction that inserts that attempt's intent. A concurrent resend that retired it first
 * leaves nothing to do here; the insert then meets that resend's intent.
 */
export async function retireIntent(tx: Database, merchantId: number, id: number) {
  await tx
    .update(checkoutIntents)
    .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(checkoutIntents.merchantId, merchantId),
        eq(checkoutIntents.id, id),
        isNull(checkoutIntents.retiredAt),
        inArray(checkoutIntents.state, ['failed', 'abandoned']),
      ),
    );
}

export interface NewIntent {
  merchantId: number;
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  plan: unknown;
  amountTotal: number;
}

const insertIntentStatement = (tx: Database) =>
  preparedOn(tx, 'checkout_insert_intent', (db) =>
    db
      .insert(checkoutIntents)
      .values({
        merchantId: sql.placeholder('merchantId'),
        userId: sql.placeholder('userId'),
        idempotencyKey: sql.placeholder('idempotencyKey'),
        requestHash: sql.placeholder('requestHash'),
        plan: sql.placeholder('plan'),
        amountTotal: sql.placeholder('amountTotal'),
      })
      .onConflictDoNothing()
      .returning()
      .prepare('checkout_insert_intent'),
  );

/**
 * What a plain cash or check checkout (checkout-completion.ts completeDeskIntent) draws before its
 * transaction: the merchant's next order number (migration 0021 next_order_number) and its intent's id, so
 * the payment's key (paymentKeyOf) is known. Run it alone in withTenantWriteOne: the merchant's counter row
 * is then locked only until that COMMIT, not until the order's. What is drawn and not used is a gap
 * (the checkout-speed decision, docs/decisions.md).
 */
export async function drawDeskNumbers(
  tx: Database,
  merchantId: number,
): Promise<{ orderNumber: number; intentId: number }> {
  const [row] = await queryRows<{ order_number: string; intent_id: string }>(
    tx,
    sql`select next_order_number(${merchantId}) as order_number,
      nextval(pg_get_serial_sequence('checkout_intents', 'id')) as intent_id`,
  );
  if (!row) throw new Error('Nothing was drawn');
  return { orderNumber: Number(row.order_number), intentId: Number(row.intent_id) };
}

/** Whether a database error is checkout_intents_key refusing a second intent for a (merchant, user, key). */
export function isIntentKeyTaken(error: unknown): boolean {
  let cause: unknown = error;
  // Drizzle wraps the driver's error; the PostgreSQL code and constraint are on a cause.
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    const record = cause as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === '23505' && record.constraint === 'checkout_intents_key') return true;
    cause = record.cause;
  }
  return false;
}

/** Inserts the intent, or answers undefined when the (merchant, user, key) already has one. */
export async function insertIntent(tx: Database, values: NewIntent) {
  const [row] = await insertIntentStatement(tx).execute({ ...values });
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

const finishIntentStatement = (tx: Database) =>
  preparedOn(tx, 'checkout_finish_intent', (db) =>
    db
      .update(checkoutIntents)
      .set({
        // Drizzle's update types take no placeholder as a value; each is wrapped as SQL (the response as
        // its JSON text).
        state: sql`${sql.placeholder('state')}`,
        responseStatus: 200,
        responseBody: sql`${sql.placeholder('response')}`,
        orderId: sql`${sql.placeholder('orderId')}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(checkoutIntents.merchantId, sql.placeholder('merchantId')),
          eq(checkoutIntents.id, sql.placeholder('id')),
        ),
      )
      .prepare('checkout_finish_intent'),
  );

export async function finishIntent(
  tx: Database,
  merchantId: number,
  id: number,
  state: Exclude<CheckoutIntentState, 'started'>,
  response: unknown,
  orderId: number | null,
) {
  await finishIntentStatement(tx).execute({
    state,
    response: JSON.stringify(response),
    orderId,
    merchantId,
    id,
  });
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
 * connection, outside any tenant: it reads keys only, without a lock, and each intent is then locked by
 * its key (lockIntent) in its merchant's tenant transaction, as decision 107 asks of every claim.
 */
export function listStaleIntents(db: Database, before: Date, limit: number) {
  return db
    .select({ merchantId: checkoutIntents.merchantId, id: checkoutIntents.id })
    .from(checkoutIntents)
    .where(and(eq(checkoutIntents.state, 'started'), lt(checkoutIntents.createdAt, before)))
    .orderBy(checkoutIntents.createdAt)
    .limit(limit);
}
