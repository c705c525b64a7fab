import { randomUUID } from 'node:crypto';
import type { ScheduledInvoice } from '@paybook/contracts';
import { addDays, todayInTimeZone } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../config.ts';
import { customers } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn, TestClient } from '../../test/client.ts';
import { CROWD, expectAnswers, sendCrowd } from '../../test/crowd.ts';
import { createSupportUser, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, MONTHLY_12, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import { putAction } from '../subscriptions/subscriptions-test-setup.ts';

// Issue 25 point 6, spec 3 §2.4, §4.6, §7: the scheduled invoice calls (decision 150).

let t: TestApp;
let shop: Shop;
let today: string;
beforeAll(async () => {
  t = await createCheckoutTestApp({}, DEFAULT_DATABASE_POOL_SIZE);
  shop = await setUpShop(t);
  today = todayInTimeZone('America/Denver');
});

const bodyFor = (s: Pick<Shop, 'customerId' | 'items'>, overrides: object = {}) => ({
  customer_id: s.customerId,
  lines: [
    { kind: 'item', offering_id: s.items.shampoo, quantity: '2' },
    { kind: 'custom', name: 'Design work', quantity: '1', price: '150.00' },
  ],
  terms: 'net_15',
  notes: 'Thanks for your business',
  recurrence: MONTHLY_12,
  first_send_date: addDays(today, 3),
  ...overrides,
});

function post(client: TestClient, body: object, key: string | null = randomUUID()) {
  return client.post('/api/scheduled_invoice', body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

async function create(client: TestClient = shop.owner, body: object = bodyFor(shop)) {
  const response = await post(client, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ScheduledInvoice>();
}

const url = (id: number, action = '') => `/api/scheduled_invoice/${id}${action}`;
const suspendUrl = (id: number) => `/api/scheduled_invoices/${id}/suspend`;

describe('POST scheduled_invoice and the lists', () => {
  it('creates an active schedule priced as the builder prices it, and lists it', async () => {
    const created = await create();
    // Shampoo 2 × $10.00 taxed 8.25 % ($1.65) and a free-text line of $150.00.
    expect(created).toMatchObject({
      schedule_status: 'active',
      next_send_date: addDays(today, 3),
      first_send_date: addDays(today, 3),
      number_of_invoices: 12,
      invoices_sent: 0,
      invoices_remaining: 12,
      amount_subtotal: '170.00',
      amount_tax: '1.65',
      amount_total: '171.65',
      customer: { id: shop.customerId, first_name: 'Cora' },
      template: { terms: 'net_15', notes: 'Thanks for your business', allow_partial_payment: false },
    });
    expect(created.priced_lines.map((line) => line.name)).toEqual(['Shampoo', 'Design work']);
    const all = (await shop.owner.get('/api/scheduled_invoices')).json();
    expect(all.data.map((row: { id: number }) => row.id)).toContain(created.id);
    const theirs = await shop.owner.get(`/api/customer/${shop.customerId}/scheduled_invoices`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data[0].id).toBe(created.id);
    expect((await shop.owner.get(url(created.id))).json()).toEqual(created);
    // Not a subscription nor a recurring payment.
    expect((await shop.owner.get(`/api/subscription/${created.id}`)).statusCode).toBe(404);
    expect((await shop.owner.get(`/api/recurring_payment/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps a draft without a next send date, filters by status and pages 5 at a time by default', async () => {
    const s = await setUpShop(t);
    const draft = await create(s.owner, bodyFor(s, { draft: true }));
    expect(draft).toMatchObject({ schedule_status: 'draft', next_send_date: null });
    for (let made = 0; made < 5; made += 1) await create(s.owner, bodyFor(s));
    const page = (await s.owner.get(`/api/customer/${s.customerId}/scheduled_invoices`)).json();
    expect(page.data).toHaveLength(5);
    expect(page.total_item_count).toBe(6);
    const drafts = (await s.owner.get('/api/scheduled_invoices?status=draft')).json();
    expect(drafts.data.map((row: { id: number }) => row.id)).toEqual([draft.id]);
    const started = await putAction(s.owner, url(draft.id, '/activate'), {});
    expect(started.json()).toMatchObject({ schedule_status: 'active', next_send_date: addDays(today, 3) });
  });

  it('answers a repeat with the same key once', async () => {
    const key = randomUUID();
    const first = await post(shop.owner, bodyFor(shop), key);
    const again = await post(shop.owner, bodyFor(shop), key);
    expect(again.json().id).toBe(first.json().id);
    expect((await post(shop.owner, bodyFor(shop), null)).statusCode).toBe(400);
  });

  it('names the field of bad input', async () => {
    // A customer without an e-mail address: nobody to send the invoices to.
    const [noEmail] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .insert(customers)
        .values({ merchantId: shop.merchantId, firstName: 'No', lastName: 'Mail', email: '' })
        .returning({ id: customers.id }),
    );
    const cases: [object, string][] = [
      [{ first_send_date: today }, 'first_send_date'],
      [{ first_send_date: '2026-02-30' }, 'first_send_date'],
      [{ customer_id: 987654321 }, 'customer_id'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ kind: 'custom', name: 'Free', quantity: '1', price: '0.00' }] }, 'lines'],
      [{ lines: [{ kind: 'item', offering_id: 987654321, quantity: '1' }] }, 'lines.0.offering_id'],
      [{ lines: [{ kind: 'item', offering_id: shop.items.club, quantity: '1' }] }, 'lines.0.offering_id'],
      [{ terms: 'custom' }, 'days_until_due'],
      [
        { recurrence: { ...MONTHLY_12, periods_between_occurrence: 0 } },
        'recurrence.periods_between_occurrence',
      ],
      [{ customer_id: noEmail?.id }, 'additional_to_emails'],
    ];
    for (const [overrides, property] of cases) {
      const response = await post(shop.owner, bodyFor(shop, overrides));
      expect(response.statusCode, `${property}: ${response.body}`).toBe(400);
      expect(response.json().error.details[0].property, response.body).toBe(property);
    }
  });
});

describe('access (spec 3 §6, the route table)', () => {
  it('lets create_orders create and edit but not suspend; no right creates nothing; reads need none', async () => {
    const s = await setUpShop(t, ['create_orders']);
    const creator = await signIn(t.app, s.staffUserName);
    const created = await create(creator, bodyFor(s));
    const edited = await putAction(creator, url(created.id), bodyFor(s, { notes: 'Edited' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await putAction(creator, suspendUrl(created.id), {})).statusCode).toBe(403);
    expect((await putAction(creator, url(created.id, '/activate'), {})).statusCode).toBe(403);
    const bare = await setUpShop(t, []);
    const reader = await signIn(t.app, bare.staffUserName);
    expect((await post(reader, bodyFor(bare))).statusCode).toBe(403);
    expect((await reader.get('/api/scheduled_invoices')).statusCode).toBe(200);
  });

  it('refuses an impersonating support user everything (spec 3 §6)', async () => {
    const { id } = await create();
    const modifier = await createUser(
      t.handle.db,
      { id: shop.merchantId },
      { accessRights: ['modify_orders', 'create_orders'] },
    );
    const supportUser = await createSupportUser(t.handle.db);
    const client = new TestClient(t.app);
    await client.post('/api/support/login', { user_name: supportUser.userName, password: TEST_PASSWORD });
    expect((await client.post('/api/support/impersonate', { user_id: modifier.id })).statusCode).toBe(200);
    expect((await client.get('/api/scheduled_invoices')).statusCode).toBe(403);
    expect((await client.get(url(id))).statusCode).toBe(403);
    expect((await post(client, bodyFor(shop))).statusCode).toBe(403);
    expect((await putAction(client, suspendUrl(id), {})).statusCode).toBe(403);
  });

  it('answers 404 for another merchant’s schedule and customer', async () => {
    const other = await setUpShop(t);
    const theirs = await create(other.owner, bodyFor(other));
    expect((await shop.owner.get(url(theirs.id))).statusCode).toBe(404);
    expect((await shop.owner.get(url(theirs.id, '/invoices'))).statusCode).toBe(404);
    expect((await putAction(shop.owner, suspendUrl(theirs.id), {})).statusCode).toBe(404);
    expect((await putAction(shop.owner, url(theirs.id, '/activate'), {})).statusCode).toBe(404);
    expect((await putAction(shop.owner, url(theirs.id), bodyFor(shop))).statusCode).toBe(404);
    expect((await shop.owner.get(`/api/customer/${other.customerId}/scheduled_invoices`)).statusCode).toBe(
      404,
    );
    // Their customer is not a choice here.
    const mixed = await post(shop.owner, bodyFor(other));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.details[0].property).toBe('customer_id');
  });
});

describe('PUT scheduled_invoice/{id}, suspend and activate (spec 3 §4.6)', () => {
  it('suspends an active schedule once, hides its invoices while suspended, and activates it', async () => {
    const { id } = await create();
    expect((await shop.owner.get(url(id, '/invoices'))).json()).toEqual({ data: [], total_item_count: 0 });
    const suspended = await putAction(shop.owner, suspendUrl(id), {});
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ schedule_status: 'suspended', next_send_date: null });
    const again = await putAction(shop.owner, suspendUrl(id), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RECURRING_SCHEDULE_REFUSED');
    expect((await shop.owner.get(url(id, '/invoices'))).statusCode).toBe(409);
    const edited = await putAction(shop.owner, url(id), bodyFor(shop, { notes: 'New notes' }));
    expect(edited.json()).toMatchObject({ schedule_status: 'suspended', template: { notes: 'New notes' } });
    const active = await putAction(shop.owner, url(id, '/activate'), {});
    expect(active.json()).toMatchObject({ schedule_status: 'active', next_send_date: addDays(today, 3) });
    expect((await putAction(shop.owner, url(id, '/activate'), {})).statusCode).toBe(409);
  });

  it('restarts the pattern from a new first send date, keeps the customer and never goes back to a draft', async () => {
    const { id } = await create();
    const moved = await putAction(
      shop.owner,
      url(id),
      bodyFor(shop, { first_send_date: addDays(today, 10) }),
    );
    expect(moved.json()).toMatchObject({
      next_send_date: addDays(today, 10),
      first_send_date: addDays(today, 10),
    });
    const cases: [object, string][] = [
      [{ draft: true }, 'draft'],
      [{ first_send_date: today }, 'first_send_date'],
      [{ customer_id: (await setUpShop(t)).customerId }, 'customer_id'],
    ];
    for (const [overrides, property] of cases) {
      const response = await putAction(shop.owner, url(id), bodyFor(shop, overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details[0].property).toBe(property);
    }
  });
});

describe('the customer delete refusal (spec 2 §5, decision 144)', () => {
  it('counts the scheduled invoices that still send, suspended too, but not a draft', async () => {
    const s = await setUpShop(t);
    const { id } = await create(s.owner, bodyFor(s));
    await create(s.owner, bodyFor(s, { draft: true }));
    await putAction(s.owner, suspendUrl(id), {});
    const outstanding = await s.owner.get(`/api/customer/${s.customerId}/outstandingitems`);
    expect(outstanding.json()).toMatchObject({ recurring_invoices: 1, billing_schedules: 0 });
    const refused = await s.owner.delete(`/api/customer/${s.customerId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This customer can't be deleted while they have 1 recurring invoice.",
    );
  });
});

describe(`${CROWD} suspends at once on one scheduled invoice (default pool)`, () => {
  it('suspends once, each with its own key; the others are refused; /api/health answers', async () => {
    const { id } = await create();
    const answers = await sendCrowd(t.app, 'suspends of one scheduled invoice', () =>
      putAction(shop.owner, suspendUrl(id), {}),
    );
    expectAnswers(answers, 200, 1);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().error.code).toBe('RECURRING_SCHEDULE_REFUSED');
    }
  });
});
