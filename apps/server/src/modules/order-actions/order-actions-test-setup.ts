import { randomUUID } from 'node:crypto';
import type { Order } from '@paybook/contracts';
import { and, eq } from 'drizzle-orm';
import { orderEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestClient } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkout, type Shop } from '../checkout/checkout-test-setup.ts';
import { insertCashOrder } from '../orders/orders-test-setup.ts';
import { noticesOf } from '../transaction-actions/transaction-actions-test-setup.ts';

// Issue 25 point 1: the order actions' API tests. Orders come from the real checkout (a card, a business
// bank account's ACH debit), or, owing their total, straight into the tables as an invoice would leave one.

/** POST with an Idempotency-Key (a fresh one unless given). */
export function post(client: TestClient, url: string, body: object = {}, key: string = randomUUID()) {
  return client.post(url, body, { headers: { 'idempotency-key': key } });
}

/** An order owing $13.00 (two shakes), for the merchant's customer. */
export async function unpaidOrder(t: TestApp, shop: Shop): Promise<number> {
  const order = await withTenant(t.handle.db, shop.merchantId, (tx) =>
    insertCashOrder(tx, shop.merchantId, {
      customerId: shop.customerId,
      createdAt: new Date(),
      quantity: 2,
      unpaid: true,
    }),
  );
  return order.id;
}

/** A pending order paid by a business checking account (CCD, Acme LLC). */
export async function pendingAchOrder(shop: Shop): Promise<Order> {
  const response = await checkout(shop.owner, {
    payment_mode: 'ach',
    bank_account: {
      routing_number: '021000021',
      account_number: '000123456789',
      account_type: 'business_checking',
    },
    company_name: 'Acme LLC',
    authorization_type: 'Ccd',
    cart: [{ offering_id: shop.items.shampoo, quantity: '2' }],
    customer: { id: shop.customerId },
  });
  const order = (response.json() as { order: Order | null }).order;
  if (order?.payment_status !== 'pending') throw new Error(`No pending order: ${response.body}`);
  return order;
}

/** The order's event kinds, oldest first. */
export async function eventKindsOf(t: TestApp, merchantId: number, orderId: number) {
  const rows = await withTenant(t.handle.db, merchantId, (tx) =>
    tx
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(and(eq(orderEvents.merchantId, merchantId), eq(orderEvents.orderId, orderId)))
      .orderBy(orderEvents.id),
  );
  return rows.map((row) => row.kind);
}

/** The merchant's cancel notices. */
export const cancelNoticesOf = (t: TestApp, merchantId: number) =>
  noticesOf(t, merchantId, 'order_cancelled');
