import type { Invoice } from '@paybook/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INVOICE_SEND_QUEUE, sendScheduledInvoice } from './invoice-send-job.ts';
import { createInvoice, invoiceBody, setUpInvoices } from './invoices-test-setup.ts';

// Issue 25 point 3 (decision 125): a scheduled invoice is sent by its job at its time, exactly once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the scheduled send (invoice-send queue)', () => {
  it('queues a job at the time, sends once when due, and a moved time leaves the old job idle', async () => {
    const s = await setUpInvoices(t);
    const at = new Date(Date.now() + 3_600_000);
    const invoice = await createInvoice(
      s.shop.owner,
      invoiceBody(s.shop, { send: 'schedule', scheduled_send_at: at.toISOString() }),
    );
    expect(invoice).toMatchObject({ status: 'scheduled', scheduled_send_at: at.toISOString() });
    const queued = await t.handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, INVOICE_SEND_QUEUE)));
    expect(
      queued.filter((job) => (job.payload as { order_id: number }).order_id === invoice.id),
    ).toHaveLength(1);

    const origin = 'https://pay.example.test';
    const send = (now: Date, sendAt = at.toISOString()) =>
      sendScheduledInvoice(t.handle.db, s.shop.merchantId, invoice.id, sendAt, origin, now);
    expect(await send(new Date(at.getTime() - 1000))).toBe('not_due');
    expect(await send(new Date(at.getTime() - 1000), '2030-01-01T00:00:00.000Z')).toBe('gone');
    const runs = await Promise.all([
      send(new Date(at.getTime() + 1000)),
      send(new Date(at.getTime() + 1000)),
    ]);
    expect(runs.sort()).toEqual(['gone', 'sent']);
    expect(await send(new Date(at.getTime() + 2000))).toBe('gone');

    const emails = await s.outbox('invoice');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.textBody).toContain(`${origin}${invoice.public_path}`);
    const read = (await s.shop.owner.get(`/api/invoice/${invoice.id}`)).json<Invoice>();
    expect(read).toMatchObject({ status: 'unpaid', state: 'sent', scheduled_send_at: null });
    expect(read.events.map((event) => event.kind)).toEqual(['created', 'sent']);
  });
});
