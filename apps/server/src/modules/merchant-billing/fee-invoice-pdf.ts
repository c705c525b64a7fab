import PDFDocument from 'pdfkit';
import type { FeeInvoiceRow } from './merchant-billing.repository.ts';

// Issue 26 point 3: a fee invoice as a one-page US Letter PDF, drawn like the receipts (receipt-pdf.ts)
// with pdfkit's built-in Helvetica (no font files).

const MARGIN = 54;
const WIDTH = 612 - 2 * MARGIN;
const INK = '#1a1b1e';
const MUTED = '#5c5f66';

export interface FeeInvoiceDocument {
  invoice: FeeInvoiceRow;
  merchantName: string;
  tierName: string;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const STATUS_WORDS = { paid: 'Paid', failed: 'Payment failed', pending: 'Payment pending' } as const;

function row(pdf: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  const top = pdf.y;
  pdf
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(11)
    .fillColor(INK);
  pdf.text(label, MARGIN, top, { width: WIDTH / 2 });
  pdf.text(value, MARGIN + WIDTH / 2, top, { width: WIDTH / 2, align: 'right' });
  pdf.moveDown(0.4);
}

export function renderFeeInvoicePdf({
  invoice,
  merchantName,
  tierName,
}: FeeInvoiceDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: { Title: `Invoice ${invoice.number}` },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('Paybook', MARGIN, MARGIN);
    pdf.font('Helvetica').fontSize(10).fillColor(MUTED).text('Monthly subscription invoice');
    pdf.moveDown(1.5);
    pdf.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(`Invoice ${invoice.number}`);
    pdf.font('Helvetica').fontSize(11).text(`Billed to ${merchantName}`);
    pdf.moveDown(1);
    row(pdf, 'Period', `${invoice.periodStart} to ${invoice.periodEnd}`);
    row(pdf, `${tierName} plan, monthly fee`, dollars(invoice.amountCents));
    row(pdf, 'Total', dollars(invoice.amountCents), true);
    pdf.moveDown(0.6);
    row(pdf, 'Card', `${invoice.cardBrand} ending in ${invoice.cardLastFour}`);
    row(pdf, 'Status', STATUS_WORDS[invoice.status as keyof typeof STATUS_WORDS] ?? invoice.status);
    if (invoice.failureReason) row(pdf, 'Reason', invoice.failureReason);
    pdf.end();
  });
}
