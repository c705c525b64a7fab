import { randomUUID } from 'node:crypto';
import type { Invoice, InvoicePage, PayInvoiceAnswer, PublicInvoice } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertCashOrder } from '../orders/orders-test-setup.ts';
import {
  cardPayment,
  createInvoice,
  invoiceBody,
  payPublic,
  setUpInvoices,
  tokenOf,
} from './invoices-test-setup.ts';

// Issue 25 points 3 and 4: the invoice endpoints (spec 3 §2.3, §4.3, §5, §6; decisions 121–125).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function setUp() {
  const s = await setUpInvoices(t);
  return { ...s, owner: s.shop.owner };
}

describe('POST /api/invoice (the builder)', () => {
  it('keeps a draft priced by priceOrder: catalogue and free-text lines, taxes, terms', async () => {
    const s = await setUp();
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop));
    expect(invoice).toMatchObject({
      status: 'draft',
      state: 'draft',
      due_date: '2026-12-05',
      invoice_date: '2026-11-20',
      // 2 × $10.00 taxed 8.25 % ($1.65) + $150.00 of design work.
      amount_total: '171.65',
      amount_due: '171.65',
      notes: 'Thanks for your business',
      order: { billing_method: 'invoice', sale_type: { code: 6 }, payment_status: 'scheduled' },
    });
    expect(invoice.order.items.map((item) => [item.name, item.quantity, item.amount_total])).toEqual([
      ['Shampoo', '2', '21.65'],
      ['Design work', '1', '150.00'],
    ]);
    expect(invoice.events.map((event) => event.kind)).toEqual(['created']);
    expect(invoice.public_path).toMatch(/^\/pay\/invoice\/[\w-]{43}$/);
    expect(await s.outbox('invoice')).toHaveLength(0);
  });

  it('sends now: the e-mail carries the pay link and the PDF, the timeline says sent', async () => {
    const s = await setUp();
    const invoice = await createInvoice(
      s.owner,
      invoiceBody(s.shop, { send: 'now', additional_to_emails: ['books@example.test'] }),
    );
    expect(invoice).toMatchObject({ status: 'unpaid', state: 'sent', order: { payment_status: 'unpaid' } });
    expect(invoice.events.map((event) => event.kind)).toEqual(['created', 'sent']);
    const emails = await s.outbox('invoice');
    expect(emails.map((email) => email.toAddress)).toEqual([invoice.customer?.email, 'books@example.test']);
    expect(emails[0]?.subject).toMatch(/^Invoice #\d+ from /);
    expect(emails[0]?.textBody).toContain(invoice.public_path);
    expect(emails[0]?.attachments[0]?.filename).toBe(`invoice-${invoice.invoice_number}.pdf`);
  });

  it('names each field it refuses', async () => {
    const s = await setUp();
    const cases: [object, string][] = [
      [invoiceBody(s.shop, { lines: [] }), 'lines'],
      [
        invoiceBody(s.shop, { lines: [{ kind: 'custom', name: '', quantity: '1', price: '5' }] }),
        'lines.0.name',
      ],
      [
        invoiceBody(s.shop, { lines: [{ kind: 'custom', name: 'X', quantity: '1', price: '' }] }),
        'lines.0.price',
      ],
      [
        invoiceBody(s.shop, { lines: [{ kind: 'item', offering_id: s.shop.items.retired, quantity: '1' }] }),
        'lines.0.offering_id',
      ],
      [
        invoiceBody(s.shop, { lines: [{ kind: 'item', offering_id: s.shop.items.club, quantity: '1' }] }),
        'lines.0.offering_id',
      ],
      [invoiceBody(s.shop, { terms: 'custom' }), 'due_date'],
      [invoiceBody(s.shop, { terms: 'custom', due_date: '2026-11-01' }), 'due_date'],
      [invoiceBody(s.shop, { send: 'schedule' }), 'scheduled_send_at'],
      [
        invoiceBody(s.shop, { send: 'schedule', scheduled_send_at: '2020-01-01T00:00:00Z' }),
        'scheduled_send_at',
      ],
      [invoiceBody(s.shop, { additional_to_emails: ['not an email'] }), 'additional_to_emails.0'],
      [invoiceBody(s.shop, { discount_code: 'NOPE' }), 'discount_code'],
    ];
    for (const [body, property] of cases) {
      const response = await s.owner.post('/api/invoice', body);
      expect(response.statusCode, `${property}: ${response.body}`).toBe(400);
      expect(response.json().error.details[0].property).toBe(property);
    }
  });

  it('refuses a role without create_orders (403) and another merchant’s customer (404)', async () => {
    const s = await setUp();
    const other = await setUpInvoices(t);
    const user = await createUser(
      t.handle.db,
      { id: s.shop.merchantId },
      { accessRights: ['modify_orders'] },
    );
    const modifier = await signIn(t.app, user.userName);
    expect((await modifier.post('/api/invoice', invoiceBody(s.shop))).statusCode).toBe(403);
    expect((await s.owner.post('/api/invoice', invoiceBody(other.shop))).statusCode).toBe(404);
  });
});

