import { cardPayment } from '@paybook/contracts/test-transaction';
import { describe, expect, it } from 'vitest';
import {
  checkRefundAmount,
  groupPayments,
  orderBadgeOf,
  orderStatusColor,
  refundAmountBody,
  transactionStatusColor,
} from './order-view';
import { refund, settledCash } from './test-transactions';

describe('groupPayments (refunds under their payment)', () => {
  it('puts each refund under its payment, in order', () => {
    const first = refund(602, '5.00', 'settled');
    const second = refund(603, '2.00', 'voided');
    const rows = groupPayments([cardPayment, settledCash, first, second]);
    expect(rows.map((row) => [row.payment.id, row.refunds.map((r) => r.id)])).toEqual([
      [cardPayment.id, []],
      [settledCash.id, [602, 603]],
    ]);
  });

  it('keeps a refund whose payment is not on the order as a row of its own', () => {
    const stray = { ...refund(604, '1.00', 'settled'), ref_payment_id: 9999 };
    expect(groupPayments([stray]).map((row) => row.payment.id)).toEqual([604]);
  });
});

describe('checkRefundAmount and the refund body (decision 67: 0.01 up to what is left)', () => {
  it('takes whole cents from 0.01 up to the refundable amount', () => {
    expect(checkRefundAmount('5', 1500)).toEqual({ cents: 500 });
    expect(checkRefundAmount(' 15.00 ', 1500)).toEqual({ cents: 1500 });
    expect(checkRefundAmount('15.01', 1500)).toEqual({ error: 'tooMuch' });
    expect(checkRefundAmount('0', 1500)).toEqual({ error: 'zero' });
    expect(checkRefundAmount('1,50', 1500)).toEqual({ error: 'format' });
    expect(checkRefundAmount('1.505', 1500)).toEqual({ error: 'format' });
  });

  it('sends null for everything left, else the decimal text', () => {
    expect(refundAmountBody(1500, 1500)).toBeNull();
    expect(refundAmountBody(505, 1500)).toBe('5.05');
    expect(refundAmountBody(1, 1500)).toBe('0.01');
  });
});

describe('status colours (spec 3 §4.2)', () => {
  it('shows failed payments and failed refunds in red', () => {
    expect(transactionStatusColor({ status: { code: 3, name: 'Failed' }, amount: '5.00' })).toBe('red');
    expect(transactionStatusColor({ status: { code: 6, name: 'Refund Failed' }, amount: '5.00' })).toBe(
      'red',
    );
    expect(transactionStatusColor({ status: { code: 1, name: 'Processed' }, amount: '-5.00' })).toBe('red');
    expect(transactionStatusColor({ status: { code: 1, name: 'Processed' }, amount: '5.00' })).toBe('teal');
    expect(transactionStatusColor({ status: { code: 2, name: 'Voided' }, amount: '5.00' })).toBe('gray');
  });

  it('colours the order status', () => {
    expect(orderStatusColor('paid')).toBe('teal');
    expect(orderStatusColor('partially_paid')).toBe('blue');
    expect(orderStatusColor('cancelled')).toBe('gray');
    expect(orderStatusColor('unpaid')).toBe('red');
    expect(orderStatusColor('partly_refunded')).toBe('violet');
    expect(orderStatusColor('refunded')).toBe('gray');
  });
});

describe('orderBadgeOf (issue 24 point 1: the domain’s label from the wire)', () => {
  const order = (payment_status: 'paid' | 'cancelled', paid: string, refunded: string, code: 1 | 2 = 1) => ({
    order_status: { code, name: code === 1 ? 'Created' : 'Cancelled' },
    payment_status,
    amount_paid: paid,
    amount_refunded: refunded,
  });

  it.each([
    ['a paid order', order('paid', '13.81', '0.00'), 'paid'],
    ['a $5 refund', order('paid', '8.81', '5.00'), 'partly_refunded'],
    ['everything refunded', order('paid', '0.00', '13.81'), 'refunded'],
    ['a voided sale', order('cancelled', '0.00', '0.00', 2), 'cancelled'],
  ] as const)('%s', (_name, wire, badge) => {
    expect(orderBadgeOf(wire)).toBe(badge);
  });
});
