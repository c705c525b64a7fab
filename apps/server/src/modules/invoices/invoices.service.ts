import {
  type cancelInvoiceBody,
  type customerInvoicesQuery,
  errorCodes,
  type Invoice,
  type InvoiceBody,
  type InvoicePage,
  type invoiceListQuery,
  type resendInvoiceBody,
} from '@paybook/contracts';
import { type InvoiceAction, invoiceActionRefusal, invoiceDueDate, todayInTimeZone } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { recordOrderEvent } from '../orders/order-event-writer.ts';
import { findOrderRecord } from '../orders/orders.repository.ts';
import { recomputeOrderPayment } from '../processor/processor-report.ts';
import { liveCustomer } from '../recurring-payments/recurring-payments.repository.ts';
import {
  invoiceFileName,
  invoicePdf,
  loadInvoiceDocument,
  recipientsOf,
  sendCancelEmails,
  sendInvoiceEmails,
} from './invoice-document.ts';
import { type InvoiceSettings, presentInvoice, presentInvoiceSummary } from './invoice-presenter.ts';
import { priceInvoice } from './invoice-pricing.ts';
import { INVOICE_SEND_QUEUE, sendJobKey } from './invoice-send-job.ts';
import { cancelInvoiceOrder, type InvoiceFields, rewriteInvoice, writeNewInvoice } from './invoice-writer.ts';
import * as repo from './invoices.repository.ts';

// Issue 25 points 3 and 4 (spec 3 §2.3, §4.3, §5; decisions 121–125): the back office's invoice calls. Each
// write runs once per Idempotency-Key (runIdempotent) in one tenant transaction: the order, the invoice row,
// its timeline line, its e-mails (the outbox) and its scheduled-send job commit together. The rules are the
// domain's (invoice-actions.ts): a refused action is 409 INVOICE_ACTION_REFUSED (403 for a missing right).

const INVOICE = 'The invoice';

async function settingsOf(tx: Database, merchantId: number): Promise<InvoiceSettings> {
  const merchant = await repo.findInvoiceMerchant(tx, merchantId);
  return { timeZone: merchant.timeZone, invoicePastDueDays: merchant.invoicePastDueDays };
}

/** The invoice as the API answers it; 404 for another merchant's or an order not billed by invoice. */
async function readInvoice(tx: Database, merchantId: number, orderId: number, now: Date, lock = false) {
  const invoice = await repo.findInvoice(tx, merchantId, orderId, lock);
  if (!invoice) throw notFound(INVOICE);
  const record = await findOrderRecord(tx, merchantId, orderId);
  if (!record) throw notFound(INVOICE);
  const events = await repo.listOrderEvents(tx, merchantId, orderId);
  const presented = presentInvoice(invoice, record, events, await settingsOf(tx, merchantId), now);
  return { invoice, record, presented };
}

function refuse(action: InvoiceAction, presented: Invoice, user: UserContext, hasRecipients = true) {
  const refusal = invoiceActionRefusal(
    action,
    { status: presented.status, has_recipients: hasRecipients },
    user.subject,
  );
  if (!refusal) return;
  if (refusal.kind === 'right') throw forbidden(refusal.message);
  if (refusal.kind === 'recipients') throw badRequest('emails', refusal.message);
  throw new AppError(409, errorCodes.invoiceActionRefused, refusal.message);
}

const NO_RECIPIENT = 'The customer has no e-mail address. Add one here to send the invoice to.';

/** The invoice row's fields from the builder's body; `state` decided by the caller (a scheduled invoice's too). */
export function fieldsOf(
  body: InvoiceBody,
  state: InvoiceFields['state'],
  sentAt: Date | null,
): InvoiceFields {
  return {
    state,
    invoiceDate: body.invoice_date,
    terms: body.terms,
    dueDate: invoiceDueDate(body.invoice_date, body.terms, body.due_date),
    notes: body.notes,
    termsOfSale: body.terms_of_sale,
    additionalToEmails: body.additional_to_emails,
    allowPartialPayment: body.allow_partial_payment,
    scheduledSendAt:
      state === 'scheduled' && body.scheduled_send_at ? new Date(body.scheduled_send_at) : null,
    sentAt,
  };
}

function checkSchedule(body: InvoiceBody, now: Date): void {
  if (body.send === 'schedule' && body.scheduled_send_at && new Date(body.scheduled_send_at) <= now)
    throw badRequest('scheduled_send_at', 'Choose a time in the future to send the invoice.');
}

