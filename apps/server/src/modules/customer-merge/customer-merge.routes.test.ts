import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  billingSchedules,
  calendarItems,
  customerCustomFields,
  customers,
  orders,
  paymentAccounts,
  timelineEvents,
} from '../../db/schema/index.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { crossShardRowLocks, rowLocks, statementsDuring } from '../../test/row-locks.ts';
import { createService, makeProvider } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkout, keyEntered, setUpShop } from '../checkout/checkout-test-setup.ts';
import { runQueuedMerges } from './customer-merge.service.ts';
import { insertJob } from './merge-jobs.repository.ts';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
});

async function addCustomer(
  merchantId: number,
  firstName: string,
  extra: Partial<typeof customers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(customers)
    .values({ merchantId, firstName, lastName: 'Merge', ...extra })
    .returning({ id: customers.id });
  return row?.id ?? 0;
}

async function setUp(staffRights: Parameters<typeof createMerchantWithStaff>[1] = []) {
  const setup = await createMerchantWithStaff(db, staffRights);
  const merchantId = setup.merchant.id;
  const keep = await addCustomer(merchantId, 'Keep', { email: 'keep@example.com' });
  const dupe = await addCustomer(merchantId, 'Dupe', { email: 'dupe@example.com' });
  const other = await addCustomer(merchantId, 'Other');
  const provider = await makeProvider(db, setup.owner);
  const service = await createService(db, setup.merchant);
  const start = new Date(Date.now() + 3 * 86_400_000);
  await db.insert(calendarItems).values({
    merchantId,
    kind: 'appointment',
    serviceProviderId: provider.id,
    offeringId: service.id,
    customerId: dupe,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
  });
  const account = (customerId: number, lastFour: string, isDefault: boolean) => ({
    merchantId,
    customerId,
    kind: 'card' as const,
    processorToken: `card_sandbox_test_${lastFour}`,
    lastFour,
    issuer: 'Visa',
    expirationMonth: 4,
    expirationYear: 2030,
    isDefault,
  });
  await db.insert(paymentAccounts).values([account(keep, '1111', true), account(dupe, '2222', true)]);
  await db.insert(customerCustomFields).values([
    { merchantId, customerId: keep, label: 'Allergies', value: 'None' },
    { merchantId, customerId: dupe, label: 'Allergies', value: 'Nuts' },
    { merchantId, customerId: dupe, label: 'Locker', value: '12' },
  ]);
  await db.insert(timelineEvents).values({
    merchantId,
    customerId: dupe,
    timelineEventType: 'comment',
    eventType: 'comment',
    content: 'Prefers mornings',
  });
  const client = await signIn(t.app, setup.owner.userName);
  return { ...setup, merchantId, keep, dupe, other, client };
}

/** Polls the status as the merge screen does, until the merge has ended (the route's own run may hold it). */
async function waitForMerge(client: TestClient, id: number) {
  return vi.waitFor(
    async () => {
      const status = (await client.get(`/api/merge_customers_status?id=${id}`)).json();
      if (status.is_finished) return status;
      await runQueuedMerges(db);
      throw new Error('the merge is still running');
    },
    { timeout: 20_000, interval: 25 },
  );
}

