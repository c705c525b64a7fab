import type { PaymentsPage, TransactionDetail } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import {
  paidOrder,
  refundOf,
  settleEverything,
} from '../transaction-actions/transaction-actions-test-setup.ts';

// Issue 25 point 2: GET transaction/{id} (the transaction pages) and GET payments (/payments).

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
  shop = await setUpShop(t);
});

describe('GET transaction/{id}', () => {
  it('a payment with its processor fields, its refunds and its order; a refund with its payment', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    await settleEverything(t);
    const refund = await refundOf(shop.owner, orderId, paymentId, { amount: '5.00' });
    expect(refund.statusCode, refund.body).toBe(200);
    const answer = await shop.owner.get(`/api/transaction/${paymentId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json<TransactionDetail>();
    expect(detail).toMatchObject({
      transaction: { id: paymentId, processor_status: 'settled', payment_type: 'credit_card' },
      refunded_amount: '5.00',
      order: { id: orderId, payment_status: 'paid', customer: { id: shop.customerId } },
    });
    expect(detail.processor_reference).toBeTruthy();
    expect(detail.related.map((r) => r.amount)).toEqual(['5.00']);
    const refundId = detail.related[0]!.id;
    const ofRefund = (await shop.owner.get(`/api/transaction/${refundId}`)).json<TransactionDetail>();
    expect(ofRefund.related.map((r) => r.id)).toEqual([paymentId]);
  });

  it("another merchant's transaction is not found", async () => {
    const other = await setUpShop(t);
    const { paymentId } = await paidOrder(other);
    expect((await shop.owner.get(`/api/transaction/${paymentId}`)).statusCode).toBe(404);
  });
});

describe('GET payments', () => {
  it('newest first, paged, searched by order number and customer name; only the merchant’s', async () => {
    const own = await setUpShop(t);
    const first = await paidOrder(own);
    const second = await paidOrder(own, 'cash');
    const page = (await own.owner.get('/api/payments?items_per_page=1')).json<PaymentsPage>();
    expect(page.total_item_count).toBe(2);
    expect(page.data.map((row) => row.transaction.id)).toEqual([second.paymentId]);
    const next = (await own.owner.get('/api/payments?items_per_page=1&page=2')).json<PaymentsPage>();
    expect(next.data.map((row) => row.transaction.id)).toEqual([first.paymentId]);
    const order = (await own.owner.get(`/api/order/${first.orderId}`)).json<{ order_number: number }>();
    const byNumber = (await own.owner.get(`/api/payments?search=${order.order_number}`)).json<PaymentsPage>();
    expect(byNumber.data.map((row) => row.transaction.id)).toEqual([first.paymentId]);
    const name = byNumber.data[0]!.customer_name;
    expect(name).not.toBe('');
    const byName = (
      await own.owner.get(`/api/payments?search=${encodeURIComponent(name)}`)
    ).json<PaymentsPage>();
    expect(byName.total_item_count).toBe(2);
    const none = (await own.owner.get('/api/payments?search=zzzz-nobody')).json<PaymentsPage>();
    expect(none).toEqual({ data: [], total_item_count: 0 });
  });
});
