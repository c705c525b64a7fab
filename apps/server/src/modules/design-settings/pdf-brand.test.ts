import { describe, expect, it } from 'vitest';
import { pngOf } from '../images/test-images.ts';
import { renderReceiptPdf } from '../receipts/receipt-pdf.ts';
import { doc, payment, receipt } from '../receipts/receipt-test-fixtures.ts';
import type { PdfBrand } from './pdf-brand.ts';

// Issue 26 point 4, decision 183: a receipt carries the merchant's brand colour and logo.
const receiptPdf = (brand?: PdfBrand) =>
  renderReceiptPdf(doc(receipt({ transactions: [payment()] })), {
    compress: false,
    ...(brand ? { brand } : {}),
  });

describe('the brand on a receipt PDF', () => {
  it('fills the top bar with the brand colour and embeds the logo', async () => {
    const pdf = (await receiptPdf({ primaryColor: '#2b8a3e', logo: await pngOf(80, 80) })).toString('latin1');
    // #2b8a3e as pdfkit's fill colour (scn) (r g b in 0..1).
    expect(pdf).toMatch(/0\.16862\d* 0\.54117\d* 0\.24313\d* scn/);
    expect(pdf).toContain('/Subtype /Image');
  });

  it('draws neither without a brand, and no image without a logo', async () => {
    const plain = (await receiptPdf()).toString('latin1');
    expect(plain).not.toMatch(/0\.16862\d* 0\.54117\d* 0\.24313\d* scn/);
    const noLogo = (await receiptPdf({ primaryColor: '#2b8a3e', logo: null })).toString('latin1');
    expect(noLogo).toMatch(/0\.16862\d* 0\.54117\d* 0\.24313\d* scn/);
    expect(noLogo).not.toContain('/Subtype /Image');
  });
});