describe('merge customers (spec 2 §4 merge flow, §7)', () => {
  // First in the file: no merge a route queued earlier is still being run.
  it('two workers at once run each queued merge once, of two merchants, each claimed by its key (decision 107)', async () => {
    const shops = [await setUp(), await setUp()];
    const jobs = [];
    for (const s of shops) {
      jobs.push(
        await insertJob(db, {
          merchantId: s.merchantId,
          primaryCustomerId: s.keep,
          secondaryCustomerIds: [s.dupe],
          requestedByUserId: s.owner.id,
        }),
      );
    }
    let merged: number[] = [];
    const statements = await statementsDuring(async () => {
      merged = await Promise.all([runQueuedMerges(db), runQueuedMerges(db)]);
    });
    expect(merged.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const [i, s] of shops.entries()) {
      const status = (await s.client.get(`/api/merge_customers_status?id=${jobs[i]?.id}`)).json();
      expect(status).toMatchObject({ raw_status: 'finished', primary_customer_id: s.keep });
      const events = await db
        .select({ eventType: timelineEvents.eventType })
        .from(timelineEvents)
        .where(and(eq(timelineEvents.merchantId, s.merchantId), eq(timelineEvents.customerId, s.keep)));
      expect(events.filter((event) => event.eventType === 'customer_merged_event')).toHaveLength(1);
    }
    expect(rowLocks(statements).length).toBeGreaterThanOrEqual(2);
    expect(crossShardRowLocks(statements)).toEqual([]);
  });

  it('moves appointments, payment methods, custom fields and timeline to the kept customer, in one go', async () => {
    const s = await setUp();
    const queued = await s.client.post('/api/merge_customers', {
      primary_customer_id: s.keep,
      secondary_customer_ids: [s.dupe],
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ primary_customer_id: s.keep, is_finished: false });
    const status = await waitForMerge(s.client, queued.json().id);
    expect(status).toMatchObject({ raw_status: 'finished', is_finished: true, error_message: '' });

    const left = await db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, [s.keep, s.dupe]));
    expect(left.map((row) => row.id)).toEqual([s.keep]);
    const items = await db.select().from(calendarItems).where(eq(calendarItems.merchantId, s.merchantId));
    expect(items.map((item) => item.customerId)).toEqual([s.keep]);
    const accounts = await db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.merchantId, s.merchantId));
    expect(accounts.map((a) => [a.customerId, a.lastFour, a.isDefault]).sort()).toEqual([
      [s.keep, '1111', true],
      [s.keep, '2222', false],
    ]);
    const fields = await db
      .select({ label: customerCustomFields.label, value: customerCustomFields.value })
      .from(customerCustomFields)
      .where(
        and(eq(customerCustomFields.merchantId, s.merchantId), eq(customerCustomFields.customerId, s.keep)),
      );
    expect(fields.sort((a, b) => a.label.localeCompare(b.label))).toEqual([
      { label: 'Allergies', value: 'None' },
      { label: 'Locker', value: '12' },
    ]);
    const events = await db
      .select({ eventType: timelineEvents.eventType, content: timelineEvents.content })
      .from(timelineEvents)
      .where(eq(timelineEvents.customerId, s.keep));
    expect(events.map((event) => event.eventType).sort()).toEqual([
      'booked',
      'comment',
      'customer_merged_event',
    ]);
    expect(events.find((event) => event.eventType === 'customer_merged_event')?.content).toMatch(
      /^Merged Dupe Merge \(#\d+\) into this customer\.$/,
    );
    const latest = await s.client.get('/api/merge_customers_status');
    expect(latest.json()).toMatchObject({ id: queued.json().id, raw_status: 'finished' });
  });

  it('moves the merged customer’s orders and billing schedules too (issue 23 point 1)', async () => {
    const shop = await setUpShop(t);
    const keep = await addCustomer(shop.merchantId, 'Keep');
    const sale = await checkout(shop.owner, {
      ...keyEntered(),
      cart: [{ offering_id: shop.items.club }],
      customer: { id: shop.customerId, email: 'cora@example.test' },
    });
    expect(sale.json().payment_status).toBe('processed');
    const queued = await shop.owner.post('/api/merge_customers', {
      primary_customer_id: keep,
      secondary_customer_ids: [shop.customerId],
    });
    expect(await waitForMerge(shop.owner, queued.json().id)).toMatchObject({ raw_status: 'finished' });
    const [order] = await db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, sale.json().order.id));
    const [schedule] = await db
      .select({ customerId: billingSchedules.customerId, status: billingSchedules.status })
      .from(billingSchedules)
      .where(eq(billingSchedules.orderId, sale.json().order.id));
    expect([order, schedule]).toEqual([{ customerId: keep }, { customerId: keep, status: 'active' }]);
  });

  it('names the field: no other customer, or the kept one among those merged', async () => {
    const s = await setUp();
    const none = await s.client.post('/api/merge_customers', {
      primary_customer_id: s.keep,
      secondary_customer_ids: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0].property).toBe('secondary_customer_ids');
    const self = await s.client.post('/api/merge_customers', {
      primary_customer_id: s.keep,
      secondary_customer_ids: [s.keep],
    });
    expect(self.statusCode).toBe(400);
    expect((await s.client.get('/api/merge_customers_status')).json()).toBeNull();
  });

  it('a customer gone before the merge runs ends in error, and nothing changes', async () => {
    const s = await setUp();
    // Queued as POST merge_customers queues it, but without the route's immediate run, which would race
    // the delete below: the worker finds the job after the customer is gone.
    const queued = await insertJob(db, {
      merchantId: s.merchantId,
      primaryCustomerId: s.keep,
      secondaryCustomerIds: [s.other],
      requestedByUserId: s.owner.id,
    });
    await db.delete(customers).where(eq(customers.id, s.other));
    const status = await waitForMerge(s.client, queued.id);
    expect(status).toMatchObject({
      raw_status: 'error',
      is_finished: true,
      error_message: 'A customer to merge no longer exists.',
    });
    const kept = await db.select().from(customers).where(eq(customers.id, s.keep));
    expect(kept).toHaveLength(1);
  });

  it('needs manage_customers and the merge claim (403); another merchant’s customers are 404', async () => {
    const s = await setUp(['create_orders']);
    const staff = await signIn(t.app, s.staff.userName);
    const refused = await staff.post('/api/merge_customers', {
      primary_customer_id: s.keep,
      secondary_customer_ids: [s.dupe],
    });
    expect(refused.statusCode).toBe(403);
    const theirs = await setUp();
    const foreign = await s.client.post('/api/merge_customers', {
      primary_customer_id: s.keep,
      secondary_customer_ids: [theirs.dupe],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await s.client.get(`/api/merge_customers_status?id=999999`)).statusCode).toBe(404);
  });
});
