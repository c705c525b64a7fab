import { randomUUID } from 'node:crypto';
import { addDays, todayInTimeZone } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../config.ts';
import { signIn, TestClient } from '../../test/client.ts';
import { CROWD, expectAnswers, sendCrowd } from '../../test/crowd.ts';
import { createSupportUser, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createCheckoutTestApp,
  MONTHLY_12,
  type Shop,
  setUpShop,
  storeAccount,
} from '../checkout/checkout-test-setup.ts';
import { putAction } from '../subscriptions/subscriptions-test-setup.ts';

// Issue 25 point 6, spec 3 §4.6, §7: the recurring payment calls.

let t: TestApp;
let shop: Shop;
let accountId: number;
let today: string;
beforeAll(async () => {
  t = await createCheckoutTestApp({}, DEFAULT_DATABASE_POOL_SIZE);
  shop = await setUpShop(t);
  accountId = (await storeAccount(t.handle.db, shop, shop.customerId, 'card')).id;
  today = todayInTimeZone('America/Denver');
});

const bodyFor = (s: Shop, account: number, overrides: object = {}) => ({
  customer_id: s.customerId,
  payment_account_id: account,
  description: 'Monthly rent',
  amount: '45.00',
  recurrence: MONTHLY_12,
  start_at: addDays(today, 3),
  ...overrides,
});

