import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setUpShop } from '../checkout/checkout-test-setup.ts';
import { changeSchedules, sellClub, sellShampoo } from '../customer-money/customer-money-test-setup.ts';
import { signInWithoutSellingFeatures } from './fee-structures-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the fee structure calls that waited for schedules (spec 3 §7 Fees)', () => {
  it('counts the orders and the schedules that still bill with a fee structure', async () => {
    const shop = await setUpShop(t);
    await sellShampoo(shop);
    await sellShampoo(shop);
    await sellClub(shop);
    const orders = (id: number) => shop.owner.get(`/api/orders/fee_structure/${id}/count`);
    const schedules = (id: number) => shop.owner.get(`/api/subscriptions/fee_structure/${id}/count`);
    // The shampoo is taxable: both of its orders charged the sales tax; the club's did not.
    expect((await orders(shop.taxId)).json()).toEqual({ count: 2 });
    expect((await orders(shop.discountId)).json()).toEqual({ count: 0 });
    expect((await schedules(shop.discountId)).json()).toEqual({ count: 0 });
    await changeSchedules(t, shop, { feeStructureIds: [shop.discountId] });
    expect((await schedules(shop.discountId)).json()).toEqual({ count: 1 });
    await changeSchedules(t, shop, { status: 'cancelled' });
    expect((await schedules(shop.discountId)).json()).toEqual({ count: 0 });
  });

  it('finds the schedules whose item price a dollar discount would exceed (spec 2 §5)', async () => {
    const shop = await setUpShop(t);
    await sellClub(shop);
    await changeSchedules(t, shop, { feeStructureIds: [shop.discountId] });
    const url = `/api/subscription/fee_structure/${shop.discountId}/has_price_violations`;
    // The club is $30.00: a discount of the whole price makes it free, a cent more is refused.
    expect((await shop.owner.post(url, { discount_price: '30.00' })).json()).toEqual({
      has_price_violations: false,
      subscriptions: [],
    });
    const over = (await shop.owner.post(url, { discount_price: '30.01' })).json();
    expect(over).toMatchObject({
      has_price_violations: true,
      subscriptions: [{ offering_name: 'Shave club', price: '30.00' }],
    });
    expect(over.subscriptions[0].subscription_number).toBeGreaterThan(0);
  });

  it('400 for bad input, 403 without a selling feature, 404 for another merchant’s fee', async () => {
    const shop = await setUpShop(t);
    const url = `/api/subscription/fee_structure/${shop.discountId}/has_price_violations`;
    const bad = await shop.owner.post(url, { discount_price: 'ten' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('discount_price');
    expect((await shop.owner.get('/api/orders/fee_structure/0/count')).statusCode).toBe(400);
    const seller = await signInWithoutSellingFeatures(t);
    expect((await seller.get(`/api/subscriptions/fee_structure/${shop.taxId}/count`)).statusCode).toBe(403);
    const other = await setUpShop(t);
    expect((await other.owner.get(`/api/orders/fee_structure/${shop.taxId}/count`)).statusCode).toBe(404);
    expect((await other.owner.get(`/api/subscriptions/fee_structure/${shop.taxId}/count`)).statusCode).toBe(
      404,
    );
    expect((await other.owner.post(url, { discount_price: '1' })).statusCode).toBe(404);
  });
});
