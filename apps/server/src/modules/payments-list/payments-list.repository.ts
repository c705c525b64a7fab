import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders, transactions } from '../../db/schema/index.ts';

// Issue 25 point 2: the merchant's transactions, one with its order, or a page of them newest first, paged
// and searched in SQL (transactions by the merchant's created_at; the search by the order's number, or the
// customer's name on the order or on file).

/** A transaction of the merchant with its order's brief (undefined for another merchant's id). */
export async function findTransactionWithOrder(tx: Database, merchantId: number, transactionId: number) {
  const [row] = await tx
    .select({
      transaction: transactions,
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
        amountTotal: orders.amountTotal,
        customerId: orders.customerId,
        customerFirstName: orders.customerFirstName,
        customerLastName: orders.customerLastName,
      },
      customer: { firstName: customers.firstName, lastName: customers.lastName },
    })
    .from(transactions)
    .innerJoin(
      orders,
      and(eq(orders.merchantId, transactions.merchantId), eq(orders.id, transactions.orderId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.merchantId, orders.merchantId), eq(customers.id, orders.customerId)),
    )
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.id, transactionId)));
  return row;
}

/** The order's transactions, oldest first. */
export function listOrderTransactionRows(tx: Database, merchantId: number, orderId: number) {
  return tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.orderId, orderId)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/** Escapes LIKE's wildcards in a typed search. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchOf(search: string): SQL | undefined {
  const text = search.trim();
  if (text === '') return undefined;
  const name = likeText(text);
  const byName = or(
    ilike(sql`${orders.customerFirstName} || ' ' || ${orders.customerLastName}`, name),
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, name),
  );
  const number = /^#?\d{1,15}$/.test(text) ? Number(text.replace('#', '')) : null;
  return number === null ? byName : or(byName, eq(orders.orderNumber, number));
}

/** A page of the merchant's transactions, newest first, and how many match. */
export async function listPaymentRows(
  tx: Database,
  merchantId: number,
  query: { search: string; offset: number; limit: number },
) {
  const where = and(eq(transactions.merchantId, merchantId), searchOf(query.search));
  const base = tx
    .select({
      transaction: transactions,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      orderFirstName: orders.customerFirstName,
      orderLastName: orders.customerLastName,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(transactions)
    .innerJoin(
      orders,
      and(eq(orders.merchantId, transactions.merchantId), eq(orders.id, transactions.orderId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.merchantId, orders.merchantId), eq(customers.id, orders.customerId)),
    )
    .where(where);
  const rows = await base
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await tx
    .select({ value: count() })
    .from(transactions)
    .innerJoin(
      orders,
      and(eq(orders.merchantId, transactions.merchantId), eq(orders.id, transactions.orderId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.merchantId, orders.merchantId), eq(customers.id, orders.customerId)),
    )
    .where(where);
  return { rows, total: total?.value ?? 0 };
}
