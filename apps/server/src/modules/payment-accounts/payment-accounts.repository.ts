import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules, customers, paymentAccounts, timelineEvents } from '../../db/schema/index.ts';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type NewPaymentAccount = Omit<typeof paymentAccounts.$inferInsert, 'id' | 'isDefault'>;

const account = (merchantId: number, id: number) =>
  and(eq(paymentAccounts.merchantId, merchantId), eq(paymentAccounts.id, id));

/** Whether the customer exists for this merchant and is not deleted. */
export async function customerExists(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.merchantId, merchantId), eq(customers.id, customerId), isNull(customers.deletedAt)),
    );
  return row !== undefined;
}

/**
 * Locks the customer's row (not deleted) until the transaction ends, answering whether it is there: adds of
 * the same customer's accounts take turns, so each sees the one before (spec 3 §2.5 card-account-dedupe).
 * FOR NO KEY UPDATE, so the foreign keys of other rows naming the customer (an order, the account's own
 * insert) do not wait for it.
 */
export async function lockCustomer(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.merchantId, merchantId), eq(customers.id, customerId), isNull(customers.deletedAt)),
    )
    .for('no key update');
  return row !== undefined;
}

/** spec 2 §4 Account list: in the order they were added. */
export function listAccounts(tx: Database, merchantId: number, customerId: number) {
  return tx
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.merchantId, merchantId), eq(paymentAccounts.customerId, customerId)))
    .orderBy(asc(paymentAccounts.createdAt), asc(paymentAccounts.id));
}

export async function findAccount(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(paymentAccounts)
    .innerJoin(
      customers,
      and(eq(customers.merchantId, paymentAccounts.merchantId), eq(customers.id, paymentAccounts.customerId)),
    )
    .where(and(account(merchantId, id), isNull(customers.deletedAt)));
  return row?.payment_accounts;
}

/** Adds an account; the customer's first account becomes the default (no default is left unset). */
export async function insertAccount(tx: Database, values: NewPaymentAccount): Promise<PaymentAccountRow> {
  const [row] = await tx
    .insert(paymentAccounts)
    .values({
      ...values,
      isDefault: sql`not exists (select 1 from ${paymentAccounts} p where p.merchant_id = ${values.merchantId}
        and p.customer_id = ${values.customerId} and p.is_default)`,
    })
    .returning();
  if (!row) throw new Error('The payment account was not inserted');
  return row;
}

export async function updateAccount(
  tx: Database,
  merchantId: number,
  id: number,
  values: Partial<
    Pick<
      PaymentAccountRow,
      | 'expirationMonth'
      | 'expirationYear'
      | 'billingZipCode'
      | 'bankName'
      | 'isCheckingAccount'
      | 'isPersonal'
      | 'customerCompanyName'
    >
  >,
): Promise<PaymentAccountRow> {
  const [row] = await tx
    .update(paymentAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(account(merchantId, id))
    .returning();
  if (!row) throw new Error(`Payment account ${id} vanished during its update`);
  return row;
}

/** Billing schedules still billing (active or suspended) that the account pays for. */
export async function countBillingSchedulesPaidBy(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select({ count: count() })
    .from(billingSchedules)
    .where(
      and(
        eq(billingSchedules.merchantId, merchantId),
        eq(billingSchedules.paymentAccountId, id),
        inArray(billingSchedules.status, ['active', 'suspended']),
      ),
    );
  return row?.count ?? 0;
}

export async function deleteAccount(tx: Database, merchantId: number, id: number): Promise<void> {
  await tx.delete(paymentAccounts).where(account(merchantId, id));
}

/** Makes one account the customer's default: the old default is cleared first (one default, by index). */
export async function setDefaultAccount(tx: Database, merchantId: number, customerId: number, id: number) {
  await tx
    .update(paymentAccounts)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(paymentAccounts.merchantId, merchantId),
        eq(paymentAccounts.customerId, customerId),
        eq(paymentAccounts.isDefault, true),
        ne(paymentAccounts.id, id),
      ),
    );
  await tx
    .update(paymentAccounts)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(account(merchantId, id));
}

/** spec 2 §3: the customer_default_account_updated_event on the customer's timeline. */
export async function recordDefaultAccountEvent(
  tx: Database,
  values: { merchantId: number; customerId: number; userId: number; content: string },
) {
  await tx.insert(timelineEvents).values({
    merchantId: values.merchantId,
    customerId: values.customerId,
    timelineEventType: 'customer_event',
    eventType: 'customer_default_account_updated_event',
    content: values.content,
    createdByUserId: values.userId,
  });
}
