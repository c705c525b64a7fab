import { randomUUID } from 'node:crypto';
import type { Order } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import {
  actionBody,
  noticesOf,
  paidOrder,
  put,
  refundOf,
  settleEverything,
  TOTAL,
  TOTAL_CENTS,
  transactionsOf,
} from './transaction-actions-test-setup.ts';

// Issue 15 point 1, spec 3 §4.4, §6, §7: void, refund and a refund's void through the API.

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
  shop = await setUpShop(t);
});

const voidOf = (orderId: number, paymentId: number, extra: object = {}, key?: string) =>
  put(shop.owner, `/api/transaction/${paymentId}/void`, actionBody(orderId, paymentId, extra), key);

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; details?: { property: string }[] } }).error;

describe('PUT transaction/{id}/void', () => {
  it('voids an authorised card: status 2 Voided, the sale cancelled with nothing due, the customer told', async () => {
    const { orderId, paymentId, email } = await paidOrder(shop);
    const response = await voidOf(orderId, paymentId);
    expect(response.statusCode).toBe(200);
    const order = response.json() as Order;
    expect(order.id).toBe(orderId);
    expect(order.transactions[0]).toMatchObject({
      id: paymentId,
      processor_status: 'voided',
      status: { code: 2, name: 'Voided' },
    });
    // Decision 113: the whole sale voided leaves nothing owed (it said "Unpaid, amount due" before).
    expect(order).toMatchObject({
      order_status: { code: 2 },
      amount_paid: '0.00',
      amount_due: '0.00',
      payment_status: 'cancelled',
    });
    // The same answer as GET order/{id}.
    expect((await shop.owner.get(`/api/order/${orderId}`)).json()).toEqual(order);
    const notices = await noticesOf(t, shop.merchantId);
    expect(notices.at(-1)).toMatchObject({ to: email });
    expect(notices.at(-1)?.text).toContain(`Your payment of $${TOTAL} to`);
    expect(notices.at(-1)?.text).toContain('was voided');
  });

  it('refuses a settled card with 409 and says to refund it', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    await settleEverything(t);
    const response = await voidOf(orderId, paymentId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'TRANSACTION_ACTION_REFUSED',
      message: 'This transaction has already settled.',
    });
  });

  it('refuses past the void window with its closing time in the merchant’s zone', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    // The window closed a minute ago (the batch has not run yet).
    await t.handle.db
      .update(transactions)
      .set({ canVoidUntil: new Date(Date.now() - 60_000) })
      .where(eq(transactions.id, paymentId));
    const response = await voidOf(orderId, paymentId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(
      /^This payment can no longer be voided: its void window closed at \w+ \d+, \d{4} at .+; refund it once it settles\.$/,
    );
  });

  it('never voids cash: 409', async () => {
    const { orderId, paymentId } = await paidOrder(shop, 'cash');
    const response = await voidOf(orderId, paymentId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toContain('cannot be voided; refund it instead');
  });

  it('sends no e-mail with suppress_notification, and writes to to_email_override', async () => {
    const before = (await noticesOf(t, shop.merchantId)).length;
    const first = await paidOrder(shop);
    expect((await voidOf(first.orderId, first.paymentId, { suppress_notification: true })).statusCode).toBe(
      200,
    );
    expect(await noticesOf(t, shop.merchantId)).toHaveLength(before);
    const second = await paidOrder(shop);
    const to = `other-${randomUUID()}@example.test`;
    expect((await voidOf(second.orderId, second.paymentId, { to_email_override: to })).statusCode).toBe(200);
    expect((await noticesOf(t, shop.merchantId)).at(-1)?.to).toBe(to);
  });
});

