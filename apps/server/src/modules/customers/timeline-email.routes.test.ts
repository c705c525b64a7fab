import { readFileSync } from 'node:fs';
import type { TimelineEvent, TimelinePage } from '@paybook/contracts';
import type { TimelineEmail } from '@paybook/contracts/timeline-email';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, timelineEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueEmails, queueTemplatedEmail } from '../email/outbox.ts';
import { addCustomer, setUpCustomers } from './customers-test-setup.ts';

// spec 2 §2 view customer email, issue 26 point 8, decision 189: an e-mail line names its message, and
// GET customer/timeline/{id}/email answers it to whoever reads the timeline.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const emailOf = (eventId: number) => `/api/customer/timeline/${eventId}/email`;

/** The merchant's order_cancelled e-mail to the customer, through the outbox as every sender does. */
async function emailCustomer(merchantId: number, to: string) {
  return withTenant(t.handle.db, merchantId, (tx) =>
    queueTemplatedEmail(tx, merchantId, {
      template: 'order_cancelled',
      to,
      values: { company_name: 'Shop & Co', order_number: '7', customer_first_name: 'Ada' },
    }),
  );
}

async function timelineOf(client: Awaited<ReturnType<typeof setUpCustomers>>['owner'], customerId: number) {
  return (await client.get(`/api/customer/timeline/${customerId}`)).json<TimelinePage>().data;
}

const emailLine = (events: TimelineEvent[]) => {
  const line = events.find((event) => event.timeline_event_type === 'email_event');
  if (!line) throw new Error('no e-mail line on the timeline');
  return line;
};

