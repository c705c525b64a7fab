import type { PublicStorePayBody, Store, StoreBodyInput } from '@paybook/contracts';
import { defaultRecurrence } from '@paybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingSchedules,
  customers,
  orderLines,
  orders,
  outboxEmails,
  transactions,
} from '../../db/schema/index.ts';
import type { TestClient } from '../../test/client.ts';
import { CROWD, sendCrowd } from '../../test/crowd.ts';
import { statementsDuring } from '../../test/row-locks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addFeeStructure,
  addItem,
  expectFieldError,
  setUpCatalogue,
} from '../catalogue/catalogue-test-setup.ts';

// Ruling 4; issue 27 point 4 (decision 165): the hosted page /pay/{url_subdomain}/{url_name}.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function createStore(client: TestClient, body: StoreBodyInput, activate = true): Promise<Store> {
  const created = await client.post('/api/store', body);
  expect(created.statusCode, created.body).toBe(201);
  const store: Store = created.json().data;
  if (activate) expect((await client.put(`/api/store/${store.id}/active`)).statusCode).toBe(200);
  return store;
}

async function setUp() {
  const shop = await setUpCatalogue(t);
  const tax = await addFeeStructure(t, shop.merchant.id, {
    type: 'tax',
    name: 'Sales tax',
    isPercent: true,
    amountCents: null,
    percentThousandths: 8250,
  });
  const pack = await addItem(shop.owner, {
    name: 'Class Pack',
    price: '90',
    is_taxable: true,
    fee_structure_ids: [tax.id],
  });
  const form = await createStore(shop.owner, {
    name: 'Ten Class Pack',
    store_type: 'payment_form',
    offering_ids: [pack.id],
  });
  const base = `/api/public/store/${shop.merchant.urlSubdomain}/${form.url_name}`;
  return { ...shop, pack, form, base };
}

const payBody = (offeringId: number, overrides: Partial<PublicStorePayBody> = {}): PublicStorePayBody =>
  ({
    lines: [{ offering_id: offeringId, quantity: '2' }],
    customer: { first_name: 'Pat', last_name: 'Buyer', email: 'pat@example.test' },
    method: 'card',
    card: { card_number: VISA, cvv: '123', expiration: '12/30', billing_zip_code: '' },
    ...overrides,
  }) as PublicStorePayBody;

const pay = (app: FastifyInstance, base: string, body: PublicStorePayBody, key: string) =>
  app.inject({
    method: 'POST',
    url: `${base}/pay`,
    payload: body,
    headers: { 'idempotency-key': key },
  });

describe('GET public/store/{url_subdomain}/{url_name}', () => {
  it('shows an active form’s design, item and price, and the business as the switches allow', async () => {
    const s = await setUp();
    const page = await t.app.inject({ method: 'GET', url: s.base });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'Ten Class Pack',
      store_type: 'payment_form',
      button_text: 'Pay',
      accepts_card: true,
      accepts_ach: true,
      return_button: { show: false, text: 'Return to Site' },
      items: [
        { offering_id: s.pack.id, name: 'Class Pack', price: '90.00', price_text: '$90.00', address: 'none' },
      ],
      is_test_mode: true,
    });
    expect(page.json().business.name).toBe(s.merchant.name);
  });

  it('is not found for an unknown, inactive or deleted form, or an unknown business', async () => {
    const s = await setUp();
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await status(`/api/public/store/${s.merchant.urlSubdomain}/nope`)).toBe(404);
    expect(await status(`/api/public/store/no-such-business/${s.form.url_name}`)).toBe(404);
    await s.owner.put(`/api/store/${s.form.id}/inactive`);
    expect(await status(s.base)).toBe(404);
    await s.owner.put(`/api/store/${s.form.id}/active`);
    expect(await status(s.base)).toBe(200);
    await s.owner.put('/api/catalog/offering/bulk/deactivate', { offering_ids: [s.pack.id] });
    expect(await status(s.base)).toBe(404);
  });
});

