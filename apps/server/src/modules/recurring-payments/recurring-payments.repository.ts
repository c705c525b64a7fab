import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountOfSchedule, customerOfSchedule } from '../../db/joins.ts';
import { billingSchedules, customers, paymentAccounts } from '../../db/schema/index.ts';

// Issue 25 point 6, decision 142: recurring payments are billing schedules of kind 'recurring_payment'.
// Every query names the merchant and the kind; row-level security holds the merchant too.

export type RecurringScheduleRow = typeof billingSchedules.$inferSelect;
export type RecurringScheduleValues = typeof billingSchedules.$inferInsert;
export type ListedStatus = 'active' | 'suspended' | 'pause_until';

const KIND = 'recurring_payment';

const ofMerchant = (merchantId: number, id: number) =>
  and(
    eq(billingSchedules.merchantId, merchantId),
    eq(billingSchedules.id, id),
    eq(billingSchedules.kind, KIND),
  );

export async function findRecurringPayment(tx: Database, merchantId: number, id: number) {
  const [row] = await tx.select().from(billingSchedules).where(ofMerchant(merchantId, id));
  return row;
}

/** Locks the row (FOR UPDATE): every change holds it, so two changes never both act. */
export async function lockRecurringPayment(tx: Database, merchantId: number, id: number) {
  const [row] = await tx.select().from(billingSchedules).where(ofMerchant(merchantId, id)).for('update');
  return row;
}

export async function insertRecurringPayment(tx: Database, values: RecurringScheduleValues) {
  const [row] = await tx.insert(billingSchedules).values(values).returning();
  if (!row) throw new Error('A recurring payment was not inserted');
  return row;
}

export async function updateRecurringPayment(
  tx: Database,
  merchantId: number,
  id: number,
  change: Partial<RecurringScheduleValues>,
) {
  const [row] = await tx
    .update(billingSchedules)
    .set({ ...change, updatedAt: new Date() })
    .where(ofMerchant(merchantId, id))
    .returning();
  if (!row) throw new Error('A locked recurring payment was not updated');
  return row;
}

/** A live customer of the merchant, or undefined. */
export async function liveCustomer(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(
      and(eq(customers.merchantId, merchantId), eq(customers.id, customerId), isNull(customers.deletedAt)),
    );
  return row;
}

/** The customer's stored account, or undefined. */
export async function accountOfCustomer(
  tx: Database,
  merchantId: number,
  customerId: number,
  accountId: number,
) {
  const [row] = await tx
    .select()
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.merchantId, merchantId),
        eq(paymentAccounts.customerId, customerId),
        eq(paymentAccounts.id, accountId),
      ),
    );
  return row;
}

const STATUS_WHERE: Record<ListedStatus, SQL | undefined> = {
  active: eq(billingSchedules.status, 'active'),
  suspended: and(eq(billingSchedules.status, 'suspended'), isNull(billingSchedules.resumeAt)),
  pause_until: and(eq(billingSchedules.status, 'suspended'), isNotNull(billingSchedules.resumeAt)),
};

export interface RecurringSearch {
  customerId?: number;
  status?: ListedStatus;
  limit: number;
  offset: number;
}

/** A page, newest first, in SQL, with the customer's name and the account; only those that still bill. */
export async function searchRecurringPayments(tx: Database, merchantId: number, search: RecurringSearch) {
  const conditions: (SQL | undefined)[] = [
    eq(billingSchedules.merchantId, merchantId),
    eq(billingSchedules.kind, KIND),
    sql`${billingSchedules.status} in ('active', 'suspended')`,
  ];
  if (search.customerId !== undefined) conditions.push(eq(billingSchedules.customerId, search.customerId));
  if (search.status) conditions.push(STATUS_WHERE[search.status]);
  const where = and(...conditions);
  const rows = await tx
    .select({ schedule: billingSchedules, customer: customers, account: paymentAccounts })
    .from(billingSchedules)
    .innerJoin(customers, customerOfSchedule)
    .leftJoin(paymentAccounts, accountOfSchedule)
    .where(where)
    .orderBy(desc(billingSchedules.id))
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await tx.select({ n: count() }).from(billingSchedules).where(where);
  return { rows, total: total?.n ?? 0 };
}
