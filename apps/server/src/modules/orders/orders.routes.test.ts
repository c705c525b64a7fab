import type { CustomerOrderPage } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCashOrder, insertCustomer } from './orders-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15, 0, 0));

/** A merchant whose customer bought three times (Nov 3, 5 and 4), plus another customer's order. */
async function setUp() {
  const db = t.handle.db;
  const { merchant, staff } = await createMerchantWithStaff(db, ['create_orders']);
  const customer = await insertCustomer(db, merchant.id);
  const other = await insertCustomer(db, merchant.id, 'Byron');
  const first = await insertCashOrder(db, merchant.id, { customerId: customer.id, createdAt: day(3) });
  const newest = await insertCashOrder(db, merchant.id, {
    customerId: customer.id,
    createdAt: day(5),
    quantity: 2,
    createdByUserId: staff.id,
  });
  const middle = await insertCashOrder(db, merchant.id, { customerId: customer.id, createdAt: day(4) });
  await insertCashOrder(db, merchant.id, { customerId: other.id, createdAt: day(6) });
  const clerk = await signIn(t.app, staff.userName);
  return { merchant, staff, customer, clerk, orders: { first, middle, newest } };
}

const ordersOf = (customerId: number, query = '') => `/api/customer/${customerId}/orders${query}`;

describe('GET /api/customer/:customerId/orders (issue 15 point 5: the profile’s Recent orders)', () => {
  it('answers the customer’s orders newest first with their totals and status', async () => {
    const s = await setUp();
    const response = await s.clerk.get(ordersOf(s.customer.id));
    expect(response.statusCode).toBe(200);
    const page = response.json<CustomerOrderPage>();
    expect(page.total_item_count).toBe(3);
    expect(page.data.map((row) => row.id)).toEqual([
      s.orders.newest.id,
      s.orders.middle.id,
      s.orders.first.id,
    ]);
    expect(page.data[0]).toEqual({
      id: s.orders.newest.id,
      order_number: s.orders.newest.orderNumber,
      order_status: { code: 1, name: 'Created' },
      payment_status: 'paid',
      sale_type: { code: 2, name: 'Point of Sale' },
      amount_total: '13.00',
      amount_paid: '13.00',
      amount_refunded: '0.00',
      created_at: day(5).toISOString(),
    });
  });

  it('pages: items_per_page a page, the total counting them all', async () => {
    const s = await setUp();
    const second = await s.clerk.get(ordersOf(s.customer.id, '?page=2&items_per_page=2'));
    expect(second.statusCode).toBe(200);
    expect(second.json<CustomerOrderPage>()).toMatchObject({
      data: [{ id: s.orders.first.id }],
      total_item_count: 3,
    });
    const past = await s.clerk.get(ordersOf(s.customer.id, '?page=3&items_per_page=2'));
    expect(past.json<CustomerOrderPage>()).toEqual({ data: [], total_item_count: 3 });
    const tooMany = await s.clerk.get(ordersOf(s.customer.id, '?items_per_page=51'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details).toEqual([expect.objectContaining({ property: 'items_per_page' })]);
  });

  it('answers an empty page for a customer with no orders', async () => {
    const s = await setUp();
    const fresh = await insertCustomer(t.handle.db, s.merchant.id, 'Newcomer');
    const response = await s.clerk.get(ordersOf(fresh.id));
    expect(response.json<CustomerOrderPage>()).toEqual({ data: [], total_item_count: 0 });
  });

  it('refuses a user who may read customers but no orders (403)', async () => {
    const s = await setUp();
    const manager = await createUser(t.handle.db, s.merchant, { accessRights: ['manage_customers'] });
    const client = await signIn(t.app, manager.userName);
    const response = await client.get(ordersOf(s.customer.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('lets a reports reader in (view_reports reads orders)', async () => {
    const s = await setUp();
    const reader = await createUser(t.handle.db, s.merchant, { accessRights: ['view_reports'] });
    const client = await signIn(t.app, reader.userName);
    expect((await client.get(ordersOf(s.customer.id))).statusCode).toBe(200);
  });

  it('does not find another merchant’s customer, nor an unknown one (404)', async () => {
    const s = await setUp();
    const theirs = await setUp();
    const response = await s.clerk.get(ordersOf(theirs.customer.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect((await s.clerk.get(ordersOf(999_999_999))).statusCode).toBe(404);
  });
});

describe('GET /api/order/:orderId/seller (issue 15 point 5: who sold it)', () => {
  it('names the user who placed the order, and null when no user did', async () => {
    const s = await setUp();
    const sold = await s.clerk.get(`/api/order/${s.orders.newest.id}/seller`);
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toEqual({ sold_by: { id: s.staff.id, name: 'Sam Staff' } });
    const online = await s.clerk.get(`/api/order/${s.orders.first.id}/seller`);
    expect(online.json()).toEqual({ sold_by: null });
  });

  it('does not find another merchant’s order (404) and refuses a user who reads no orders (403)', async () => {
    const s = await setUp();
    const theirs = await setUp();
    expect((await s.clerk.get(`/api/order/${theirs.orders.newest.id}/seller`)).statusCode).toBe(404);
    const manager = await createUser(t.handle.db, s.merchant, { accessRights: ['manage_customers'] });
    const client = await signIn(t.app, manager.userName);
    expect((await client.get(`/api/order/${s.orders.newest.id}/seller`)).statusCode).toBe(403);
  });
});
