import type { InvoiceStatus } from '@paybook/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { byTenantKey, preparedQuery } from '../../db/prepared.ts';
import { customers, invoices, merchants, orderEvents, orders, users } from '../../db/schema/index.ts';
import { receiptMerchantColumns } from '../receipts/receipts.repository.ts';

// Issue 25 points 3 and 4: the invoice rows, read and written with their merchant (ARCHITECTURE.md
// "Tenancy"); the order's own rows are the orders module's.

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

export async function insertInvoice(tx: Database, values: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('The invoice was not written');
  return row;
}

const byOrder = (merchantId: number, orderId: number) =>
  and(eq(invoices.merchantId, merchantId), eq(invoices.orderId, orderId));

/** The invoice of the order; `lock` takes its row for the caller's transaction. */
export async function findInvoice(tx: Database, merchantId: number, orderId: number, lock = false) {
  const query = tx.select().from(invoices).where(byOrder(merchantId, orderId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

const invoiceByToken = preparedQuery((db) =>
  db
    .select()
    .from(invoices)
    .where(byTenantKey(invoices.merchantId, invoices.publicToken, 'token'))
    .prepare('invoice_by_token'),
);

export async function findInvoiceByToken(tx: Database, merchantId: number, token: string) {
  const [row] = await invoiceByToken(tx).execute({ merchantId, token });
  return row;
}

export async function updateInvoice(
  tx: Database,
  merchantId: number,
  orderId: number,
  values: Partial<NewInvoiceRow>,
): Promise<void> {
  await tx
    .update(invoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(byOrder(merchantId, orderId));
}

/** The first view of the public page (viewed_at stays the first); true when this call set it. */
export async function markViewed(tx: Database, merchantId: number, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(invoices)
    .set({ viewedAt: sql`now()` })
    .where(and(byOrder(merchantId, orderId), sql`${invoices.viewedAt} is null`))
    .returning({ orderId: invoices.orderId });
  return rows.length > 0;
}

/** The timeline of the order, oldest first, with who did each (null for the customer or the system). */
export function listOrderEvents(tx: Database, merchantId: number, orderId: number) {
  return tx
    .select({
      id: orderEvents.id,
      kind: orderEvents.kind,
      detail: orderEvents.detail,
      createdAt: orderEvents.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderEvents)
    .leftJoin(users, and(eq(users.merchantId, orderEvents.merchantId), eq(users.id, orderEvents.userId)))
    .where(and(eq(orderEvents.merchantId, merchantId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The merchant's invoice settings (ruling 8 zone, spec 3 §9 past-due days, accepted payment types). */
const invoiceMerchantColumns = {
  timeZone: merchants.timeZone,
  invoicePastDueDays: merchants.invoicePastDueDays,
  acceptedPaymentTypes: merchants.acceptedPaymentTypes,
  features: merchants.features,
};

export async function findInvoiceMerchant(tx: Database, merchantId: number) {
  const [row] = await tx.select(invoiceMerchantColumns).from(merchants).where(eq(merchants.id, merchantId));
  if (!row) throw new Error('The merchant is gone');
  return row;
}

/** The public invoice page's merchant in one read: its invoice settings and the business it shows. */
const payPageMerchant = preparedQuery((db) =>
  db
    .select({ ...receiptMerchantColumns, ...invoiceMerchantColumns })
    .from(merchants)
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .prepare('invoice_pay_page_merchant'),
);

export async function findPayPageMerchant(tx: Database, merchantId: number) {
  const [row] = await payPageMerchant(tx).execute({ merchantId });
  if (!row) throw new Error('The merchant is gone');
  return row;
}

export interface InvoiceListFilter {
  status: InvoiceStatus | undefined;
  customerId: number | undefined;
  search: string;
  /** A subquery of order ids to keep (a scheduled invoice's invoices, decision 150). */
  orderIdIn?: SQL;
  offset: number;
  limit: number;
  /** The merchant's date and past-due days, for the past_due status (isInvoicePastDue in SQL). */
  today: string;
  pastDueDays: number;
}

const customerName = sql<string>`trim(coalesce(${customers.firstName}, ${orders.customerFirstName}) || ' ' || coalesce(${customers.lastName}, ${orders.customerLastName}))`;

/**
 * packages/domain isInvoicePastDue, as a condition (the list filters and counts in SQL, and the customer's
 * statement, which joins `invoices` to `orders`).
 */
export const pastDue = (today: string, days: number) =>
  sql`(${invoices.state} = 'sent' and ${orders.orderStatus} = 1
    and ${orders.paymentStatus} in ('unpaid', 'partially_paid', 'scheduled')
    and ${orders.amountTotal} > ${orders.amountPaid}
    and ${invoices.dueDate} + ${days}::int <= ${today}::date)`;

/** packages/domain invoiceStatusOf, as a condition for one status. */
function statusCondition(status: InvoiceStatus, today: string, days: number): SQL | undefined {
  const sent = and(eq(invoices.state, 'sent'), sql`${orders.paymentStatus} <> 'cancelled'`);
  switch (status) {
    case 'cancelled':
      return eq(orders.paymentStatus, 'cancelled');
    case 'draft':
    case 'scheduled':
      return and(eq(invoices.state, status), sql`${orders.paymentStatus} <> 'cancelled'`);
    case 'past_due':
      return pastDue(today, days);
    case 'unpaid':
      return and(
        sent,
        inArray(orders.paymentStatus, ['unpaid', 'scheduled']),
        sql`not ${pastDue(today, days)}`,
      );
    case 'partially_paid':
      return and(sent, eq(orders.paymentStatus, 'partially_paid'), sql`not ${pastDue(today, days)}`);
    default:
      return and(sent, eq(orders.paymentStatus, status));
  }
}

const joinOrder = and(eq(orders.merchantId, invoices.merchantId), eq(orders.id, invoices.orderId));
const joinCustomer = and(eq(customers.merchantId, orders.merchantId), eq(customers.id, orders.customerId));

/** A page of invoices, newest invoice date first (spec 3 §9), filtered, paged and counted in SQL. */
export async function listInvoiceRows(tx: Database, merchantId: number, filter: InvoiceListFilter) {
  const pattern = `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`;
  const conditions = and(
    eq(invoices.merchantId, merchantId),
    filter.status === undefined
      ? undefined
      : statusCondition(filter.status, filter.today, filter.pastDueDays),
    filter.customerId === undefined ? undefined : eq(orders.customerId, filter.customerId),
    filter.orderIdIn === undefined ? undefined : sql`${invoices.orderId} in ${filter.orderIdIn}`,
    filter.search === ''
      ? undefined
      : or(
          ilike(customerName, pattern),
          ilike(orders.customerEmail, pattern),
          sql`${orders.orderNumber}::text = ${filter.search}`,
        ),
  );
  const rows = tx
    .select({
      orderId: invoices.orderId,
      state: invoices.state,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      customerName,
      paymentStatus: orders.paymentStatus,
      orderStatus: orders.orderStatus,
      amountTotal: orders.amountTotal,
      amountPaid: orders.amountPaid,
    })
    .from(invoices)
    .innerJoin(orders, joinOrder)
    .leftJoin(customers, joinCustomer)
    .where(conditions)
    .orderBy(desc(invoices.invoiceDate), desc(invoices.orderId))
    .offset(filter.offset)
    .limit(filter.limit);
  const total = tx
    .select({ total: count() })
    .from(invoices)
    .innerJoin(orders, joinOrder)
    .leftJoin(customers, joinCustomer)
    .where(conditions);
  // One after the other: a transaction's queries may overlap only at its start (db/tenant-connection.ts).
  const page = await rows;
  const [counted] = await total;
  return { rows: page, total: counted?.total ?? 0 };
}

/** Scheduled invoices due to be sent (the send job's sweep): keys only, each then locked by its key. */
export function listDueScheduledInvoices(db: Database, now: Date, limit: number) {
  return db
    .select({ merchantId: invoices.merchantId, orderId: invoices.orderId })
    .from(invoices)
    .where(and(eq(invoices.state, 'scheduled'), sql`${invoices.scheduledSendAt} <= ${now}`))
    .limit(limit);
}

export type InvoiceListRow = Awaited<ReturnType<typeof listInvoiceRows>>['rows'][number];
