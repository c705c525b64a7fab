import type { Receipt } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { attachmentBytes } from '../email/attachment-bytes.ts';
import { insertPaidOrder, pdfPageCount, pdfText, setUpReceipts } from './receipts-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function setUp(options: Parameters<typeof insertPaidOrder>[3] = {}) {
  const s = await setUpReceipts(t.handle.db, t.app);
  const placed = await insertPaidOrder(t.handle.db, s.merchant.id, s.customer, options);
  const clerk = await s.signInWith(['create_orders']);
  return { ...s, ...placed, clerk, base: `/api/order/${placed.order.id}` };
}

describe('GET /api/order/:orderId/receipt (spec 3 §2.6, §4.2; issue 15 point 6)', () => {
  it('answers the merchant heading, the order as GET order/{id} presents it, and the upcoming charges', async () => {
    const s = await setUp({ withCancelledSchedule: true });
    const response = await s.clerk.get(`${s.base}/receipt`);
    expect(response.statusCode).toBe(200);
    const receipt = response.json<Receipt>();
    expect(receipt.merchant).toMatchObject({
      company_name: 'Juniper & <Sons>',
      company_email: 'hello@juniper.test',
      // Issue 16 point 8: the business settings' phone and address.
      phone: '(303) 555-0142',
      address1: '1420 Larimer Street',
      city: 'Denver',
      state: 'CO',
      zip_code: '80202',
    });
    expect(receipt.order).toMatchObject({
      id: s.order.id,
      order_number: 1001,
      amount_total: (s.priced.total_cents / 100).toFixed(2),
      customer: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(receipt.order.items.map((item) => [item.name, item.quantity, item.unit_name])).toEqual([
      ['Beard trim', '2', null],
      ['Consulting', '2.5', 'Hour'],
      ['Shave club', '1', null],
    ]);
    expect(
      receipt.order.transactions.map((p) => [p.payment_type, p.account?.last_four ?? null, p.change_due]),
    ).toEqual([
      ['credit_card', '4444', null],
      ['cash', null, '30.00'],
    ]);
    // The cancelled schedule charges nothing next, so only the active one is listed.
    expect(receipt.schedules).toEqual([
      {
        subscription_number: 1,
        offering_id: 0,
        offering_name: 'Shave club',
        price: (s.priced.lines[2]!.total_cents / 100).toFixed(2),
        recurrence_text: 'every 2 weeks on Monday, 6 times',
        next_bill_date: '2026-12-07',
        final_bill_date: '2027-02-15',
        occurrences: 6,
      },
    ]);
  });
  it('shows the order exactly as GET /api/order/:orderId does (one presenter)', async () => {
    const s = await setUp();
    const order = await s.clerk.get(s.base);
    expect(order.statusCode).toBe(200);
    expect((await s.clerk.get(`${s.base}/receipt`)).json<Receipt>().order).toEqual(order.json());
  });
});

describe('GET /api/order/:orderId/receipt.pdf (spec 3 §4.2 view/print receipt)', () => {
  it('is a one-page PDF shown inline, with the order, payments, schedule and test mode', async () => {
    const s = await setUp();
    const response = await s.clerk.get(`${s.base}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="receipt-1001.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      'Juniper & <Sons>',
      'hello@juniper.test',
      'Order #1001',
      'November 26, 2026 at 9:17 AM MST',
      'Ada Lovelace',
      'Beard trim',
      '2 × $45.00',
      '2.5 × $40.00 per hour',
      'Towel fee',
      'Sales tax (8.375%)',
      // Issue 24 point 1: the brand in full on the receipt, though the transaction says 'Master'.
      'Mastercard •••• 4444',
      'Tendered $50.00, change $30.00',
      'Change due',
      'Test mode',
      'Shave club (subscription #1)',
      'every 2 weeks on Monday, 6 times',
      'Next charge:',
      'Monday, December 7, 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('This order was cancelled.');
  });

  it('still prints a cancelled order, and says it was cancelled', async () => {
    const s = await setUp({ cancelled: true });
    const response = await s.clerk.get(`${s.base}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('This order was cancelled.');
    expect((await s.clerk.get(`${s.base}/receipt`)).json<Receipt>().order.payment_status).toBe('cancelled');
  });
});

describe('POST /api/order/:orderId/send_receipt (spec 3 §2.6; ruling 7)', () => {
  it('queues one order_receipt e-mail with text, HTML and the PDF, once per Idempotency-Key', async () => {
    const s = await setUp();
    const send = () =>
      s.clerk.post(
        `${s.base}/send_receipt`,
        { email: ' grace@navy.test ' },
        { headers: { 'idempotency-key': 'r-1' } },
      );
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const emails = await s.outbox();
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email).toMatchObject({
      toAddress: 'grace@navy.test',
      subject: 'Your receipt from Juniper & <Sons> (order #1001)',
      status: 'pending',
    });
    expect(email.textBody).toContain('Hello Ada,');
    expect(email.textBody).toContain('Mastercard •••• 4444');
    expect(email.htmlBody).toContain('Mastercard •••• 4444');
    expect(email.textBody).toContain('Next charge:');
    expect(email.htmlBody).toContain('Juniper &amp; &lt;Sons&gt;');
    expect(email.htmlBody).not.toContain('<Sons>');
    expect(email.attachments).toHaveLength(1);
    const attachment = email.attachments[0]!;
    expect(attachment).toMatchObject({ filename: 'receipt-1001.pdf', contentType: 'application/pdf' });
    // Drawn when the message is delivered (decision 161), from the drawing stored with it.
    const pdf = await attachmentBytes(attachment);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Order #1001');
  });

  it('sends again under a new key', async () => {
    const s = await setUp();
    for (const key of ['a', 'b']) {
      const response = await s.clerk.post(
        `${s.base}/send_receipt`,
        { email: 'grace@navy.test' },
        { headers: { 'idempotency-key': key } },
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await s.outbox()).toHaveLength(2);
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }],
    ['an empty address', { email: '  ' }],
    ['no address', {}],
  ])('refuses %s with 400 naming email, and queues nothing', async (_case, body) => {
    const s = await setUp();
    const response = await s.clerk.post(`${s.base}/send_receipt`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('email');
    expect(await s.outbox()).toHaveLength(0);
  });
});

describe('receipt access (spec 3 §6) and tenancy', () => {
  it('view_reports and modify_orders read and print; only create_orders sends', async () => {
    const s = await setUp();
    for (const right of ['view_reports', 'modify_orders'] as const) {
      const reader = await s.signInWith([right]);
      expect((await reader.get(`${s.base}/receipt`)).statusCode).toBe(200);
      expect((await reader.get(`${s.base}/receipt.pdf`)).statusCode).toBe(200);
      const send = await reader.post(`${s.base}/send_receipt`, { email: 'grace@navy.test' });
      expect(send.statusCode).toBe(403);
    }
    expect(await s.outbox()).toHaveLength(0);
  });

  it('refuses a user without an order right (403)', async () => {
    const s = await setUp();
    const outsider = await s.signInWith(['manage_customers']);
    for (const url of [`${s.base}/receipt`, `${s.base}/receipt.pdf`]) {
      expect((await outsider.get(url)).statusCode).toBe(403);
    }
    expect((await outsider.post(`${s.base}/send_receipt`, { email: 'grace@navy.test' })).statusCode).toBe(
      403,
    );
  });

  it("answers 404 for another merchant's order and for an unknown id, and queues nothing", async () => {
    const s = await setUp();
    const other = await setUp();
    for (const base of [other.base, '/api/order/999999999']) {
      expect((await s.clerk.get(`${base}/receipt`)).statusCode).toBe(404);
      expect((await s.clerk.get(`${base}/receipt.pdf`)).statusCode).toBe(404);
      const send = await s.clerk.post(`${base}/send_receipt`, { email: 'grace@navy.test' });
      expect(send.statusCode).toBe(404);
    }
    expect(await s.outbox()).toHaveLength(0);
    expect(await other.outbox()).toHaveLength(0);
  });

  it('refuses an id that is not a number with 400 naming orderId', async () => {
    const s = await setUp();
    const response = await s.clerk.get('/api/order/abc/receipt');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('orderId');
  });
});
