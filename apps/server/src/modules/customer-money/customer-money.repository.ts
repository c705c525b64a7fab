import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules, invoices, orders, paymentAccounts, transactions } from '../../db/schema/index.ts';
import { pastDue as invoicePastDue } from '../invoices/invoices.repository.ts';

// Issue 25 point 8: the reads of the profile's money widgets, each scoped by merchant and customer.

const ofCustomer = (merchantId: number, customerId: number) =>
  and(eq(orders.merchantId, merchantId), eq(orders.customerId, customerId));

/** The merchant's date and invoice past-due days (spec 3 §9), for an invoice's is_past_due. */
export interface PastDueClock {
  today: string;
  pastDueDays: number;
}

/**
 * spec 3 §3.2 is_past_due of an order: a bill that failed its retries (payment_status past_due, issue 25
 * point 7) or an invoice past its due date (packages/domain isInvoicePastDue, as SQL).
 */
const isPastDue = (clock: PastDueClock) =>
  sql<boolean>`(${orders.paymentStatus} = 'past_due' or coalesce(${invoicePastDue(clock.today, clock.pastDueDays)}, false))`;

const withInvoice = and(eq(invoices.merchantId, orders.merchantId), eq(invoices.orderId, orders.id));

const statementColumns = (clock: PastDueClock) => ({
  id: orders.id,
  orderNumber: orders.orderNumber,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
  saleType: orders.saleType,
  amountTotal: orders.amountTotal,
  amountPaid: orders.amountPaid,
  depositCredit: orders.depositCredit,
  createdAt: orders.createdAt,
  isPastDue: isPastDue(clock),
});

/** A page of the customer's orders since `from` (orders_customer_idx), newest first, with the total. */
export function listStatementOrders(
  tx: Database,
  merchantId: number,
  customerId: number,
  page: { from: Date; offset: number; limit: number },
  clock: PastDueClock,
) {
  return tx
    .select({ ...statementColumns(clock), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .leftJoin(invoices, withInvoice)
    .where(and(ofCustomer(merchantId, customerId), gte(orders.createdAt, page.from)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type StatementOrderRow = Awaited<ReturnType<typeof listStatementOrders>>[number];

/** Orders that may be past due (any date): the statement's rule decides which are. */
export function listPastDueCandidates(
  tx: Database,
  merchantId: number,
  customerId: number,
  clock: PastDueClock,
) {
  return tx
    .select(statementColumns(clock))
    .from(orders)
    .leftJoin(invoices, withInvoice)
    .where(and(ofCustomer(merchantId, customerId), isPastDue(clock)));
}

/** The payments and refunds of these orders, oldest first. */
export function listTransactionsOf(tx: Database, merchantId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), inArray(transactions.orderId, [...orderIds])))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

const ofSchedules = (merchantId: number, customerId: number) =>
  and(
    eq(billingSchedules.merchantId, merchantId),
    eq(billingSchedules.customerId, customerId),
    eq(billingSchedules.kind, 'subscription'),
  );

/**
 * A page of the customer's billing schedules (billing_schedules_customer_idx) with the account each bills:
 * those that still bill first, by next bill date, then the ended ones, newest first.
 */
export function listCustomerSchedules(
  tx: Database,
  merchantId: number,
  customerId: number,
  page: { offset: number; limit: number },
) {
  return tx
    .select({
      id: billingSchedules.id,
      subscriptionNumber: billingSchedules.subscriptionNumber,
      status: billingSchedules.status,
      offeringId: billingSchedules.offeringId,
      offeringName: billingSchedules.offeringName,
      price: billingSchedules.price,
      nextBillDate: billingSchedules.nextBillDate,
      startAt: billingSchedules.startAt,
      isPastDue: billingSchedules.isPastDue,
      accountId: paymentAccounts.id,
      accountKind: paymentAccounts.kind,
      lastFour: paymentAccounts.lastFour,
      issuer: paymentAccounts.issuer,
      bankName: paymentAccounts.bankName,
      expirationMonth: paymentAccounts.expirationMonth,
      expirationYear: paymentAccounts.expirationYear,
    })
    .from(billingSchedules)
    .leftJoin(
      paymentAccounts,
      and(
        eq(paymentAccounts.merchantId, billingSchedules.merchantId),
        eq(paymentAccounts.id, billingSchedules.paymentAccountId),
      ),
    )
    .where(ofSchedules(merchantId, customerId))
    .orderBy(
      sql`${billingSchedules.status} in ('active', 'suspended') desc`,
      sql`${billingSchedules.nextBillDate} asc nulls last`,
      desc(billingSchedules.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}
export type CustomerScheduleRow = Awaited<ReturnType<typeof listCustomerSchedules>>[number];

/** How many schedules the customer has, how many are past due and how many still bill. */
/** Decision 152: the customer's scheduled invoices that still send (active or suspended; not a draft). */
export async function countSendingInvoiceSchedules(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(billingSchedules)
    .where(
      and(
        eq(billingSchedules.merchantId, merchantId),
        eq(billingSchedules.customerId, customerId),
        eq(billingSchedules.kind, 'invoice_schedule'),
        inArray(billingSchedules.status, ['active', 'suspended']),
      ),
    );
  return row?.n ?? 0;
}

export async function countCustomerSchedules(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({
      total: count(),
      pastDue: sql<number>`count(*) filter (where ${billingSchedules.isPastDue})`.mapWith(Number),
      billing:
        sql<number>`count(*) filter (where ${billingSchedules.status} in ('active', 'suspended'))`.mapWith(
          Number,
        ),
    })
    .from(billingSchedules)
    .where(ofSchedules(merchantId, customerId));
  return row ?? { total: 0, pastDue: 0, billing: 0 };
}
