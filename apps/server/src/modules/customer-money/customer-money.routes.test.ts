import type { CustomerStatement } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setUpShop, storeAccount } from '../checkout/checkout-test-setup.ts';
import { createInvoice, invoiceBody, setUpInvoices } from '../invoices/invoices-test-setup.ts';
import { changeOrder, changeSchedules, sellClub, sellShampoo } from './customer-money-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DAY = 86_400_000;

describe('GET /api/customer/{id}/statement (spec 2 §2.1, spec 3 §4.2)', () => {
  it('lists the orders of the last 180 days, newest first, with labels, lines and red codes', async () => {
    const shop = await setUpShop(t);
    const old = await sellShampoo(shop);
    await changeOrder(t, shop, old, { createdAt: new Date(Date.now() - 200 * DAY) });
    const paid = await sellShampoo(shop);
    const club = await sellClub(shop);
    const url = `/api/customer/${shop.customerId}/statement`;
    const response = await shop.owner.get(url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total_item_count).toBe(2);
    expect(body.has_more).toBe(false);
    expect(body.past_due_order_count).toBe(0);
    expect(Date.parse(body.window_start)).toBeLessThan(Date.now() - 179 * DAY);
    expect(body.data.map((row: { order_id: number }) => row.order_id)).toEqual([club, paid]);
    const [clubRow, paidRow] = body.data;
    expect(paidRow).toMatchObject({ status: 'paid', amount_total: '10.83', amount_due: '0.00' });
    expect(paidRow.transactions).toEqual([
      expect.objectContaining({
        status: { code: 1, name: 'Processed' },
        amount: '10.83',
        is_payment: true,
        is_status_visible: false,
        is_red: false,
      }),
    ]);
    expect(clubRow.sale_type.name).toBe('Point of Sale');
    expect(clubRow.transactions[0].account).toMatchObject({ kind: 'card', last_four: '4242' });

    // An invoice past due (as the invoices will write it) reads past_due and raises the notice.
    await changeOrder(t, shop, paid, { saleType: 6, paymentStatus: 'past_due', amountPaid: 0 });
    const again = (await shop.owner.get(`${url}?limit=1&offset=1`)).json();
    expect(again).toMatchObject({ total_item_count: 2, has_more: false, past_due_order_count: 1 });
    expect(again.data).toHaveLength(1);
    expect(again.data[0]).toMatchObject({ order_id: paid, status: 'past_due', amount_due: '10.83' });
    const first = (await shop.owner.get(`${url}?limit=1`)).json();
    expect(first.has_more).toBe(true);
  });

  it('labels an invoice past its due date past due, and counts it for the notice', async () => {
    const { shop } = await setUpInvoices(t);
    // Net 15 from Oct 1 was due Oct 16: past due by the merchant's one day; the draft is not.
    const late = await createInvoice(
      shop.owner,
      invoiceBody(shop, { invoice_date: '2026-10-01', send: 'now' }),
    );
    const draft = await createInvoice(shop.owner, invoiceBody(shop, { invoice_date: '2026-11-25' }));
    const response = await shop.owner.get(`/api/customer/${shop.customerId}/statement`);
    expect(response.statusCode).toBe(200);
    const statement = response.json<CustomerStatement>();
    const statusOf = (id: number) => statement.data.find((row) => row.order_id === id)?.status;
    expect(statusOf(late.id)).toBe('past_due');
    expect(statusOf(draft.id)).not.toBe('past_due');
    expect(statement.past_due_order_count).toBe(1);
  });

  it('refuses bad input (400), a user who cannot read orders (403), another merchant (404)', async () => {
    const shop = await setUpShop(t);
    const url = `/api/customer/${shop.customerId}/statement`;
    const bad = await shop.owner.get(`${url}?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('limit');
    expect((await shop.owner.get('/api/customer/0/statement')).statusCode).toBe(400);
    const booker = await setUpShop(t, ['manage_appointments']);
    const staff = await signIn(t.app, booker.staffUserName);
    expect((await staff.get(`/api/customer/${booker.customerId}/statement`)).statusCode).toBe(403);
    const other = await setUpShop(t);
    expect((await other.owner.get(url)).statusCode).toBe(404);
  });
});

describe('GET /api/customer/{id}/paymentschedules (spec 2 §2.1, §7)', () => {
  it('lists the schedules with next bill date, amount, item, past due and the card-expiry warning', async () => {
    const shop = await setUpShop(t);
    const url = `/api/customer/${shop.customerId}/paymentschedules`;
    expect((await shop.owner.get(url)).json()).toEqual({
      data: [],
      total_item_count: 0,
      has_more: false,
      past_due_count: 0,
    });
    await sellClub(shop);
    const [schedule] = (await shop.owner.get(url)).json().data;
    expect(schedule).toMatchObject({
      status: 'active',
      offering: { id: shop.items.club, name: 'Shave club' },
      amount: '30.00',
      is_past_due: false,
      card_expires_before_next_bill: false,
    });
    expect(schedule.next_bill_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const card = await storeAccount(t.handle.db, shop, shop.customerId, 'card');
    await changeSchedules(t, shop, {
      paymentAccountId: card.id,
      isPastDue: true,
      nextBillDate: '2040-01-15',
    });
    const changed = (await shop.owner.get(url)).json();
    expect(changed.past_due_count).toBe(1);
    expect(changed.data[0]).toMatchObject({
      is_past_due: true,
      card_expires_before_next_bill: true,
      account: { kind: 'card', last_four: '4242', label: 'Visa', expiration: '0439' },
    });
    await changeSchedules(t, shop, { status: 'cancelled' });
    expect((await shop.owner.get(url)).json().data[0].card_expires_before_next_bill).toBe(false);
  });

  it('pages 10 at a time; 400, 403 and 404 as the statement', async () => {
    const shop = await setUpShop(t);
    const url = `/api/customer/${shop.customerId}/paymentschedules`;
    await sellClub(shop);
    await sellClub(shop);
    const page = (await shop.owner.get(`${url}?limit=1`)).json();
    expect(page).toMatchObject({ total_item_count: 2, has_more: true });
    expect((await shop.owner.get(`${url}?offset=-1`)).statusCode).toBe(400);
    const booker = await setUpShop(t, ['manage_appointments']);
    const staff = await signIn(t.app, booker.staffUserName);
    expect((await staff.get(`/api/customer/${booker.customerId}/paymentschedules`)).statusCode).toBe(403);
    const other = await setUpShop(t);
    expect((await other.owner.get(url)).statusCode).toBe(404);
  });
});

describe('GET /api/customer_has_scheduled_items/{id} (spec 2 §7)', () => {
  it('says whether a schedule still bills', async () => {
    const shop = await setUpShop(t);
    const url = `/api/customer_has_scheduled_items/${shop.customerId}`;
    expect((await shop.owner.get(url)).json()).toEqual({
      has_scheduled_items: false,
      billing_schedules: 0,
      scheduled_invoices: 0,
    });
    await sellClub(shop);
    expect((await shop.owner.get(url)).json()).toEqual({
      has_scheduled_items: true,
      billing_schedules: 1,
      scheduled_invoices: 0,
    });
    await changeSchedules(t, shop, { status: 'expired' });
    expect((await shop.owner.get(url)).json().has_scheduled_items).toBe(false);
    expect((await shop.owner.get('/api/customer_has_scheduled_items/abc')).statusCode).toBe(400);
    const other = await setUpShop(t);
    expect((await other.owner.get(url)).statusCode).toBe(404);
  });
});

describe('GET /api/order/index (spec 3 §7)', () => {
  it('answers the option lists of the order filters; refuses a user who cannot read orders', async () => {
    const shop = await setUpShop(t);
    const response = await shop.owner.get('/api/order/index');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.order_statuses).toEqual([
      { value: 1, description: 'Created' },
      { value: 2, description: 'Cancelled' },
    ]);
    expect(body.payment_statuses).toContainEqual({ value: 'past_due', description: 'Past due' });
    expect(body.statement_statuses.map((option: { value: string }) => option.value)).toEqual([
      'paid',
      'unpaid',
      'partially_paid',
      'cancelled',
      'past_due',
    ]);
    expect(body.sale_types).toContainEqual({ value: 24, description: 'Payment Link' });
    expect(body.transaction_statuses).toHaveLength(6);
    const booker = await setUpShop(t, ['manage_appointments']);
    const staff = await signIn(t.app, booker.staffUserName);
    expect((await staff.get('/api/order/index')).statusCode).toBe(403);
  });
});
