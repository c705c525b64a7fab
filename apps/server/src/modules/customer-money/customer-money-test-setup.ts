import { and, eq } from 'drizzle-orm';
import { billingSchedules, orders } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkout, keyEntered, type Shop } from '../checkout/checkout-test-setup.ts';

/** A cash sale of the shop's taxable shampoo to its customer; the order's id. */
export async function sellShampoo(shop: Shop): Promise<number> {
  const sale = await checkout(shop.owner, {
    payment_mode: 'cash',
    amount_tendered: '20',
    cart: [{ offering_id: shop.items.shampoo, quantity: '1' }],
    customer: { id: shop.customerId },
  });
  if (sale.statusCode !== 200) throw new Error(`checkout answered ${sale.statusCode}: ${sale.body}`);
  return sale.json().order.id;
}

/** A card sale of the shop's monthly shave club: an order and a billing schedule; the order's id. */
export async function sellClub(shop: Shop): Promise<number> {
  const sale = await checkout(shop.owner, {
    ...keyEntered(),
    cart: [{ offering_id: shop.items.club }],
    customer: { id: shop.customerId, email: 'cora@example.test' },
  });
  if (sale.statusCode !== 200) throw new Error(`checkout answered ${sale.statusCode}: ${sale.body}`);
  return sale.json().order.id;
}

/** Moves an order's date, or makes it what the invoices and the billing engine will write. */
export function changeOrder(
  t: TestApp,
  shop: Shop,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
) {
  return t.handle.db
    .update(orders)
    .set(values)
    .where(and(eq(orders.merchantId, shop.merchantId), eq(orders.id, orderId)));
}

/** Changes the customer's billing schedules as the billing engine and the subscription actions do. */
export function changeSchedules(
  t: TestApp,
  shop: Shop,
  values: Partial<typeof billingSchedules.$inferInsert>,
) {
  return t.handle.db
    .update(billingSchedules)
    .set(values)
    .where(
      and(eq(billingSchedules.merchantId, shop.merchantId), eq(billingSchedules.customerId, shop.customerId)),
    );
}
