import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orderLines, orders, transactions } from '../../db/schema/index.ts';
import type { OrderRecord } from './order-presenter.ts';

/** An order with its lines, transactions (oldest first) and customer; undefined when the merchant has none. */
export async function findOrderRecord(
  tx: Database,
  merchantId: number,
  orderId: number,
): Promise<OrderRecord | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  if (!order) return undefined;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.merchantId, merchantId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.lineNumber));
  const payments = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.orderId, orderId)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  const [customer] =
    order.customerId === null
      ? []
      : await tx
          .select({
            id: customers.id,
            firstName: customers.firstName,
            lastName: customers.lastName,
            email: customers.email,
            altEmail: customers.altEmail,
          })
          .from(customers)
          .where(and(eq(customers.merchantId, merchantId), eq(customers.id, order.customerId)));
  return { order, lines, transactions: payments, customer: customer ?? null };
}

/** An order's payments and refunds as summarizeOrderPayments reads them. */
export async function listOrderTransactions(tx: Database, merchantId: number, orderId: number) {
  return tx
    .select({
      is_refund: transactions.isRefund,
      status: transactions.status,
      processor_status: transactions.processorStatus,
      amount_cents: transactions.amount,
    })
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.orderId, orderId)));
}
