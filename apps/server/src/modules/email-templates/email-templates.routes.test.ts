import type {
  EmailTemplateList,
  EmailTemplateSettings,
  MerchantOutboxPage,
} from '@paybook/contracts/email-templates';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, outboxEmails, timelineEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueEmails, queueTemplatedEmail } from '../email/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A full_product merchant's owner (every right) and a clerk without manage_configuration. */
async function setUp(productName: 'full_product' | 'appointments' = 'full_product') {
  const { merchant, owner, staff } = await createMerchantWithStaff(t.handle.db, ['create_orders'], {
    productName,
  });
  return { merchant, owner: await signIn(t.app, owner.userName), clerk: await signIn(t.app, staff.userName) };
}

const SETTINGS = '/api/email_template/order_receipt/settings';
const edit = {
  subject: 'Receipt {{order_number}} from {{company_name}}',
  greeting: 'Hi {{customer_first_name}},',
  editable_opening: 'Thanks for shopping & saving.',
  signature: 'Cheers,\n{{company_name}}',
};
const propertiesOf = (response: {
  json: () => { error: { details: { property: string; message: string }[] } };
}) => response.json().error.details;

describe('GET /api/email_templates (spec 3 §2.5, §6, §9)', () => {
  it('lists what the merchant sees, grouped by category and ordered by priority', async () => {
    const s = await setUp();
    const response = await s.owner.get('/api/email_templates');
    expect(response.statusCode).toBe(200);
    const keys = response.json<EmailTemplateList>().data.map((row) => row.template_key);
    expect(keys.slice(0, 2)).toEqual(['order_receipt', 'order_cancelled']);
    expect(keys.indexOf('invoice')).toBeLessThan(keys.indexOf('booking_confirmation'));
    expect(keys.at(-1)).toBe('signup_existing_account');
  });

  it('hides templates of features the merchant lacks', async () => {
    const s = await setUp('appointments');
    const keys = (await s.owner.get('/api/email_templates'))
      .json<EmailTemplateList>()
      .data.map((r) => r.template_key);
    expect(keys).toContain('booking_reminder');
    expect(keys).not.toContain('order_receipt');
    expect((await s.owner.get(SETTINGS)).statusCode).toBe(404);
  });

  it('needs manage_configuration (403)', async () => {
    const s = await setUp();
    expect((await s.clerk.get('/api/email_templates')).statusCode).toBe(403);
    expect((await s.clerk.put(SETTINGS, edit)).statusCode).toBe(403);
    expect((await s.clerk.get('/api/notifications/outbox')).statusCode).toBe(403);
  });
});

describe('email_template/{key}/settings (spec 3 §5, §7)', () => {
  it('saves the texts and restores the defaults', async () => {
    const s = await setUp();
    const saved = await s.owner.put(SETTINGS, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<EmailTemplateSettings>()).toMatchObject({ ...edit, is_customized: true });
    const read = (await s.owner.get(SETTINGS)).json<EmailTemplateSettings>();
    expect(read.greeting).toBe(edit.greeting);
    expect(read.defaults.greeting).toBe('Hello {{customer_first_name}},');
    expect(read.merge_tags.map((tag) => tag.tag)).toContain('order_number');

    const restored = await s.owner.delete(SETTINGS);
    expect(restored.json<EmailTemplateSettings>()).toMatchObject({
      greeting: read.defaults.greeting,
      is_customized: false,
    });
  });

  it('refuses an unknown merge tag naming the tag and the field, writing nothing', async () => {
    const s = await setUp();
    const response = await s.owner.put(SETTINGS, { ...edit, signature: 'Bye {{nme}}' });
    expect(response.statusCode).toBe(400);
    expect(propertiesOf(response)).toEqual([
      { property: 'signature', message: 'Unknown merge tag: {{nme}}.' },
    ]);
    expect((await s.owner.get(SETTINGS)).json<EmailTemplateSettings>().is_customized).toBe(false);
  });

  it('names the field of bad input (400), and refuses a subject where it cannot be edited', async () => {
    const s = await setUp();
    const missing = await s.owner.put(SETTINGS, { ...edit, greeting: 5 });
    expect(missing.statusCode).toBe(400);
    expect(propertiesOf(missing).map((d) => d.property)).toContain('greeting');
    const fixed = await s.owner.put('/api/email_template/billing_card_expiry/settings', {
      ...edit,
      subject: 'x',
    });
    expect(fixed.statusCode).toBe(400);
    expect(propertiesOf(fixed)[0]?.property).toBe('subject');
    const locked = await s.owner.put('/api/email_template/password_reset/settings', {
      ...edit,
      subject: null,
    });
    expect(locked.statusCode).toBe(400);
  });

  it('is 404 for an unknown key', async () => {
    const s = await setUp();
    expect((await s.owner.get('/api/email_template/nope/settings')).statusCode).toBe(404);
  });

  it("keeps one merchant's edits from another", async () => {
    const a = await setUp();
    const b = await setUp();
    await a.owner.put(SETTINGS, edit);
    expect((await b.owner.get(SETTINGS)).json<EmailTemplateSettings>().is_customized).toBe(false);
  });
});

