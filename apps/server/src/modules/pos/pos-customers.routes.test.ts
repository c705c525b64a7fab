import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, timelineEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  checkout,
  createCheckoutTestApp,
  type Shop,
  setUpShop,
  storeAccount,
} from '../checkout/checkout-test-setup.ts';

// spec 3 §7 Point of sale: PUT customers_stats/search, PUT customer/stats/find, POST customer/stats/
// matched/{customerId} and PATCH customer/{id} (issue 24 point 5, decision 111).

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

const search = (client: TestClient, text: string, query = '') =>
  client.put(`/api/customers_stats/search${query}`, { search: text });

async function addCustomer(
  shop: Shop,
  values: { firstName: string; lastName: string; email?: string; phone?: string },
) {
  return withTenant(t.handle.db, shop.merchantId, async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ merchantId: shop.merchantId, email: '', ...values })
      .returning({ id: customers.id });
    if (!row) throw new Error('not inserted');
    return row.id;
  });
}

const clerkOf = (shop: Shop) => signIn(t.app, shop.staffUserName);

describe('PUT customers_stats/search (spec 3 §5, §7, §9)', () => {
  it('finds by name, e-mail or phone from 3 characters, with each customer’s stats, most paid first', async () => {
    const shop = await setUpShop(t);
    const clerk = await clerkOf(shop);
    const quiet = await addCustomer(shop, { firstName: 'Quinn', lastName: 'Zephyrine', phone: '3035550101' });
    const paid = await checkout(clerk, {
      payment_mode: 'cash',
      amount_tendered: '100',
      cart: [{ offering_id: shop.items.shampoo, quantity: '3' }],
      customer: { id: shop.customerId },
    });
    expect(paid.statusCode).toBe(200);
    await storeAccount(t.handle.db, shop, shop.customerId, 'card');
    await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.update(customers).set({ lastName: 'Zephyrbuyer' }).where(eq(customers.id, shop.customerId)),
    );

    const found = await search(clerk, 'zephyr');
    expect(found.statusCode).toBe(200);
    expect(found.json().total_item_count).toBe(2);
    const [first, second] = found.json().data;
    expect(first).toMatchObject({
      id: shop.customerId,
      order_count: 1,
      total_amount_paid: paid.json().amount_paid,
      stored_account_count: 1,
    });
    expect(first.last_order_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(second).toMatchObject({
      id: quiet,
      order_count: 0,
      total_amount_paid: '0.00',
      last_order_at: null,
      stored_account_count: 0,
    });
    expect((await search(clerk, '(303) 555')).json().data.map((row: { id: number }) => row.id)).toEqual([
      quiet,
    ]);
    expect((await search(clerk, 'zephyr', '?items_per_page=1&page=2')).json()).toMatchObject({
      data: [{ id: quiet }],
      total_item_count: 2,
    });
  });

  it('refuses fewer than 3 characters, naming search; another merchant’s customers are never found', async () => {
    const shop = await setUpShop(t);
    const other = await setUpShop(t);
    await addCustomer(other, { firstName: 'Ottilie', lastName: 'Elsewhere' });
    const short = await search(shop.owner, ' ab ');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0]).toMatchObject({ property: 'search' });
    expect((await search(shop.owner, 'ottilie')).json()).toEqual({ data: [], total_item_count: 0 });
  });

  it('needs create_orders and the point of sale (spec 3 §2.6)', async () => {
    const shop = await setUpShop(t, ['manage_customers']);
    const manager = await clerkOf(shop);
    expect((await search(manager, 'cora')).statusCode).toBe(403);
    const withoutPos = await setUpShop(t, ['create_orders'], { productName: 'appointments' });
    expect((await search(await clerkOf(withoutPos), 'cora')).statusCode).toBe(403);
  });
});

