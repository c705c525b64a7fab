import PDFDocument from 'pdfkit';
import { drawPdfBrand, type PdfBrand } from '../design-settings/pdf-brand.ts';
import { type ReceiptDocument, type ReceiptRow, type ReceiptView, receiptView } from './receipt-view.ts';

// spec 3 §4.2 "view/print receipt" and §2.6 send-receipt: a one-page US Letter receipt drawn with pdfkit's
// built-in Helvetica (no font files, works offline). Its standard fonts encode WinAnsi, which holds every
// character the receipt's own wording uses (•, ×, –); a merchant's or customer's name with characters outside
// it prints with the font's substitutes, as any PDF of the standard fonts does.

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const WIDTH = PAGE.width - 2 * MARGIN;
const AMOUNT_WIDTH = 96;
const GAP = 12;
/** Summary, total and balance rows sit in the right half, under the amounts. */
const HALF = WIDTH / 2;
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const RULE = '#d0d3d9';
const NOTICE = '#9a3412';

type Pdf = PDFKit.PDFDocument;

/** Keeps a block together: starts a new page when fewer than `needed` points are left. */
function ensureSpace(pdf: Pdf, needed: number): void {
  if (pdf.y + needed > PAGE.height - MARGIN) pdf.addPage();
}

function rule(pdf: Pdf, from = MARGIN): void {
  const y = pdf.y + 2;
  pdf
    .moveTo(from, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  pdf.y = y + 6;
}

function sectionHeading(pdf: Pdf, title: string): void {
  ensureSpace(pdf, 60);
  pdf.moveDown(0.8);
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(title, MARGIN, pdf.y, { width: WIDTH });
  rule(pdf);
}

/** A label (with its detail beneath) on the left and its amount right-aligned in the amount column. */
function drawRow(pdf: Pdf, row: ReceiptRow, options: { indent?: number; bold?: boolean } = {}): void {
  const indent = options.indent ?? 0;
  const font = options.bold ? 'Helvetica-Bold' : 'Helvetica';
  const labelWidth = WIDTH - AMOUNT_WIDTH - GAP - indent;
  ensureSpace(pdf, 30);
  const top = pdf.y;
  pdf
    .font(font)
    .fontSize(10)
    .fillColor(INK)
    .text(row.label, MARGIN + indent, top, { width: labelWidth });
  if (row.detail) {
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(row.detail, MARGIN + indent, pdf.y, {
        width: labelWidth,
      });
  }
  const bottom = pdf.y;
  pdf
    .font(font)
    .fontSize(10)
    .fillColor(INK)
    .text(row.amount, MARGIN + WIDTH - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: 'right' });
  pdf.x = MARGIN;
  pdf.y = Math.max(bottom, pdf.y) + 4;
}

function drawHeading(pdf: Pdf, view: ReceiptView, heading: string): void {
  const top = pdf.y;
  const leftWidth = WIDTH * 0.6;
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(view.companyName, MARGIN, top, { width: leftWidth });
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of view.merchantLines) pdf.text(line, MARGIN, pdf.y, { width: leftWidth });
  const leftBottom = pdf.y;

  const rightX = MARGIN + leftWidth;
  const rightWidth = WIDTH - leftWidth;
  pdf.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(heading, rightX, top, {
    width: rightWidth,
    align: 'right',
  });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(view.orderLine, rightX, pdf.y, { width: rightWidth, align: 'right' });
  pdf.fontSize(9).fillColor(MUTED).text(view.dateLine, rightX, pdf.y, { width: rightWidth, align: 'right' });
  pdf.x = MARGIN;
  pdf.y = Math.max(leftBottom, pdf.y) + 8;
  rule(pdf);
}

function drawNotices(pdf: Pdf, notices: readonly string[]): void {
  for (const notice of notices) {
    pdf.font('Helvetica-Bold').fontSize(10).fillColor(NOTICE).text(notice, MARGIN, pdf.y, { width: WIDTH });
  }
  if (notices.length > 0) pdf.moveDown(0.4);
}

function drawCustomer(pdf: Pdf, lines: readonly string[]): void {
  if (lines.length === 0) return;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('Customer', MARGIN, pdf.y, { width: WIDTH });
  pdf.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of lines) pdf.text(line, MARGIN, pdf.y, { width: WIDTH });
}

