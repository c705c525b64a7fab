import { emailTemplate } from '@paybook/domain/email-templates/template-registry';
import { fillTemplateTexts } from '@paybook/domain/email-templates/template-save';
import type { TemplateTexts } from '@paybook/domain/email-templates/template-types';
import { escapeHtml } from '../../lib/html.ts';
import { type ReceiptDocument, type ReceiptRow, type ReceiptView, receiptView } from './receipt-view.ts';

// Ruling 7 and spec 3 §2.6 send-receipt: the receipt e-mail is the order_receipt template (greeting,
// opening, signature, merge tags) around the receipt's own wording (receipt-view.ts), in text and HTML.

export type ReceiptEmail = { subject: string; text: string; html: string };

export function receiptMergeValues(doc: ReceiptDocument, view: ReceiptView): Record<string, string> {
  const { merchant, order } = doc.receipt;
  return {
    company_name: merchant.company_name,
    company_email: merchant.company_email,
    company_phone: merchant.phone,
    // "Hello there," reads better than "Hello ," for a walk-in without a name.
    customer_first_name: order.customer?.first_name.trim() || 'there',
    customer_last_name: order.customer?.last_name.trim() ?? '',
    order_number: String(order.order_number),
    order_date: view.dateLine,
    order_total: view.total.amount,
  };
}

const textRow = (row: ReceiptRow): string[] => [
  `${row.label}: ${row.amount}`,
  ...(row.detail ? [`  ${row.detail}`] : []),
];

function textBody(view: ReceiptView, greeting: string, opening: string, signature: string): string {
  const section = (title: string, lines: string[]) => (lines.length > 0 ? ['', title, ...lines] : []);
  return [
    greeting,
    '',
    opening,
    '',
    view.companyName,
    ...view.merchantLines,
    '',
    `${view.orderLine}, ${view.dateLine}`,
    ...view.notices,
    ...section('Customer', view.customerLines),
    ...section('Items', view.items.flatMap(textRow)),
    '',
    ...view.summary.flatMap(textRow),
    ...textRow(view.total),
    ...section('Payments', view.payments.flatMap(textRow)),
    '',
    ...view.balance.flatMap(textRow),
    ...section(
      'Upcoming charges',
      view.schedules.flatMap((schedule) => [schedule.title, ...schedule.lines.map((line) => `  ${line}`)]),
    ),
    '',
    signature,
  ].join('\n');
}

const cell = 'padding:4px 0;vertical-align:top';
const amountCell = `${cell};text-align:right;white-space:nowrap;padding-left:16px`;

function htmlRow(row: ReceiptRow, bold = false): string {
  const weight = bold ? 'font-weight:bold;' : '';
  const detail = row.detail
    ? `<br><span style="color:#5c5f66;font-size:13px">${escapeHtml(row.detail)}</span>`
    : '';
  return `<tr><td style="${weight}${cell}">${escapeHtml(row.label)}${detail}</td><td style="${weight}${amountCell}">${escapeHtml(row.amount)}</td></tr>`;
}

const htmlTable = (rows: string[]) =>
  rows.length > 0
    ? `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:560px;margin:0 0 12px">${rows.join('')}</table>`
    : '';

const htmlHeading = (title: string) =>
  `<h3 style="font-size:15px;max-width:560px;margin:20px 0 6px;border-bottom:1px solid #d0d3d9;padding-bottom:4px">${escapeHtml(title)}</h3>`;

function htmlBody(view: ReceiptView, greeting: string, opening: string, signature: string): string {
  const lines = (items: readonly string[]) => items.map(escapeHtml).join('<br>');
  return [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<p><strong>${escapeHtml(view.companyName)}</strong>${view.merchantLines.length > 0 ? `<br><span style="color:#5c5f66">${lines(view.merchantLines)}</span>` : ''}</p>`,
    `<p><strong>${escapeHtml(view.orderLine)}</strong><br>${escapeHtml(view.dateLine)}</p>`,
    ...view.notices.map((notice) => `<p style="color:#9a3412;font-weight:bold">${escapeHtml(notice)}</p>`),
    view.customerLines.length > 0 ? `<p>Customer<br>${lines(view.customerLines)}</p>` : '',
    htmlHeading('Items'),
    htmlTable(view.items.map((row) => htmlRow(row))),
    htmlTable([...view.summary.map((row) => htmlRow(row)), htmlRow(view.total, true)]),
    view.payments.length > 0 ? htmlHeading('Payments') : '',
    htmlTable(view.payments.map((row) => htmlRow(row))),
    htmlTable(view.balance.map((row) => htmlRow(row, row.label === 'Amount due'))),
    view.schedules.length > 0 ? htmlHeading('Upcoming charges') : '',
    ...view.schedules.map(
      (schedule) => `<p><strong>${escapeHtml(schedule.title)}</strong><br>${lines(schedule.lines)}</p>`,
    ),
    `<p>${lines(signature.split('\n'))}</p>`,
    '</body></html>',
  ]
    .filter((part) => part !== '')
    .join('\n');
}

/** The receipt e-mail's subject, text and HTML, from the merchant's texts of the template (or its defaults). */
export function composeReceiptEmail(
  doc: ReceiptDocument,
  texts: TemplateTexts = emailTemplate('order_receipt').defaults,
): ReceiptEmail {
  const view = receiptView(doc);
  const filled = fillTemplateTexts(texts, receiptMergeValues(doc, view));
  return {
    subject: filled.subject,
    text: textBody(view, filled.greeting, filled.opening, filled.signature),
    html: htmlBody(view, filled.greeting, filled.opening, filled.signature),
  };
}