describe('GET, PUT, cancel and resend /api/invoice/:orderId', () => {
  it('is 404 for another merchant’s invoice and for an order not billed by invoice', async () => {
    const s = await setUp();
    const other = await setUpInvoices(t);
    const theirs = await createInvoice(other.shop.owner, invoiceBody(other.shop, { send: 'now' }));
    const sale = await insertCashOrder(t.handle.db, s.shop.merchantId, {
      customerId: null,
      createdAt: new Date(),
    });
    for (const id of [theirs.id, sale.id]) {
      expect((await s.owner.get(`/api/invoice/${id}`)).statusCode).toBe(404);
      expect((await s.owner.put(`/api/invoice/${id}`, invoiceBody(s.shop))).statusCode).toBe(404);
      expect((await s.owner.put(`/api/invoice/${id}/cancel`, {})).statusCode).toBe(404);
      expect(
        (await s.owner.post(`/api/invoice/${id}/resend`, { emails: ['a@example.test'] })).statusCode,
      ).toBe(404);
      expect((await s.owner.get(`/api/invoice/${id}/invoice.pdf`)).statusCode).toBe(404);
    }
  });

  it('edits a draft (re-priced, same public link) and then sends it', async () => {
    const s = await setUp();
    const draft = await createInvoice(s.owner, invoiceBody(s.shop));
    const response = await s.owner.put(
      `/api/invoice/${draft.id}`,
      invoiceBody(s.shop, {
        lines: [{ kind: 'item', offering_id: s.shop.items.consulting, quantity: '2.5' }],
        send: 'now',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<Invoice>();
    expect(edited).toMatchObject({ status: 'unpaid', amount_total: '62.50', public_path: draft.public_path });
    expect(edited.events.map((event) => event.kind)).toEqual(['created', 'sent']);
  });

  it('cancels (409 the second time), with the optional notice, and keeps the page clear', async () => {
    const s = await setUp();
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const cancelled = await s.owner.put(`/api/invoice/${invoice.id}/cancel`, { notify_customer: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Invoice>()).toMatchObject({ status: 'cancelled', amount_due: '0.00' });
    expect(cancelled.json<Invoice>().events.map((event) => event.kind)).toEqual([
      'created',
      'sent',
      'cancelled',
    ]);
    expect(await s.outbox('invoice_cancelled')).toHaveLength(1);
    const again = await s.owner.put(`/api/invoice/${invoice.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVOICE_ACTION_REFUSED');
    expect((await s.owner.put(`/api/invoice/${invoice.id}`, invoiceBody(s.shop))).statusCode).toBe(409);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/invoice/${tokenOf(invoice)}` });
    expect(page.json<PublicInvoice>()).toMatchObject({ status: 'cancelled', amount_due: '0.00' });
    const pay = await payPublic(t, tokenOf(invoice), cardPayment('171.65'));
    expect(pay.statusCode).toBe(409);
  });

  it('cancel needs modify_orders (403 for create_orders alone)', async () => {
    const s = await setUp();
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const clerk = await signIn(t.app, s.shop.staffUserName);
    expect((await clerk.put(`/api/invoice/${invoice.id}/cancel`, {})).statusCode).toBe(403);
  });

  it('resends to the e-mails given; none is 400 naming emails; a draft is 409', async () => {
    const s = await setUp();
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const none = await s.owner.post(`/api/invoice/${invoice.id}/resend`, { emails: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0].property).toBe('emails');
    const sent = await s.owner.post(`/api/invoice/${invoice.id}/resend`, { emails: ['boss@example.test'] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await s.outbox('invoice')).map((email) => email.toAddress)).toContain('boss@example.test');
    const draft = await createInvoice(s.owner, invoiceBody(s.shop));
    expect(
      (await s.owner.post(`/api/invoice/${draft.id}/resend`, { emails: ['a@example.test'] })).statusCode,
    ).toBe(409);
  });

  it('draws the PDF with the business details', async () => {
    const s = await setUp();
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const response = await s.owner.get(`/api/invoice/${invoice.id}/invoice.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET /api/invoices', () => {
  it('pages, filters by status and customer, and searches, newest invoice date first', async () => {
    const s = await setUp();
    const older = await createInvoice(
      s.owner,
      invoiceBody(s.shop, { invoice_date: '2026-10-01', send: 'now' }),
    );
    const draft = await createInvoice(s.owner, invoiceBody(s.shop, { invoice_date: '2026-11-25' }));
    const list = (query: string) => s.owner.get(`/api/invoices?${query}`).then((r) => r.json<InvoicePage>());
    const all = await list('');
    expect(all.data.map((row) => row.id)).toEqual([draft.id, older.id]);
    expect(all.total_item_count).toBe(2);
    // Net 15 from Oct 1 is Oct 16: past due now (one day after, by default).
    expect((await list('status=past_due')).data.map((row) => row.id)).toEqual([older.id]);
    expect((await list('status=draft')).data.map((row) => row.id)).toEqual([draft.id]);
    expect((await list('items_per_page=1&page=2')).data.map((row) => row.id)).toEqual([older.id]);
    expect((await list('search=cora')).total_item_count).toBe(2);
    expect((await list(`search=${older.invoice_number}`)).data.map((row) => row.id)).toEqual([older.id]);
    expect((await list('customer_id=999999')).total_item_count).toBe(0);
    expect((await s.owner.get('/api/invoices?status=nope')).statusCode).toBe(400);
  });
});

describe('the public pay page /api/public/invoice/:token', () => {
  it('is 404 for an unknown token and for a draft; the first view is on the timeline once', async () => {
    const s = await setUp();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/invoice/${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);
    const draft = await createInvoice(s.owner, invoiceBody(s.shop));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/invoice/${tokenOf(draft)}` })).statusCode,
    ).toBe(404);
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ method: 'GET', url: `/api/public/invoice/${tokenOf(invoice)}` });
      expect(page.statusCode).toBe(200);
      expect(page.json<PublicInvoice>()).toMatchObject({
        status: 'unpaid',
        amount_due: '171.65',
        accepts_card: true,
      });
    }
    const read = (await s.owner.get(`/api/invoice/${invoice.id}`)).json<Invoice>();
    expect(read.events.map((event) => event.kind)).toEqual(['created', 'sent', 'viewed']);
    expect(read.viewed_at).not.toBeNull();
  });

  it('takes the whole amount by card, marks it paid, e-mails the receipt; paying again is 409', async () => {
    const s = await setUp();
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const response = await payPublic(t, tokenOf(invoice), cardPayment('171.65'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PayInvoiceAnswer>()).toMatchObject({
      payment_status: 'processed',
      invoice: { status: 'paid', amount_due: '0.00', amount_paid: '171.65' },
    });
    const read = (await s.owner.get(`/api/invoice/${invoice.id}`)).json<Invoice>();
    expect(read.status).toBe('paid');
    expect(read.events.map((event) => event.kind)).toContain('paid');
    expect(await s.outbox('order_receipt')).toHaveLength(1);
    expect((await payPublic(t, tokenOf(invoice), cardPayment('1.00'))).statusCode).toBe(409);
  });

  it('takes part only when the invoice allows it; names amount and card fields', async () => {
    const s = await setUp();
    const whole = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const part = await payPublic(t, tokenOf(whole), cardPayment('50.00'));
    expect(part.statusCode).toBe(400);
    expect(part.json().error.details[0].property).toBe('amount');
    const bad = await payPublic(t, tokenOf(whole), cardPayment('171.65', '4242 4242 4242 4241'));
    expect(bad.json().error.details[0].property).toBe('card.card_number');
    expect((await payPublic(t, tokenOf(whole), cardPayment('171.65'), null)).statusCode).toBe(400);

    const partial = await createInvoice(
      s.owner,
      invoiceBody(s.shop, { send: 'now', allow_partial_payment: true }),
    );
    const paid = await payPublic(t, tokenOf(partial), cardPayment('50.00'));
    expect(paid.json<PayInvoiceAnswer>().invoice).toMatchObject({
      status: 'partially_paid',
      amount_due: '121.65',
    });
    const over = await payPublic(t, tokenOf(partial), cardPayment('121.66'));
    expect(over.json().error.details[0].property).toBe('amount');
  });

  it('a declined card charges nothing and leaves the invoice unpaid', async () => {
    const s = await setUp();
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const response = await payPublic(t, tokenOf(invoice), cardPayment('171.65', '4000000000000002'));
    expect(response.json<PayInvoiceAnswer>()).toMatchObject({
      payment_status: 'failed',
      invoice: { status: 'unpaid' },
    });
    expect(await s.payments(invoice.id)).toHaveLength(0);
  });

  it('ten at once with one key, and ten with their own keys: one payment; /api/health answers', async () => {
    const s = await setUp();
    const invoice = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const key = randomUUID();
    const health = t.app.inject({ method: 'GET', url: '/api/health' });
    const same = await Promise.all(
      Array.from({ length: 10 }, () => payPublic(t, tokenOf(invoice), cardPayment('171.65'), key)),
    );
    expect((await health).statusCode).toBe(200);
    expect(same.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(same.map((r) => r.json<PayInvoiceAnswer>().payment_status))).toEqual(
      new Set(['processed']),
    );
    expect(await s.payments(invoice.id)).toHaveLength(1);

    const second = await createInvoice(s.owner, invoiceBody(s.shop, { send: 'now' }));
    const crowd = await Promise.all(
      Array.from({ length: 10 }, () => payPublic(t, tokenOf(second), cardPayment('171.65'))),
    );
    expect(crowd.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of crowd.filter((one) => one.statusCode !== 200)) expect([409, 503]).toContain(r.statusCode);
    expect(await s.payments(second.id)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