async function scheduleSend(tx: Database, merchantId: number, orderId: number, at: Date | null | undefined) {
  if (!at) return;
  await enqueueJob(
    tx,
    INVOICE_SEND_QUEUE,
    sendJobKey(merchantId, orderId, at),
    { merchant_id: merchantId, order_id: orderId, send_at: at.toISOString() },
    at,
  );
}

/** The body priced in a read transaction of its own, before the write (its reads overlap). */
const pricedFor = (db: Database, user: UserContext, body: InvoiceBody, now: Date) =>
  withTenantRead(db, user.merchantId, (tx) =>
    priceInvoice(tx, user.merchantId, user.merchant.timeZone, body, now),
  );

/** POST invoice: a draft, an invoice sent now, or one scheduled (spec 3 §2.3). */
export async function createInvoice(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  body: InvoiceBody,
  now: Date = new Date(),
): Promise<IdempotentResult<Invoice>> {
  checkSchedule(body, now);
  const priced = await pricedFor(db, user, body, now);
  return runIdempotent(db, request, user, 201, async (tx) => {
    const recipients = recipientsOf(priced.customer.email, body.additional_to_emails);
    if (body.send === 'now' && recipients.length === 0)
      throw badRequest('additional_to_emails', NO_RECIPIENT);
    const state = body.send === 'now' ? 'sent' : body.send === 'schedule' ? 'scheduled' : 'draft';
    const fields = fieldsOf(body, state, state === 'sent' ? now : null);
    const orderId = await writeNewInvoice(tx, user.merchantId, user.userId, priced, fields);
    await recordOrderEvent(tx, user.merchantId, orderId, 'created', {}, user.userId);
    const { invoice } = await readInvoice(tx, user.merchantId, orderId, now);
    if (state === 'sent')
      await sendInvoiceEmails(
        tx,
        user.merchantId,
        invoice,
        recipients,
        requestOrigin(request),
        user.userId,
        false,
      );
    await scheduleSend(tx, user.merchantId, orderId, fields.scheduledSendAt);
    return (await readInvoice(tx, user.merchantId, orderId, now)).presented;
  });
}

/** GET invoice/{id}. */
export function getInvoice(
  db: Database,
  user: UserContext,
  orderId: number,
  now = new Date(),
): Promise<Invoice> {
  return withTenantRead(
    db,
    user.merchantId,
    async (tx) => (await readInvoice(tx, user.merchantId, orderId, now)).presented,
  );
}

/** GET invoice/{id}/duplicate: the invoice whose fields a new one starts from (the claim is the route's). */
export function getInvoiceDuplicate(db: Database, user: UserContext, orderId: number): Promise<Invoice> {
  return getInvoice(db, user, orderId);
}

/**
 * PUT invoice/{id} (spec 3 §4.3 Edit): re-priced lines and new fields; its payments stay, so the new total
 * may not be below what was paid. A draft or scheduled invoice goes out as the body says; one already sent
 * stays sent ('now' sends it again).
 */
export async function updateInvoice(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  orderId: number,
  body: InvoiceBody,
  now: Date = new Date(),
): Promise<IdempotentResult<Invoice>> {
  checkSchedule(body, now);
  const priced = await pricedFor(db, user, body, now);
  return runIdempotent(db, request, user, 200, async (tx) => {
    const { invoice, record, presented } = await readInvoice(tx, user.merchantId, orderId, now, true);
    refuse('edit', presented, user);
    if (priced.cart.priced.total_cents < record.order.amountPaid)
      throw badRequest(
        'lines',
        `The new total cannot be less than the ${presented.amount_paid} already paid.`,
      );
    const wasSent = invoice.state === 'sent';
    if (wasSent && body.send === 'schedule')
      throw badRequest('scheduled_send_at', 'This invoice was sent already. Send it again now instead.');
    const state = wasSent || body.send === 'now' ? 'sent' : body.send === 'schedule' ? 'scheduled' : 'draft';
    const recipients = recipientsOf(priced.customer.email, body.additional_to_emails);
    if (body.send === 'now' && recipients.length === 0)
      throw badRequest('additional_to_emails', NO_RECIPIENT);
    const fields = fieldsOf(body, state, wasSent ? invoice.sentAt : state === 'sent' ? now : null);
    await rewriteInvoice(
      tx,
      user.merchantId,
      orderId,
      priced,
      fields,
      state === 'sent' && !wasSent ? 'unpaid' : null,
    );
    if (wasSent) await recomputeOrderPayment(tx, user.merchantId, orderId, now);
    if (body.send === 'now') {
      const { invoice: fresh } = await readInvoice(tx, user.merchantId, orderId, now);
      await sendInvoiceEmails(
        tx,
        user.merchantId,
        fresh,
        recipients,
        requestOrigin(request),
        user.userId,
        wasSent,
      );
    }
    await scheduleSend(tx, user.merchantId, orderId, fields.scheduledSendAt);
    return (await readInvoice(tx, user.merchantId, orderId, now)).presented;
  });
}