function post(client: TestClient, body: object, key: string | null = randomUUID()) {
  return client.post('/api/recurring_payment', body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

async function create(client: TestClient = shop.owner, body: object = bodyFor(shop, accountId)) {
  const response = await post(client, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

describe('POST recurring_payment and the lists', () => {
  it('creates an active payment and lists it for the merchant and the customer', async () => {
    const created = await create();
    expect(created).toMatchObject({
      schedule_status: 'active',
      next_send_date: addDays(today, 3),
      amount: '45.00',
      description: 'Monthly rent',
      account_label: expect.stringContaining('4242'),
      customer: { id: shop.customerId, first_name: 'Cora' },
    });
    const all = (await shop.owner.get('/api/recurring_payments')).json();
    expect(all.data.map((row: { id: number }) => row.id)).toContain(created.id);
    const theirs = await shop.owner.get(`/api/customer/${shop.customerId}/recurring_payments?limit=5`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data[0].id).toBe(created.id);
    // Not a subscription: the subscription calls and the profile's billing schedules do not see it.
    expect((await shop.owner.get(`/api/subscription/${created.id}`)).statusCode).toBe(404);
  });

  it('answers a repeat with the same key once', async () => {
    const key = randomUUID();
    const first = await post(shop.owner, bodyFor(shop, accountId), key);
    const again = await post(shop.owner, bodyFor(shop, accountId), key);
    expect(again.json().id).toBe(first.json().id);
  });

  it('names the field of bad input', async () => {
    const cases: [object, string][] = [
      [{ amount: 'ten' }, 'amount'],
      [{ amount: '0.00' }, 'amount'],
      [{ description: '' }, 'description'],
      [{ start_at: today }, 'start_at'],
      [{ payment_account_id: 987654321 }, 'payment_account_id'],
      [{ customer_id: 987654321 }, 'customer_id'],
    ];
    for (const [overrides, property] of cases) {
      const response = await post(shop.owner, bodyFor(shop, accountId, overrides));
      expect(response.statusCode, `${property}: ${response.body}`).toBe(400);
      expect(response.json().error.details[0].property).toBe(property);
    }
  });

  it('refuses a user without modify_orders (403) and another merchant’s ids (404)', async () => {
    const other = await setUpShop(t);
    const theirAccount = (await storeAccount(t.handle.db, other, other.customerId, 'card')).id;
    const theirs = await create(other.owner, bodyFor(other, theirAccount));
    const staff = await signIn(t.app, shop.staffUserName);
    expect((await post(staff, bodyFor(shop, accountId))).statusCode).toBe(403);
    expect((await staff.get('/api/recurring_payments')).statusCode).toBe(403);
    expect((await shop.owner.get(`/api/recurring_payment/${theirs.id}`)).statusCode).toBe(404);
    expect((await putAction(shop.owner, `/api/recurring_payment/${theirs.id}/suspend`, {})).statusCode).toBe(
      404,
    );
    expect((await shop.owner.get(`/api/customer/${other.customerId}/recurring_payments`)).statusCode).toBe(
      404,
    );
    // Their customer's account is not a choice here.
    expect((await post(shop.owner, bodyFor(other, theirAccount))).statusCode).toBe(400);
  });

  it('refuses an impersonating support user (spec 3 §6)', async () => {
    const modifier = await createUser(
      t.handle.db,
      { id: shop.merchantId },
      { accessRights: ['modify_orders'] },
    );
    const supportUser = await createSupportUser(t.handle.db);
    const client = new TestClient(t.app);
    await client.post('/api/support/login', { user_name: supportUser.userName, password: TEST_PASSWORD });
    expect((await client.post('/api/support/impersonate', { user_id: modifier.id })).statusCode).toBe(200);
    expect((await client.get('/api/recurring_payments')).statusCode).toBe(403);
    expect((await post(client, bodyFor(shop, accountId))).statusCode).toBe(403);
  });
});

describe('PUT recurring_payment/{id}, suspend and activate (spec 3 §4.6)', () => {
  it('suspends an active payment, refuses a second suspend, pauses until a date and activates', async () => {
    const { id } = await create();
    const url = (action = '') => `/api/recurring_payment/${id}${action}`;
    const suspended = await putAction(shop.owner, url('/suspend'), {});
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ schedule_status: 'suspended', next_send_date: null });
    const again = await putAction(shop.owner, url('/suspend'), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RECURRING_SCHEDULE_REFUSED');
    const active = await putAction(shop.owner, url('/activate'), {});
    expect(active.json().schedule_status).toBe('active');
    const resumeAt = addDays(today, 20);
    const paused = await putAction(shop.owner, url('/suspend'), { resume_at: resumeAt });
    expect(paused.json()).toMatchObject({ schedule_status: 'pause_until', next_send_date: resumeAt });
    expect((await putAction(shop.owner, url('/suspend'), { resume_at: today })).statusCode).toBe(409);
    const edited = await putAction(shop.owner, url(), bodyFor(shop, accountId, { amount: '50.00' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: '50.00', schedule_status: 'pause_until' });
  });

  it('names resume_at in the past and keeps the customer on edit', async () => {
    const { id } = await create();
    const past = await putAction(shop.owner, `/api/recurring_payment/${id}/suspend`, { resume_at: today });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details[0].property).toBe('resume_at');
    const other = await setUpShop(t);
    const moved = await putAction(
      shop.owner,
      `/api/recurring_payment/${id}`,
      bodyFor(shop, accountId, { customer_id: other.customerId }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.details[0].property).toBe('customer_id');
  });
});

describe('the customer delete refusal (spec 2 §5)', () => {
  it('counts a recurring payment that still bills, suspended too', async () => {
    const s = await setUpShop(t);
    const account = (await storeAccount(t.handle.db, s, s.customerId, 'card')).id;
    const { id } = await create(s.owner, bodyFor(s, account));
    await putAction(s.owner, `/api/recurring_payment/${id}/suspend`, {});
    const outstanding = await s.owner.get(`/api/customer/${s.customerId}/outstandingitems`);
    expect(outstanding.json()).toMatchObject({ recurring_payments: 1, billing_schedules: 0 });
    const refused = await s.owner.delete(`/api/customer/${s.customerId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This customer can't be deleted while they have 1 recurring payment.",
    );
  });
});

describe(`${CROWD} suspends at once on one recurring payment (default pool)`, () => {
  it('suspends once, each with its own key; the others are refused; /api/health answers', async () => {
    const { id } = await create();
    const answers = await sendCrowd(t.app, 'suspends of one recurring payment', () =>
      putAction(shop.owner, `/api/recurring_payment/${id}/suspend`, {}),
    );
    expectAnswers(answers, 200, 1);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().error.code).toBe('RECURRING_SCHEDULE_REFUSED');
    }
  });
});
