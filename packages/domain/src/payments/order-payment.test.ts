import { describe, expect, it } from 'vitest';
import type { OrderPaymentStatus } from './codes.ts';
import { type OrderTransactionForPayment, summarizeOrderPayments } from './order-payment.ts';
import { pay, refund } from './test-order-transactions.ts';

describe('issue 15 point 3, spec 3 §4.2: an order’s payment state from its transactions', () => {
  it.each<[string, number, OrderTransactionForPayment[], number, OrderPaymentStatus]>([
    ['no transactions', 1000, [], 0, 'unpaid'],
    ['a free order with no transactions is paid', 0, [], 0, 'paid'],
    ['a settled payment of the total', 1000, [pay(1, 'settled', 1000)], 1000, 'paid'],
    ['an authorised card of the total', 1000, [pay(1, 'authorized', 1000)], 1000, 'paid'],
    ['a cash payment above the total is still paid', 1000, [pay(1, 'settled', 1200)], 1200, 'paid'],
    ['part of the total', 1000, [pay(1, 'settled', 400)], 400, 'partially_paid'],
    ['two payments make the total', 1000, [pay(1, 'settled', 400), pay(1, 'authorized', 600)], 1000, 'paid'],
    [
      'a posted ACH debit counts as paid and the order is pending',
      1000,
      [pay(1, 'posted', 1000)],
      1000,
      'pending',
    ],
    [
      'pending wins over a partial card',
      1000,
      [pay(1, 'settled', 500), pay(1, 'posted', 300)],
      800,
      'pending',
    ],
    ['a card waiting on its customer', 1000, [pay(1, 'requires_action', 1000)], 0, 'requires_action'],
    [
      'requires_action wins over pending',
      1000,
      [pay(1, 'posted', 500), pay(1, 'requires_action', 500)],
      500,
      'requires_action',
    ],
    ['a failed payment counts nothing', 1000, [pay(3, 'failed', 1000)], 0, 'unpaid'],
    ['a voided payment counts nothing', 1000, [pay(2, 'voided', 1000)], 0, 'unpaid'],
    ['a returned ACH debit counts nothing', 1000, [pay(3, 'returned', 1000)], 0, 'unpaid'],
    [
      'a failed payment then a good one',
      1000,
      [pay(3, 'failed', 1000), pay(1, 'settled', 1000)],
      1000,
      'paid',
    ],
    [
      'a posted refund reduces paid; the order stays paid (decision 82)',
      1000,
      [pay(1, 'settled', 1000), refund(4, 'posted', 300)],
      700,
      'paid',
    ],
    [
      'a settled refund reduces paid; the order stays paid',
      1000,
      [pay(1, 'settled', 1000), refund(4, 'settled', 300)],
      700,
      'paid',
    ],
    [
      'a full refund leaves nothing paid, and nothing due: the order was paid',
      1000,
      [pay(1, 'settled', 1000), refund(4, 'settled', 1000)],
      0,
      'paid',
    ],
    [
      'a voided refund gives nothing back',
      1000,
      [pay(1, 'settled', 1000), refund(5, 'voided', 300)],
      1000,
      'paid',
    ],
    [
      'a failed refund gives nothing back',
      1000,
      [pay(1, 'settled', 1000), refund(6, 'failed', 300)],
      1000,
      'paid',
    ],
    ['refunds never take paid below zero', 1000, [refund(4, 'settled', 300)], 0, 'unpaid'],
  ])('%s', (_name, total, transactions, amountPaid, status) => {
    expect(summarizeOrderPayments(total, transactions)).toMatchObject({
      amount_paid_cents: amountPaid,
      payment_status: status,
    });
  });
});

describe('issue 15 point 7: a deposit credited from the appointment counts as paid', () => {
  it.each<[string, number, OrderTransactionForPayment[], number, number, OrderPaymentStatus]>([
    [
      'a credit below the total with the rest paid by card',
      5000,
      [pay(1, 'authorized', 3000)],
      2000,
      5000,
      'paid',
    ],
    [
      'a credit below the total with the rest settled in cash',
      5000,
      [pay(1, 'settled', 3000)],
      2000,
      5000,
      'paid',
    ],
    ['a credit covering the whole total, no payment', 2000, [], 2000, 2000, 'paid'],
    ['a credit alone below the total', 5000, [], 2000, 2000, 'partially_paid'],
    ['a credit with the card payment declined', 5000, [pay(3, 'failed', 3000)], 2000, 2000, 'partially_paid'],
    ['a credit with the card payment voided', 5000, [pay(2, 'voided', 3000)], 2000, 2000, 'partially_paid'],
    ['a credit with an ACH debit posted is pending', 5000, [pay(1, 'posted', 3000)], 2000, 5000, 'pending'],
    [
      'a credit with a card waiting on its customer',
      5000,
      [pay(1, 'requires_action', 3000)],
      2000,
      2000,
      'requires_action',
    ],
    [
      'a refund of the card part keeps the credit',
      5000,
      [pay(1, 'settled', 3000), refund(4, 'settled', 3000)],
      2000,
      2000,
      'paid',
    ],
    [
      'refunds above the payments never take the credit',
      5000,
      [pay(1, 'settled', 1000), refund(4, 'settled', 3000)],
      2000,
      2000,
      'partially_paid',
    ],
    ['no credit is the rule without it', 5000, [pay(1, 'settled', 5000)], 0, 5000, 'paid'],
    ['a negative credit counts nothing', 5000, [pay(1, 'settled', 5000)], -100, 5000, 'paid'],
  ])('%s', (_name, total, transactions, credit, amountPaid, status) => {
    expect(summarizeOrderPayments(total, transactions, credit)).toMatchObject({
      amount_paid_cents: amountPaid,
      payment_status: status,
    });
  });
});

describe('decision 82: what a refund gave back', () => {
  it.each<[string, OrderTransactionForPayment[], number, number]>([
    ['no refund', [pay(1, 'settled', 1000)], 0, 0],
    ['a posted refund', [pay(1, 'settled', 1000), refund(4, 'posted', 300)], 0, 300],
    ['two refunds', [pay(1, 'settled', 1000), refund(4, 'settled', 300), refund(4, 'posted', 200)], 0, 500],
    [
      'a voided or failed refund gives nothing back',
      [pay(1, 'settled', 1000), refund(5, 'voided', 300), refund(6, 'failed', 200)],
      0,
      0,
    ],
    [
      'never more than was paid, whatever the credit',
      [pay(1, 'settled', 1000), refund(4, 'settled', 3000)],
      2000,
      1000,
    ],
    ['a refund without a payment counts nothing', [refund(4, 'settled', 300)], 0, 0],
  ])('%s', (_name, transactions, credit, refunded) => {
    const summary = summarizeOrderPayments(1000, transactions, credit);
    expect(summary.amount_refunded_cents).toBe(refunded);
    // What was paid before refunds is what is kept plus what went back, less the credit.
    expect(summary.amount_paid_cents + summary.amount_refunded_cents - Math.max(0, credit)).toBe(
      transactions.filter((t) => !t.is_refund && t.status === 1).reduce((sum, t) => sum + t.amount_cents, 0),
    );
  });
});
