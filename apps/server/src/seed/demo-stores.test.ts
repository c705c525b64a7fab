import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants, orders, outboxEmails, storeItems, stores } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 27 point 5 (decision 166): Northwind's store and payment form, with paid orders from their pages.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { demo: true });
});

describe('the demo stores', () => {
  it('gives Northwind an active store of three items, a payment form and a buy-now button, each with paid orders', async () => {
    const db = t.handle.db;
    const [northwind] = await db.select().from(merchants).where(eq(merchants.urlSubdomain, 'northwind'));
    const rows = await db.select().from(stores).where(eq(stores.merchantId, northwind!.id));
    expect(rows.map((row) => [row.storeType, row.status]).sort()).toEqual([
      ['buy_button', 1],
      ['payment_form', 1],
      ['store', 1],
    ]);
    const shop = rows.find((row) => row.storeType === 'store');
    expect(await db.select().from(storeItems).where(eq(storeItems.storeId, shop!.id))).toHaveLength(3);
    const sold = await db
      .select({ saleType: orders.saleType, status: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.merchantId, northwind!.id), isNotNull(orders.storeId)));
    expect(sold.map((order) => order.saleType).sort()).toEqual([0, 5, 5, 5]);
    expect(sold.every((order) => order.status === 'paid')).toBe(true);
    const receipts = await db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.merchantId, northwind!.id), eq(outboxEmails.toAddress, 'sam.okafor@example.com')),
      );
    expect(receipts).toHaveLength(1);
  });
});
