import type { AccountDetails, MerchantStats } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, merchants } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCashOrder, insertCustomer } from '../orders/orders-test-setup.ts';

// spec 3 §7 Settings: "merchant stats … account details" (paths ours: decision 187).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DAY = 86_400_000;

async function setUp(staffRights: Parameters<typeof createMerchantWithStaff>[1] = []) {
  const setup = await createMerchantWithStaff(t.handle.db, staffRights);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

describe('account details (spec 3 §7)', () => {
  it("answers the account's number, product, booking page, owner and opening day in its zone", async () => {
    const { merchant, client } = await setUp();
    // Opened at 03:00 UTC on 1 March: still 28 February in Denver.
    await t.handle.db
      .update(merchants)
      .set({ createdAt: new Date('2026-03-01T03:00:00Z'), timeZone: 'America/Denver' })
      .where(eq(merchants.id, merchant.id));
    const response = await client.get('/api/merchant/account_details');
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountDetails>()).toEqual({
      merchant_id: merchant.id,
      company_name: merchant.name,
      product_name: 'full_product',
      url_subdomain: merchant.urlSubdomain,
      booking_page_path: `/book/${merchant.urlSubdomain}`,
      time_zone: 'America/Denver',
      owner_name: 'Olive Owner',
      owner_email: expect.stringContaining('@example.test'),
      email_verified: false,
      member_since: '2026-02-28',
    });
  });
});

describe('merchant stats (spec 3 §7, spec 2 §3 Merchant.stats)', () => {
  it('counts customers (not deleted), active staff, and the last 30 days of orders with what they paid', async () => {
    const { merchant, client } = await setUp();
    const db = t.handle.db;
    const ada = await insertCustomer(db, merchant.id);
    const gone = await insertCustomer(db, merchant.id, 'Gone');
    await db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, gone.id));
    await insertCashOrder(db, merchant.id, {
      customerId: ada.id,
      createdAt: new Date(Date.now() - DAY),
      quantity: 2,
    });
    await insertCashOrder(db, merchant.id, {
      customerId: ada.id,
      createdAt: new Date(Date.now() - 2 * DAY),
      unpaid: true,
    });
    // Older than 30 days: not recent.
    await insertCashOrder(db, merchant.id, {
      customerId: ada.id,
      createdAt: new Date(Date.now() - 40 * DAY),
    });

    const response = await client.get('/api/merchant/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json<MerchantStats>()).toEqual({
      customers: 1,
      active_staff: 2,
      active_services: 0,
      active_products: 0,
      upcoming_appointments: 0,
      recent_orders: 2,
      recent_amount_paid: '13.00',
    });
  });

  it("never counts another merchant's rows", async () => {
    const first = await setUp();
    const second = await setUp();
    await insertCustomer(t.handle.db, first.merchant.id);
    expect((await second.client.get('/api/merchant/stats')).json<MerchantStats>().customers).toBe(0);
    expect(
      (await second.client.get('/api/merchant/account_details')).json<AccountDetails>().merchant_id,
    ).toBe(second.merchant.id);
  });
});

describe('who may read them (spec 3 §6: business settings need manage_configuration)', () => {
  it('refuses staff without manage_configuration (403), and anyone signed out (401)', async () => {
    const { staff } = await setUp(['create_orders', 'manage_customers']);
    const client = await signIn(t.app, staff.userName);
    for (const path of ['/api/merchant/account_details', '/api/merchant/stats']) {
      expect((await client.get(path)).statusCode, path).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
    }
    const { staff: configurer } = await setUp(['manage_configuration']);
    const allowed = await signIn(t.app, configurer.userName);
    expect((await allowed.get('/api/merchant/stats')).statusCode).toBe(200);
  });
});
