import type { CollectPaymentAnswer, Order, OrderTimelineAnswer } from '@paybook/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createCheckoutTestApp,
  DECLINED_CARD,
  keyEntered,
  type Shop,
  setUpShop,
  storeAccount,
} from '../checkout/checkout-test-setup.ts';
import {
  paidOrder,
  settleEverything,
  TOTAL_CENTS,
  transactionsOf,
} from '../transaction-actions/transaction-actions-test-setup.ts';
import {
  cancelNoticesOf,
  eventKindsOf,
  pendingAchOrder,
  post,
  unpaidOrder,
} from './order-actions-test-setup.ts';

// Issue 25 point 1, spec 3 §4.2, §6, §8: approve, cancel, cancel with refund or void, collect payment.

const REFUSED = 'We cannot perform this operation for this item.';

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
  shop = await setUpShop(t);
});

const companyOf = async (customerId: number) => {
  const [row] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
    tx
      .select({ company: customers.company })
      .from(customers)
      .where(and(eq(customers.merchantId, shop.merchantId), eq(customers.id, customerId))),
  );
  return row?.company;
};

describe('approve (spec 3 §4.2, decision 116)', () => {
  it('a pending ACH order becomes paid, the company is set, once per key', async () => {
    const order = await pendingAchOrder(shop);
    expect(order.transactions[0]).toMatchObject({ ach_authorization_type: 'Ccd', company_name: 'Acme LLC' });
    const url = `/api/order/${order.id}/approve`;
    const first = await post(shop.owner, url, { company_name: 'Acme Holdings' }, 'approve-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Order>()).toMatchObject({
      payment_status: 'paid',
      amount_due: '0.00',
      pending_ach_order: false,
    });
    expect(await companyOf(shop.customerId)).toBe('Acme Holdings');
    const replay = await post(shop.owner, url, { company_name: 'Acme Holdings' }, 'approve-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await post(shop.owner, url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'ORDER_ACTION_REFUSED', message: REFUSED } });
    expect(await eventKindsOf(t, shop.merchantId, order.id)).toEqual(['approved']);
    // The approval holds through a later recompute (the batch settling the debit).
    await settleEverything(t);
    const read = await shop.owner.get(`/api/order/${order.id}`);
    expect(read.json<Order>().payment_status).toBe('paid');
  });

  it('refused: no modify_orders (403), a merchant without ACH (409), a card order (409)', async () => {
    const order = await pendingAchOrder(shop);
    const staff = await signIn(t.app, shop.staffUserName);
    expect((await post(staff, `/api/order/${order.id}/approve`)).statusCode).toBe(403);
    const card = await paidOrder(shop);
    expect((await post(shop.owner, `/api/order/${card.orderId}/approve`)).statusCode).toBe(409);
    const noCompany = await post(shop.owner, `/api/order/${card.orderId}/approve`, { company_name: 'X' });
    expect(noCompany.statusCode).toBe(409);
    const cardOnly = await setUpShop(t, ['create_orders'], { acceptedPaymentTypes: ['CC'] });
    const unpaid = await unpaidOrder(t, cardOnly);
    expect((await post(cardOnly.owner, `/api/order/${unpaid}/approve`)).statusCode).toBe(409);
    expect((await post(shop.owner, '/api/order/999999999/approve')).statusCode).toBe(404);
  });
});

