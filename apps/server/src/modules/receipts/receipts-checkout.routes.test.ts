import type { Receipt } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { checkout, createCheckoutTestApp, keyEntered, setUpShop } from '../checkout/checkout-test-setup.ts';
import { pdfText } from './receipts-test-setup.ts';

// Issue 15 points 5 and 6 end to end: the receipt of an order the real checkout wrote (its order, lines,
// sandbox card payment and billing schedule), not of rows a test shaped.

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

describe('the receipt of a checked-out order (spec 3 §2.6, §4.8)', () => {
  it('shows the sandbox card, test mode and the schedule the checkout started', async () => {
    const shop = await setUpShop(t);
    const response = await checkout(shop.owner, {
      ...keyEntered(),
      cart: [
        { offering_id: shop.items.shampoo, quantity: '2' },
        { offering_id: shop.items.club, start_date: '2039-01-15' },
      ],
      customer: { id: shop.customerId, email: 'cora@example.test' },
    });
    expect(response.statusCode).toBe(200);
    const orderId: number = response.json().order.id;

    const receipt = (await shop.owner.get(`/api/order/${orderId}/receipt`)).json<Receipt>();
    expect(receipt.order).toEqual(response.json().order);
    expect(receipt.schedules).toMatchObject([
      {
        subscription_number: 1,
        offering_id: shop.items.club,
        offering_name: 'Shave club',
        price: '30.00',
        recurrence_text: 'every month, 12 times',
        // Decision 133: the line starts later, so its first bill is on its start date.
        next_bill_date: '2039-01-15',
        final_bill_date: '2039-12-15',
        occurrences: 12,
      },
    ]);

    const pdf = await shop.owner.get(`/api/order/${orderId}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'Order #1001',
      'Shampoo',
      'Shave club',
      'Visa •••• 4242',
      'Test mode',
      '$30.00 every month, 12 times',
      'Next charge: $30.00 on Saturday, January 15, 2039',
      'Final charge: Thursday, December 15, 2039',
    ]) {
      expect(text).toContain(expected);
    }

    const sent = await shop.owner.post(`/api/order/${orderId}/send_receipt`, { email: 'cora@example.test' });
    expect(sent.statusCode).toBe(200);
  });
});
