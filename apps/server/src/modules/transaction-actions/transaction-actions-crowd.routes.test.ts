import type { Order } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../config.ts';
import { sandboxPayments } from '../../db/schema/index.ts';
import { CROWD, expectAnswers, sendCrowd } from '../../test/crowd.ts';
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
  transactionsOf,
} from './transaction-actions-test-setup.ts';

// Issue 23 point 1: fifty refunds, voids or refund-voids of one payment at once, with the default pool,
// hung the whole server (the lock holder waited for a pooled connection for the processor while the others
// held every connection waiting for its lock). Each must have one effect and /api/health must answer.

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createCheckoutTestApp({}, DEFAULT_DATABASE_POOL_SIZE);
  shop = await setUpShop(t);
});

const sandboxRowsOf = (reference: string) =>
  t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentReference, reference));

async function settledCardOrder() {
  const sale = await paidOrder(shop);
  await settleEverything(t);
  const [payment] = await transactionsOf(t, shop.merchantId, sale.orderId);
  if (!payment?.processorReference) throw new Error('no processor reference');
  return { ...sale, reference: payment.processorReference };
}

describe(`${CROWD} money actions at once on one payment (default pool)`, () => {
  it('refunds of the whole amount: one refund at the processor and in the books', async () => {
    const { orderId, paymentId, reference } = await settledCardOrder();
    const answers = await sendCrowd(t.app, 'refunds of one payment', () =>
      refundOf(shop.owner, orderId, paymentId, { amount: TOTAL }),
    );
    expectAnswers(answers, 200, 1);
    expect(await sandboxRowsOf(reference)).toHaveLength(1);
    const rows = await transactionsOf(t, shop.merchantId, orderId);
    expect(rows.filter((row) => row.isRefund)).toHaveLength(1);
  });

  it('voids: the payment voided once, one notice, the sale cancelled with nothing due', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    const notices = (await noticesOf(t, shop.merchantId)).length;
    const answers = await sendCrowd(t.app, 'voids of one payment', () =>
      put(shop.owner, `/api/transaction/${paymentId}/void`, actionBody(orderId, paymentId)),
    );
    expectAnswers(answers, 200, 1);
    const [payment] = await transactionsOf(t, shop.merchantId, orderId);
    expect(payment).toMatchObject({ processorStatus: 'voided', status: 2 });
    expect(await noticesOf(t, shop.merchantId)).toHaveLength(notices + 1);
    // Issue 24 point 1: one effect on the order too, whichever void won.
    const order = (await shop.owner.get(`/api/order/${orderId}`)).json() as Order;
    expect(order).toMatchObject({
      order_status: { code: 2 },
      payment_status: 'cancelled',
      amount_due: '0.00',
    });
  });

  it('voids of one refund: voided once, one notice, the refunded amount given back once', async () => {
    const { orderId, paymentId, reference } = await settledCardOrder();
    const refunded = (await refundOf(shop.owner, orderId, paymentId, { amount: '10.00' })).json() as Order;
    const refundId = refunded.transactions[1]?.id;
    const notices = (await noticesOf(t, shop.merchantId)).length;
    const answers = await sendCrowd(t.app, 'voids of one refund', () =>
      put(shop.owner, `/api/order/${orderId}/${paymentId}/payment/${refundId}/void`),
    );
    expectAnswers(answers, 200, 1);
    const [refund] = await sandboxRowsOf(reference);
    expect(refund?.status).toBe('voided');
    const [payment] = await transactionsOf(t, shop.merchantId, orderId);
    expect(payment?.refundedAmount).toBe(0);
    expect(await noticesOf(t, shop.merchantId)).toHaveLength(notices + 1);
  });
});
