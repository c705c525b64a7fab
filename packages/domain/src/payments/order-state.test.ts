import { describe, expect, it } from 'vitest';
import type { OrderPaymentStatus, OrderStatusCode } from './codes.ts';
import type { OrderTransactionForPayment } from './order-payment.ts';
import {
  nextOrderState,
  type OrderBadge,
  type OrderState,
  orderAmountDueCents,
  orderBadge,
} from './order-state.ts';
import { pay, refund } from './test-order-transactions.ts';

// Issue 24 point 1, spec 3 §4.2, §4.4 (decision 113): the order after its money moved, one row a case.

type Row = [
  name: string,
  before: {
    order_status?: OrderStatusCode;
    payment_status?: OrderPaymentStatus;
    credit?: number;
    approved?: boolean;
  },
  total: number,
  transactions: OrderTransactionForPayment[],
  after: Pick<OrderState, 'order_status' | 'payment_status' | 'amount_paid_cents' | 'amount_due_cents'> &
    Partial<OrderState>,
];

describe('nextOrderState: the order as its money moved', () => {
  it.each<Row>([
    [
      'a card sale authorised',
      {},
      3191,
      [pay(1, 'authorized', 3191)],
      { order_status: 1, payment_status: 'paid', amount_paid_cents: 3191, amount_due_cents: 0 },
    ],
    [
      'the whole card sale voided: cancelled, nothing due',
      { payment_status: 'paid' },
      3191,
      [pay(2, 'voided', 3191)],
      { order_status: 2, payment_status: 'cancelled', amount_paid_cents: 0, amount_due_cents: 0 },
    ],
    [
      'a card waiting on its customer, voided: cancelled',
      { payment_status: 'requires_action' },
      3191,
      [pay(2, 'voided', 3191)],
      { order_status: 2, payment_status: 'cancelled', amount_paid_cents: 0, amount_due_cents: 0 },
    ],
    [
      'an ACH debit pending: pending, counted as paid',
      {},
      5000,
      [pay(1, 'posted', 5000)],
      { order_status: 1, payment_status: 'pending', amount_paid_cents: 5000, amount_due_cents: 0 },
    ],
    [
      'an ACH debit voided while pending: cancelled',
      { payment_status: 'pending' },
      5000,
      [pay(2, 'voided', 5000)],
      { order_status: 2, payment_status: 'cancelled', amount_paid_cents: 0, amount_due_cents: 0 },
    ],
    [
      'one of two payments voided: partially paid, owes the voided part',
      { payment_status: 'paid' },
      3191,
      [pay(1, 'settled', 1000), pay(2, 'voided', 2191)],
      {
        order_status: 1,
        payment_status: 'partially_paid',
        amount_paid_cents: 1000,
        amount_due_cents: 2191,
        amount_charged_cents: 1000,
      },
    ],
    [
      'both of two payments voided: cancelled',
      { payment_status: 'partially_paid' },
      3191,
      [pay(2, 'voided', 1000), pay(2, 'voided', 2191)],
      { order_status: 2, payment_status: 'cancelled', amount_paid_cents: 0, amount_due_cents: 0 },
    ],
    [
      'a deposit-credited sale whose card is voided stays open and owes the charge',
      { payment_status: 'paid', credit: 2000 },
      7713,
      [pay(2, 'voided', 5713)],
      {
        order_status: 1,
        payment_status: 'partially_paid',
        amount_paid_cents: 2000,
        amount_due_cents: 5713,
        amount_charged_cents: 0,
      },
    ],
    [
      'a deposit-credited sale paid: the credit and the charge',
      { credit: 2000 },
      7713,
      [pay(1, 'authorized', 5713)],
      {
        order_status: 1,
        payment_status: 'paid',
        amount_paid_cents: 7713,
        amount_due_cents: 0,
        amount_charged_cents: 5713,
      },
    ],
    [
      'a $5 refund: paid, $5 refunded, nothing due',
      { payment_status: 'paid' },
      1381,
      [pay(1, 'settled', 1381), refund(4, 'posted', 500)],
      {
        order_status: 1,
        payment_status: 'paid',
        amount_paid_cents: 881,
        amount_refunded_cents: 500,
        amount_due_cents: 0,
      },
    ],
    [
      'a whole refund: paid, everything refunded, nothing due (not cancelled)',
      { payment_status: 'paid' },
      1381,
      [pay(1, 'settled', 1381), refund(4, 'settled', 1381)],
      {
        order_status: 1,
        payment_status: 'paid',
        amount_paid_cents: 0,
        amount_refunded_cents: 1381,
        amount_due_cents: 0,
      },
    ],
    [
      'the void of a refund gives the money back to the order: paid, nothing refunded',
      { payment_status: 'paid' },
      1381,
      [pay(1, 'settled', 1381), refund(5, 'voided', 500)],
      {
        order_status: 1,
        payment_status: 'paid',
        amount_paid_cents: 1381,
        amount_refunded_cents: 0,
        amount_due_cents: 0,
      },
    ],
    [
      'a declined card without a void leaves the order unpaid',
      { payment_status: 'unpaid' },
      3191,
      [pay(3, 'failed', 3191)],
      { order_status: 1, payment_status: 'unpaid', amount_paid_cents: 0, amount_due_cents: 3191 },
    ],
    [
      'a returned ACH debit leaves the order unpaid',
      { payment_status: 'pending' },
      5000,
      [pay(3, 'returned', 5000)],
      { order_status: 1, payment_status: 'unpaid', amount_paid_cents: 0, amount_due_cents: 5000 },
    ],
    [
      'a cancelled order stays cancelled whatever a later report says',
      { order_status: 2, payment_status: 'cancelled' },
      3191,
      [pay(1, 'settled', 3191)],
      { order_status: 2, payment_status: 'cancelled', amount_paid_cents: 3191, amount_due_cents: 0 },
    ],
    [
      'a scheduled order keeps its status while nothing is paid, a void included',
      { payment_status: 'scheduled' },
      3000,
      [pay(2, 'voided', 3000)],
      { order_status: 1, payment_status: 'scheduled', amount_paid_cents: 0, amount_due_cents: 3000 },
    ],
    [
      'a past-due order keeps its status while nothing is paid',
      { payment_status: 'past_due' },
      3000,
      [],
      { order_status: 1, payment_status: 'past_due', amount_paid_cents: 0, amount_due_cents: 3000 },
    ],
    [
      'cash above the total is kept at the total',
      {},
      1000,
      [pay(1, 'settled', 1200)],
      { order_status: 1, payment_status: 'paid', amount_paid_cents: 1000, amount_due_cents: 0 },
    ],
    // Issue 25 point 1 (decision 116): the merchant's approval accepts a posted ACH debit as payment.
    [
      'an ACH debit pending, approved: paid',
      { payment_status: 'pending', approved: true },
      5000,
      [pay(1, 'posted', 5000)],
      { order_status: 1, payment_status: 'paid', amount_paid_cents: 5000, amount_due_cents: 0 },
    ],
    [
      'part paid by a pending ACH debit, approved: partially paid',
      { payment_status: 'pending', approved: true },
      5000,
      [pay(1, 'posted', 2000)],
      { order_status: 1, payment_status: 'partially_paid', amount_paid_cents: 2000, amount_due_cents: 3000 },
    ],
    [
      'an approved order whose debit was returned: unpaid',
      { payment_status: 'paid', approved: true },
      5000,
      [pay(3, 'returned', 5000)],
      { order_status: 1, payment_status: 'unpaid', amount_paid_cents: 0, amount_due_cents: 5000 },
    ],
    [
      'an approved order whose card waits on its customer: requires_action',
      { payment_status: 'pending', approved: true },
      5000,
      [pay(1, 'requires_action', 5000)],
      { order_status: 1, payment_status: 'requires_action', amount_paid_cents: 0, amount_due_cents: 5000 },
    ],
  ])('%s', (_name, before, total, transactions, after) => {
    const state = nextOrderState({
      order_status: before.order_status ?? 1,
      payment_status: before.payment_status ?? 'unpaid',
      amount_total_cents: total,
      deposit_credit_cents: before.credit ?? 0,
      transactions,
      ach_approved: before.approved ?? false,
    });
    expect(state).toMatchObject(after);
  });
});