describe('previews and test sends (spec 3 §2.5 email-preview, §5)', () => {
  it('previews saved and unsaved texts with sample values, the HTML escaped', async () => {
    const s = await setUp();
    const preview = await s.owner.get('/api/email_template/order_receipt/preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().text).toContain('Hello Jane,');
    const custom = await s.owner.post('/api/email_template/order_receipt/custom_preview', edit);
    expect(custom.json().html).toContain('Thanks for shopping &amp; saving.');
    expect(custom.json().subject).toBe(`Receipt 1001 from ${s.merchant.name}`);
  });

  it('sends a test to comma separated addresses through the outbox, listed on the outbox page', async () => {
    const s = await setUp();
    const response = await s.owner.put('/api/email_template/order_receipt/send_preview', {
      to_email_addresses: 'a@example.com, b@example.com, ',
      template: edit,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, sent_to: ['a@example.com', 'b@example.com'] });
    const page = (await s.owner.get('/api/notifications/outbox?items_per_page=1')).json<MerchantOutboxPage>();
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      template_key: 'order_receipt',
      is_test: true,
      status: 'pending',
      subject: `[Test] Receipt 1001 from ${s.merchant.name}`,
    });
    expect(page.data[0]?.text).toContain('Thanks for shopping & saving.');
  });

  it('names to_email_addresses when one is not an address', async () => {
    const s = await setUp();
    const response = await s.owner.put('/api/email_template/order_receipt/send_preview', {
      to_email_addresses: 'a@example.com, nope',
    });
    expect(response.statusCode).toBe(400);
    expect(propertiesOf(response)).toEqual([
      { property: 'to_email_addresses', message: 'nope is not a valid e-mail address.' },
    ]);
  });
});