/** PUT invoice/{id}/cancel (spec 3 §4.3 Cancel; §5: the notification is optional). */
export function cancelInvoice(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  orderId: number,
  body: z.output<typeof cancelInvoiceBody>,
  now: Date = new Date(),
): Promise<IdempotentResult<Invoice>> {
  return runIdempotent(db, request, user, 200, async (tx) => {
    const { invoice, record, presented } = await readInvoice(tx, user.merchantId, orderId, now, true);
    refuse('cancel', presented, user);
    await cancelInvoiceOrder(tx, user.merchantId, orderId);
    const recipients = body.notify_customer
      ? recipientsOf(record.order.customerEmail, invoice.additionalToEmails)
      : [];
    await recordOrderEvent(tx, user.merchantId, orderId, 'cancelled', { notified: recipients }, user.userId);
    if (recipients.length > 0) await sendCancelEmails(tx, user.merchantId, invoice, recipients);
    return (await readInvoice(tx, user.merchantId, orderId, now)).presented;
  });
}

/** POST invoice/{id}/resend (spec 3 §5: it needs recipient e-mails). */
export function resendInvoice(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  orderId: number,
  body: z.output<typeof resendInvoiceBody>,
  now: Date = new Date(),
): Promise<IdempotentResult<{ ok: true }>> {
  return runIdempotent(db, request, user, 200, async (tx) => {
    const { invoice, presented } = await readInvoice(tx, user.merchantId, orderId, now, true);
    refuse('resend', presented, user, body.emails.length > 0);
    await sendInvoiceEmails(
      tx,
      user.merchantId,
      invoice,
      body.emails,
      requestOrigin(request),
      user.userId,
      true,
    );
    return { ok: true as const };
  });
}

/** GET invoices: a page, newest invoice date first, filtered in SQL. */
export function listInvoices(
  db: Database,
  user: UserContext,
  query: z.output<typeof invoiceListQuery>,
  now: Date = new Date(),
): Promise<InvoicePage> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const settings = await settingsOf(tx, user.merchantId);
    const { rows, total } = await repo.listInvoiceRows(tx, user.merchantId, {
      status: query.status,
      customerId: query.customer_id,
      search: query.search,
      offset: (query.page - 1) * query.items_per_page,
      limit: query.items_per_page,
      today: todayInTimeZone(settings.timeZone, now),
      pastDueDays: settings.invoicePastDueDays,
    });
    return { data: rows.map((row) => presentInvoiceSummary(row, settings, now)), total_item_count: total };
  });
}

/** GET customer/{id}/invoices: the customer's page of GET invoices; a deleted or another merchant's is 404. */
export async function listCustomerInvoices(
  db: Database,
  user: UserContext,
  customerId: number,
  query: z.output<typeof customerInvoicesQuery>,
): Promise<InvoicePage> {
  const customer = await withTenantRead(db, user.merchantId, (tx) =>
    liveCustomer(tx, user.merchantId, customerId),
  );
  if (!customer) throw notFound('The customer');
  return listInvoices(db, user, { ...query, customer_id: customerId, search: '' });
}

/** GET invoice/{id}/invoice.pdf: drawn after the transaction, so no connection waits on it. */
export async function getInvoicePdf(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  orderId: number,
) {
  const document = await withTenantRead(db, user.merchantId, async (tx) => {
    const invoice = await repo.findInvoice(tx, user.merchantId, orderId);
    if (!invoice) throw notFound(INVOICE);
    return loadInvoiceDocument(tx, user.merchantId, invoice);
  });
  return {
    fileName: invoiceFileName(document.doc.receipt.order.order_number),
    pdf: await invoicePdf(document, requestOrigin(request)),
  };
}