describe('PUT transaction/{id}/refund', () => {
  it('refunds a settled card in part, then the rest; the order follows', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    await settleEverything(t);
    const part = await refundOf(shop.owner, orderId, paymentId, { amount: '5.00' });
    expect(part.statusCode).toBe(200);
    const afterPart = part.json() as Order;
    // Decision 82: a refund leaves the order paid and nothing due.
    expect(afterPart).toMatchObject({
      amount_paid: '16.65',
      amount_refunded: '5.00',
      amount_due: '0.00',
      payment_status: 'paid',
    });
    expect(afterPart.transactions[1]).toMatchObject({
      is_refund: true,
      funding: 'credit',
      ref_payment_id: paymentId,
      amount: '5.00',
      processor_status: 'posted',
      status: { code: 4, name: 'Refunded' },
      payment_type: 'credit_card',
    });
    expect(afterPart.transactions[1]?.can_void_until).not.toBeNull();
    expect((await noticesOf(t, shop.merchantId)).at(-1)?.text).toContain(
      `$5.00 of your payment of $${TOTAL} to`,
    );

    const rest = await refundOf(shop.owner, orderId, paymentId, { amount: null });
    expect(rest.statusCode).toBe(200);
    const afterRest = rest.json() as Order;
    expect(afterRest.transactions.map((tr) => tr.amount)).toEqual([TOTAL, '5.00', '16.65']);
    expect(afterRest).toMatchObject({ amount_paid: '0.00', amount_due: '0.00', payment_status: 'paid' });
    const [payment] = await transactionsOf(t, shop.merchantId, orderId);
    expect(payment?.refundedAmount).toBe(TOTAL_CENTS);

    // Nothing is left: 409.
    const more = await refundOf(shop.owner, orderId, paymentId, { amount: '0.01' });
    expect(more.statusCode).toBe(409);
    expect(errorOf(more).message).toBe('This payment has been refunded in full.');
  });

  it('refunds cash at the desk: settled at once, no processor', async () => {
    const { orderId, paymentId } = await paidOrder(shop, 'cash');
    const response = await refundOf(shop.owner, orderId, paymentId, { amount: '1.65' });
    expect(response.statusCode).toBe(200);
    const order = response.json() as Order;
    expect(order.transactions[1]).toMatchObject({
      is_refund: true,
      payment_type: 'cash',
      payment_mode: 'cash',
      processor_status: 'settled',
      status: { code: 4 },
      amount: '1.65',
      can_void_until: null,
    });
    expect(order).toMatchObject({ amount_paid: '20.00', amount_due: '0.00', payment_status: 'paid' });
    const [, refund] = await transactionsOf(t, shop.merchantId, orderId);
    expect(refund?.processorReference).toBeNull();
    expect((await noticesOf(t, shop.merchantId)).at(-1)?.text).toContain('handed back to you at the desk');
    // A cash refund is settled: it cannot be voided.
    const voided = await put(shop.owner, `/api/order/${orderId}/${paymentId}/payment/${refund?.id}/void`);
    expect(voided.statusCode).toBe(409);
  });

  it('refuses an authorised card that has not settled: 409', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    const response = await refundOf(shop.owner, orderId, paymentId);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('This payment has not settled yet: void it instead.');
  });

  it('names amount when it is above what is left, or not money', async () => {
    const { orderId, paymentId } = await paidOrder(shop, 'cash');
    const high = await refundOf(shop.owner, orderId, paymentId, { amount: '21.66' });
    expect(high.statusCode).toBe(400);
    expect(errorOf(high)).toMatchObject({
      message: `The refund is more than what is left to refund on this payment ($${TOTAL}).`,
      details: [{ property: 'amount' }],
    });
    for (const amount of ['0.00', '-1', '1.234', 'ten']) {
      const bad = await refundOf(shop.owner, orderId, paymentId, { amount });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).details?.[0]?.property).toBe('amount');
    }
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(1);
  });
});

describe('PUT order/{orderKey}/{refId}/payment/{id}/void', () => {
  it('voids a posted refund: status 5, the amount can be refunded again', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    await settleEverything(t);
    const refunded = (await refundOf(shop.owner, orderId, paymentId, { amount: '10.00' })).json() as Order;
    const refundId = refunded.transactions[1]?.id;
    const response = await put(shop.owner, `/api/order/${orderId}/${paymentId}/payment/${refundId}/void`);
    expect(response.statusCode).toBe(200);
    const order = response.json() as Order;
    expect(order.transactions[1]).toMatchObject({
      id: refundId,
      processor_status: 'voided',
      status: { code: 5, name: 'Refund Voided' },
    });
    expect(order).toMatchObject({ amount_paid: TOTAL, payment_status: 'paid' });
    const [payment] = await transactionsOf(t, shop.merchantId, orderId);
    expect(payment?.refundedAmount).toBe(0);
    expect((await noticesOf(t, shop.merchantId)).at(-1)?.text).toContain('The refund of $10.00');
    // The whole amount is refundable again.
    const again = await refundOf(shop.owner, orderId, paymentId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Order).amount_paid).toBe('0.00');
  });

  it('answers 404 for a refund of another payment or order, and 409 for a payment', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    await settleEverything(t);
    const refundId = ((await refundOf(shop.owner, orderId, paymentId, { amount: '1.00' })).json() as Order)
      .transactions[1]?.id;
    const other = await paidOrder(shop, 'cash');
    for (const url of [
      `/api/order/${other.orderId}/${paymentId}/payment/${refundId}/void`,
      `/api/order/${orderId}/${other.paymentId}/payment/${refundId}/void`,
      `/api/order/${orderId}/${paymentId}/payment/${paymentId}/void`,
    ]) {
      expect((await put(shop.owner, url)).statusCode).toBe(404);
    }
  });
});