describe('cancel (spec 3 §4.2, §5)', () => {
  it('an unpaid order, with the cancel notification', async () => {
    const orderId = await unpaidOrder(t, shop);
    const before = (await cancelNoticesOf(t, shop.merchantId)).length;
    const answer = await post(shop.owner, `/api/order/${orderId}/cancel`, { send_notification: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Order>()).toMatchObject({
      order_status: { code: 2 },
      payment_status: 'cancelled',
      amount_due: '0.00',
    });
    const notices = await cancelNoticesOf(t, shop.merchantId);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)?.subject).toMatch(/was cancelled/);
    expect(await eventKindsOf(t, shop.merchantId, orderId)).toEqual(['cancelled']);
    const again = await post(shop.owner, `/api/order/${orderId}/cancel`);
    expect(again.json()).toMatchObject({ error: { code: 'ORDER_ACTION_REFUSED', message: REFUSED } });
  });

  it('a pending ACH order: the plain cancel voids its debit', async () => {
    const order = await pendingAchOrder(shop);
    const answer = await post(shop.owner, `/api/order/${order.id}/cancel`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Order>()).toMatchObject({ payment_status: 'cancelled', amount_due: '0.00' });
    const rows = await transactionsOf(t, shop.merchantId, order.id);
    expect(rows.map((row) => [row.paymentType, row.processorStatus])).toEqual([['ach', 'voided']]);
    expect(await eventKindsOf(t, shop.merchantId, order.id)).toEqual(['voided', 'cancelled']);
  });

  it('a paid order is cancelled only with its refund or void', async () => {
    const { orderId } = await paidOrder(shop);
    expect((await post(shop.owner, `/api/order/${orderId}/cancel`)).statusCode).toBe(409);
    const answer = await post(shop.owner, `/api/order/${orderId}/cancel`, { refund: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Order>()).toMatchObject({ payment_status: 'cancelled', amount_due: '0.00' });
    const rows = await transactionsOf(t, shop.merchantId, orderId);
    expect(rows.map((row) => row.processorStatus)).toEqual(['voided']);
    expect(await eventKindsOf(t, shop.merchantId, orderId)).toEqual(['voided', 'cancelled']);
  });

  it('a settled order: refunded in full, cancelled (decision 82), without a notice', async () => {
    const { orderId } = await paidOrder(shop);
    await settleEverything(t);
    const before = (await cancelNoticesOf(t, shop.merchantId)).length;
    const answer = await post(shop.owner, `/api/order/${orderId}/cancel`, { refund: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Order>()).toMatchObject({
      payment_status: 'cancelled',
      amount_refunded: (TOTAL_CENTS / 100).toFixed(2),
      amount_due: '0.00',
    });
    const rows = await transactionsOf(t, shop.merchantId, orderId);
    expect(rows.filter((row) => row.isRefund).map((row) => row.amount)).toEqual([TOTAL_CENTS]);
    expect(await cancelNoticesOf(t, shop.merchantId)).toHaveLength(before);
    const timeline = await shop.owner.get(`/api/order/${orderId}/timeline`);
    expect(timeline.json<OrderTimelineAnswer>().data.map((line) => line.kind)).toEqual([
      'created',
      'paid',
      'refunded',
      'cancelled',
    ]);
  });

  it('the refund claim is needed to refund (decision 71)', async () => {
    const noRefunds = await setUpShop(t, ['create_orders'], { canIssueRefund: false });
    const { orderId } = await paidOrder(noRefunds);
    await settleEverything(t);
    expect((await post(noRefunds.owner, `/api/order/${orderId}/cancel`, { refund: true })).statusCode).toBe(
      403,
    );
  });
});

describe('collect payment (spec 3 §4.2, decision 113)', () => {
  it('part in cash, the rest by a stored card: paid, each a timeline line', async () => {
    const orderId = await unpaidOrder(t, shop);
    const url = `/api/order/${orderId}/collect_payment`;
    const cash = await post(shop.owner, url, { payment_mode: 'cash', amount: '5.00', amount_tendered: '10' });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json<CollectPaymentAnswer>()).toMatchObject({
      payment_status: 'processed',
      change_due: '5.00',
      order: { payment_status: 'partially_paid', amount_due: '8.00' },
    });
    const accountId = (await storeAccount(t.handle.db, shop, shop.customerId, 'card')).id;
    const card = await post(shop.owner, url, { payment_mode: 'stored', account_id: accountId });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json<CollectPaymentAnswer>()).toMatchObject({
      payment_status: 'processed',
      order: { payment_status: 'paid', amount_due: '0.00' },
      transaction: { amount: '8.00', payment_type: 'credit_card' },
    });
    expect((await post(shop.owner, url, { payment_mode: 'cash', amount_tendered: '1' })).statusCode).toBe(
      409,
    );
    expect(await eventKindsOf(t, shop.merchantId, orderId)).toEqual(['paid', 'paid']);
    const timeline = await shop.owner.get(`/api/order/${orderId}/timeline`);
    expect(timeline.json<OrderTimelineAnswer>().data.map((line) => [line.kind, line.amount])).toEqual([
      ['created', null],
      ['paid', '5.00'],
      ['paid', '8.00'],
    ]);
  });

  it('refusals: an amount above what is due, a declined card, another customer’s account', async () => {
    const orderId = await unpaidOrder(t, shop);
    const url = `/api/order/${orderId}/collect_payment`;
    const above = await post(shop.owner, url, {
      payment_mode: 'cash',
      amount: '14.00',
      amount_tendered: '20',
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.details[0].property).toBe('amount');
    const declined = await post(shop.owner, url, keyEntered(DECLINED_CARD));
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<CollectPaymentAnswer>()).toMatchObject({
      payment_status: 'failed',
      order: { payment_status: 'unpaid', amount_due: '13.00' },
    });
    expect(declined.json<CollectPaymentAnswer>().failure_reason).toBeTruthy();
    const other = await setUpShop(t);
    const foreign = (await storeAccount(t.handle.db, other, other.customerId, 'card')).id;
    expect((await post(shop.owner, url, { payment_mode: 'stored', account_id: foreign })).statusCode).toBe(
      404,
    );
    const staffOnlyView = await setUpShop(t, ['view_reports']);
    const theirs = await unpaidOrder(t, staffOnlyView);
    const staff = await signIn(t.app, staffOnlyView.staffUserName);
    const refused = await post(staff, `/api/order/${theirs}/collect_payment`, {
      payment_mode: 'cash',
      amount_tendered: '20',
    });
    expect(refused.statusCode).toBe(403);
    expect(await eventKindsOf(t, shop.merchantId, orderId)).toEqual(['payment_failed']);
  });
});
