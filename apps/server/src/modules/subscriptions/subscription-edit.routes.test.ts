import { addDays, todayInTimeZone } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, feeStructures, offeringFeeStructures } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createCheckoutTestApp,
  type Shop,
  setUpShop,
  storeAccount,
} from '../checkout/checkout-test-setup.ts';
import { putAction, readSubscription, sellClub, subscriptionUrl } from './subscriptions-test-setup.ts';

// Issue 25 point 5, spec 3 §3.2, §4.5, §5, §7: the subscription page's read, edit, account, discounts,
// search, enumerations and the edit form's projection.

let t: TestApp;
let shop: Shop;
let staff: TestClient;
let today: string;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
  shop = await setUpShop(t, ['create_orders', 'view_reports']);
  staff = await signIn(t.app, shop.staffUserName);
  today = todayInTimeZone('America/Denver');
});

describe('GET subscription/{id} (spec 3 §3.2)', () => {
  it('answers the schedule the sale started, with its dates, customer, account and order', async () => {
    // A line starting later is charged on its date by the billing engine (decision 133): its first bill
    // waits, due, and nothing has run yet.
    const id = await sellClub(t, shop, '2039-01-15');
    const subscription = await readSubscription(shop.owner, id);
    expect(subscription).toMatchObject({
      id,
      subscription_status: 'active',
      subscription_count: 1,
      price: '30.00',
      occurrences: 12,
      number_of_active_executions: 0,
      number_of_remaining_executions: 12,
      start_at: '2039-01-15',
      next_bill_date: '2039-01-15',
      final_bill_date: '2039-12-15',
      recurrence_text: expect.stringContaining('month'),
      offering_name: 'Shave club',
      offering_id: shop.items.club,
      customer: { id: shop.customerId, first_name: 'Cora', last_name: 'Buyer' },
      account: { kind: 'card', label: 'Visa ending 4242' },
      projected_bill_dates: [],
      bills: [{ bill_date: '2039-01-15', kind: 'regular', state: 'due', amount: '30.00' }],
    });
    expect(subscription.next_bill_dates.map((d) => d.fire_date)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2039-${String(i + 1).padStart(2, '0')}-15`),
    );
    expect(subscription.order.order_number).toBeGreaterThan(0);
  });

  it('answers 404 for an id that is not the merchant’s, and 400 for one that is no id', async () => {
    expect((await shop.owner.get(subscriptionUrl(987654321))).statusCode).toBe(404);
    const bad = await shop.owner.get('/api/subscription/abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT subscription/{id}: edit (spec 3 §4.5, §5)', () => {
  it('sets price, remaining occurrences and a new next bill date; the final bill date follows', async () => {
    const id = await sellClub(t, shop, '2039-01-15');
    const edited = await putAction(shop.owner, subscriptionUrl(id), {
      price: '25.50',
      occurrences: 3,
      fee_structure_ids: [],
      start_at: '2039-03-01',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Nothing has run (decision 133): the 3 remaining are all the occurrences.
    expect(edited.json()).toMatchObject({
      price: '25.50',
      occurrences: 3,
      number_of_remaining_executions: 3,
      next_bill_date: '2039-03-01',
      final_bill_date: '2039-05-01',
      recurrence: { occurrence_type: 'fixed_end_date', occurrences: 3 },
    });
    const endless = await putAction(shop.owner, subscriptionUrl(id), { price: '25.50', occurrences: null });
    expect(endless.json()).toMatchObject({
      occurrences: null,
      final_bill_date: null,
      next_bill_date: '2039-03-01',
    });
  });

  it('once billed, offers only recurring fees, never item discounts (400 naming fee_structure_ids)', async () => {
    const id = await sellClub(t, shop);
    for (const feeId of [shop.taxId, shop.discountId]) {
      const answer = await putAction(shop.owner, subscriptionUrl(id), {
        price: '30.00',
        occurrences: 11,
        fee_structure_ids: [feeId],
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.details[0].property).toBe('fee_structure_ids');
    }
    await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.update(feeStructures).set({ isRecurring: true }).where(eq(feeStructures.id, shop.serviceFeeId)),
    );
    const withFee = await putAction(shop.owner, subscriptionUrl(id), {
      price: '30.00',
      occurrences: 11,
      fee_structure_ids: [shop.serviceFeeId],
    });
    expect(withFee.statusCode, withFee.body).toBe(200);
    expect(withFee.json().fees).toEqual([expect.objectContaining({ fee_structure_id: shop.serviceFeeId })]);
  });

  it('names the field of bad input: occurrences, start_at, price', async () => {
    const id = await sellClub(t, shop);
    const cases: [object, string][] = [
      [{ price: '30.00', occurrences: 0 }, 'occurrences'],
      [{ price: '30.00', occurrences: 2, start_at: today }, 'start_at'],
      [{ price: '30,00', occurrences: 2 }, 'price'],
    ];
    for (const [body, field] of cases) {
      const answer = await putAction(shop.owner, subscriptionUrl(id), body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.details[0].property).toBe(field);
    }
    expect((await readSubscription(shop.owner, id)).price).toBe('30.00');
  });

  it('needs modify_orders, refuses a cancelled schedule (409) and another merchant’s (404)', async () => {
    const id = await sellClub(t, shop);
    const body = { price: '20.00', occurrences: 2 };
    expect((await putAction(staff, subscriptionUrl(id), body)).statusCode).toBe(403);
    const other = await setUpShop(t);
    expect((await putAction(other.owner, subscriptionUrl(id), body)).statusCode).toBe(404);
    await putAction(shop.owner, subscriptionUrl(id, 'cancel'), {});
    const refused = await putAction(shop.owner, subscriptionUrl(id), body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^We cannot perform this operation for this item\./);
  });
});

describe('PUT subscription/{id}/payment_account (modify payment method)', () => {
  it('bills another stored account of the customer; another customer’s is refused', async () => {
    const id = await sellClub(t, shop);
    const bank = await storeAccount(t.handle.db, shop, shop.customerId, 'checking');
    const changed = await putAction(shop.owner, subscriptionUrl(id, 'payment_account'), {
      payment_account_id: bank.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().account).toMatchObject({
      id: bank.id,
      kind: 'bank',
      label: expect.stringContaining('ending'),
    });
    const [stranger] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .insert(customers)
        .values({ merchantId: shop.merchantId, firstName: 'Sam', lastName: 'Else' })
        .returning({ id: customers.id }),
    );
    const theirs = await storeAccount(t.handle.db, shop, stranger?.id ?? 0, 'card');
    const refused = await putAction(shop.owner, subscriptionUrl(id, 'payment_account'), {
      payment_account_id: theirs.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].property).toBe('payment_account_id');
    expect(
      (await putAction(staff, subscriptionUrl(id, 'payment_account'), { payment_account_id: bank.id }))
        .statusCode,
    ).toBe(403);
  });
});

describe('PUT subscription/{id}/discounts (spec 3 §5 dollar-discount limit)', () => {
  it('lists the discounts of the offerings, a dollar discount above the bill with the spec’s message', async () => {
    const id = await sellClub(t, shop);
    await withTenant(t.handle.db, shop.merchantId, async (tx) => {
      const [big] = await tx
        .insert(feeStructures)
        .values({
          merchantId: shop.merchantId,
          type: 'line_item_discount',
          name: 'Forty off',
          isPercent: false,
          amountCents: 4000,
          discountCode: `FORTY${id}`,
        })
        .returning({ id: feeStructures.id });
      await tx
        .insert(offeringFeeStructures)
        .values({ merchantId: shop.merchantId, offeringId: shop.items.club, feeStructureId: big?.id ?? 0 });
    });
    const answer = await shop.owner.put(subscriptionUrl(id, 'discounts'), {
      offering_ids: [shop.items.club],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([
      expect.objectContaining({
        name: 'Forty off',
        price_violation:
          'Discount amount cannot exceed value of the item. Please remove the dollar discount "Forty off" or change the item price',
      }),
    ]);
    const empty = await shop.owner.put(subscriptionUrl(id, 'discounts'), { offering_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].property).toBe('offering_ids');
  });
});

describe('POST subscription/search, GET subscription/index, PUT project_final_bill_date', () => {
  it('pages the merchant’s schedules newest first, by customer and status', async () => {
    const searcher = await setUpShop(t);
    const ids = [await sellClub(t, searcher), await sellClub(t, searcher), await sellClub(t, searcher)];
    await putAction(searcher.owner, subscriptionUrl(ids[0] ?? 0, 'cancel'), {});
    const page = await searcher.owner.post('/api/subscription/search', { items_per_page: 2 });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().total_item_count).toBe(3);
    expect(page.json().data.map((s: { id: number }) => s.id)).toEqual([ids[2], ids[1]]);
    const active = await searcher.owner.post('/api/subscription/search', {
      customer_id: searcher.customerId,
      statuses: ['cancelled'],
    });
    expect(active.json()).toMatchObject({
      total_item_count: 1,
      data: [{ id: ids[0], subscription_status: 'cancelled' }],
    });
    const bad = await searcher.owner.post('/api/subscription/search', { statuses: ['paused'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toMatch(/^statuses/);
    const ofOrder = await searcher.owner.get(subscriptionUrl(ids[1] ?? 0));
    const byOrder = await searcher.owner.post('/api/subscription/search', {
      order_id: ofOrder.json().order.id,
    });
    expect(byOrder.json()).toMatchObject({ total_item_count: 1, data: [{ id: ids[1] }] });
    // Another merchant's search never sees these.
    const mine = await shop.owner.post('/api/subscription/search', { customer_id: searcher.customerId });
    expect(mine.json().total_item_count).toBe(0);
  });

  it('answers the enumerations with value and description', async () => {
    const index = await staff.get('/api/subscription/index');
    expect(index.statusCode).toBe(200);
    expect(index.json().subscription_statuses).toContainEqual({
      value: 'suspended',
      description: 'Suspended',
    });
    expect(index.json().last_payment_options).toHaveLength(2);
  });

  it('projects the final bill date of a recurrence', async () => {
    const subscription = await readSubscription(shop.owner, await sellClub(t, shop));
    const answer = await shop.owner.put('/api/project_final_bill_date', {
      recurrence: subscription.recurrence,
      start_at: addDays(today, 10),
      occurrences: 3,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().next_bill_dates).toHaveLength(3);
    expect(answer.json().final_bill_date).toBe(answer.json().next_bill_dates[2].fire_date);
    const bad = await shop.owner.put('/api/project_final_bill_date', {
      recurrence: { ...subscription.recurrence, periods_between_occurrence: 0 },
      start_at: today,
      occurrences: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('recurrence.periods_between_occurrence');
  });
});
