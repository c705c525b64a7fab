import { addDays, cancelProration, centsToPrice, todayInTimeZone } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../config.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { CROWD, expectAnswers, sendCrowd } from '../../test/crowd.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import {
  billsOf,
  putAction,
  readSubscription,
  sellClub,
  subscriptionNoticesOf,
  subscriptionUrl,
} from './subscriptions-test-setup.ts';

// Issue 25 point 5, spec 3 §4.5, §7: activate, suspend, resume_at and cancel of a billing schedule sold at
// the checkout.

let t: TestApp;
let shop: Shop;
let staff: TestClient;
let today: string;
beforeAll(async () => {
  t = await createCheckoutTestApp({}, DEFAULT_DATABASE_POOL_SIZE);
  shop = await setUpShop(t, ['create_orders', 'view_reports']);
  staff = await signIn(t.app, shop.staffUserName);
  today = todayInTimeZone('America/Denver');
});

const REFUSED = /^We cannot perform this operation for this item\./;

describe('PUT subscription/{id}/suspend and /activate (spec 3 §4.5, §9)', () => {
  it('suspends now with no specified end, then activates from a projected bill date', async () => {
    const id = await sellClub(t, shop);
    const suspended = await putAction(shop.owner, subscriptionUrl(id, 'suspend'), { notes: 'On holiday' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      subscription_status: 'suspended',
      resume_at: null,
      notes: 'On holiday',
    });
    const offer = suspended.json().projected_bill_dates as string[];
    // spec 3 §9: 10 × 1 + 1 monthly dates, from tomorrow.
    expect(offer).toHaveLength(11);
    expect(offer[0] && offer[0] > today).toBe(true);
    const chosen = offer[2] as string;
    const active = await putAction(shop.owner, subscriptionUrl(id, 'activate'), { resume_at: chosen });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json()).toMatchObject({
      subscription_status: 'active',
      next_bill_date: chosen,
      projected_bill_dates: [],
      number_of_remaining_executions: 11,
    });
    expect(active.json().next_bill_dates[0]).toEqual({ fire_date: chosen });
    expect(active.json().final_bill_date).toBe(active.json().next_bill_dates[10].fire_date);
  });

  it('suspends from a later day: active until then; the reactivation day can change', async () => {
    const id = await sellClub(t, shop);
    const from = addDays(today, 5);
    const later = await putAction(shop.owner, subscriptionUrl(id, 'suspend'), {
      suspend_at: from,
      resume_at: addDays(today, 40),
    });
    expect(later.json()).toMatchObject({
      subscription_status: 'active',
      suspend_at: from,
      resume_at: addDays(today, 40),
    });
    const moved = await putAction(shop.owner, subscriptionUrl(id, 'resume_at'), { resume_at: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ subscription_status: 'active', resume_at: null, suspend_at: from });
  });

  it('refuses what spec 3 §4.5 refuses with 409 and the spec’s wording', async () => {
    const id = await sellClub(t, shop);
    const activate = await putAction(shop.owner, subscriptionUrl(id, 'activate'), {
      resume_at: addDays(today, 3),
    });
    expect(activate.statusCode).toBe(409);
    expect(activate.json().error.code).toBe('SUBSCRIPTION_ACTION_REFUSED');
    expect(activate.json().error.message).toMatch(REFUSED);
    const noSuspension = await putAction(shop.owner, subscriptionUrl(id, 'resume_at'), { resume_at: null });
    expect(noSuspension.statusCode).toBe(409);
    await putAction(shop.owner, subscriptionUrl(id, 'cancel'), {});
    for (const action of ['suspend', 'activate']) {
      const answer = await putAction(shop.owner, subscriptionUrl(id, action), {
        resume_at: addDays(today, 3),
      });
      expect(answer.statusCode, action).toBe(409);
    }
  });

  it('names the field of bad input (400) and changes nothing', async () => {
    const id = await sellClub(t, shop);
    const before = await readSubscription(shop.owner, id);
    const cases: [string, object, string][] = [
      ['suspend', { resume_at: today }, 'resume_at'],
      ['suspend', { suspend_at: addDays(today, -1) }, 'suspend_at'],
      ['suspend', { resume_at: '2027-02-30' }, 'resume_at'],
      ['cancel', { last_payment_option: 'half' }, 'last_payment_option'],
    ];
    for (const [action, body, field] of cases) {
      const answer = await putAction(shop.owner, subscriptionUrl(id, action), body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.details.map((d: { property: string }) => d.property)).toContain(field);
    }
    await putAction(shop.owner, subscriptionUrl(id, 'suspend'), {});
    const notOffered = await putAction(shop.owner, subscriptionUrl(id, 'activate'), {
      resume_at: addDays(today, 400),
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error.details[0].property).toBe('resume_at');
    const noKey = await putAction(shop.owner, subscriptionUrl(id, 'cancel'), {}, null);
    expect(noKey.statusCode).toBe(400);
    const after = await readSubscription(shop.owner, id);
    expect(after).toMatchObject({ subscription_status: 'suspended', suspend_at: before.suspend_at });
  });

  it('needs modify_orders (403) and answers 404 for another merchant’s schedule', async () => {
    const id = await sellClub(t, shop);
    const denied = await putAction(staff, subscriptionUrl(id, 'suspend'), {});
    expect(denied.statusCode).toBe(403);
    // Reading it needs only what reading orders needs.
    expect((await staff.get(subscriptionUrl(id))).statusCode).toBe(200);
    const other = await setUpShop(t);
    expect((await other.owner.get(subscriptionUrl(id))).statusCode).toBe(404);
    for (const action of ['suspend', 'cancel', 'activate']) {
      const answer = await putAction(other.owner, subscriptionUrl(id, action), {
        resume_at: addDays(today, 3),
      });
      expect(answer.statusCode, action).toBe(404);
    }
    expect((await readSubscription(shop.owner, id)).subscription_status).toBe('active');
  });
});

