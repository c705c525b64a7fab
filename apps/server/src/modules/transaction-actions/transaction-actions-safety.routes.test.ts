import { randomUUID } from 'node:crypto';
import type { Order } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../db/schema/index.ts';
import { InjectedFault } from '../../test/declared-statuses.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import {
  actionPayload,
  reconcileAction,
  transactionActionReconcileJob,
} from './transaction-action-reconcile.ts';
import {
  actionBody,
  jobContext,
  noticesOf,
  paidOrder,
  put,
  reconcileJobsOf,
  refundOf,
  settleEverything,
  TOTAL,
  transactionsOf,
} from './transaction-actions-test-setup.ts';

// Issue 15 point 1, decisions 69, 70, 78: no refund is made twice and none is lost. Concurrent refunds
// serialise on the payment's row lock; a node dying between the processor's answer and the COMMIT leaves
// a reconcile job, committed before the money call, that writes the refund (or void) exactly once.

/** The test's fault: while set, the node "dies" between the processor's answer and the rows. */
const fault = { crash: false };
let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createCheckoutTestApp({
    afterCharge: () => {
      if (fault.crash) throw new InjectedFault('injected: the node died after the money call');
    },
  });
  shop = await setUpShop(t);
});

async function crashing<T>(work: () => Promise<T>): Promise<T> {
  fault.crash = true;
  try {
    return await work();
  } finally {
    fault.crash = false;
  }
}

/** The sandbox's refunds of a payment reference. */
const sandboxRefundsOf = (reference: string) =>
  t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentReference, reference));

async function settledCardOrder() {
  const sale = await paidOrder(shop);
  await settleEverything(t);
  const [payment] = await transactionsOf(t, shop.merchantId, sale.orderId);
  if (!payment?.processorReference) throw new Error('no processor reference');
  return { ...sale, reference: payment.processorReference };
}

describe('concurrent refunds', () => {
  it('10 refunds of the whole amount at once with different keys: exactly one succeeds', async () => {
    const { orderId, paymentId, reference } = await settledCardOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refundOf(shop.owner, orderId, paymentId, { amount: TOTAL })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await sandboxRefundsOf(reference)).toHaveLength(1);
    const rows = await transactionsOf(t, shop.merchantId, orderId);
    expect(rows.filter((row) => row.isRefund)).toHaveLength(1);
    expect(rows[0]?.refundedAmount).toBe(2165);
  });
});