function drawSchedules(pdf: Pdf, view: ReceiptView): void {
  if (view.schedules.length === 0) return;
  sectionHeading(pdf, 'Upcoming charges');
  for (const schedule of view.schedules) {
    ensureSpace(pdf, 50);
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(schedule.title, MARGIN, pdf.y, { width: WIDTH });
    pdf.font('Helvetica').fontSize(9.5);
    for (const line of schedule.lines) pdf.text(line, MARGIN, pdf.y, { width: WIDTH });
    pdf.moveDown(0.4);
  }
}

/** Issue 25 point 4: an invoice's notes, terms and pay link, each a titled block of text. */
function drawSections(pdf: Pdf, sections: readonly PdfSection[]): void {
  for (const section of sections) {
    if (section.text.trim() === '') continue;
    sectionHeading(pdf, section.title);
    pdf.font('Helvetica').fontSize(9.5).fillColor(INK).text(section.text, MARGIN, pdf.y, { width: WIDTH });
  }
}

function draw(pdf: Pdf, view: ReceiptView, heading: string, sections: readonly PdfSection[]): void {
  drawHeading(pdf, view, heading);
  drawNotices(pdf, view.notices);
  drawCustomer(pdf, view.customerLines);

  sectionHeading(pdf, 'Items');
  for (const item of view.items) drawRow(pdf, item);
  rule(pdf, MARGIN + HALF);
  for (const row of view.summary) drawRow(pdf, row, { indent: HALF });
  rule(pdf, MARGIN + HALF);
  drawRow(pdf, view.total, { indent: HALF, bold: true });

  if (view.payments.length > 0) {
    sectionHeading(pdf, 'Payments');
    for (const payment of view.payments) drawRow(pdf, payment);
  }
  rule(pdf, MARGIN + HALF);
  for (const row of view.balance) drawRow(pdf, row, { indent: HALF, bold: row.label === 'Amount due' });

  drawSchedules(pdf, view);
  drawSections(pdf, sections);

  pdf.moveDown(1.5);
  ensureSpace(pdf, 20);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Thank you for your business. ${view.companyName}`, MARGIN, pdf.y, {
      width: WIDTH,
      align: 'center',
    });
}

export interface PdfSection {
  title: string;
  text: string;
}

export interface PdfOptions {
  /** pdfkit compresses page streams by default; a test may read them plainly. */
  compress?: boolean;
  /** The word at the top right: 'Receipt' (default) or 'Invoice'. */
  heading?: string;
  /** Blocks of text after the amounts (an invoice's notes and terms). */
  sections?: readonly PdfSection[];
  /** The merchant's brand colour and logo in the top margin (issue 26 point 4). */
  brand?: PdfBrand;
}

/** The receipt as PDF bytes. */
export function renderReceiptPdf(doc: ReceiptDocument, options: PdfOptions = {}): Promise<Buffer> {
  return renderViewPdf(receiptView(doc), options);
}

/**
 * What a PDF is drawn from, as plain JSON (decision 161): an e-mail's attachment stores it in the outbox in
 * the transaction of the change, and the PDF is drawn when the message is delivered, so a payment's
 * transaction (and its locks) never waits on the drawing.
 */
export interface PdfDrawing {
  view: ReceiptView;
  heading?: string;
  sections?: PdfSection[];
}

/** A PdfDrawing's bytes (the same PDF renderViewPdf draws). */
export function drawPdf({ view, heading, sections }: PdfDrawing): Promise<Buffer> {
  return renderViewPdf(view, { heading, sections });
}

/** A receipt's view (or an invoice's, which words its heading lines itself) as PDF bytes. */
export function renderViewPdf(view: ReceiptView, options: PdfOptions = {}): Promise<Buffer> {
  const heading = options.heading ?? 'Receipt';
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${heading}, ${view.orderLine}`, Author: view.companyName },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // A long order runs onto more pages; each says whose receipt it continues.
  pdf.on('pageAdded', () => {
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${view.companyName}, ${view.orderLine} (continued)`, MARGIN, MARGIN - 24, { width: WIDTH });
    pdf.x = MARGIN;
    pdf.y = MARGIN;
  });
  if (options.brand) drawPdfBrand(pdf, options.brand, MARGIN);
  draw(pdf, view, heading, options.sections ?? []);
  pdf.end();
  return bytes;
}

/** 'receipt-1001.pdf' (Content-Disposition and the e-mail's attachment). */
export const receiptFileName = (orderNumber: number): string => `receipt-${orderNumber}.pdf`;
