import type { Transaction } from './transactions.ts';

/** A card payment as the API answers it, for the tests of the order and transaction answers. */
export const cardPayment: Transaction = {
  id: 501,
  order_id: 90,
  status: { code: 1, name: 'Processed' },
  processor_status: 'authorized',
  funding: 'payment',
  payment_type: 'credit_card',
  payment_mode: 'ccKeyEnter',
  is_refund: false,
  amount: '54.13',
  can_void_until: '2026-11-27T07:00:00.000Z',
  ref_payment_id: null,
  email: 'ada@example.com',
  account: { id: null, kind: 'card', last_four: '4242', label: 'Visa' },
  amount_tendered: null,
  change_due: null,
  check_number: null,
  failure_reason: null,
  ach_return_code: null,
  ach_authorization_type: null,
  company_name: '',
  created_at: '2026-11-26T17:12:00.000Z',
  settled_at: null,
};
