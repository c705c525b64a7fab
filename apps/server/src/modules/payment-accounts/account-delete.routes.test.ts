import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingSchedules, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkout, createCheckoutTestApp, setUpShop, storeAccount } from '../checkout/checkout-test-setup.ts';

// Issue 23 point 1: deleting an account that was ever charged answered 500, as the two-column foreign
// keys' ON DELETE SET NULL also nulled merchant_id. Now only the account column is nulled, and an account
// that still pays for a subscription is refused (spec 2 §8 "delete-account failure").

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

const paymentsOf = (merchantId: number, orderId: number) =>
  withTenant(t.handle.db, merchantId, (tx) =>
    tx
      .select({
        merchantId: transactions.merchantId,
        accountId: transactions.paymentAccountId,
        lastFour: transactions.accountLastFour,
      })
      .from(transactions)
      .where(eq(transactions.orderId, orderId)),
  );

describe('DELETE account/{id} of a charged account (issue 23 point 1)', () => {
  it('deletes it; its payments stay, naming the card by its last four, without the account', async () => {
    const shop = await setUpShop(t);
    const account = await storeAccount(t.handle.db, shop, shop.customerId, 'card');
    const sale = await checkout(shop.owner, {
      payment_mode: 'stored',
      account_id: account.id,
      cart: [{ offering_id: shop.items.shampoo, quantity: '1' }],
      customer: { id: shop.customerId },
    });
    expect(sale.json().payment_status).toBe('processed');
    const orderId = sale.json().order.id;

    const deleted = await shop.owner.delete(`/api/account/${account.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await paymentsOf(shop.merchantId, orderId)).toEqual([
      { merchantId: shop.merchantId, accountId: null, lastFour: '4242' },
    ]);
    const order = await shop.owner.get(`/api/order/${orderId}`);
    expect(order.statusCode).toBe(200);
  });

  it('refuses (409 PAYMENT_ACCOUNT_IN_USE) an account paying for an active subscription, naming the count', async () => {
    const shop = await setUpShop(t);
    const account = await storeAccount(t.handle.db, shop, shop.customerId, 'card');
    const sale = await checkout(shop.owner, {
      payment_mode: 'stored',
      account_id: account.id,
      cart: [{ offering_id: shop.items.club }],
      customer: { id: shop.customerId, email: 'cora@example.test' },
    });
    expect(sale.json().order.contains_subscription).toBe(true);

    const refused = await shop.owner.delete(`/api/account/${account.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'PAYMENT_ACCOUNT_IN_USE',
      message: 'This payment method pays for *1* subscription. Change its payment method first.',
    });

    // A cancelled subscription no longer holds the account: it keeps its row, without the account.
    await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .update(billingSchedules)
        .set({ status: 'cancelled' })
        .where(eq(billingSchedules.orderId, sale.json().order.id)),
    );
    expect((await shop.owner.delete(`/api/account/${account.id}`)).statusCode).toBe(204);
    const schedules = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .select({ merchantId: billingSchedules.merchantId, accountId: billingSchedules.paymentAccountId })
        .from(billingSchedules)
        .where(eq(billingSchedules.orderId, sale.json().order.id)),
    );
    expect(schedules).toEqual([{ merchantId: shop.merchantId, accountId: null }]);
  });
});