describe('PUT customer/stats/find and POST customer/stats/matched/{id}', () => {
  it('finds the customer typed details name: e-mail ignoring case, else exact names; none is null', async () => {
    const shop = await setUpShop(t);
    const id = await addCustomer(shop, {
      firstName: 'Ada',
      lastName: 'Lopez',
      email: 'ada.lopez@example.test',
    });
    const find = (body: object) => shop.owner.put('/api/customer/stats/find', body);
    expect((await find({ email: 'ADA.Lopez@example.test' })).json().customer).toMatchObject({
      id,
      order_count: 0,
    });
    expect((await find({ first_name: 'Ada', last_name: 'Lopez' })).json().customer).toMatchObject({ id });
    expect((await find({ first_name: 'ada', last_name: 'lopez' })).json()).toEqual({ customer: null });
    expect((await find({ email: 'nobody@example.test' })).json()).toEqual({ customer: null });
    const neither = await find({ first_name: 'Ada' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.details[0].property).toBe('email');
  });

  it('matched answers the customer with stats; another merchant’s or a deleted one is 404', async () => {
    const shop = await setUpShop(t);
    const other = await setUpShop(t);
    const clerk = await clerkOf(shop);
    const matched = await clerk.post(`/api/customer/stats/matched/${shop.customerId}`);
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toMatchObject({ id: shop.customerId, first_name: 'Cora', order_count: 0 });
    expect((await clerk.post(`/api/customer/stats/matched/${other.customerId}`)).statusCode).toBe(404);
    await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, shop.customerId)),
    );
    expect((await clerk.post(`/api/customer/stats/matched/${shop.customerId}`)).statusCode).toBe(404);
  });
});

describe('PATCH customer/{id} (decision 111)', () => {
  it('the desk corrects the name and contact; the rest stays; the timeline says what changed', async () => {
    const shop = await setUpShop(t);
    const clerk = await clerkOf(shop);
    const id = await addCustomer(shop, { firstName: 'Walk', lastName: 'In', phone: '3035550199' });
    const patched = await clerk.patch(`/api/customer/${id}`, {
      email: ' walk.in@example.test ',
      last_name: 'Inn',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id,
      first_name: 'Walk',
      last_name: 'Inn',
      email: 'walk.in@example.test',
      phone: '3035550199',
    });
    const events = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .select({ content: timelineEvents.content })
        .from(timelineEvents)
        .where(eq(timelineEvents.customerId, id)),
    );
    expect(events.map((event) => event.content)).toContain('Changed: last name, e-mail');
    // The same values again change nothing and write no event.
    await clerk.patch(`/api/customer/${id}`, { last_name: 'Inn' });
    const again = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .select({ content: timelineEvents.content })
        .from(timelineEvents)
        .where(eq(timelineEvents.customerId, id)),
    );
    expect(again).toHaveLength(events.length);
  });

  it('refuses a taken e-mail (409 DUPLICATE_CUSTOMER), bad fields and an empty change (400), another merchant’s customer (404)', async () => {
    const shop = await setUpShop(t);
    const other = await setUpShop(t);
    const id = await addCustomer(shop, { firstName: 'Walk', lastName: 'In' });
    const [cora] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select({ email: customers.email }).from(customers).where(eq(customers.id, shop.customerId)),
    );
    const taken = await shop.owner.patch(`/api/customer/${id}`, { email: cora?.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: { code: 'DUPLICATE_CUSTOMER' },
      existing_customer_id: shop.customerId,
    });
    const cases: [object, string][] = [
      [{ first_name: '  ' }, 'first_name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: '123' }, 'phone'],
    ];
    for (const [body, property] of cases) {
      const refused = await shop.owner.patch(`/api/customer/${id}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details[0].property).toBe(property);
    }
    expect((await shop.owner.patch(`/api/customer/${id}`, {})).statusCode).toBe(400);
    expect(
      (await shop.owner.patch(`/api/customer/${other.customerId}`, { first_name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('is allowed to the desk (create_orders) and to customer editors (manage_customers), no one else', async () => {
    const shop = await setUpShop(t);
    const reporter = await createUser(
      t.handle.db,
      { id: shop.merchantId },
      { accessRights: ['view_reports'] },
    );
    const manager = await createUser(
      t.handle.db,
      { id: shop.merchantId },
      { accessRights: ['manage_customers'] },
    );
    const url = `/api/customer/${shop.customerId}`;
    expect(
      (await (await signIn(t.app, reporter.userName)).patch(url, { first_name: 'Cori' })).statusCode,
    ).toBe(403);
    expect(
      (await (await signIn(t.app, manager.userName)).patch(url, { first_name: 'Cori' })).statusCode,
    ).toBe(200);
    expect((await (await clerkOf(shop)).patch(url, { first_name: 'Cora' })).statusCode).toBe(200);
  });
});
