import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutIntents, sandboxPayments } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkout, createCheckoutTestApp, keyEntered, type Shop, setUpShop } from './checkout-test-setup.ts';

// Issue 23 point 1 (decision 95): every amount of a checkout is at most $999,999.99: a price, cash
// tendered, an order fee, a line, the order and so the charge. Over it: 400 naming the field, and
// nothing is written or charged. A cart past 2^53 cents was answered 200 "unknown"; a card charge of
// $999,999,989,999.99 was accepted.

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

const LINE_TOO_BIG = 'Enter a smaller quantity: one line can come to at most $999,999.99.';
const ORDER_TOO_BIG = 'Enter fewer items: one order can come to at most $999,999.99.';
const AMOUNT_TOO_BIG = 'Enter 999999.99 or less.';

const manual = (shop: Shop, price: string, quantity = '1') => ({
  offering_id: shop.items.custom,
  price,
  quantity,
});

async function nothingWritten(shop: Shop) {
  const intents = await withTenant(t.handle.db, shop.merchantId, (tx) =>
    tx.select({ id: checkoutIntents.id }).from(checkoutIntents),
  );
  const payments = await t.handle.db
    .select({ key: sandboxPayments.idempotencyKey })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.ownerMerchantId, shop.merchantId));
  return intents.length === 0 && payments.length === 0;
}

async function refusal(shop: Shop, body: object) {
  const response = await checkout(shop.owner, body);
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error.details;
}

describe('the bound of one amount at checkout (issue 23 point 1)', () => {
  it('a card charge near $1,000,000,000,000 (999,999 items at 999,999.99) names the line’s quantity', async () => {
    const shop = await setUpShop(t);
    const body = { ...keyEntered(), cart: [manual(shop, '999999.99', '999999')] };
    expect(await refusal(shop, body)).toEqual([{ property: 'cart.0.quantity', message: LINE_TOO_BIG }]);
    expect(await nothingWritten(shop)).toBe(true);
  });

  it('a cart past 2^53 cents is a 400, not 200 "unknown"', async () => {
    const shop = await setUpShop(t);
    const cart = Array.from({ length: 200 }, () => manual(shop, '999999.99', '999999'));
    expect(await refusal(shop, { ...keyEntered(), cart })).toEqual([
      { property: 'cart.0.quantity', message: LINE_TOO_BIG },
    ]);
    expect(await nothingWritten(shop)).toBe(true);
  });

  it('lines within the bound, an order over it, names the cart', async () => {
    const shop = await setUpShop(t);
    const body = {
      payment_mode: 'cash',
      amount_tendered: '999999.99',
      cart: [manual(shop, '600000'), manual(shop, '600000')],
    };
    expect(await refusal(shop, body)).toEqual([{ property: 'cart', message: ORDER_TOO_BIG }]);
    expect(await nothingWritten(shop)).toBe(true);
  });

  it('a price, cash tendered and an order fee over the bound name their fields', async () => {
    const shop = await setUpShop(t);
    expect(await refusal(shop, { ...keyEntered(), cart: [manual(shop, '1000000')] })).toEqual([
      { property: 'cart.0.price', message: AMOUNT_TOO_BIG },
    ]);
    const cash = { payment_mode: 'cash', amount_tendered: '1000000', cart: [manual(shop, '10')] };
    expect(await refusal(shop, cash)).toEqual([{ property: 'amount_tendered', message: AMOUNT_TOO_BIG }]);
    const fee = { fee_structure_id: shop.serviceFeeId, amount: '99999999999' };
    expect(await refusal(shop, { ...keyEntered(), cart: [manual(shop, '10')], order_fees: [fee] })).toEqual([
      { property: 'order_fees.0.amount', message: AMOUNT_TOO_BIG },
    ]);
    expect(await nothingWritten(shop)).toBe(true);
  });

  it('an order of exactly $999,999.99 is charged', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, { ...keyEntered(), cart: [manual(shop, '999999.99')] });
    expect(response.json()).toMatchObject({ payment_status: 'processed', amount_paid: '999999.99' });
  });
});