describe('GET /api/notifications/outbox/{id}/attachments/{index} (ruling 7, decision 172)', () => {
  const csv = 'Order,Total\r\n1001,19.50\r\n';
  /** Outbox e-mails of these templates, each with one CSV file of this name; their ids. */
  const queued = (merchantId: number, emails: [kind: string, filename: string][]) =>
    withTenant(t.handle.db, merchantId, (tx) =>
      enqueueEmails(
        tx,
        merchantId,
        emails.map(([kind, filename]) => ({
          kind,
          to: 'ada@example.com',
          subject: kind,
          text: 'Hello',
          attachments: [
            { filename, contentType: 'text/csv', contentBase64: Buffer.from(csv).toString('base64') },
          ],
        })),
      ),
    );

  it('lists every e-mail’s files by name; a customer e-mail’s file reads as it was sent, a staff one’s not', async () => {
    const s = await setUp();
    const [receipt, report] = await queued(s.merchant.id, [
      ['order_receipt', 'receipt 1001.csv'],
      ['report_subscription', 'orders-2026-11-29.csv'],
    ]);
    const page = (await s.owner.get('/api/notifications/outbox')).json<MerchantOutboxPage>();
    const attachmentsOf = (id: number | undefined) => page.data.find((email) => email.id === id)?.attachments;
    expect(attachmentsOf(receipt)).toEqual([
      { filename: 'receipt 1001.csv', content_type: 'text/csv', can_download: true },
    ]);
    expect(attachmentsOf(report)).toEqual([
      { filename: 'orders-2026-11-29.csv', content_type: 'text/csv', can_download: false },
    ]);

    const read = await s.owner.get(`/api/notifications/outbox/${receipt}/attachments/0`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe(csv);
    expect(read.headers['content-type']).toMatch(/^text\/csv/);
    expect(read.headers['content-disposition']).toBe('attachment; filename="receipt_1001.csv"');
    // Past the last file, and a staff e-mail's file (its text is its reader's only): as if there were none.
    expect((await s.owner.get(`/api/notifications/outbox/${receipt}/attachments/1`)).statusCode).toBe(404);
    expect((await s.owner.get(`/api/notifications/outbox/${report}/attachments/0`)).statusCode).toBe(404);
  });

  it('needs manage_configuration, names a bad index, and never reads another merchant’s e-mail', async () => {
    const s = await setUp();
    const other = await setUp();
    const [receipt] = await queued(s.merchant.id, [['order_receipt', 'r.csv']]);
    const path = `/api/notifications/outbox/${receipt}/attachments/0`;
    expect((await s.clerk.get(path)).statusCode).toBe(403);
    expect((await other.owner.get(path)).statusCode).toBe(404);
    const bad = await s.owner.get(`/api/notifications/outbox/${receipt}/attachments/x`);
    expect(bad.statusCode).toBe(400);
    expect(propertiesOf(bad).map((detail) => detail.property)).toEqual(['index']);
  });
});

describe('PUT /api/disable_notification/ (spec 3 §4.7)', () => {
  it('turns a template off, after which the sender sends nothing', async () => {
    const s = await setUp();
    const off = await s.owner.put('/api/disable_notification/', {
      template_key: 'order_cancelled',
      disabled: true,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<EmailTemplateSettings>().is_disabled).toBe(true);
    const id = await withTenant(t.handle.db, s.merchant.id, (tx) =>
      queueTemplatedEmail(tx, s.merchant.id, {
        template: 'order_cancelled',
        to: 'x@example.com',
        values: {},
      }),
    );
    expect(id).toBeNull();
  });

  it('refuses a template that cannot be disabled, naming the field', async () => {
    const s = await setUp();
    const response = await s.owner.put('/api/disable_notification/', {
      template_key: 'order_receipt',
      disabled: true,
    });
    expect(response.statusCode).toBe(400);
    expect(propertiesOf(response)[0]?.property).toBe('disabled');
  });
});

describe('notification timings (spec 3 §3.3, §9)', () => {
  it.each([
    [
      '/api/merchant_appointment_config/email_settings',
      { reminder_time: { duration: 6, unit: 'Hours' } },
      { reminder_time: { duration: 25, unit: 'Hours' } },
      'reminder_time.duration',
    ],
    ['/api/subscription/notification_settings/pre_notification_days', { days: 7 }, { days: 31 }, 'days'],
    ['/api/order/notification_settings/invoice_past_due_days', { days: 30 }, { days: 0 }, 'days'],
    [
      '/api/subscription/notification_settings/pay_unpaid_order_link',
      { include_link: false },
      { include_link: 'no' },
      'include_link',
    ],
  ])('%s saves within its bounds and names the field outside them', async (path, good, bad, field) => {
    const s = await setUp();
    expect((await s.owner.put(path, good)).statusCode).toBe(200);
    expect((await s.owner.get(path)).json()).toEqual(good);
    const refused = await s.owner.put(path, bad);
    expect(refused.statusCode).toBe(400);
    expect(propertiesOf(refused).map((d) => d.property)).toContain(field);
    expect((await s.owner.get(path)).json()).toEqual(good);
    expect((await s.clerk.put(path, good)).statusCode).toBe(403);
  });
});

describe('customer timeline (issue 26 point 1)', () => {
  it('records an e-mail of a customer template to a known customer, in the same transaction', async () => {
    const s = await setUp();
    const [customer] = await t.handle.db
      .insert(customers)
      .values({ merchantId: s.merchant.id, firstName: 'Cora', lastName: 'Known', email: 'Cora@Example.com' })
      .returning({ id: customers.id });
    await withTenant(t.handle.db, s.merchant.id, async (tx) => {
      await queueTemplatedEmail(tx, s.merchant.id, {
        template: 'order_cancelled',
        to: 'cora@example.com',
        values: { company_name: 'Shop', order_number: '7' },
      });
      await queueTemplatedEmail(tx, s.merchant.id, {
        template: 'staff_welcome',
        to: 'cora@example.com',
        values: {},
      });
    });
    const events = await t.handle.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.merchantId, s.merchant.id), eq(timelineEvents.customerId, customer!.id)));
    expect(events.map((e) => [e.timelineEventType, e.eventType, e.content])).toEqual([
      ['email_event', 'order_cancelled', 'Your order #7 with Shop was cancelled'],
    ]);
    const sent = await t.handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.merchantId, s.merchant.id));
    expect(sent).toHaveLength(2);
  });
});
