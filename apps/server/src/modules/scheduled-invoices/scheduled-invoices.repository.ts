import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerOfSchedule } from '../../db/joins.ts';
import { billingSchedules, customers, scheduleBills } from '../../db/schema/index.ts';

// Issue 25 point 6, decision 149: scheduled invoices are billing schedules of kind 'invoice_schedule' whose
// `invoice_template` holds what the invoice builder takes. Every query names the merchant and the kind;
// row-level security holds the merchant too.

export type InvoiceScheduleRow = typeof billingSchedules.$inferSelect;
export type InvoiceScheduleValues = typeof billingSchedules.$inferInsert;
export type ListedStatus = 'draft' | 'active' | 'suspended';

const KIND = 'invoice_schedule';
/** The stored statuses the lists show: a schedule that has sent all its invoices (expired) leaves them. */
const LISTED: ListedStatus[] = ['draft', 'active', 'suspended'];

const ofMerchant = (merchantId: number, id: number) =>
  and(
    eq(billingSchedules.merchantId, merchantId),
    eq(billingSchedules.id, id),
    eq(billingSchedules.kind, KIND),
  );

/** The invoices a schedule has sent: its bills of kind 'invoice' (one per period). */
export const invoicesSentOf = sql<number>`(select count(*)::int from ${scheduleBills}
  where ${scheduleBills.merchantId} = ${billingSchedules.merchantId}
    and ${scheduleBills.scheduleId} = ${billingSchedules.id} and ${scheduleBills.kind} = 'invoice')`;

const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
};

export interface InvoiceScheduleRecord {
  schedule: InvoiceScheduleRow;
  customer: { id: number; firstName: string; lastName: string; email: string };
  invoicesSent: number;
}

/** One schedule with its customer and the invoices it sent; locked (FOR UPDATE OF the schedule) when asked. */
export async function findInvoiceSchedule(
  tx: Database,
  merchantId: number,
  id: number,
  lock = false,
): Promise<InvoiceScheduleRecord | undefined> {
  const query = tx
    .select({ schedule: billingSchedules, customer: customerColumns, invoicesSent: invoicesSentOf })
    .from(billingSchedules)
    .innerJoin(customers, customerOfSchedule)
    .where(ofMerchant(merchantId, id));
  const [row] = lock ? await query.for('update', { of: billingSchedules }) : await query;
  return row;
}

export async function insertInvoiceSchedule(tx: Database, values: InvoiceScheduleValues) {
  const [row] = await tx.insert(billingSchedules).values(values).returning({ id: billingSchedules.id });
  if (!row) throw new Error('A scheduled invoice was not inserted');
  return row.id;
}

export async function updateInvoiceSchedule(
  tx: Database,
  merchantId: number,
  id: number,
  change: Partial<InvoiceScheduleValues>,
): Promise<void> {
  const updated = await tx
    .update(billingSchedules)
    .set({ ...change, updatedAt: new Date() })
    .where(ofMerchant(merchantId, id))
    .returning({ id: billingSchedules.id });
  if (updated.length === 0) throw new Error('A locked scheduled invoice was not updated');
}

export interface InvoiceScheduleSearch {
  customerId?: number;
  status?: ListedStatus;
  limit: number;
  offset: number;
}

/** A page, newest first, in SQL, with the customer and the invoices sent; `count(*)` beside it. */
export async function searchInvoiceSchedules(
  tx: Database,
  merchantId: number,
  search: InvoiceScheduleSearch,
) {
  const where = and(
    eq(billingSchedules.merchantId, merchantId),
    eq(billingSchedules.kind, KIND),
    inArray(billingSchedules.status, search.status ? [search.status] : LISTED),
    search.customerId === undefined ? undefined : eq(billingSchedules.customerId, search.customerId),
  );
  // One after the other: a transaction's queries may overlap only at its start (db/tenant-connection.ts).
  const rows = await tx
    .select({ schedule: billingSchedules, customer: customerColumns, invoicesSent: invoicesSentOf })
    .from(billingSchedules)
    .innerJoin(customers, customerOfSchedule)
    .where(where)
    .orderBy(desc(billingSchedules.id))
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await tx.select({ n: count() }).from(billingSchedules).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The orders of the invoices a schedule sent (a condition on orders.id for the invoice list). */
export const ordersOfSchedule = (merchantId: number, scheduleId: number) =>
  sql`(select ${scheduleBills.orderId} from ${scheduleBills}
    where ${scheduleBills.merchantId} = ${merchantId} and ${scheduleBills.scheduleId} = ${scheduleId}
      and ${scheduleBills.kind} = 'invoice' and ${scheduleBills.orderId} is not null)`;