describe('orderAmountDueCents', () => {
  it.each<[string, number, number, number, number, number]>([
    ['open, nothing paid', 1, 3191, 0, 0, 3191],
    ['open, partly paid', 1, 3191, 1000, 0, 2191],
    ['open, refunded money is not owed again', 1, 1381, 881, 500, 0],
    ['cancelled owes nothing', 2, 3191, 0, 0, 0],
  ])('%s', (_name, order_status, total, paid, refunded, due) => {
    expect(
      orderAmountDueCents({
        order_status,
        amount_total_cents: total,
        amount_paid_cents: paid,
        amount_refunded_cents: refunded,
      }),
    ).toBe(due);
  });
});

describe('orderBadge: the one label of an order’s state', () => {
  it.each<[string, number, OrderPaymentStatus, number, number, OrderBadge]>([
    ['paid', 1, 'paid', 1381, 0, 'paid'],
    ['paid, $5 refunded', 1, 'paid', 881, 500, 'partly_refunded'],
    ['paid, everything refunded', 1, 'paid', 0, 1381, 'refunded'],
    [
      'a deposit order whose card part was refunded keeps the deposit: partly',
      1,
      'paid',
      2000,
      5713,
      'partly_refunded',
    ],
    ['partially paid with a refund still says what it owes', 1, 'partially_paid', 500, 500, 'partially_paid'],
    ['cancelled, by its order status', 2, 'paid', 0, 0, 'cancelled'],
    ['cancelled, by its payment status', 1, 'cancelled', 0, 0, 'cancelled'],
    ['pending', 1, 'pending', 5000, 0, 'pending'],
    ['unpaid', 1, 'unpaid', 0, 0, 'unpaid'],
  ])('%s', (_name, order_status, payment_status, paid, refunded, badge) => {
    expect(
      orderBadge({ order_status, payment_status, amount_paid_cents: paid, amount_refunded_cents: refunded }),
    ).toBe(badge);
  });
});
