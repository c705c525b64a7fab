import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import { recipientsOf, sendInvoiceEmails } from './invoice-document.ts';
import * as repo from './invoices.repository.ts';

// Issue 25 point 3 (decision 125): a scheduled invoice is sent by a job on the jobs queue, enqueued with its
// time in the transaction that scheduled it. Exactly once: the job locks the invoice row and sends only
// while it is still 'scheduled' for that very time, turning it 'sent' in the transaction that queues the
// e-mails; a second run (a retry after a crash, a duplicate) finds it sent and does nothing. An edit that
// moves the time enqueues a job for the new time (another key); the old one then finds another time and
// does nothing. A cancelled invoice is no longer scheduled.

export const INVOICE_SEND_QUEUE = 'invoice-send';
export const sendJobKey = (merchantId: number, orderId: number, at: Date) =>
  `invoice-${merchantId}-${orderId}-${at.toISOString()}`;

const payload = z.object({
  merchant_id: z.number().int().positive(),
  order_id: z.number().int().positive(),
  send_at: z.string(),
});

export type ScheduledSendOutcome = 'sent' | 'not_due' | 'gone';

/** Sends the scheduled invoice if it is still scheduled for `sendAt`. */
export async function sendScheduledInvoice(
  db: Database,
  merchantId: number,
  orderId: number,
  sendAt: string,
  origin: string,
  now: Date,
): Promise<ScheduledSendOutcome> {
  return withTenant(db, merchantId, async (tx) => {
    const invoice = await repo.findInvoice(tx, merchantId, orderId, true);
    if (invoice?.state !== 'scheduled' || invoice.scheduledSendAt?.toISOString() !== sendAt) return 'gone';
    if (invoice.scheduledSendAt > now) return 'not_due';
    const [order] = await tx
      .select({ email: orders.customerEmail })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
    await repo.updateInvoice(tx, merchantId, orderId, { state: 'sent', scheduledSendAt: null, sentAt: now });
    await tx
      .update(orders)
      .set({ paymentStatus: 'unpaid', updatedAt: sql`now()` })
      .where(
        and(eq(orders.merchantId, merchantId), eq(orders.id, orderId), eq(orders.paymentStatus, 'scheduled')),
      );
    const recipients = recipientsOf(order?.email ?? '', invoice.additionalToEmails);
    const sent = { ...invoice, state: 'sent' as const, scheduledSendAt: null, sentAt: now };
    await sendInvoiceEmails(tx, merchantId, sent, recipients, origin, null, false);
    return 'sent';
  });
}

/** The 'invoice-send' queue's handler; `origin` is PUBLIC_URL (or the local address) for the link. */
export function invoiceSendJob(origin: string): JobDefinition {
  return {
    queue: INVOICE_SEND_QUEUE,
    handle: async (raw, context) => {
      const job = payload.parse(raw);
      const outcome = await sendScheduledInvoice(
        context.db,
        job.merchant_id,
        job.order_id,
        job.send_at,
        origin,
        context.now,
      );
      // A worker that ran early (its clock behind) tries again after the queue's back-off.
      if (outcome === 'not_due') throw new Error(`Invoice ${job.order_id} is not due to be sent yet`);
      if (outcome === 'sent') context.log.info({ orderId: job.order_id }, 'scheduled invoice sent');
    },
  };
}
