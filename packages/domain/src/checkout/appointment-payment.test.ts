import { describe, expect, it } from 'vitest';
import type { DepositStatus } from '../deposits/deposit-rules.ts';
import type { OrderPaymentStatus, OrderStatusCode } from '../payments/codes.ts';
import {
  type AppointmentOrderFacts,
  appointmentCheckoutMessage,
  appointmentCheckoutRefusal,
  appointmentPaymentState,
  isCheckoutSale,
  latestCheckoutSale,
} from './appointment-payment.ts';

// Issue 24 point 1: the table in appointment-payment.ts, row by row.
const order = (
  payment_status: OrderPaymentStatus,
  amount_paid_cents: number,
  amount_total_cents = 5000,
  order_status: OrderStatusCode = 1,
): AppointmentOrderFacts => ({
  id: 7,
  order_number: 1042,
  order_status,
  payment_status,
  amount_total_cents,
  amount_paid_cents,
});

describe('appointmentPaymentState', () => {
  it.each<[string, DepositStatus | null, AppointmentOrderFacts | null, string, number | null, boolean]>([
    ['no order, no deposit', null, null, 'unpaid', null, false],
    ['no order, deposit paid', 'paid', null, 'deposit_paid', null, false],
    ['no order, deposit kept on a no-show', 'kept', null, 'deposit_paid', null, false],
    ['no order, deposit refunded', 'refunded', null, 'unpaid', null, false],
    ['paid in full', null, order('paid', 5000), 'paid', 5000, true],
    ['paid with the deposit credited', 'credited', order('paid', 5000), 'paid', 5000, true],
    ['an ACH debit pending', null, order('pending', 5000), 'paid', 5000, true],
    ['paid, then refunded in part', null, order('paid', 2000), 'paid', 2000, true],
    ['a sale of 0.00', null, order('paid', 0, 0), 'paid', 0, true],
    ['paid, then refunded in full', null, order('paid', 0), 'refunded', null, true],
    ['partly paid', null, order('partially_paid', 1500), 'partly_paid', 1500, true],
    ['a card waiting on its customer', null, order('requires_action', 0), 'awaiting_payment', 5000, true],
    ['unpaid', null, order('unpaid', 0), 'awaiting_payment', 5000, true],
    ['past due with a part paid', null, order('past_due', 1000), 'awaiting_payment', 4000, true],
    [
      'a cancelled order (status 2) is no sale',
      'credited',
      order('paid', 5000, 5000, 2),
      'unpaid',
      null,
      false,
    ],
    ['a voided order (payment cancelled) is no sale', null, order('cancelled', 0), 'unpaid', null, false],
    ['a voided order leaves the deposit showing', 'paid', order('cancelled', 0), 'deposit_paid', null, false],
  ])('%s → %s', (_, deposit_status, checkout_order, kind, amount, hasOrder) => {
    const state = appointmentPaymentState({ deposit_status, checkout_order });
    expect(state.kind).toBe(kind);
    expect(state.amount_cents).toBe(amount);
    expect(state.order_id).toBe(hasOrder ? 7 : null);
    expect(state.order_number).toBe(hasOrder ? 1042 : null);
  });
});

describe('isCheckoutSale and latestCheckoutSale', () => {
  it.each<[OrderStatusCode, OrderPaymentStatus, boolean]>([
    [1, 'paid', true],
    [1, 'partially_paid', true],
    [1, 'requires_action', true],
    [1, 'cancelled', false],
    [2, 'paid', false],
    [2, 'cancelled', false],
  ])('order status %s, payment %s → %s', (order_status, payment_status, expected) => {
    expect(isCheckoutSale({ order_status, payment_status })).toBe(expected);
  });

  it('picks the newest order that still sells the visit', () => {
    const first = { ...order('paid', 5000), id: 3, order_number: 10 };
    const second = { ...order('paid', 5000), id: 9, order_number: 11 };
    const voided = { ...order('cancelled', 0), id: 12, order_number: 12 };
    expect(latestCheckoutSale([second, first, voided])?.order_number).toBe(11);
    expect(latestCheckoutSale([voided])).toBeNull();
    expect(latestCheckoutSale([])).toBeNull();
  });
});

describe('appointmentCheckoutRefusal', () => {
  it.each<[string, string, number | null, boolean, string | null]>([
    ['booked, never checked out', 'booked', null, false, null],
    ['arrived, never checked out', 'arrived', null, false, null],
    ['arrived and checked out', 'arrived', 7, false, 'checked_out'],
    ['checked out, second sale confirmed', 'arrived', 7, true, null],
    ['completed and checked out', 'completed', 7, false, 'checked_out'],
    ['no-show, never checked out', 'no_show', null, false, null],
    ['cancelled', 'cancelled', null, false, 'cancelled'],
    ['cancelled, even when a second sale is confirmed', 'cancelled', 7, true, 'cancelled'],
  ])('%s → %s', (_, status, sale_order_id, allow, expected) => {
    expect(appointmentCheckoutRefusal({ status, sale_order_id }, allow)).toBe(expected);
  });

  it('words each refusal for the desk', () => {
    expect(appointmentCheckoutMessage('checked_out', 1042)).toBe(
      'This visit was already checked out on order #1042. Confirm a second sale to charge again.',
    );
    expect(appointmentCheckoutMessage('cancelled', null)).toMatch(/cancelled, so it cannot be checked out/);
  });
});
