import type { ActionableTransaction, TransactionStatusCode } from '@paybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { merchants, transactions } from '../../db/schema/index.ts';
import type { TransactionRow } from '../orders/order-presenter.ts';

// Issue 15 point 1: the rows a void, a refund or a refund's void reads and writes. Every query names the
// merchant; row-level security holds it too.

const ofMerchant = (merchantId: number, id: number) =>
  and(eq(transactions.merchantId, merchantId), eq(transactions.id, id));

/** A transaction of the merchant (undefined for another merchant's id). */
export async function findTransaction(
  tx: Database,
  merchantId: number,
  id: number,
): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(transactions).where(ofMerchant(merchantId, id));
  return row;
}

/**
 * Locks a payment's row (FOR UPDATE) and answers it: every action on a payment or its refunds holds it
 * first, so two refunds of one payment never both see the same amount left.
 */
export async function lockTransaction(
  tx: Database,
  merchantId: number,
  id: number,
  how: 'wait' | 'skip' = 'wait',
): Promise<TransactionRow | undefined> {
  const query = tx.select().from(transactions).where(ofMerchant(merchantId, id));
  const [row] = await (how === 'skip' ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row;
}

/** The order's transactions as packages/domain transactionActions reads them. */
export async function listActionable(
  tx: Database,
  merchantId: number,
  orderId: number,
): Promise<(ActionableTransaction & { row: TransactionRow })[]> {
  const rows = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.orderId, orderId)));
  return rows.map((row) => ({ ...actionableOf(row), row }));
}

export function actionableOf(row: TransactionRow): ActionableTransaction {
  return {
    id: row.id,
    processor_status: row.processorStatus,
    funding: row.funding,
    payment_type: row.paymentType,
    is_refund: row.isRefund,
    amount_cents: row.amount,
    can_void_until: row.canVoidUntil ? row.canVoidUntil.toISOString() : null,
    ref_payment_id: row.refPaymentId,
  };
}

/** The transaction a money call with this key wrote (a refund: its key is the refund's processor key). */
export async function findByIdempotencyKey(
  tx: Database,
  merchantId: number,
  key: string,
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.idempotencyKey, key)));
  return row;
}

/** Sets a transaction's processor status and visible code (a void; a refund's void). */
export async function setTransactionStatus(
  tx: Database,
  merchantId: number,
  id: number,
  values: { processorStatus: string; status: TransactionStatusCode; now: Date },
): Promise<void> {
  await tx
    .update(transactions)
    .set({ processorStatus: values.processorStatus, status: values.status, updatedAt: values.now })
    .where(ofMerchant(merchantId, id));
}

/** A payment's `refunded_amount`: the cents its posted and settled refunds hold. */
export async function setRefundedAmount(
  tx: Database,
  merchantId: number,
  paymentId: number,
  cents: number,
  now: Date,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ refundedAmount: cents, updatedAt: now })
    .where(ofMerchant(merchantId, paymentId));
}

export type RefundInsert = Omit<typeof transactions.$inferInsert, 'merchantId' | 'id'>;

/** Inserts a refund row; an existing row with its key (the reconcile job's) wins and nothing is written. */
export async function insertRefund(tx: Database, merchantId: number, values: RefundInsert): Promise<boolean> {
  const inserted = await tx
    .insert(transactions)
    .values({ ...values, merchantId })
    .onConflictDoNothing({ target: [transactions.merchantId, transactions.idempotencyKey] })
    .returning({ id: transactions.id });
  return inserted.length > 0;
}

/** The merchant's name (the customer's e-mail names it) and zone (refusals name instants in it). */
export async function findMerchantHeading(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({ name: merchants.name, timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row ?? { name: '', timeZone: 'UTC' };
}

/**
 * The advisory lock of a money call's key: the request holds it from before the money call to its end (a
 * dead node's connection drops it), so the reconcile job never judges a call still in flight.
 */
const keyLock = (key: string) => sql`hashtextextended(${`transaction-action|${key}`}, 0)`;

export async function holdKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${keyLock(key)})`);
}

export async function tryHoldKey(tx: Database, key: string): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${keyLock(key)}) as locked`,
  );
  return row?.locked === true;
}
