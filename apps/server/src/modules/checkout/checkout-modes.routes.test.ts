import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingSchedules,
  checkoutIntents,
  orders,
  paymentAccounts,
  transactions,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { runMerchantBilling } from '../billing-engine/billing-run.ts';
import {
  checkout,
  createCheckoutTestApp,
  keyEntered,
  setUpShop,
  storeAccount,
} from './checkout-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

// Shampoo $10.00 (taxable, 8.25 %) × 2 + 1.5 hours of consulting at $25.00: 20.00 + 1.65 + 37.50 = 59.15.
const cart = (shop: { items: { shampoo: number; consulting: number } }) => [
  { offering_id: shop.items.shampoo, quantity: '2' },
  { offering_id: shop.items.consulting, quantity: '1.5' },
];

describe('POST cart/check_out: one order per payment mode (issue 15 points 2, 3; spec 3 §3.4, §4.8)', () => {
  it('ccKeyEnter: authorises the card, writes the order, its lines and the payment', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      ...keyEntered(),
      cart: cart(shop),
      customer: { id: shop.customerId },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ payment_status: 'processed', amount_paid: '59.15', change_due: null });
    expect(body.order).toMatchObject({
      order_number: 1001,
      payment_status: 'paid',
      sale_type: { code: 2, name: 'Point of Sale' },
      billing_method: 'immediate',
      amount_subtotal: '57.50',
      amount_tax: '1.65',
      amount_total: '59.15',
      amount_paid: '59.15',
      amount_due: '0.00',
      customer: { id: shop.customerId, first_name: 'Cora', last_name: 'Buyer' },
    });
    expect(
      body.order.items.map((item: { name: string; quantity: string }) => [item.name, item.quantity]),
    ).toEqual([
      ['Shampoo', '2'],
      ['Consulting', '1.5'],
    ]);
    expect(body.transaction).toMatchObject({
      status: { code: 1, name: 'Processed' },
      processor_status: 'authorized',
      payment_type: 'credit_card',
      payment_mode: 'ccKeyEnter',
      amount: '59.15',
      account: { id: null, kind: 'card', last_four: '4242', label: 'Visa' },
    });
    expect(body.transaction.can_void_until).not.toBeNull();
    const read = await shop.owner.get(`/api/order/${body.order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body.order);
  });

  it('ccSwipe: reads the track data, prefills the name from track 1', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      payment_mode: 'ccSwipe',
      track_data: '%B4242424242424242^DOE/JANE^39041010000000000000?;4242424242424242=3904101?\n',
      cart: cart(shop),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payment_status: 'processed',
      transaction: { payment_mode: 'ccSwipe', account: { last_four: '4242', label: 'Visa' } },
      order: { customer: { id: null, first_name: 'Jane', last_name: 'Doe' } },
    });
    const row = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.query.orders.findFirst({ columns: { customerFirstName: true, customerLastName: true } }),
    );
    expect(row).toEqual({ customerFirstName: 'Jane', customerLastName: 'Doe' });
  });

  it('cash: change due is tendered less the total', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      payment_mode: 'cash',
      amount_tendered: '100',
      cart: cart(shop),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payment_status: 'processed',
      amount_paid: '59.15',
      change_due: '40.85',
      transaction: {
        payment_type: 'cash',
        payment_mode: 'cash',
        processor_status: 'settled',
        amount: '59.15',
        amount_tendered: '100.00',
        change_due: '40.85',
      },
      order: { payment_status: 'paid' },
    });
  });

  it('check: keeps the check number', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      payment_mode: 'check',
      check_number: '1042',
      cart: cart(shop),
    });
    expect(response.json()).toMatchObject({
      payment_status: 'processed',
      transaction: { payment_type: 'cash', payment_mode: 'check', check_number: '1042' },
      order: { customer: null },
    });
  });

  it('a walk-in keeps the name and e-mail typed at checkout, with no customer record', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      payment_mode: 'cash',
      amount_tendered: '100',
      cart: cart(shop),
      customer: { first_name: 'Wally', last_name: 'Walker', email: 'wally@example.test' },
    });
    expect(response.statusCode).toBe(200);
    const { order } = response.json();
    const expected = { id: null, first_name: 'Wally', last_name: 'Walker', email: 'wally@example.test' };
    expect(order.customer).toMatchObject(expected);
    expect((await shop.owner.get(`/api/order/${order.id}`)).json().customer).toMatchObject(expected);
  });

  it('stored card: pays with the customer’s own card', async () => {
    const shop = await setUpShop(t);
    const account = await storeAccount(t.handle.db, shop, shop.customerId, 'card');
    const response = await checkout(shop.owner, {
      payment_mode: 'stored',
      account_id: account.id,
      cart: cart(shop),
      customer: { id: shop.customerId },
    });
    expect(response.json()).toMatchObject({
      payment_status: 'processed',
      transaction: {
        payment_mode: 'stored',
        payment_type: 'credit_card',
        account: { id: account.id, kind: 'card' },
      },
    });
  });

  it('stored bank account: an ACH debit, pending until it settles; business checking needs an authorization type', async () => {
    const shop = await setUpShop(t);
    const personal = await storeAccount(t.handle.db, shop, shop.customerId, 'checking');
    const response = await checkout(shop.owner, {
      payment_mode: 'stored',
      account_id: personal.id,
      cart: cart(shop),
      customer: { id: shop.customerId },
    });
    expect(response.json()).toMatchObject({
      payment_status: 'pending',
      amount_paid: '59.15',
      transaction: {
        payment_type: 'ach',
        processor_status: 'posted',
        account: { id: personal.id, kind: 'bank' },
      },
      order: { payment_status: 'pending', pending_ach_order: true },
    });
    const business = await storeAccount(t.handle.db, shop, shop.customerId, 'business_checking');
    const body = {
      payment_mode: 'stored',
      account_id: business.id,
      cart: cart(shop),
      customer: { id: shop.customerId },
    };
    const refused = await checkout(shop.owner, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].property).toBe('authorization_type');
    const accepted = await checkout(shop.owner, { ...body, authorization_type: 'Ccd' });
    expect(accepted.json()).toMatchObject({ payment_status: 'pending' });
  });

  it('ach: personal checking, and business checking with company and authorization type', async () => {
    const shop = await setUpShop(t);
    const bank = { routing_number: '021000021', account_number: '000123456789', account_type: 'checking' };
    const personal = await checkout(shop.owner, {
      payment_mode: 'ach',
      bank_account: bank,
      cart: cart(shop),
    });
    expect(personal.json()).toMatchObject({
      payment_status: 'pending',
      transaction: {
        payment_type: 'ach',
        payment_mode: 'ach',
        account: { id: null, kind: 'bank', last_four: '6789', label: 'JPMorgan Chase Bank' },
      },
    });
    const business = await checkout(shop.owner, {
      payment_mode: 'ach',
      bank_account: { ...bank, account_type: 'business_checking' },
      company_name: 'Acme LLC',
      authorization_type: 'Ccd',
      cart: cart(shop),
    });
    expect(business.json()).toMatchObject({ payment_status: 'pending' });
    const [row] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .select({ type: transactions.achAuthorizationType, company: transactions.companyName })
        .from(transactions)
        .where(eq(transactions.orderId, business.json().order.id)),
    );
    expect(row).toEqual({ type: 'Ccd', company: 'Acme LLC' });
  });

  it('a recurring line starting later is scheduled, not charged; its card is stored and the engine bills it on its date', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      ...keyEntered(),
      cart: [{ offering_id: shop.items.club, start_date: '2039-01-15' }],
      // spec 3 §5: a future payment date needs the e-mail the receipt and the bills go to.
      customer: { id: shop.customerId, email: 'cora@example.test' },
    });
    expect(response.statusCode).toBe(200);
    const { order, transaction } = response.json();
    // Decision 133: nothing is charged today; the order records the line as scheduled.
    expect(order).toMatchObject({
      contains_subscription: true,
      amount_total: '30.00',
      payment_status: 'scheduled',
    });
    expect(transaction).toBeNull();
    const [schedule] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select().from(billingSchedules).where(eq(billingSchedules.orderId, order.id)),
    );
    expect(schedule).toMatchObject({
      customerId: shop.customerId,
      offeringId: shop.items.club,
      offeringName: 'Shave club',
      price: 3000,
      startAt: '2039-01-15',
      numberOfActiveExecutions: 0,
      nextBillDate: '2039-01-15',
      finalBillDate: '2039-12-15',
      occurrences: 12,
      status: 'active',
    });
    expect(schedule?.paymentAccountId).not.toBeNull();
    const accounts = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx
        .select({ id: paymentAccounts.id, kind: paymentAccounts.kind })
        .from(paymentAccounts)
        .where(and(eq(paymentAccounts.customerId, shop.customerId))),
    );
    expect(accounts).toEqual([{ id: schedule?.paymentAccountId, kind: 'card' }]);
    // On its date the billing engine charges bill 1 onto this order.
    await runMerchantBilling(t.handle.db, t.app.processor, shop.merchantId, new Date('2039-01-15T18:00:00Z'));
    const [paid] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select().from(orders).where(eq(orders.id, order.id)),
    );
    expect(paid).toMatchObject({ paymentStatus: 'paid', amountPaid: 3000 });
    const [billed] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select().from(billingSchedules).where(eq(billingSchedules.id, schedule!.id)),
    );
    expect(billed).toMatchObject({ numberOfActiveExecutions: 1, nextBillDate: '2039-02-15' });
  });

  it('a one-time line starting later is a schedule of one bill, charged on its date onto the order', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      ...keyEntered(),
      cart: [
        { offering_id: shop.items.consulting },
        { offering_id: shop.items.shampoo, start_date: '2039-03-01' },
      ],
      customer: { id: shop.customerId, email: 'cora@example.test' },
    });
    expect(response.statusCode).toBe(200);
    const { order, transaction } = response.json();
    // Today's part is charged; the later line stays due until its date.
    expect(order.payment_status).toBe('partially_paid');
    expect(Number(transaction.amount)).toBeLessThan(Number(order.amount_total));
    const [schedule] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select().from(billingSchedules).where(eq(billingSchedules.orderId, order.id)),
    );
    expect(schedule).toMatchObject({
      occurrences: 1,
      nextBillDate: '2039-03-01',
      numberOfActiveExecutions: 0,
    });
    await runMerchantBilling(t.handle.db, t.app.processor, shop.merchantId, new Date('2039-03-01T18:00:00Z'));
    const [paid] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select().from(orders).where(eq(orders.id, order.id)),
    );
    expect(paid).toMatchObject({ paymentStatus: 'paid' });
    expect(paid?.amountPaid).toBe(paid?.amountTotal);
    const [ended] = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select().from(billingSchedules).where(eq(billingSchedules.id, schedule!.id)),
    );
    expect(ended).toMatchObject({ status: 'expired', nextBillDate: null });
  });

  it('order numbers increase per merchant', async () => {
    const first = await setUpShop(t);
    const second = await setUpShop(t);
    const cash = (shop: typeof first) =>
      checkout(shop.owner, { payment_mode: 'cash', amount_tendered: '100', cart: cart(shop) }).then(
        (response) => response.json().order.order_number,
      );
    expect([await cash(first), await cash(first), await cash(second), await cash(first)]).toEqual([
      1001, 1002, 1001, 1003,
    ]);
  });

  it('the intent of a completed checkout keeps the response; the same key answers it again', async () => {
    const shop = await setUpShop(t);
    const key = randomUUID();
    const body = { payment_mode: 'cash', amount_tendered: '60', cart: cart(shop) };
    const first = await checkout(shop.owner, body, key);
    const again = await checkout(shop.owner, body, key);
    expect(again.json()).toEqual(first.json());
    const intents = await withTenant(t.handle.db, shop.merchantId, (tx) =>
      tx.select({ state: checkoutIntents.state, orderId: checkoutIntents.orderId }).from(checkoutIntents),
    );
    expect(intents).toEqual([{ state: 'completed', orderId: first.json().order.id }]);
  });

  it('a card held for the customer’s action: an order in requires_action, nothing paid yet', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, { ...keyEntered('4000002500003155'), cart: cart(shop) });
    expect(response.json()).toMatchObject({
      payment_status: 'requires_action',
      amount_paid: '0.00',
      transaction: { processor_status: 'requires_action', status: { code: 1 } },
      order: { payment_status: 'requires_action', amount_due: '59.15' },
    });
  });

  it('a bank refusing the debit: failed with its reason, no order', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      payment_mode: 'ach',
      bank_account: { routing_number: '021000021', account_number: '000222222227', account_type: 'checking' },
      cart: cart(shop),
    });
    expect(response.json()).toMatchObject({
      payment_status: 'failed',
      order: null,
      failure_reason: 'The bank declined the debit.',
    });
  });

  it('the desk (create_orders) reads the order it placed', async () => {
    const shop = await setUpShop(t, ['create_orders']);
    const desk = await signIn(t.app, shop.staffUserName);
    const placed = await checkout(desk, { payment_mode: 'cash', amount_tendered: '60', cart: cart(shop) });
    const read = await desk.get(`/api/order/${placed.json().order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ amount_total: '59.15', transactions: [{ change_due: '0.85' }] });
  });
});
