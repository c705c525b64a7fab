import type { CustomerList } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setUpShop } from '../checkout/checkout-test-setup.ts';
import { changeOrder, sellShampoo } from '../customer-money/customer-money-test-setup.ts';
import { addCustomer } from './customers-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type Row = CustomerList['data'][number];

describe('PUT /api/customer/search: order_count and last_order_date (spec 2 §2.1, issue 25 point 8)', () => {
  it('counts each customer’s orders, dates the last one, and sorts by both', async () => {
    const shop = await setUpShop(t);
    const first = await sellShampoo(shop);
    await changeOrder(t, shop, first, { createdAt: new Date('2026-01-05T17:00:00Z') });
    const last = await sellShampoo(shop);
    await changeOrder(t, shop, last, { createdAt: new Date('2026-02-10T17:00:00Z') });
    const newcomer = await addCustomer(shop.owner, { first_name: 'Nina', last_name: 'New' });
    const projections = ['name', 'order_count', 'last_order_date'];
    const listed = async (sort: string) =>
      (await shop.owner.put(`/api/customer/search?sort_by=${sort}`, { projections })).json() as CustomerList;

    const byCount = await listed('order_count&sort_direction=desc');
    expect(byCount.data.map((row: Row) => [row.id, row.order_count, row.last_order_date])).toEqual([
      [shop.customerId, 2, '2026-02-10T17:00:00.000Z'],
      [newcomer.id, 0, null],
    ]);
    const byDateAsc = await listed('last_order_date&sort_direction=asc');
    expect(byDateAsc.data.map((row: Row) => row.id)).toEqual([newcomer.id, shop.customerId]);
    const byDateDesc = await listed('last_order_date&sort_direction=desc');
    expect(byDateDesc.data.map((row: Row) => row.id)).toEqual([shop.customerId, newcomer.id]);
    // Columns the list does not show are not read.
    const plain = (await shop.owner.put('/api/customer/search', { projections: ['name'] })).json();
    expect(plain.data[0]).not.toHaveProperty('order_count');
  });
});
