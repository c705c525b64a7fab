import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billingSchedules,
  customers,
  feeStructures,
  orders,
  paymentAccounts,
  type ScheduleBillState,
  scheduleBills,
} from '../../db/schema/index.ts';

// Issue 25 point 5: the rows the subscription page and its actions read and write. Every query names the
// merchant; row-level security holds it too.

export type ScheduleRow = typeof billingSchedules.$inferSelect;
export type ScheduleChange = Partial<
  Pick<
    typeof billingSchedules.$inferInsert,
    | 'status'
    | 'suspendAt'
    | 'resumeAt'
    | 'notes'
    | 'lastPaymentOption'
    | 'cancelledAt'
    | 'nextBillDate'
    | 'finalBillDate'
    | 'occurrences'
    | 'price'
    | 'recurrence'
    | 'feeStructureIds'
    | 'paymentAccountId'
  >
>;

// Decision 142: a recurring payment is a billing schedule too, but not a subscription (its own module).
const ofMerchant = (merchantId: number, id: number) =>
  and(
    eq(billingSchedules.merchantId, merchantId),
    eq(billingSchedules.id, id),
    eq(billingSchedules.kind, 'subscription'),
  );

/** A subscription's sale; the table's check holds it for every subscription (decision 142). */
export function saleOrderIdOf(row: ScheduleRow): number {
  if (row.orderId === null) throw new Error('A subscription without its sale');
  return row.orderId;
}

export async function findSchedule(tx: Database, merchantId: number, id: number) {
  const [row] = await tx.select().from(billingSchedules).where(ofMerchant(merchantId, id));
  return row;
}

/** Locks the schedule's row (FOR UPDATE): every action holds it, so two actions never both act. */
export async function lockSchedule(tx: Database, merchantId: number, id: number) {
  const [row] = await tx.select().from(billingSchedules).where(ofMerchant(merchantId, id)).for('update');
  return row;
}

export async function updateSchedule(
  tx: Database,
  merchantId: number,
  id: number,
  change: ScheduleChange,
): Promise<ScheduleRow> {
  const [row] = await tx
    .update(billingSchedules)
    .set({ ...change, updatedAt: new Date() })
    .where(ofMerchant(merchantId, id))
    .returning();
  if (!row) throw new Error('A locked billing schedule was not updated');
  return row;
}

/** spec 3 §4.5 cancel: the last payment as a final bill the billing engine charges (once: the unique key). */
export async function insertFinalBill(
  tx: Database,
  merchantId: number,
  bill: { scheduleId: number; billDate: string; amount: number },
) {
  await tx
    .insert(scheduleBills)
    .values({
      merchantId,
      scheduleId: bill.scheduleId,
      billDate: bill.billDate,
      kind: 'final',
      amount: bill.amount,
      // The billing engine charges bills whose next attempt has come (listBillsToCharge): today's.
      nextAttemptOn: bill.billDate,
    })
    .onConflictDoNothing();
}

export function billsOf(tx: Database, merchantId: number, scheduleId: number) {
  return tx
    .select({
      id: scheduleBills.id,
      billDate: scheduleBills.billDate,
      // A subscription's bills are charges; 'invoice' bills (and their state 'sent') are an invoice
      // schedule's (decision 151), filtered out below.
      kind: sql<'regular' | 'final'>`${scheduleBills.kind}`,
      state: sql<Exclude<ScheduleBillState, 'sent'>>`${scheduleBills.state}`,
      amount: scheduleBills.amount,
      orderId: scheduleBills.orderId,
      orderNumber: orders.orderNumber,
    })
    .from(scheduleBills)
    .leftJoin(
      orders,
      and(eq(orders.merchantId, scheduleBills.merchantId), eq(orders.id, scheduleBills.orderId)),
    )
    .where(
      and(
        eq(scheduleBills.merchantId, merchantId),
        eq(scheduleBills.scheduleId, scheduleId),
        inArray(scheduleBills.kind, ['regular', 'final']),
      ),
    )
    .orderBy(desc(scheduleBills.billDate), desc(scheduleBills.id));
}

export async function orderNumberOf(tx: Database, merchantId: number, orderId: number) {
  const [row] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  return row?.orderNumber ?? 0;
}

export async function customerOf(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, customerId)));
  return row;
}

export async function accountOf(tx: Database, merchantId: number, accountId: number) {
  const [row] = await tx
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.merchantId, merchantId), eq(paymentAccounts.id, accountId)));
  return row;
}

/** The schedule's fee structures (deleted ones too: the schedule was sold with them). */
export function feeStructuresOf(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(feeStructures)
    .where(and(eq(feeStructures.merchantId, merchantId), inArray(feeStructures.id, [...ids])));
}

/** Live fee structures of the given ids (an edit may name only these). */
export function liveFeeStructures(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(feeStructures)
    .where(
      and(
        eq(feeStructures.merchantId, merchantId),
        inArray(feeStructures.id, [...ids]),
        isNull(feeStructures.deletedAt),
      ),
    );
}

export interface ScheduleSearch {
  /** Subscriptions unless said (decision 142: recurring payments search the same table). */
  kind?: ScheduleRow['kind'];
  customerId?: number;
  orderId?: number;
  statuses?: readonly string[];
  limit: number;
  offset: number;
}

/** spec 3 §9: subscriptions newest first (id descending), a page in SQL, and how many match. */
export async function searchSchedules(tx: Database, merchantId: number, search: ScheduleSearch) {
  const conditions: SQL[] = [
    eq(billingSchedules.merchantId, merchantId),
    eq(billingSchedules.kind, search.kind ?? 'subscription'),
  ];
  if (search.customerId !== undefined) conditions.push(eq(billingSchedules.customerId, search.customerId));
  if (search.orderId !== undefined) conditions.push(eq(billingSchedules.orderId, search.orderId));
  if (search.statuses && search.statuses.length > 0) {
    conditions.push(inArray(billingSchedules.status, [...search.statuses] as ScheduleRow['status'][]));
  }
  const where = and(...conditions);
  const rows = await tx
    .select({
      schedule: billingSchedules,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(billingSchedules)
    .innerJoin(
      customers,
      and(
        eq(customers.merchantId, billingSchedules.merchantId),
        eq(customers.id, billingSchedules.customerId),
      ),
    )
    .where(where)
    .orderBy(desc(billingSchedules.id))
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await tx.select({ n: count() }).from(billingSchedules).where(where);
  return { rows, total: total?.n ?? 0 };
}
