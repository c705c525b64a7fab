import type { Receipt } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.ts';
import { doc, payment, receipt } from './receipt-test-fixtures.ts';
import { pdfPageCount, pdfText } from './receipts-test-setup.ts';

// spec 3 §4.2 view/print receipt: the PDF itself (the route's test covers its content from a stored order).

const item = (n: number): Receipt['order']['items'][number] => ({
  offering_id: n,
  name: `Item ${n} with a long name that wraps onto a second line of the receipt when it is printed`,
  price_structure: 'fixed',
  unit_name: null,
  unit_price: '10.00',
  quantity: '3',
  start_date: null,
  custom_fields: [],
  amount_subtotal: '30.00',
  discounts: [],
  amount_discount: '0.00',
  fees: [],
  amount_fee: '0.00',
  taxes: [],
  amount_tax: '0.00',
  amount_total: '30.00',
});

describe('renderReceiptPdf', () => {
  it.each([true, false])('draws the same text compressed or not (compress %s)', async (compress) => {
    const pdf = await renderReceiptPdf(doc(receipt({ transactions: [payment()] })), { compress });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('Order #1001');
    expect(text).toContain('Visa •••• 4242');
  });

  it('runs a long order onto more pages, each naming the receipt it continues', async () => {
    const items = Array.from({ length: 40 }, (_, index) => item(index + 1));
    const pdf = await renderReceiptPdf(doc(receipt({ items })));
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text.match(/Juniper, Order #1001 \(continued\)/g)).toHaveLength(pages - 1);
    expect(text).toContain('Item 40 with a long name');
    expect(text).toContain('Total');
  });

  it('names the file after the order number', () => {
    expect(receiptFileName(1001)).toBe('receipt-1001.pdf');
  });
});
