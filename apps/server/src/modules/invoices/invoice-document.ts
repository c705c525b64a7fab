import { formatDollars, moneyTextToCents } from '@paybook/domain';
import { type FilledTemplate, fillTemplateTexts } from '@paybook/domain/email-templates/template-save';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { loadMerchantTemplate, renderTemplate } from '../email/template-store.ts';
import { recordOrderEvent } from '../orders/order-event-writer.ts';
import { formatBillDate } from '../receipts/receipt-dates.ts';
import { loadReceipt } from '../receipts/receipt-loader.ts';
import { drawPdf, type PdfDrawing } from '../receipts/receipt-pdf.ts';
import { type ReceiptDocument, type ReceiptView, receiptView } from '../receipts/receipt-view.ts';
import { publicPathOf } from './invoice-presenter.ts';
import type { InvoiceRow } from './invoices.repository.ts';

// Issue 25 points 3 and 4: the invoice's PDF and e-mails. The invoice is drawn as the receipt is (the
// receipts module's view and PDF helpers, so both show the same amounts), with its own heading lines, its
// notes and terms, and the link of the public pay page.

export interface InvoiceDocument {
  doc: ReceiptDocument;
  invoice: InvoiceRow;
}

export async function loadInvoiceDocument(
  tx: Database,
  merchantId: number,
  invoice: InvoiceRow,
): Promise<InvoiceDocument> {
  const doc = await loadReceipt(tx, merchantId, invoice.orderId);
  if (!doc) throw new Error('The invoice’s order is gone');
  return { doc, invoice };
}

const dollars = (text: string) => formatDollars(moneyTextToCents(text) ?? 0);

/** The receipt's view, worded as an invoice. */
export function invoiceView({ doc, invoice }: InvoiceDocument): ReceiptView {
  const view = receiptView(doc);
  return {
    ...view,
    orderLine: `Invoice #${doc.receipt.order.order_number}`,
    dateLine: `Issued ${formatBillDate(invoice.invoiceDate)} · Due ${formatBillDate(invoice.dueDate)}`,
    notices: view.notices.map((notice) =>
      notice.startsWith('This order was cancelled') ? 'This invoice was cancelled.' : notice,
    ),
  };
}

/** What the invoice's PDF is drawn from (the e-mail's attachment stores it, decision 161). */
export function invoiceDrawing(document: InvoiceDocument, origin: string): PdfDrawing {
  const { invoice } = document;
  return {
    view: invoiceView(document),
    heading: 'Invoice',
    sections: [
      { title: 'Notes', text: invoice.notes },
      { title: 'Terms', text: invoice.termsOfSale },
      { title: 'Pay online', text: `${origin}${publicPathOf(invoice.publicToken)}` },
    ],
  };
}

export function invoicePdf(document: InvoiceDocument, origin: string): Promise<Buffer> {
  return drawPdf(invoiceDrawing(document, origin));
}

export const invoiceFileName = (number: number) => `invoice-${number}.pdf`;

function mergeValues({ doc, invoice }: InvoiceDocument): Record<string, string> {
  const { merchant, order } = doc.receipt;
  return {
    company_name: merchant.company_name,
    company_email: merchant.company_email,
    company_phone: merchant.phone,
    customer_first_name: order.customer?.first_name.trim() || 'there',
    customer_last_name: order.customer?.last_name.trim() ?? '',
    invoice_number: String(order.order_number),
    invoice_date: formatBillDate(invoice.invoiceDate),
    due_date: formatBillDate(invoice.dueDate),
    amount_due: dollars(order.amount_due),
  };
}

function compose(filled: FilledTemplate, document: InvoiceDocument, link: string | null) {
  const { order } = document.doc.receipt;
  const amounts = [`Total: ${dollars(order.amount_total)}`, `Amount due: ${dollars(order.amount_due)}`];
  const text = [
    filled.greeting,
    '',
    filled.opening,
    '',
    ...amounts,
    ...(link ? ['', link] : []),
    '',
    filled.signature,
  ].join('\n');
  const paragraph = (value: string) =>
    `<p style="margin:0 0 12px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const button = link
    ? `<p style="margin:16px 0"><a href="${escapeHtml(link)}" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">View and pay invoice</a></p><p style="margin:0 0 12px;font-size:13px;color:#5c5f66">${escapeHtml(link)}</p>`
    : '';
  const html = [
    paragraph(filled.greeting),
    paragraph(filled.opening),
    paragraph(amounts.join('\n')),
    button,
    paragraph(filled.signature),
  ].join('');
  return { subject: filled.subject, text, html };
}

/**
 * Queues the invoice e-mail (the link to /pay/invoice/{token}, the PDF attached) to each address, in the
 * caller's transaction, and writes the timeline's 'sent' line.
 */
export async function sendInvoiceEmails(
  tx: Database,
  merchantId: number,
  invoice: InvoiceRow,
  emails: readonly string[],
  origin: string,
  userId: number | null,
  resend: boolean,
): Promise<void> {
  const document = await loadInvoiceDocument(tx, merchantId, invoice);
  const link = `${origin}${publicPathOf(invoice.publicToken)}`;
  const pdf = invoiceDrawing(document, origin);
  // The invoice template cannot be turned off (packages/domain/src/email-templates).
  const template = await loadMerchantTemplate(tx, merchantId, 'invoice');
  const message = compose(fillTemplateTexts(template.texts, mergeValues(document)), document, link);
  for (const to of emails) {
    await enqueueEmail(tx, merchantId, {
      kind: 'invoice',
      to,
      ...message,
      attachments: [
        {
          filename: invoiceFileName(document.doc.receipt.order.order_number),
          contentType: 'application/pdf',
          pdf,
        },
      ],
    });
  }
  await recordOrderEvent(tx, merchantId, invoice.orderId, 'sent', { emails: [...emails], resend }, userId);
}

/** spec 3 §5: the optional cancel notification. */
export async function sendCancelEmails(
  tx: Database,
  merchantId: number,
  invoice: InvoiceRow,
  emails: readonly string[],
): Promise<void> {
  const document = await loadInvoiceDocument(tx, merchantId, invoice);
  const filled = await renderTemplate(tx, merchantId, 'invoice_cancelled', mergeValues(document));
  // spec 3 §4.7: a merchant who turned the notice off sends none.
  if (filled === null) return;
  const message = compose(filled, document, null);
  for (const to of emails) {
    await enqueueEmail(tx, merchantId, { kind: 'invoice_cancelled', to, ...message });
  }
}

/** Who receives the invoice: the customer's e-mail and the additional ones, each once. */
export function recipientsOf(customerEmail: string, additional: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const email of [customerEmail, ...additional]) {
    const key = email.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(email.trim());
  }
  return out;
}
