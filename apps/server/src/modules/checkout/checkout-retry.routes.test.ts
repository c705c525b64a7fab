import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutIntents, orders, paymentAccounts, sandboxPayments } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestApp } from '../../test/test-app.ts';
import { reconcileIntent } from './checkout-reconcile.ts';
import {
  checkout,
  createCheckoutTestApp,
  DECLINED_CARD,
  keyEntered,
  type Shop,
  setUpShop,
  storeAccount,
} from './checkout-test-setup.ts';

// Issue 23 point 1 (decision 94): a retry token names one sale. A definite failure (declined, abandoned)
// ends an attempt, not the sale: the cashier's "submit it again" with the kept token (spec 3 §4.8) is the
// sale's next attempt, asked of the processor under a new key. An accepted sale is final: its token replays.

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

const NO_ANSWER = '4000000000000119';
const REPLAYED = 'idempotent-replayed';
const later = () => new Date(Date.now() + 120_000);

async function books(shop: Shop) {
  const rows = await withTenant(t.handle.db, shop.merchantId, async (tx) => ({
    orders: await tx.select({ id: orders.id }).from(orders),
    intents: await tx
      .select({ state: checkoutIntents.state, isRetired: checkoutIntents.retiredAt })
      .from(checkoutIntents)
      .orderBy(asc(checkoutIntents.id))
      .then((all) => all.map((row) => ({ state: row.state, retired: row.isRetired !== null }))),
  }));
  const payments = await t.handle.db
    .select({ status: sandboxPayments.status })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.ownerMerchantId, shop.merchantId))
    .orderBy(asc(sandboxPayments.createdAt));
  return { ...rows, payments: payments.map((row) => row.status) };
}

/** A stored card of the customer that the issuer declines; `approveNow` is the issuer changing its mind. */
async function declinedStoredCard(shop: Shop) {
  const declined = await storeAccount(t.handle.db, shop, shop.customerId, 'card', DECLINED_CARD);
  const good = await storeAccount(t.handle.db, shop, shop.customerId, 'card');
  const approveNow = async () => {
    const [token] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .select({ token: paymentAccounts.processorToken })
        .from(paymentAccounts)
        .where(eq(paymentAccounts.id, good.id)),
    );
    await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .update(paymentAccounts)
        .set({ processorToken: token?.token ?? '' })
        .where(eq(paymentAccounts.id, declined.id)),
    );
  };
  const body = {
    payment_mode: 'stored',
    account_id: declined.id,
    cart: [{ offering_id: shop.items.shampoo }],
    customer: { id: shop.customerId },
  };
  return { body, approveNow };
}

describe('a retry token after a definite failure (issue 23 point 1, decision 94)', () => {
  it('a decline sent again with its token asks the processor again, under a new key', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const body = { ...keyEntered(DECLINED_CARD), cart: [{ offering_id: shop.items.shampoo }] };
    const first = await checkout(shop.owner, body, key);
    expect(first.json()).toMatchObject({
      payment_status: 'failed',
      failure_reason: 'Your card was declined.',
    });
    const again = await checkout(shop.owner, body, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers[REPLAYED]).toBeUndefined();
    expect(await books(shop)).toEqual({
      orders: [],
      intents: [
        { state: 'failed', retired: true },
        { state: 'failed', retired: false },
      ],
      payments: ['failed', 'failed'],
    });
    // Another body with the token is still another sale.
    const other = await checkout(shop.owner, { ...body, ...keyEntered() }, key);
    expect(other.statusCode).toBe(422);
  });

  it('the next attempt that goes through is final: the token then replays it and never charges again', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const { body, approveNow } = await declinedStoredCard(shop);
    expect((await checkout(shop.owner, body, key)).json().payment_status).toBe('failed');
    await approveNow();
    const paid = await checkout(shop.owner, body, key);
    expect(paid.json()).toMatchObject({ payment_status: 'processed', amount_paid: '10.83' });
    expect(paid.headers[REPLAYED]).toBeUndefined();
    const replay = await checkout(shop.owner, body, key);
    expect(replay.json()).toEqual(paid.json());
    expect(replay.headers[REPLAYED]).toBe('true');
    const after = await books(shop);
    expect([after.orders.length, after.payments]).toEqual([1, ['failed', 'authorized']]);
  });

  it('20 concurrent resends after a decline make one charge and one order', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const { body, approveNow } = await declinedStoredCard(shop);
    expect((await checkout(shop.owner, body, key)).json().payment_status).toBe('failed');
    await approveNow();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(shop.owner, body, key)));
    expect(new Set(answers.map((answer) => answer.json().payment_status))).toEqual(new Set(['processed']));
    expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
    const after = await books(shop);
    expect([after.orders.length, after.payments]).toEqual([1, ['failed', 'authorized']]);
    expect(after.intents).toEqual([
      { state: 'failed', retired: true },
      { state: 'completed', retired: false },
    ]);
  });

  it('an abandoned checkout sent again is asked of the processor again, not answered from the record', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const body = { ...keyEntered(NO_ANSWER), cart: [{ offering_id: shop.items.shampoo }] };
    expect((await checkout(shop.owner, body, key)).json().payment_status).toBe('unknown');
    const [intent] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select({ id: checkoutIntents.id }).from(checkoutIntents),
    );
    // The app's processor, on its own pool (decision 90), as the reconcile job uses it.
    const processor = t.app.processor;
    expect(await reconcileIntent(t.handle.db, processor, shop.merchantId, intent?.id ?? 0, later())).toBe(
      'abandoned',
    );
    // The processor still does not answer this card: the answer is its own, not the stored abandonment.
    const again = await checkout(shop.owner, body, key);
    expect(again.json()).toMatchObject({ payment_status: 'unknown' });
    expect((await books(shop)).intents).toEqual([
      { state: 'abandoned', retired: true },
      { state: 'started', retired: false },
    ]);
  });

  it('a cash sale’s token replays its order, marked as a replay', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const cash = { payment_mode: 'cash', amount_tendered: '20', cart: [{ offering_id: shop.items.shampoo }] };
    const sold = await checkout(shop.owner, cash, key);
    expect(sold.headers[REPLAYED]).toBeUndefined();
    const replay = await checkout(shop.owner, cash, key);
    expect(replay.json()).toEqual(sold.json());
    expect(replay.headers[REPLAYED]).toBe('true');
  });
});
