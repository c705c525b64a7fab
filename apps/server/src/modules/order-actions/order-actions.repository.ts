import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orderEvents, orders, users } from '../../db/schema/index.ts';

export { insertOrderEvent } from '../orders/order-event-writer.ts';

// Issue 25 points 1 and 2: the rows an order's own actions and its timeline read and write. Every query
// names the merchant; row-level security holds it too.

/** Locks the order's row (FOR UPDATE); false when the merchant has no such order. */
export async function lockOrder(tx: Database, merchantId: number, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)))
    .for('update');
  return row !== undefined;
}

/** spec 3 §7: the customer's company name, set when approving a business account's ACH order. */
export async function setCustomerCompany(
  tx: Database,
  merchantId: number,
  customerId: number,
  company: string,
  now: Date,
): Promise<void> {
  await tx
    .update(customers)
    .set({ company, updatedAt: now })
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, customerId)));
}

/** The order's events, oldest first. */
export function listOrderEvents(tx: Database, merchantId: number, orderId: number) {
  return tx
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.merchantId, merchantId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The names of the merchant's users among `ids`. */
export async function userNames(
  tx: Database,
  merchantId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}