describe('PUT subscription/{id}/cancel with a last payment (decision 127)', () => {
  it('shows the proration, then cancels and writes one final bill due today', async () => {
    const id = await sellClub(t, shop);
    const before = await readSubscription(shop.owner, id);
    const proration = await shop.owner.get(subscriptionUrl(id, 'cancellation/calculate_proration'));
    expect(proration.statusCode, proration.body).toBe(200);
    const expected = cancelProration(
      {
        recurrence: before.recurrence,
        start_at: before.start_at,
        number_of_active_executions: before.number_of_active_executions,
        next_bill_date: before.next_bill_date,
        price_cents: 3000,
      },
      today,
    );
    expect(proration.json()).toEqual({
      bill_date: today,
      period_start: expected.period_start,
      period_end: expected.period_end,
      period_days: expected.period_days,
      days_left: expected.days_left,
      full_amount: '30.00',
      prorated: centsToPrice(expected.prorated_cents),
    });
    const cancelled = await putAction(shop.owner, subscriptionUrl(id, 'cancel'), {
      last_payment_option: 'prorated',
      notes: 'Moved away',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      subscription_status: 'cancelled',
      proration_setting: 'prorated',
      next_bill_date: null,
      next_bill_dates: [],
    });
    expect(cancelled.json().bills).toEqual([
      expect.objectContaining({
        kind: 'final',
        state: 'due',
        bill_date: today,
        amount: centsToPrice(expected.prorated_cents),
      }),
    ]);
    expect(await billsOf(t, shop.merchantId, id)).toEqual([
      expect.objectContaining({
        kind: 'final',
        state: 'due',
        billDate: today,
        amount: expected.prorated_cents,
      }),
    ]);
  });

  it('a cancel without a last payment writes no bill', async () => {
    const id = await sellClub(t, shop);
    const cancelled = await putAction(shop.owner, subscriptionUrl(id, 'cancel'), {});
    expect(cancelled.json()).toMatchObject({
      subscription_status: 'cancelled',
      proration_setting: null,
      bills: [],
    });
    expect(await billsOf(t, shop.merchantId, id)).toEqual([]);
  });
});

describe('the customer’s notice (spec 3 §7 suppress_notification, to_email_override)', () => {
  it('tells the customer of a suspend and a cancel, at the override address or not at all', async () => {
    const notices = await subscriptionNoticesOf(t, shop.merchantId);
    const id = await sellClub(t, shop);
    await putAction(shop.owner, subscriptionUrl(id, 'suspend'), { to_email_override: 'other@example.test' });
    await putAction(shop.owner, subscriptionUrl(id, 'activate'), {
      resume_at: (await readSubscription(shop.owner, id)).projected_bill_dates[0],
      suppress_notification: true,
    });
    await putAction(shop.owner, subscriptionUrl(id, 'cancel'), { last_payment_option: 'full_amount' });
    const added = (await subscriptionNoticesOf(t, shop.merchantId)).slice(notices.length);
    expect(added).toEqual([
      expect.objectContaining({ kind: 'subscription_suspend', to: 'other@example.test' }),
      expect.objectContaining({ kind: 'subscription_cancel', to: expect.stringMatching(/^cora-/) }),
    ]);
    expect(added[1]?.text).toContain('A last payment of $30.00 is charged today.');
  });
});

describe(`${CROWD} actions at once on one schedule (default pool)`, () => {
  it('cancels with a full last payment, each with its own key: one cancel, one final bill', async () => {
    const id = await sellClub(t, shop);
    const answers = await sendCrowd(t.app, 'cancels of one schedule', () =>
      putAction(shop.owner, subscriptionUrl(id, 'cancel'), { last_payment_option: 'full_amount' }),
    );
    expectAnswers(answers, 200, 1);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().error.code).toBe('SUBSCRIPTION_ACTION_REFUSED');
    }
    expect(await billsOf(t, shop.merchantId, id)).toEqual([
      expect.objectContaining({ kind: 'final', amount: 3000 }),
    ]);
  });

  it('one suspend sent again and again with one key: the same answer each time', async () => {
    const id = await sellClub(t, shop);
    const answers = await sendCrowd(t.app, 'repeats of one suspend', () =>
      putAction(shop.owner, subscriptionUrl(id, 'suspend'), { notes: 'once' }, `suspend-${id}`),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([200, 409, 503]).toContain(answer.statusCode);
    expect(new Set(ok.map((answer) => answer.json().subscription_status))).toEqual(new Set(['suspended']));
    expect(ok.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
  });
});
