import { randomUUID } from 'node:crypto';
import type { CollectPaymentAnswer } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { InjectedFault } from '../../test/declared-statuses.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, keyEntered, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import { jobContext, transactionsOf } from '../transaction-actions/transaction-actions-test-setup.ts';
import { eventKindsOf, post, unpaidOrder } from './order-actions-test-setup.ts';
import { COLLECT_RECONCILE_QUEUE, collectReconcileJob } from './order-collect-records.ts';

// Issue 25 point 1 (decision 119): a node dying between the processor's charge and the collected
// payment's rows loses nothing. The reconcile job committed before the money call writes the payment
// once; a retry with the same key gets the processor's first payment, never a second charge.

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

const collectJobOf = async (key: string) => {
  const rows = await t.handle.db.select().from(jobs).where(eq(jobs.queue, COLLECT_RECONCILE_QUEUE));
  return rows.find((row) => row.key.endsWith(key));
};

describe('a crash between the collect’s charge and its rows', () => {
  it('the job writes the payment once; a rerun writes nothing', async () => {
    const orderId = await unpaidOrder(t, shop);
    const key = randomUUID();
    fault.crash = true;
    const crashed = await post(
      shop.owner,
      `/api/order/${orderId}/collect_payment`,
      keyEntered(),
      key,
    ).finally(() => {
      fault.crash = false;
    });
    expect(crashed.statusCode).toBe(500);
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(0);
    const job = await collectJobOf(key);
    if (!job) throw new Error('no reconcile job was queued');
    const handler = collectReconcileJob(t.app.processor);
    await handler.handle(job.payload, jobContext(t, job));
    await handler.handle(job.payload, jobContext(t, job));
    const rows = await transactionsOf(t, shop.merchantId, orderId);
    expect(rows.map((row) => [row.amount, row.processorStatus])).toEqual([[1300, 'authorized']]);
    expect(await eventKindsOf(t, shop.merchantId, orderId)).toEqual(['paid']);
    const order = await shop.owner.get(`/api/order/${orderId}`);
    expect(order.json()).toMatchObject({ payment_status: 'paid', amount_due: '0.00' });
  });

  it('a retry with the same key after the crash: one charge, one row', async () => {
    const orderId = await unpaidOrder(t, shop);
    const key = randomUUID();
    fault.crash = true;
    await post(shop.owner, `/api/order/${orderId}/collect_payment`, keyEntered(), key).finally(() => {
      fault.crash = false;
    });
    const retry = await post(shop.owner, `/api/order/${orderId}/collect_payment`, keyEntered(), key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<CollectPaymentAnswer>().order.payment_status).toBe('paid');
    const job = await collectJobOf(key);
    if (!job) throw new Error('no reconcile job was queued');
    await collectReconcileJob(t.app.processor).handle(job.payload, jobContext(t, job));
    expect(await transactionsOf(t, shop.merchantId, orderId)).toHaveLength(1);
  });
});
