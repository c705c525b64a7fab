import { randomUUID } from 'node:crypto';
import { checkoutBody } from '@paybook/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { checkoutIntents, orders, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { holdTenantTransaction } from '../../test/held-transaction.ts';
import type { TestApp } from '../../test/test-app.ts';
import { paymentKeyOf } from './checkout-plan.ts';
import { requestHashOf } from './checkout-request.ts';
import { checkout, createCheckoutTestApp, keyEntered, type Shop, setUpShop } from './checkout-test-setup.ts';

// Issue 15 point 10: a cash or check checkout reads, writes its intent with its order, and completes the
// intent in one transaction. These tests hold what the one-statement write must keep: the intent and the
// order commit together, and a key another node's checkout took first is answered, never written twice.

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

const cashSale = (shop: Shop, tendered = '50') => ({
  payment_mode: 'cash',
  amount_tendered: tendered,
  cart: [{ offering_id: shop.items.shampoo, quantity: '2' }],
});

/** Waits until a backend of the test's database waits for a lock (the checkout for the other's COMMIT). */
async function untilSomeoneWaitsForALock() {
  for (let tries = 0; tries < 250; tries++) {
    const [row] = await queryRows<{ waiting: string }>(
      t.handle.db,
      sql`select count(*) as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(row?.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No checkout waited for the lock');
}

/** Another node's checkout with `key`: its intent, finished with `response`, committed while ours waits. */
async function anotherNodeTakesTheKey(shop: Shop, key: string, requestHash: string, send: () => unknown) {
  const response = {
    payment_status: 'failed',
    order: null,
    transaction: null,
    amount_paid: '0.00',
    change_due: null,
    failure_reason: 'Answered by the other node.',
  };
  // The other node's transaction, held by the test while our request runs.
  const other = await holdTenantTransaction(t.handle.db, shop.merchantId);
  let ours: unknown;
  try {
    await other.tx.insert(checkoutIntents).values({
      merchantId: shop.merchantId,
      userId: shop.ownerUserId,
      idempotencyKey: key,
      requestHash,
      plan: {},
      amountTotal: 0,
      state: 'failed',
      responseStatus: 200,
      responseBody: response,
    });
    ours = send();
    await untilSomeoneWaitsForALock();
  } finally {
    await other.commit();
  }
  return { response, ours };
}

const ordersOf = (shop: Shop) =>
  withTenant(t.handle.db, shop.merchantId, (tx) => tx.select({ id: orders.id }).from(orders));

describe('cash at the desk: one transaction (issue 15 point 10)', () => {
  it('writes the intent completed with its order, and the payment under the intent’s key', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const response = await checkout(shop.owner, cashSale(shop), key);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ payment_status: 'processed', amount_paid: '21.65', change_due: '28.35' });
    const stored = await withTenant(t.handle.db, shop.merchantId, async (tx) => {
      const [intent] = await tx
        .select()
        .from(checkoutIntents)
        .where(and(eq(checkoutIntents.merchantId, shop.merchantId), eq(checkoutIntents.idempotencyKey, key)));
      const payments = await tx
        .select({ key: transactions.idempotencyKey, orderId: transactions.orderId })
        .from(transactions);
      return { intent, payments };
    });
    expect(stored.intent).toMatchObject({ state: 'completed', orderId: body.order.id, amountTotal: 2165 });
    expect(stored.intent?.responseBody).toEqual(body);
    expect(stored.payments).toEqual([{ key: paymentKeyOf(stored.intent?.id ?? 0), orderId: body.order.id }]);
    // The same key again answers the stored response and writes nothing more.
    const again = await checkout(shop.owner, cashSale(shop), key);
    expect(again.json()).toEqual(body);
    expect(await ordersOf(shop)).toHaveLength(1);
  });

  it('a key another node’s checkout committed first answers that checkout; nothing is written twice', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const sale = cashSale(shop);
    const { response, ours } = await anotherNodeTakesTheKey(
      shop,
      key,
      requestHashOf(checkoutBody.parse(sale)),
      () => checkout(shop.owner, sale, key),
    );
    const answer = await (ours as ReturnType<typeof checkout>);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(response);
    expect(await ordersOf(shop)).toHaveLength(0);
  });

  it('the same key taken first with another body is 422, and our order is not written', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const { ours } = await anotherNodeTakesTheKey(
      shop,
      key,
      requestHashOf(checkoutBody.parse(cashSale(shop, '60'))),
      () => checkout(shop.owner, cashSale(shop), key),
    );
    const answer = await (ours as ReturnType<typeof checkout>);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(shop)).toHaveLength(0);
  });

  it('order numbers drawn beforehand and numbers the trigger gives share one sequence; an undrawn one is refused', async () => {
    const shop = await setUpShop(t);
    const sale = cashSale(shop);
    const card = { ...keyEntered(), cart: sale.cart, customer: { id: shop.customerId } };
    const numbers: number[] = [];
    for (const body of [sale, card, sale]) {
      const response = await checkout(shop.owner, body);
      expect(response.statusCode).toBe(200);
      numbers.push(response.json().order.order_number);
    }
    expect(numbers).toEqual([1001, 1002, 1003]);
    const undrawn = withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.insert(orders).values({
        merchantId: shop.merchantId,
        orderNumber: 1004,
        saleType: 2,
        paymentStatus: 'unpaid',
        amountSubtotal: 0,
        amountDiscount: 0,
        amountFee: 0,
        amountTax: 0,
        amountTotal: 0,
        priced: {
          lines: [],
          taxes: [],
          discounts: [],
          order_fees: [],
          discounts_dropped: false,
          subtotal_cents: 0,
          discount_cents: 0,
          fee_cents: 0,
          tax_cents: 0,
          total_cents: 0,
        },
      }),
    );
    // Drizzle wraps the driver's error; the trigger's words are on its cause.
    const refusal = await undrawn.then(
      () => null,
      (error: unknown) => error,
    );
    expect(String(refusal instanceof Error ? refusal.cause : refusal)).toMatch(
      /order number 1004 was not drawn/,
    );
    expect(await ordersOf(shop)).toHaveLength(3);
  });
});