describe('a crash between the money call and the rows', () => {
  it('the reconcile job writes the lost refund once, with its e-mail; a rerun writes nothing', async () => {
    const { orderId, paymentId, reference, email } = await settledCardOrder();
    const notices = (await noticesOf(t, shop.merchantId)).length;
    const key = randomUUID();
    const crashed = await crashing(() => refundOf(shop.owner, orderId, paymentId, { amount: '6.00' }, key));
    expect(crashed.statusCode).toBe(500);
    // The processor refunded; the app wrote nothing.
    expect(await sandboxRefundsOf(reference)).toHaveLength(1);
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(1);
    expect(await noticesOf(t, shop.merchantId)).toHaveLength(notices);

    const job = (await reconcileJobsOf(t, shop.merchantId)).find((row) => row.key.endsWith(key));
    if (!job) throw new Error('no reconcile job was queued');
    const processor = t.app.processor;
    await transactionActionReconcileJob(processor).handle(job.payload, jobContext(t, job));
    const rows = await transactionsOf(t, shop.merchantId, orderId);
    expect(rows.map((row) => [row.isRefund, row.amount, row.status])).toEqual([
      [false, 2165, 1],
      [true, 600, 4],
    ]);
    expect(rows[0]?.refundedAmount).toBe(600);
    const order = (await shop.owner.get(`/api/order/${orderId}`)).json() as Order;
    expect(order).toMatchObject({ amount_paid: '15.65', payment_status: 'paid', amount_due: '0.00' });
    expect((await noticesOf(t, shop.merchantId)).slice(notices)).toEqual([
      expect.objectContaining({ to: email, text: expect.stringContaining('$6.00 of your payment') }),
    ]);

    // Run again, and retry the request with its key: still one refund, one e-mail.
    expect(await reconcileAction(t.handle.db, processor, actionPayload.parse(job.payload), new Date())).toBe(
      'recorded',
    );
    const retry = await refundOf(shop.owner, orderId, paymentId, { amount: '6.00' }, key);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as Order).amount_paid).toBe('15.65');
    expect(await sandboxRefundsOf(reference)).toHaveLength(1);
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(2);
    expect((await noticesOf(t, shop.merchantId)).length).toBe(notices + 1);
  });

  it('a retry with the same key before the job writes the refund once; the job then finds it', async () => {
    const { orderId, paymentId, reference } = await settledCardOrder();
    const key = randomUUID();
    await crashing(() => refundOf(shop.owner, orderId, paymentId, {}, key));
    const retry = await refundOf(shop.owner, orderId, paymentId, {}, key);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as Order).amount_paid).toBe('0.00');
    expect(await sandboxRefundsOf(reference)).toHaveLength(1);
    const job = (await reconcileJobsOf(t, shop.merchantId)).find((row) => row.key.endsWith(key));
    if (!job) throw new Error('no reconcile job was queued');
    const processor = t.app.processor;
    expect(await reconcileAction(t.handle.db, processor, actionPayload.parse(job.payload), new Date())).toBe(
      'recorded',
    );
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(2);
  });

  it('the job writes a lost void, and leaves alone a key that never reached the processor', async () => {
    const { orderId, paymentId } = await paidOrder(shop);
    const key = randomUUID();
    const crashed = await crashing(() =>
      put(shop.owner, `/api/transaction/${paymentId}/void`, actionBody(orderId, paymentId), key),
    );
    expect(crashed.statusCode).toBe(500);
    expect((await transactionsOf(t, shop.merchantId, orderId))[0]?.processorStatus).toBe('authorized');
    const processor = t.app.processor;
    const jobs = await reconcileJobsOf(t, shop.merchantId);
    const job = jobs.find((row) => row.key.endsWith(key));
    if (!job) throw new Error('no reconcile job was queued');
    expect(await reconcileAction(t.handle.db, processor, actionPayload.parse(job.payload), new Date())).toBe(
      'written',
    );
    const [payment] = await transactionsOf(t, shop.merchantId, orderId);
    expect(payment).toMatchObject({ processorStatus: 'voided', status: 2 });
    expect(await reconcileAction(t.handle.db, processor, actionPayload.parse(job.payload), new Date())).toBe(
      'recorded',
    );
    // The retry with the key answers the order: the processor knows this key's void.
    const retry = await put(
      shop.owner,
      `/api/transaction/${paymentId}/void`,
      actionBody(orderId, paymentId),
      key,
    );
    expect(retry.statusCode).toBe(200);

    // A refused request queued a job too; its key never reached the processor.
    const other = await paidOrder(shop, 'cash');
    const card = await paidOrder(shop);
    const refusedKey = randomUUID();
    const refused = await refundOf(shop.owner, card.orderId, card.paymentId, {}, refusedKey);
    expect(refused.statusCode).toBe(409);
    const idle = (await reconcileJobsOf(t, shop.merchantId)).find((row) => row.key.endsWith(refusedKey));
    if (!idle) throw new Error('no reconcile job was queued');
    expect(await reconcileAction(t.handle.db, processor, actionPayload.parse(idle.payload), new Date())).toBe(
      'no_call',
    );
    expect(await transactionsOf(t, shop.merchantId, card.orderId)).toHaveLength(1);
    // Cash moves nothing outside the database: no job.
    await refundOf(shop.owner, other.orderId, other.paymentId);
    expect((await reconcileJobsOf(t, shop.merchantId)).map((row) => row.key)).not.toContainEqual(
      expect.stringContaining(`txn-${other.paymentId}:`),
    );
  });
});
