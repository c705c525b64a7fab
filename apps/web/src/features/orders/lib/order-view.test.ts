import type { Transaction } from '@paybook/contracts';
import { cardPayment } from '@paybook/contracts/test-transaction';
import { describe, expect, it } from 'vitest';
import {
  checkRefundAmount,
  groupPayments,
  offeredActions,
  orderStatusColor,
  refundAmountBody,
  transactionStatusColor,
} from './order-view';

const NOW = new Date('2026-11-26T18:00:00.000Z');
const everyone = { rights: new Set(['modify_orders'] as const), canIssueRefund: true };

const settledCash: Transaction = {
  ...cardPayment,
  id: 601,
  payment_type: 'cash',
  payment_mode: 'cash',
  processor_status: 'settled',
  amount: '20.00',
  can_void_until: null,
  account: null,
  change_due: '5.00',
};
const refund = (
  id: number,
  amount: string,
  processorStatus: Transaction['processor_status'],
): Transaction => ({
  ...settledCash,
  id,
  is_refund: true,
  ref_payment_id: settledCash.id,
  amount,
  processor_status: processorStatus,
  status: { code: 4, name: 'Refunded' },
  change_due: null,
});

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

describe('offeredActions (spec 3 §4.4 with spec 3 §6 rights)', () => {
  it('offers void on an authorized card payment inside its window, not refund', () => {
    expect(offeredActions(cardPayment, [cardPayment], NOW, everyone)).toEqual({
      void: true,
      refund: false,
      void_refund: false,
      refundable_cents: 0,
    });
  });

  it('offers refund of what is left on a settled cash payment, never void', () => {
    const held = refund(602, '5.00', 'settled');
    expect(offeredActions(settledCash, [settledCash, held], NOW, everyone)).toEqual({
      void: false,
      refund: true,
      void_refund: false,
      refundable_cents: 1500,
    });
  });

  it('offers void refund on a posted card refund before its window closes', () => {
    const posted = {
      ...refund(605, '5.00', 'posted'),
      payment_type: 'credit_card' as const,
      can_void_until: '2026-11-27T07:00:00.000Z',
    };
    expect(offeredActions(posted, [settledCash, posted], NOW, everyone).void_refund).toBe(true);
    expect(
      offeredActions(posted, [settledCash, posted], new Date('2026-11-27T07:00:00.000Z'), everyone)
        .void_refund,
    ).toBe(false);
  });

  it('hides every action without modify_orders, and refunds without can_issue_refund', () => {
    const noRight = { rights: new Set<never>(), canIssueRefund: true };
    expect(offeredActions(cardPayment, [cardPayment], NOW, noRight).void).toBe(false);
    expect(offeredActions(settledCash, [settledCash], NOW, noRight).refund).toBe(false);
    const noRefunds = { ...everyone, canIssueRefund: false };
    expect(offeredActions(settledCash, [settledCash], NOW, noRefunds).refund).toBe(false);
    expect(offeredActions(cardPayment, [cardPayment], NOW, noRefunds).void).toBe(true);
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
  });
});
