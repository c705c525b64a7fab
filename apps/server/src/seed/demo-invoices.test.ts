import type { Invoice, InvoicePage, ScheduledInvoicePage } from '@paybook/contracts';
import { priceToCents } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, transactions } from '../db/schema/index.ts';
import { signIn } from '../test/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

// Issue 25 point 9: every paying demo merchant's invoices, read back through the API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
}, 120_000);

async function invoicesOf(urlSubdomain: string) {
  const client = await signIn(t.app, `owner@${urlSubdomain}.test`, DEMO_PASSWORD);
  const page = (await client.get('/api/invoices?items_per_page=100')).json<InvoicePage>();
  const all = await Promise.all(
    page.data.map(async (row) => (await client.get(`/api/invoice/${row.id}`)).json<Invoice>()),
  );
  // The builder's invoices; those a scheduled invoice sent say so on their timeline (decision 151).
  const bySchedule = (invoice: Invoice) =>
    invoice.events.some((event) => event.kind === 'created' && 'scheduled_invoice' in event.detail);
  return { full: all.filter((invoice) => !bySchedule(invoice)), scheduled: all.filter(bySchedule), client };
}

describe('demo invoices (issue 25 point 9)', () => {
  it('leaves out Cedar, whose starter tier builds no invoices', async () => {
    expect((await invoicesOf('cedar')).full).toEqual([]);
  });

  it.each(['northwind'])(
    '%s has a draft, a sent, a partly paid, a past due and a paid invoice',
    async (sub) => {
      const { full } = await invoicesOf(sub);
      expect(full.map((invoice) => invoice.status).sort()).toEqual([
        'draft',
        'paid',
        'partially_paid',
        'past_due',
        'unpaid',
      ]);
      const pastDue = full.find((invoice) => invoice.status === 'past_due');
      expect(pastDue?.is_past_due).toBe(true);
      expect(pastDue?.state).toBe('sent');
      for (const invoice of full) {
        expect(invoice.customer?.email).toBeTruthy();
        expect(invoice.notes).not.toBe('');
        expect(invoice.terms_of_sale).not.toBe('');
        const lines = await t.handle.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, invoice.order_id));
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.every((line) => line.offeringId !== null)).toBe(true);
      }
    },
  );

  it('gives Northwind a draft, an active and a suspended scheduled invoice; the active one sent its invoices', async () => {
    const { scheduled, client } = await invoicesOf('northwind');
    const page = (await client.get('/api/scheduled_invoices')).json<ScheduledInvoicePage>();
    expect(page.data.map((row) => row.schedule_status).sort()).toEqual(['active', 'draft', 'suspended']);
    const active = page.data.find((row) => row.schedule_status === 'active');
    // Made 70 days ago, first sent 65 days ago, monthly: two or three send dates by today.
    expect(active?.invoices_sent).toBeGreaterThanOrEqual(2);
    const sent = (await client.get(`/api/scheduled_invoice/${active?.id}/invoices`)).json<InvoicePage>();
    expect(sent.total_item_count).toBe(active?.invoices_sent);
    expect(scheduled).toHaveLength(sent.total_item_count);
    for (const invoice of scheduled) expect(invoice.state).toBe('sent');
    expect((await invoicesOf('cedar')).scheduled).toEqual([]);
  });

  it.each(['northwind'])("%s: each invoice's paid amount is its payments'", async (sub) => {
    const { full } = await invoicesOf(sub);
    for (const invoice of full) {
      const rows = await t.handle.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.orderId, invoice.order_id), eq(transactions.isRefund, false)));
      const paid = rows.filter((row) => row.status === 1 || row.status === 4);
      expect(priceToCents(invoice.amount_paid)).toBe(paid.reduce((sum, row) => sum + row.amount, 0));
      expect((priceToCents(invoice.amount_paid) ?? 0) + (priceToCents(invoice.amount_due) ?? 0)).toBe(
        priceToCents(invoice.amount_total),
      );
      if (invoice.status === 'partially_paid' || invoice.status === 'paid') expect(paid.length).toBe(1);
      else expect(rows).toEqual([]);
    }
  });
});
