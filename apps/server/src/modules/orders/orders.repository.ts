import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { byTenantKey, preparedQuery } from '../../db/prepared.ts';
import { customers, orderLines, orders, transactions, users } from '../../db/schema/index.ts';
import type { OrderRecord } from './order-presenter.ts';

// The order record's four reads are prepared (db/prepared.ts): every receipt, order page, invoice page
// and payment on an order reads them.
const orderById = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(byTenantKey(orders.merchantId, orders.id, 'orderId'))
    .prepare('order_record_order'),
);
const linesOfOrder = preparedQuery((db) =>
  db
    .select()
    .from(orderLines)
    .where(byTenantKey(orderLines.merchantId, orderLines.orderId, 'orderId'))
    .orderBy(asc(orderLines.lineNumber))
    .prepare('order_record_lines'),
);
const transactionsOfOrder = preparedQuery((db) =>
  db
    .select()
    .from(transactions)
    .where(byTenantKey(transactions.merchantId, transactions.orderId, 'orderId'))
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .prepare('order_record_transactions'),
);
const customerOfOrder = preparedQuery((db) =>
  db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      altEmail: customers.altEmail,
    })
    .from(customers)
    .where(byTenantKey(customers.merchantId, customers.id, 'customerId'))
    .prepare('order_record_customer'),
);

/** An order with its lines, transactions (oldest first) and customer; undefined when the merchant has none. */
export async function findOrderRecord(
  tx: Database,
  merchantId: number,
  orderId: number,
): Promise<OrderRecord | undefined> {
  const [order] = await orderById(tx).execute({ merchantId, orderId });
  if (!order) return undefined;
  const lines = await linesOfOrder(tx).execute({ merchantId, orderId });
  const payments = await transactionsOfOrder(tx).execute({ merchantId, orderId });
  const [customer] =
    order.customerId === null
      ? []
      : await customerOfOrder(tx).execute({ merchantId, customerId: order.customerId });
  return { order, lines, transactions: payments, customer: customer ?? null };
}

/** The user who placed the order: undefined without such an order, null when no user (or a removed one). */
export async function findOrderSeller(tx: Database, merchantId: number, orderId: number) {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .leftJoin(users, and(eq(users.merchantId, orders.merchantId), eq(users.id, orders.createdByUserId)))
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  if (!row) return undefined;
  return row.id === null ? null : { id: row.id, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() };
}

/** Whether the merchant has the customer (another merchant's id is not found). */
export async function customerExists(tx: Database, merchantId: number, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, customerId)));
  return row !== undefined;
}

/** A page of the customer's orders, newest first (orders_customer_idx), and how many there are. */
export async function listCustomerOrders(
  tx: Database,
  merchantId: number,
  customerId: number,
  page: { offset: number; limit: number },
) {
  const mine = and(eq(orders.merchantId, merchantId), eq(orders.customerId, customerId));
  const rows = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      saleType: orders.saleType,
      amountTotal: orders.amountTotal,
      amountPaid: orders.amountPaid,
      depositCredit: orders.depositCredit,
      depositOrderId: orders.depositOrderId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ value: count() }).from(orders).where(mine);
  return { rows, total: total?.value ?? 0 };
}
export type CustomerOrderRow = Awaited<ReturnType<typeof listCustomerOrders>>['rows'][number];

const forPayment = {
  is_refund: transactions.isRefund,
  status: transactions.status,
  processor_status: transactions.processorStatus,
  amount_cents: transactions.amount,
};

/** An order's payments and refunds as summarizeOrderPayments reads them. */
const paymentsOfOrder = preparedQuery((db) =>
  db
    .select(forPayment)
    .from(transactions)
    .where(byTenantKey(transactions.merchantId, transactions.orderId, 'orderId'))
    .prepare('order_payments'),
);

export async function listOrderTransactions(tx: Database, merchantId: number, orderId: number) {
  return paymentsOfOrder(tx).execute({ merchantId, orderId });
}

/** The payments and refunds of a page of orders (one statement), each with its order's id. */
export async function listOrdersTransactions(tx: Database, merchantId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({ ...forPayment, order_id: transactions.orderId })
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), inArray(transactions.orderId, [...orderIds])));
}