describe('the page from the node cache (store-page-cache.ts)', () => {
  it('answers a page read again without a statement, and a change shows on the next read', async () => {
    const s = await setUp();
    const get = () => t.app.inject({ method: 'GET', url: s.base });
    expect((await get()).statusCode).toBe(200);
    let again = await get();
    const statements = await statementsDuring(async () => {
      again = await get();
    });
    expect(statements).toEqual([]);
    expect(again.json().name).toBe('Ten Class Pack');
    const saved = await s.owner.put(`/api/store/${s.form.id}`, {
      name: 'Ten Class Pack',
      url_name: s.form.url_name,
      store_type: 'payment_form',
      offering_ids: [s.pack.id],
      button_text: 'Buy the pack',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get()).json().button_text).toBe('Buy the pack');
    await s.owner.put(`/api/catalog/offering/${s.pack.id}`, {
      name: 'Class Pack of Ten',
      price: '95',
      is_taxable: true,
    });
    expect((await get()).json().items[0]).toMatchObject({ name: 'Class Pack of Ten', price: '95.00' });
  });
});

describe('POST public/store/{…}/quote', () => {
  it('prices the cart on the server, with its tax', async () => {
    const s = await setUp();
    const quote = await t.app.inject({
      method: 'POST',
      url: `${s.base}/quote`,
      payload: { lines: [{ offering_id: s.pack.id, quantity: '2', price: null }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      amount_subtotal: '180.00',
      amount_tax: '14.85',
      amount_total: '194.85',
      amount_due_now: '194.85',
    });
  });

  it('prices an item that ships before its address is given; buying it needs the address', async () => {
    const s = await setUp();
    const towel = await addItem(s.owner, { name: 'Towel', price: '12', address_option: 'shipping_address' });
    const shop = await createStore(s.owner, {
      name: 'Towel Shop',
      store_type: 'store',
      offering_ids: [towel.id],
    });
    const base = `/api/public/store/${s.merchant.urlSubdomain}/${shop.url_name}`;
    const quote = await t.app.inject({
      method: 'POST',
      url: `${base}/quote`,
      payload: { lines: [{ offering_id: towel.id, quantity: '1' }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().amount_total).toBe('12.00');
    const lines = [{ offering_id: towel.id, quantity: '1' }];
    expectFieldError(await pay(t.app, base, payBody(towel.id, { lines }), 'no-address'), 'address.address1');
    const address = {
      address1: '1 Main St',
      city: 'Denver',
      state: 'CO',
      zip_code: '80202',
      address_types: ['shipping'],
    };
    const bought = await pay(
      t.app,
      base,
      payBody(towel.id, { lines, address } as Partial<PublicStorePayBody>),
      'address',
    );
    expect(bought.json().payment_status, bought.body).toBe('processed');
  });

  it('refuses an item the form does not sell, by field, and a bad discount code', async () => {
    const s = await setUp();
    const other = await addItem(s.owner, { name: 'Mat', price: '20' });
    const quote = (payload: object) => t.app.inject({ method: 'POST', url: `${s.base}/quote`, payload });
    expectFieldError(await quote({ lines: [{ offering_id: other.id }] }), 'lines.0.offering_id');
    expectFieldError(
      await quote({ lines: [{ offering_id: s.pack.id }], discount_code: 'NOPE' }),
      'discount_code',
    );
    expectFieldError(await quote({ lines: [] }), 'lines');
  });
});

describe('POST public/store/{…}/pay', () => {
  it('matches or creates the customer, writes a Payment Form order for the server’s total, and e-mails the receipt', async () => {
    const s = await setUp();
    const first = await pay(t.app, s.base, payBody(s.pack.id), 'buy-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      payment_status: 'processed',
      amount_paid: '194.85',
      receipt_email: 'pat@example.test',
    });
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.merchantId, s.merchant.id));
    expect(order).toMatchObject({
      saleType: 5,
      storeId: s.form.id,
      amountTotal: 19485,
      createdByUserId: null,
    });
    const again = await pay(
      t.app,
      s.base,
      payBody(s.pack.id, { customer: { first_name: 'Pat', last_name: 'Buyer', email: 'PAT@example.test' } }),
      'buy-2',
    );
    expect(again.json().payment_status).toBe('processed');
    const buyers = await t.handle.db.select().from(customers).where(eq(customers.merchantId, s.merchant.id));
    expect(buyers).toHaveLength(1);
    const receipts = await t.handle.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.merchantId, s.merchant.id), eq(outboxEmails.kind, 'order_receipt')))
      .orderBy(asc(outboxEmails.id));
    expect(receipts.map((email) => email.toAddress)).toEqual(['pat@example.test', 'PAT@example.test']);
  });

  it('a retry with the same key answers the same order and charges once; another body is 422', async () => {
    const s = await setUp();
    const first = await pay(t.app, s.base, payBody(s.pack.id), 'same-key');
    const second = await pay(t.app, s.base, payBody(s.pack.id), 'same-key');
    expect(second.json().order_number).toBe(first.json().order_number);
    const changed = await pay(
      t.app,
      s.base,
      payBody(s.pack.id, { lines: [{ offering_id: s.pack.id, quantity: '1' }] }),
      'same-key',
    );
    expect(changed.statusCode).toBe(422);
    const charges = await t.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.merchantId, s.merchant.id));
    expect(charges).toHaveLength(1);
  });

  it('a declined card writes no order and says why', async () => {
    const s = await setUp();
    const declined = await pay(
      t.app,
      s.base,
      payBody(s.pack.id, {
        card: { card_number: DECLINED, cvv: '123', expiration: '12/30' },
      } as Partial<PublicStorePayBody>),
      'declined',
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ payment_status: 'failed', order_number: null });
    expect(declined.json().failure_reason).toBeTruthy();
    expect(await t.handle.db.select().from(orders).where(eq(orders.merchantId, s.merchant.id))).toHaveLength(
      0,
    );
  });

  it('names the field of a bad card, a missing e-mail, a missing key, and a bank payment the form refuses', async () => {
    const s = await setUp();
    const badCard = payBody(s.pack.id, {
      card: { card_number: '4242 4242 4242 4241', cvv: '123', expiration: '12/30' },
    } as Partial<PublicStorePayBody>);
    expectFieldError(await pay(t.app, s.base, badCard, 'bad-card'), 'card.card_number');
    const noEmail = payBody(s.pack.id, { customer: { first_name: 'Pat', last_name: 'Buyer', email: '' } });
    expectFieldError(await pay(t.app, s.base, noEmail, 'no-email'), 'customer.email');
    const noKey = await t.app.inject({ method: 'POST', url: `${s.base}/pay`, payload: payBody(s.pack.id) });
    expect(noKey.statusCode).toBe(400);
    const cardOnly = await createStore(s.owner, {
      name: 'Card Only',
      store_type: 'payment_form',
      offering_ids: [s.pack.id],
      accept_ach: false,
    });
    const bank = {
      ...payBody(s.pack.id),
      method: 'bank',
      bank_account: {
        routing_number: '011000015',
        account_number: '123456789',
        account_type: 'checking',
      },
    } as PublicStorePayBody;
    expectFieldError(
      await pay(t.app, `/api/public/store/${s.merchant.urlSubdomain}/${cardOnly.url_name}`, bank, 'bank'),
      'method',
    );
    expect(await t.handle.db.select().from(orders).where(eq(orders.merchantId, s.merchant.id))).toHaveLength(
      0,
    );
  });

  it('asks the item’s custom fields, refuses a required one left empty by name, and keeps the answers on the order line', async () => {
    const s = await setUp();
    const camp = await addItem(s.owner, {
      name: 'Summer Camp',
      price: '200',
      custom_fields_collection: [
        { name: 'camper', label: 'Camper’s name', type: 2, is_required: true },
        { name: 'shirt', label: 'T-shirt size', type: 1, options: ['S', 'M', 'L'] },
        { name: 'photos', label: 'Photos allowed', type: 0 },
      ],
    });
    const form = await createStore(s.owner, {
      name: 'Camp',
      store_type: 'payment_form',
      offering_ids: [camp.id],
    });
    const base = `/api/public/store/${s.merchant.urlSubdomain}/${form.url_name}`;
    const page = await t.app.inject({ method: 'GET', url: base });
    expect(page.json().items[0].custom_fields).toEqual([
      { name: 'camper', label: 'Camper’s name', type: 2, hint_text: null, options: [], is_required: true },
      {
        name: 'shirt',
        label: 'T-shirt size',
        type: 1,
        hint_text: null,
        options: ['S', 'M', 'L'],
        is_required: false,
      },
      { name: 'photos', label: 'Photos allowed', type: 0, hint_text: null, options: [], is_required: false },
    ]);
    const line = (custom_fields: { name: string; value: string }[]) => [
      { offering_id: camp.id, quantity: '1', custom_fields },
    ];
    const empty = await pay(
      t.app,
      base,
      payBody(camp.id, { lines: line([{ name: 'shirt', value: 'XL' }]) }),
      'camp-1',
    );
    expectFieldError(empty, 'lines.0.custom_fields.camper', 'Fill in Camper’s name.');
    expectFieldError(empty, 'lines.0.custom_fields.shirt', 'Choose one of the options.');
    const answered = line([
      { name: 'camper', value: ' Ada ' },
      { name: 'shirt', value: 'M' },
      { name: 'photos', value: 'true' },
    ]);
    const bought = await pay(t.app, base, payBody(camp.id, { lines: answered }), 'camp-2');
    expect(bought.json().payment_status, bought.body).toBe('processed');
    const [written] = await t.handle.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.merchantId, s.merchant.id));
    expect(written?.customFields).toEqual([
      { label: 'Camper’s name', value: 'Ada' },
      { label: 'T-shirt size', value: 'M' },
      { label: 'Photos allowed', value: 'Yes' },
    ]);
  });

  it('a recurring item starts its billing schedule on the card, which is kept', async () => {
    const s = await setUp();
    const monthly = await addItem(s.owner, {
      name: 'Monthly Membership',
      price: '40',
      price_structure: 'recurring',
      recurrence: { ...defaultRecurrence(), frequency: 'monthly', occurrence_type: 'no_end_date' },
    });
    const form = await createStore(s.owner, {
      name: 'Membership',
      store_type: 'payment_form',
      offering_ids: [monthly.id],
    });
    const base = `/api/public/store/${s.merchant.urlSubdomain}/${form.url_name}`;
    const bought = await pay(
      t.app,
      base,
      payBody(monthly.id, { lines: [{ offering_id: monthly.id, quantity: '1' }] }),
      'member',
    );
    expect(bought.json().payment_status, bought.body).toBe('processed');
    const schedules = await t.handle.db
      .select()
      .from(billingSchedules)
      .where(eq(billingSchedules.merchantId, s.merchant.id));
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.paymentAccountId).not.toBeNull();
  });

  it(`${CROWD} pays at once with one key: one order, one charge; /api/health answers`, async () => {
    const s = await setUp();
    const answers = await sendCrowd(t.app, 'pays of one form with one key', () =>
      pay(t.app, s.base, payBody(s.pack.id), 'crowd-key'),
    );
    for (const answer of answers) expect([200, 503], answer.body).toContain(answer.statusCode);
    const numbers = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().order_number));
    expect(numbers.size).toBe(1);
    expect(await t.handle.db.select().from(orders).where(eq(orders.merchantId, s.merchant.id))).toHaveLength(
      1,
    );
    expect(
      await t.handle.db.select().from(transactions).where(eq(transactions.merchantId, s.merchant.id)),
    ).toHaveLength(1);
  });
});
