import type { PricedOrder } from '@paybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, transactions } from '../../db/schema/index.ts';
import { amountColumns } from '../orders/order-amount-columns.ts';

// Issue 15 point 7: the orders and payments of deposits and no-show fees (decision 68's tables), each
// query filtered by merchant.

type TransactionValues = Omit<typeof transactions.$inferInsert, 'merchantId' | 'orderId'>;

/**
 * A deposit's or a no-show fee's order: priceOrder's answer for its one line, its line, and its card
 * payment. order_number is the trigger's. Answers the order's and the payment's ids and number.
 */
export async function insertMoneyOrder(
  tx: Database,
  merchantId: number,
  order: {
    customerId: number;
    firstName: string;
    lastName: string;
    email: string;
    priced: PricedOrder;
    lineName: string;
    amountPaid: number;
    paymentStatus: typeof orders.$inferInsert.paymentStatus;
    createdByUserId: number | null;
  },
  payment: TransactionValues,
) {
  const { priced } = order;
  const [row] = await tx
    .insert(orders)
    .values({
      merchantId,
      customerId: order.customerId,
      customerFirstName: order.firstName,
      customerLastName: order.lastName,
      customerEmail: order.email,
      saleType: 1,
      paymentStatus: order.paymentStatus,
      ...amountColumns(priced),
      amountPaid: order.amountPaid,
      priced,
      createdByUserId: order.createdByUserId,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (!row) throw new Error('The order was not inserted');
  await tx.insert(orderLines).values(
    priced.lines.map((line, index) => ({
      merchantId,
      orderId: row.id,
      lineNumber: index + 1,
      offeringId: line.offering_id,
      name: order.lineName,
      priceStructure: line.price_structure,
      unitPrice: line.unit_price_cents,
      quantityThousandths: line.quantity_thousandths,
      ...amountColumns(line),
    })),
  );
  const [written] = await tx
    .insert(transactions)
    .values({ ...payment, merchantId, orderId: row.id })
    .returning({ id: transactions.id });
  if (!written) throw new Error('The transaction was not inserted');
  return { orderId: row.id, orderNumber: row.orderNumber, transactionId: written.id };
}

export async function findTransaction(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.id, id)));
  return row;
}
export type TransactionRow = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;

/** A payment's mirror after a void (status 2) or a refund's amount held against it. */
export async function updatePaymentAfterReturn(
  tx: Database,
  merchantId: number,
  payment: TransactionRow,
  change: { voided: true; processorStatus: string } | { voided: false; refundedCents: number },
) {
  await tx
    .update(transactions)
    .set(
      change.voided
        ? { status: 2, processorStatus: change.processorStatus, updatedAt: new Date() }
        : {
            refundedAmount: sql`${transactions.refundedAmount} + ${change.refundedCents}`,
            updatedAt: new Date(),
          },
    )
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.id, payment.id)));
}

export async function insertRefundTransaction(
  tx: Database,
  merchantId: number,
  values: TransactionValues & { orderId: number },
) {
  const [row] = await tx
    .insert(transactions)
    .values({ ...values, merchantId })
    .returning({ id: transactions.id });
  return row?.id;
}
