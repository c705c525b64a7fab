import type { ReportSubscriptionList } from '@paybook/contracts';
import { nextReportRun } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  CUSTOMERS,
  setUpSubscriptions,
  subscribe,
  subscriptionJobs,
} from './report-subscriptions-test-setup.ts';

// Issue 28 point 3, spec 3 §6: a user's e-mailed reports through the API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const property = (response: { json: () => { error: { details?: { property: string }[] } } }) =>
  response.json().error.details?.map((detail) => detail.property);

describe('subscribing to a saved report (spec 3 §6 view_reports)', () => {
  it('subscribes daily at a local hour, lists it with its address and next send, and queues that send', async () => {
    const s = await setUpSubscriptions(t);
    const url = `${CUSTOMERS}/${s.vipNumber}/subscriptions`;
    const before = new Date();
    const created = await s.owner.post(url, { frequency: 'daily', hour: 7 });
    expect(created.statusCode, created.body).toBe(201);
    const subscription = created.json();
    expect(subscription).toMatchObject({
      report_type: 'customers',
      report_number: s.vipNumber,
      report_name: 'VIP',
      frequency: 'daily',
      hour: 7,
      time_zone: s.merchant.timeZone,
      email: s.ownerUser.email,
    });
    const expected = nextReportRun({ frequency: 'daily', hour: 7 }, s.merchant.timeZone, before).run_at;
    expect(subscription.next_run_at).toBe(expected.toISOString());

    const list = (await s.owner.get(url)).json<ReportSubscriptionList>();
    expect(list.email).toBe(s.ownerUser.email);
    expect(list.data).toEqual([subscription]);
    const queued = await subscriptionJobs(t, s.merchant.id, subscription.id);
    expect(queued.map((job) => [job.state, job.runAt.toISOString()])).toEqual([
      ['queued', subscription.next_run_at],
    ]);

    // Weekly and monthly beside it; the same frequency again is refused, naming it.
    await subscribe(s.owner, url, { frequency: 'monthly', hour: 23 });
    await subscribe(s.owner, url, { frequency: 'weekly', hour: 0 });
    const again = await s.owner.post(url, { frequency: 'daily', hour: 9 });
    expect(again.statusCode).toBe(409);
    expect(property(again)).toEqual(['frequency']);
    const frequencies = (await s.owner.get(url))
      .json<ReportSubscriptionList>()
      .data.map((row) => row.frequency);
    expect(frequencies).toEqual(['daily', 'weekly', 'monthly']);
  });

  it('cancels: the subscription and its queued send are gone', async () => {
    const s = await setUpSubscriptions(t);
    const url = `${CUSTOMERS}/${s.vipNumber}/subscriptions`;
    const subscription = await subscribe(s.owner, url);
    const cancelled = await s.owner.delete(`/api/report_subscriptions/${subscription.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await s.owner.get(url)).json<ReportSubscriptionList>().data).toEqual([]);
    expect(await subscriptionJobs(t, s.merchant.id, subscription.id)).toEqual([]);
    expect((await s.owner.delete(`/api/report_subscriptions/${subscription.id}`)).statusCode).toBe(404);
  });

  it('the built-in report may be subscribed to as well (report 1)', async () => {
    const s = await setUpSubscriptions(t);
    const subscription = await subscribe(s.owner, `${CUSTOMERS}/1/subscriptions`, {
      frequency: 'weekly',
      hour: 8,
    });
    expect(subscription).toMatchObject({
      report_number: 1,
      report_name: 'All Customers',
      frequency: 'weekly',
    });
  });

  it('an Idempotency-Key makes a resent subscribe one subscription', async () => {
    const s = await setUpSubscriptions(t);
    const url = `${CUSTOMERS}/${s.vipNumber}/subscriptions`;
    const headers = { 'idempotency-key': 'subscribe-vip-daily' };
    const first = await s.owner.post(url, { frequency: 'daily', hour: 6 }, { headers });
    const repeat = await s.owner.post(url, { frequency: 'daily', hour: 6 }, { headers });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect((await s.owner.get(url)).json<ReportSubscriptionList>().data).toHaveLength(1);
  });

  it('names the field: an hour outside 0–23 or not whole, an unknown frequency; an unknown report is 404', async () => {
    const s = await setUpSubscriptions(t);
    const url = `${CUSTOMERS}/${s.vipNumber}/subscriptions`;
    for (const hour of [24, -1, 7.5]) {
      const response = await s.owner.post(url, { frequency: 'daily', hour });
      expect(response.statusCode, String(hour)).toBe(400);
      expect(property(response)).toEqual(['hour']);
    }
    const hourly = await s.owner.post(url, { frequency: 'hourly', hour: 7 });
    expect(hourly.statusCode).toBe(400);
    expect(property(hourly)).toEqual(['frequency']);
    expect(
      (await s.owner.post(`${CUSTOMERS}/987654/subscriptions`, { frequency: 'daily', hour: 7 })).statusCode,
    ).toBe(404);
    expect((await s.owner.get('/api/saved_reports/people/1/subscriptions')).statusCode).toBe(400);
  });

  it('refuses a user without the rights: view_reports, and for the customer list its export too', async () => {
    const s = await setUpSubscriptions(t);
    const url = `${CUSTOMERS}/${s.vipNumber}/subscriptions`;
    // manage_customers alone may export the list but not subscribe; view_reports alone may not export it.
    expect((await s.manager.post(url, { frequency: 'daily', hour: 7 })).statusCode).toBe(403);
    expect((await s.manager.get(url)).statusCode).toBe(403);
    expect((await s.reporter.post(url, { frequency: 'daily', hour: 7 })).statusCode).toBe(403);
    // view_reports is enough for a report of the reports area.
    const transactions = await s.reporter.post('/api/saved_reports/transactions/1/subscriptions', {
      frequency: 'daily',
      hour: 7,
    });
    expect(transactions.statusCode, transactions.body).toBe(201);
    expect(
      (
        await s.manager.post('/api/saved_reports/transactions/1/subscriptions', {
          frequency: 'daily',
          hour: 7,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("reaches nothing of another merchant's or another user's", async () => {
    const s = await setUpSubscriptions(t);
    const subscription = await subscribe(s.owner, `${CUSTOMERS}/${s.vipNumber}/subscriptions`);
    const other = await createMerchantWithStaff(t.handle.db, [], { hasPayments: true });
    const stranger = await signIn(t.app, other.owner.userName);
    // The other merchant has no saved report of that number, and the subscription is not theirs.
    expect((await stranger.get(`${CUSTOMERS}/${s.vipNumber}/subscriptions`)).statusCode).toBe(404);
    expect(
      (await stranger.post(`${CUSTOMERS}/${s.vipNumber}/subscriptions`, { frequency: 'daily', hour: 7 }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.delete(`/api/report_subscriptions/${subscription.id}`)).statusCode).toBe(404);
    // A colleague of the same merchant with the same rights neither sees nor cancels it.
    const colleagueUser = await createUser(t.handle.db, s.merchant, {
      accessRights: ['manage_customers', 'view_reports'],
    });
    const colleague = await signIn(t.app, colleagueUser.userName);
    expect((await colleague.get(`${CUSTOMERS}/${s.vipNumber}/subscriptions`)).json().data).toEqual([]);
    expect((await colleague.delete(`/api/report_subscriptions/${subscription.id}`)).statusCode).toBe(404);
    expect((await s.owner.get(`${CUSTOMERS}/${s.vipNumber}/subscriptions`)).json().data).toHaveLength(1);
  });

  it('deleting the saved report ends its subscriptions and their queued sends', async () => {
    const s = await setUpSubscriptions(t);
    const url = `${CUSTOMERS}/${s.vipNumber}/subscriptions`;
    const daily = await subscribe(s.owner, url);
    const monthly = await subscribe(s.owner, url, { frequency: 'monthly', hour: 5 });
    const builtIn = await subscribe(s.owner, `${CUSTOMERS}/1/subscriptions`);
    expect((await s.owner.delete(`${CUSTOMERS}/${s.vipNumber}`)).statusCode).toBe(200);
    expect((await s.owner.get(url)).statusCode).toBe(404);
    expect(await subscriptionJobs(t, s.merchant.id, daily.id)).toEqual([]);
    expect(await subscriptionJobs(t, s.merchant.id, monthly.id)).toEqual([]);
    // Another report's subscription stays.
    expect(
      (await s.owner.get(`${CUSTOMERS}/1/subscriptions`)).json().data.map((row: { id: number }) => row.id),
    ).toEqual([builtIn.id]);
  });
});
