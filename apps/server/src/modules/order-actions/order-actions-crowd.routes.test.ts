import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../config.ts';
import { sendCrowd } from '../../test/crowd.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import {
  paidOrder,
  settleEverything,
  transactionsOf,
} from '../transaction-actions/transaction-actions-test-setup.ts';
import { eventKindsOf, pendingAchOrder, post, unpaidOrder } from './order-actions-test-setup.ts';

// Issue 25 point 1: every money action on one order, ten at once (each with its own Idempotency-Key, and
// one key sent ten times): one effect, the rest refused (409) or replayed, and /api/health answering. The
// crowd helper sends fifty; ten is the number, and sendCrowd's bounds hold for either.

const TEN = 10;

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createCheckoutTestApp({}, DEFAULT_DATABASE_POOL_SIZE);
  shop = await setUpShop(t);
});

/** Ten requests at once through the crowd helper (health asked during and after). */
async function tenAtOnce(what: string, send: (index: number) => Promise<LightMyRequestResponse>) {
  const answers = await sendCrowd(t.app, what, (index) => (index < TEN ? send(index) : health()));
  return answers.slice(0, TEN);
}
const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

const statuses = (answers: readonly LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort();
const never500 = (answers: readonly LightMyRequestResponse[]) => {
  for (const answer of answers) expect([200, 409, 503], answer.body).toContain(answer.statusCode);
};

describe('ten order actions at once on one order', () => {
  it('collect payment with ten keys: one payment, nine refused', async () => {
    const orderId = await unpaidOrder(t, shop);
    const answers = await tenAtOnce('collects of one order', () =>
      post(shop.owner, `/api/order/${orderId}/collect_payment`, {
        payment_mode: 'cash',
        amount_tendered: '13',
      }),
    );
    never500(answers);
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(1);
    expect(await eventKindsOf(t, shop.merchantId, orderId)).toEqual(['paid']);
  });

  it('collect payment with one key ten times: one payment, the rest replay it', async () => {
    const orderId = await unpaidOrder(t, shop);
    const answers = await tenAtOnce('one collect sent ten times', () =>
      post(
        shop.owner,
        `/api/order/${orderId}/collect_payment`,
        { payment_mode: 'cash', amount_tendered: '13' },
        `collect-${orderId}`,
      ),
    );
    never500(answers);
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(1);
  });

  it('cancel with refund with ten keys: one refund, the order cancelled once', async () => {
    const { orderId } = await paidOrder(shop);
    await settleEverything(t);
    const answers = await tenAtOnce('cancels of one order', () =>
      post(shop.owner, `/api/order/${orderId}/cancel`, { refund: true }),
    );
    never500(answers);
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
    const rows = await transactionsOf(t, shop.merchantId, orderId);
    expect(rows.filter((row) => row.isRefund)).toHaveLength(1);
    expect(await eventKindsOf(t, shop.merchantId, orderId)).toEqual(['refunded', 'cancelled']);
  });

  it('approve with ten keys: one approval', async () => {
    const order = await pendingAchOrder(shop);
    const answers = await tenAtOnce('approvals of one order', () =>
      post(shop.owner, `/api/order/${order.id}/approve`),
    );
    never500(answers);
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
    expect(await eventKindsOf(t, shop.merchantId, order.id)).toEqual(['approved']);
  });
});
