import { describe, expect, it } from 'vitest';
import { cash, doc, payment, receipt } from './receipt-test-fixtures.ts';
import {
  CANCELLED_NOTICE,
  DISCOUNTS_DROPPED_NOTICE,
  paymentMethodText,
  receiptView,
  scheduleView,
  TEST_MODE_NOTICE,
} from './receipt-view.ts';

// Pure wording of the receipt (spec 3 §2.6, §4.2; issue 15 point 6), shared by the PDF and the e-mail.

describe('paymentMethodText', () => {
  it.each([
    ['a card', payment(), 'Visa •••• 4242'],
    [
      'a card without a brand',
      payment({ account: { id: null, kind: 'card', last_four: '1111', label: '' } }),
      'Card •••• 1111',
    ],
    [
      'a bank account',
      payment({
        payment_type: 'ach',
        payment_mode: 'ach',
        account: { id: 3, kind: 'bank', last_four: '6789', label: 'Chase' },
      }),
      'Chase •••• 6789',
    ],
    ['cash', cash(), 'Cash'],
    ['a check', cash({ payment_mode: 'check', check_number: '1234' }), 'Check #1234'],
    ['a check without a number', cash({ payment_mode: 'check' }), 'Check'],
  ])('%s', (_case, transaction, expected) => {
    expect(paymentMethodText(transaction)).toBe(expected);
  });
});

describe('receiptView payments and balance', () => {
  it('lists processed payments and refunds, leaves out voided and failed ones, and sums the change', () => {
    const view = receiptView(
      doc(
        receipt({
          amount_total: '30.00',
          amount_paid: '25.00',
          amount_due: '5.00',
          transactions: [
            payment({ amount: '15.00' }),
            payment({ status: { code: 2, name: 'Voided' } }),
            payment({ status: { code: 3, name: 'Failed' } }),
            cash({ amount: '20.00', amount_tendered: '40.00', change_due: '20.00' }),
            payment({
              is_refund: true,
              status: { code: 4, name: 'Refunded' },
              amount: '10.00',
              ref_payment_id: 1,
            }),
            payment({ is_refund: true, status: { code: 5, name: 'Refund Voided' }, ref_payment_id: 1 }),
          ],
        }),
      ),
    );
    expect(view.payments).toEqual([
      { label: 'Visa •••• 4242', detail: null, amount: '$15.00' },
      { label: 'Cash', detail: 'Tendered $40.00, change $20.00', amount: '$20.00' },
      { label: 'Refund to Visa •••• 4242', detail: null, amount: '-$10.00' },
    ]);
    expect(view.balance).toEqual([
      { label: 'Amount paid', detail: null, amount: '$25.00' },
      { label: 'Change due', detail: null, amount: '$20.00' },
      { label: 'Amount due', detail: null, amount: '$5.00' },
    ]);
  });

  it.each([
    ['posted', 'Pending until the bank settles it'],
    ['requires_action', 'Awaiting approval'],
    ['authorized', null],
  ] as const)('a payment %s reads %s', (status, detail) => {
    const view = receiptView(doc(receipt({ transactions: [payment({ processor_status: status })] })));
    expect(view.payments[0]?.detail).toBe(detail);
  });
});

describe('receiptView heading, notices and summary', () => {
  it('keeps the heading lines the merchant filled in', () => {
    expect(receiptView(doc(receipt())).merchantLines).toEqual([
      '12 Elm St',
      'Denver, CO 80202',
      '3035550101',
      'hello@juniper.test',
    ]);
  });

  it.each([
    ['nothing', {}, false, []],
    ['test mode', {}, true, [TEST_MODE_NOTICE]],
    [
      'a cancelled order',
      { order_status: { code: 2 as const, name: 'Cancelled' } },
      false,
      [CANCELLED_NOTICE],
    ],
    ['dropped discounts', { discounts_dropped: true }, false, [DISCOUNTS_DROPPED_NOTICE]],
  ])('%s', (_case, order, testMode, notices) => {
    expect(receiptView(doc(receipt(order), testMode)).notices).toEqual(notices);
  });

  it('adds each fee over the lines and order fees, takes discounts off and names tax rates', () => {
    const fee = (id: number, name: string, amount: string) => ({
      fee_structure_id: id,
      name,
      amount,
      is_taxable: false,
      taxes: [],
      amount_tax: '0.00',
    });
    const item = (fees: ReturnType<typeof fee>[]) => ({
      offering_id: 1,
      name: 'Trim',
      price_structure: 'fixed' as const,
      unit_name: null,
      unit_price: '10.00',
      quantity: '1',
      start_date: '2026-12-01',
      custom_fields: [],
      amount_subtotal: '10.00',
      discounts: [],
      amount_discount: '0.00',
      fees,
      amount_fee: '0.00',
      taxes: [],
      amount_tax: '0.00',
      amount_total: '10.00',
    });
    const view = receiptView(
      doc(
        receipt({
          items: [item([fee(5, 'Towel', '1.00')]), item([fee(5, 'Towel', '1.00')])],
          order_fees: [fee(6, 'Service', '2.50')],
          discounts: [{ fee_structure_id: 8, name: 'Welcome', amount: '3.00' }],
          taxes: [
            {
              fee_structure_id: 9,
              name: 'Sales tax',
              amount: '0.83',
              is_percent: true,
              percent: '8.25',
              amount_taxable: '10.00',
            },
            {
              fee_structure_id: 10,
              name: 'Bag tax',
              amount: '0.10',
              is_percent: false,
              percent: null,
              amount_taxable: '10.00',
            },
          ],
          amount_subtotal: '20.00',
        }),
      ),
    );
    expect(view.items[0]).toEqual({
      label: 'Trim',
      detail: 'Starts Tuesday, December 1, 2026',
      amount: '$10.00',
    });
    expect(view.summary.map((row) => [row.label, row.amount])).toEqual([
      ['Subtotal', '$20.00'],
      ['Welcome', '-$3.00'],
      ['Towel', '$2.00'],
      ['Service', '$2.50'],
      ['Sales tax (8.25%)', '$0.83'],
      ['Bag tax', '$0.10'],
    ]);
  });
});

describe('scheduleView (issue 15 point 6: what will be charged and when)', () => {
  const schedule = {
    subscription_number: 4,
    offering_id: 3,
    offering_name: 'Shave club',
    price: '1234.50',
    recurrence_text: 'every month on day 7',
    next_bill_date: '2026-12-07',
    final_bill_date: null,
    occurrences: null,
  };
  it.each([
    [
      'no end',
      schedule,
      ['$1,234.50 every month on day 7', 'Next charge: $1,234.50 on Monday, December 7, 2026'],
    ],
    [
      'a final bill',
      { ...schedule, final_bill_date: '2027-05-07', occurrences: 6 },
      [
        '$1,234.50 every month on day 7',
        'Next charge: $1,234.50 on Monday, December 7, 2026',
        'Final charge: Friday, May 7, 2027',
      ],
    ],
  ])('%s', (_case, input, lines) => {
    expect(scheduleView(input)).toEqual({ title: 'Shave club (subscription #4)', lines });
  });
});
