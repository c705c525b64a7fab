import type { Receipt, Transaction } from '@paybook/contracts';
import type { ReceiptDocument } from './receipt-view.ts';

// Builders for the receipt's pure tests: a paid point-of-sale order of Juniper, changed per test.

export const payment = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 1,
  order_id: 1,
  status: { code: 1, name: 'Processed' },
  processor_status: 'settled',
  funding: 'payment',
  payment_type: 'credit_card',
  payment_mode: 'ccKeyEnter',
  is_refund: false,
  amount: '10.00',
  can_void_until: null,
  ref_payment_id: null,
  email: '',
  account: { id: null, kind: 'card', last_four: '4242', label: 'Visa' },
  amount_tendered: null,
  change_due: null,
  check_number: null,
  failure_reason: null,
  ach_return_code: null,
  created_at: '2026-11-26T16:17:00.000Z',
  settled_at: null,
  ...overrides,
});

export const cash = (overrides: Partial<Transaction> = {}) =>
  payment({ payment_type: 'cash', payment_mode: 'cash', account: null, ...overrides });

export function receipt(
  order: Partial<Receipt['order']> = {},
  schedules: Receipt['schedules'] = [],
): Receipt {
  return {
    merchant: {
      company_name: 'Juniper',
      phone: '3035550101',
      company_email: 'hello@juniper.test',
      address1: '12 Elm St',
      address2: '',
      city: 'Denver',
      state: 'CO',
      zip_code: '80202',
      website_url: '',
    },
    schedules,
    order: {
      id: 7,
      order_id: 7,
      order_number: 1001,
      order_status: { code: 1, name: 'Created' },
      payment_status: 'paid',
      sale_type: { code: 2, name: 'Point of Sale' },
      billing_method: 'immediate',
      customer: null,
      addresses: [],
      transactions: [],
      items: [],
      order_fees: [],
      discounts: [],
      discounts_dropped: false,
      taxes: [],
      amount_subtotal: '10.00',
      amount_discount: '0.00',
      amount_fee: '0.00',
      amount_tax: '0.00',
      amount_total: '10.00',
      amount_paid: '10.00',
      amount_refunded: '0.00',
      amount_charged: '10.00',
      amount_due: '0.00',
      deposit_credit: '0.00',
      deposit_order_id: null,
      pending_ach_order: false,
      is_past_due: false,
      contains_subscription: false,
      created_at: '2026-11-26T16:17:00.000Z',
      ...order,
    },
  };
}

export const doc = (r: Receipt, testMode = false): ReceiptDocument => ({
  receipt: r,
  timeZone: 'America/Denver',
  testMode,
});