describe('the rules every action shares', () => {
  it('requires Idempotency-Key (400 naming it)', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    const response = await put(
      shop.owner,
      `/api/transaction/${paymentId}/void`,
      actionBody(orderId, paymentId),
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { property: 'Idempotency-Key', message: expect.stringContaining('Idempotency-Key is required') },
    ]);
  });

  it('names payment_id and order_key when they are not the path’s', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    const other = await paidOrder(shop);
    const wrongPayment = await put(
      shop.owner,
      `/api/transaction/${paymentId}/void`,
      actionBody(orderId, other.paymentId),
    );
    expect(wrongPayment.statusCode).toBe(400);
    expect(errorOf(wrongPayment).details?.[0]?.property).toBe('payment_id');
    const wrongOrder = await refundOf(shop.owner, other.orderId, paymentId);
    expect(wrongOrder.statusCode).toBe(400);
    expect(errorOf(wrongOrder).details?.[0]?.property).toBe('order_key');
    expect((await transactionsOf(t, shop.merchantId, orderId))[0]?.processorStatus).toBe('authorized');
  });

  it('a replay with the same key answers the first response: one refund', async () => {
    const { orderId, paymentId } = await paidOrder(shop, 'cash');
    const key = randomUUID();
    const first = await refundOf(shop.owner, orderId, paymentId, { amount: '2.00' }, key);
    const second = await refundOf(shop.owner, orderId, paymentId, { amount: '2.00' }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(2);
    // The same key with another body is refused.
    expect((await refundOf(shop.owner, orderId, paymentId, { amount: '3.00' }, key)).statusCode).toBe(422);
  });

  it('needs modify_orders (403) to void or refund', async () => {
    const { orderId, paymentId } = await paidOrder(shop, 'cash');
    const clerk = await signIn(t.app, shop.staffUserName);
    const refund = await refundOf(clerk, orderId, paymentId);
    expect(refund.statusCode).toBe(403);
    expect(errorOf(refund).message).toBe('You need the "Modify orders" permission to do this.');
    const voided = await put(clerk, `/api/transaction/${paymentId}/void`, actionBody(orderId, paymentId));
    expect(voided.statusCode).toBe(403);
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(1);
  });

  it('needs the merchant’s can_issue_refund (403) to refund or void a refund, not to void', async () => {
    const strict = await setUpShop(t, ['create_orders'], { canIssueRefund: false });
    const cash = await paidOrder(strict, 'cash');
    const refund = await refundOf(strict.owner, cash.orderId, cash.paymentId);
    expect(refund.statusCode).toBe(403);
    const voidRefund = await put(strict.owner, `/api/order/${cash.orderId}/${cash.paymentId}/payment/1/void`);
    expect(voidRefund.statusCode).toBe(403);
    const card = await paidOrder(strict);
    const voided = await put(
      strict.owner,
      `/api/transaction/${card.paymentId}/void`,
      actionBody(card.orderId, card.paymentId),
    );
    expect(voided.statusCode).toBe(200);
  });

  it('answers 404 for another merchant’s transaction and changes nothing', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    const stranger = await setUpShop(t);
    const voided = await put(
      stranger.owner,
      `/api/transaction/${paymentId}/void`,
      actionBody(orderId, paymentId),
    );
    expect(voided.statusCode).toBe(404);
    const refund = await refundOf(stranger.owner, orderId, paymentId);
    expect(refund.statusCode).toBe(404);
    expect(
      (await put(stranger.owner, `/api/order/${orderId}/${paymentId}/payment/${paymentId}/void`)).statusCode,
    ).toBe(404);
    expect((await transactionsOf(t, shop.merchantId, orderId))[0]?.processorStatus).toBe('authorized');
  });
});