describe('GET /api/customer/timeline/{id}/email (spec 2 §2, decision 189)', () => {
  it('answers the message of an e-mail line, as sent and then delivered; only that line offers it', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    const outboxId = await emailCustomer(s.merchant.id, ada.email.toUpperCase());
    const events = await timelineOf(s.owner, ada.id);
    const line = emailLine(events);
    expect(line).toMatchObject({ event_type: 'order_cancelled', has_email: true });
    expect(events.filter((event) => event.id !== line.id).every((event) => !event.has_email)).toBe(true);

    const queued = await s.owner.get(emailOf(line.id));
    expect(queued.statusCode).toBe(200);
    const email = queued.json<TimelineEmail>();
    expect(email).toMatchObject({
      template_key: 'order_cancelled',
      template_name: 'Order cancelled',
      to: ada.email.toUpperCase(),
      subject: line.content,
      status: 'pending',
      last_error: null,
      sent_at: null,
    });
    expect(email.text).toContain('Shop & Co');
    // The HTML part as composed: merge values escaped (the web shows it in a sandboxed frame).
    expect(email.html).toContain('Shop &amp; Co');

    const sentAt = new Date('2026-11-02T15:04:05.000Z');
    await t.handle.db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt })
      .where(and(eq(outboxEmails.merchantId, s.merchant.id), eq(outboxEmails.id, outboxId!)));
    expect((await s.owner.get(emailOf(line.id))).json()).toMatchObject({
      status: 'sent',
      sent_at: sentAt.toISOString(),
    });
  });

  it('answers a plain-text message with no HTML part', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    await withTenant(t.handle.db, s.merchant.id, (tx) =>
      enqueueEmails(tx, s.merchant.id, [
        { kind: 'order_cancelled', to: ada.email, subject: 'Your order was cancelled', text: 'Sorry.\n' },
      ]),
    );
    const line = emailLine(await timelineOf(s.owner, ada.id));
    expect((await s.owner.get(emailOf(line.id))).json()).toMatchObject({ text: 'Sorry.\n', html: null });
  });

  it('404 for a line of another kind, an unknown id, another merchant’s line and a deleted customer’s', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    await emailCustomer(s.merchant.id, ada.email);
    const events = await timelineOf(s.owner, ada.id);
    const created = events.find((event) => event.event_type === 'customer_created_event')!;
    const notEmail = await s.owner.get(emailOf(created.id));
    expect(notEmail.statusCode).toBe(404);
    expect(notEmail.json().error.message).toBe('The e-mail line was not found.');
    expect((await s.owner.get(emailOf(987_654_321))).statusCode).toBe(404);
    const bad = await s.owner.get('/api/customer/timeline/abc/email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('id');

    const line = emailLine(events);
    const other = await setUpCustomers(t);
    expect((await other.owner.get(emailOf(line.id))).statusCode).toBe(404);

    expect((await s.owner.delete(`/api/customer/${ada.id}`)).statusCode).toBe(200);
    expect((await s.owner.get(emailOf(line.id))).statusCode).toBe(404);
  });

  it('is read by the timeline’s readers with manage_customers (decision 189); 403 without feature customer_profile', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    await emailCustomer(s.merchant.id, ada.email);
    const line = emailLine(await timelineOf(s.owner, ada.id));
    expect((await s.manager.get(emailOf(line.id))).statusCode).toBe(200);
    // They read the line, not the message: it holds the customer's own pay and booking links.
    expect(emailLine(await timelineOf(s.reporter, ada.id)).has_email).toBe(true);
    expect((await s.reporter.get(emailOf(line.id))).statusCode).toBe(403);
    expect((await s.clerk.get(emailOf(line.id))).statusCode).toBe(403);

    const { owner } = await createMerchantWithStaff(t.handle.db, [], {
      productName: 'starter',
      features: ['customer_tab'],
    });
    const client = await signIn(t.app, owner.userName);
    const bea = await addCustomer(client);
    expect((await client.get(emailOf(bea.id))).statusCode).toBe(403);
  });

  it('a message no longer kept leaves the line (link nulled alone) and answers 404 saying so', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    const outboxId = await emailCustomer(s.merchant.id, ada.email);
    const line = emailLine(await timelineOf(s.owner, ada.id));
    await t.handle.db
      .delete(outboxEmails)
      .where(and(eq(outboxEmails.merchantId, s.merchant.id), eq(outboxEmails.id, outboxId!)));
    const kept = emailLine(await timelineOf(s.owner, ada.id));
    expect(kept).toMatchObject({ id: line.id, content: line.content, has_email: false });
    const gone = await s.owner.get(emailOf(line.id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('This e-mail is no longer kept.');
  });
});

describe('migration 0040 (decision 189)', () => {
  it('links the e-mail lines written before the link to their message, by instant, kind, subject and address', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    const bea = await addCustomer(s.owner, { first_name: 'Bea' });
    // Two messages of one statement with the same subject, to two customers, written as before the link.
    const ids = await withTenant(t.handle.db, s.merchant.id, (tx) =>
      enqueueEmails(
        tx,
        s.merchant.id,
        [ada, bea].map((customer) => ({
          kind: 'order_cancelled',
          to: customer.email,
          subject: 'Your order was cancelled',
          text: `Sorry, ${customer.first_name}.\n`,
        })),
      ),
    );
    await t.handle.db
      .update(timelineEvents)
      .set({ outboxEmailId: null })
      .where(eq(timelineEvents.merchantId, s.merchant.id));
    const statements = readFileSync(
      new URL('../../db/migrations/0040_timeline_email_link.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    await t.handle.db.execute(sql.raw(statements.at(-1)!));
    for (const [customer, id] of [
      [ada, ids[0]],
      [bea, ids[1]],
    ] as const) {
      const [linked] = await t.handle.db
        .select({ outboxEmailId: timelineEvents.outboxEmailId })
        .from(timelineEvents)
        .where(
          and(
            eq(timelineEvents.merchantId, s.merchant.id),
            eq(timelineEvents.customerId, customer.id),
            eq(timelineEvents.timelineEventType, 'email_event'),
          ),
        );
      expect(linked?.outboxEmailId).toBe(id);
    }
  });
});
