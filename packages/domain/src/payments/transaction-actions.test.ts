import { describe, expect, it } from 'vitest';
import {
  type ActionableTransaction,
  type TransactionActions,
  transactionActionRefusal,
  transactionActions,
} from './transaction-actions.ts';

// One order's transactions; windows close at WINDOW, and the table asks BEFORE, AT and AFTER it.
const WINDOW = '2026-03-11T06:00:00.000Z';
const BEFORE = new Date('2026-03-11T05:59:59.999Z');
const AT = new Date(WINDOW);
const AFTER = new Date('2026-03-12T17:00:00Z');

const tx = (over: Partial<ActionableTransaction>): ActionableTransaction => ({
  id: 1,
  processor_status: 'settled',
  funding: 'payment',
  payment_type: 'credit_card',
  is_refund: false,
  amount_cents: 4500,
  can_void_until: WINDOW,
  ref_payment_id: null,
  ...over,
});
const refundOf = (paymentId: number, over: Partial<ActionableTransaction>): ActionableTransaction =>
  tx({ id: 100 + paymentId, funding: 'credit', is_refund: true, ref_payment_id: paymentId, ...over });

const NONE: TransactionActions = { void: false, refund: false, void_refund: false, refundable_cents: 0 };

describe('spec 3 §4.4: which actions a transaction offers', () => {
  it.each<[string, ActionableTransaction, ActionableTransaction[], Date, Partial<TransactionActions>]>([
    // Void of a payment.
    [
      'card requires_action, any time',
      tx({ processor_status: 'requires_action', can_void_until: null }),
      [],
      AFTER,
      { void: true },
    ],
    ['card authorized before the window', tx({ processor_status: 'authorized' }), [], BEFORE, { void: true }],
    ['card authorized exactly at the window', tx({ processor_status: 'authorized' }), [], AT, {}],
    ['card authorized after the window', tx({ processor_status: 'authorized' }), [], AFTER, {}],
    [
      'card authorized without a window',
      tx({ processor_status: 'authorized', can_void_until: null }),
      [],
      BEFORE,
      {},
    ],
    [
      'ACH posted before the window',
      tx({ payment_type: 'ach', processor_status: 'posted' }),
      [],
      BEFORE,
      { void: true },
    ],
    ['ACH posted exactly at the window', tx({ payment_type: 'ach', processor_status: 'posted' }), [], AT, {}],
    [
      'ACH "authorized" is no ACH status',
      tx({ payment_type: 'ach', processor_status: 'authorized' }),
      [],
      BEFORE,
      {},
    ],
    [
      'ACH requires_action is no ACH status',
      tx({ payment_type: 'ach', processor_status: 'requires_action' }),
      [],
      BEFORE,
      {},
    ],
    ['card "posted" is no card status', tx({ processor_status: 'posted' }), [], BEFORE, {}],
    ['voided card', tx({ processor_status: 'voided' }), [], BEFORE, {}],
    ['failed card', tx({ processor_status: 'failed' }), [], BEFORE, {}],
    ['reverse_posted', tx({ processor_status: 'reverse_posted' }), [], BEFORE, {}],
    // Refund of a payment.
    ['settled card, nothing refunded', tx({}), [], AFTER, { refund: true, refundable_cents: 4500 }],
    [
      'settled card before its window (late batch record)',
      tx({}),
      [],
      BEFORE,
      { refund: true, refundable_cents: 4500 },
    ],
    ['settled ACH', tx({ payment_type: 'ach' }), [], AFTER, { refund: true, refundable_cents: 4500 }],
    ['returned ACH', tx({ payment_type: 'ach', processor_status: 'returned' }), [], AFTER, {}],
    [
      'cash: settled at once, refundable, never voidable',
      tx({ payment_type: 'cash', can_void_until: null }),
      [],
      BEFORE,
      { refund: true, refundable_cents: 4500 },
    ],
    [
      'cash with a stray window is still not voidable',
      tx({ payment_type: 'cash' }),
      [],
      BEFORE,
      { refund: true, refundable_cents: 4500 },
    ],
    ['a settled credit that is no refund', tx({ funding: 'credit' }), [], AFTER, {}],
    [
      'partly refunded: a posted and a settled refund hold, voided and failed ones do not',
      tx({}),
      [
        refundOf(1, { id: 11, amount_cents: 1000, processor_status: 'posted' }),
        refundOf(1, { id: 12, amount_cents: 500, processor_status: 'settled' }),
        refundOf(1, { id: 13, amount_cents: 2000, processor_status: 'voided' }),
        refundOf(1, { id: 14, amount_cents: 2000, processor_status: 'failed' }),
        refundOf(2, { id: 15, amount_cents: 700, processor_status: 'settled' }),
      ],
      AFTER,
      { refund: true, refundable_cents: 3000 },
    ],
    [
      'refunded in full',
      tx({}),
      [refundOf(1, { amount_cents: 4500, processor_status: 'posted' })],
      AFTER,
      {},
    ],
    // Void of a refund.
    [
      'posted refund before its window',
      refundOf(1, { processor_status: 'posted' }),
      [],
      BEFORE,
      { void_refund: true },
    ],
    ['posted refund exactly at its window', refundOf(1, { processor_status: 'posted' }), [], AT, {}],
    ['posted refund after its window', refundOf(1, { processor_status: 'posted' }), [], AFTER, {}],
    ['settled refund', refundOf(1, { processor_status: 'settled' }), [], BEFORE, {}],
    ['voided refund', refundOf(1, { processor_status: 'voided' }), [], BEFORE, {}],
    ['failed refund', refundOf(1, { processor_status: 'failed' }), [], BEFORE, {}],
    [
      'cash refund (settled at once)',
      refundOf(1, { payment_type: 'cash', can_void_until: null }),
      [],
      BEFORE,
      {},
    ],
    ['posted cash refund', refundOf(1, { payment_type: 'cash', processor_status: 'posted' }), [], BEFORE, {}],
  ])('%s', (_name, t, others, now, expected) => {
    expect(transactionActions(t, [t, ...others], now)).toEqual({ ...NONE, ...expected });
  });
});

describe('why an action is refused', () => {
  it('names the closed window of a payment and says to refund it', () => {
    const t = tx({ processor_status: 'authorized' });
    expect(transactionActionRefusal('void', t, [t], AT)).toEqual({
      ok: false,
      reason: 'void_window_closed',
      message: `This payment can no longer be voided: its void window closed at ${WINDOW}; refund it once it settles.`,
    });
  });

  it('names the closed window of a refund', () => {
    const t = refundOf(1, { processor_status: 'posted' });
    expect(transactionActionRefusal('void_refund', t, [t], AT)?.message).toBe(
      `This refund can no longer be voided: its void window closed at ${WINDOW}, when it settled.`,
    );
  });

  it.each<[string, Parameters<typeof transactionActionRefusal>[0], ActionableTransaction, string]>([
    ['void of a settled card', 'void', tx({}), 'already_settled'],
    ['void of cash', 'void', tx({ payment_type: 'cash' }), 'not_voidable'],
    ['void of a refund as a payment', 'void', refundOf(1, { processor_status: 'posted' }), 'not_a_payment'],
    ['refund of an authorized card', 'refund', tx({ processor_status: 'authorized' }), 'not_settled'],
    ['refund of a voided card', 'refund', tx({ processor_status: 'voided' }), 'already_voided'],
    ['refund of a refund', 'refund', refundOf(1, {}), 'not_a_payment'],
    ['refund of a credit', 'refund', tx({ funding: 'credit' }), 'not_a_payment'],
    ['void_refund of a payment', 'void_refund', tx({}), 'not_a_refund'],
    ['void_refund of a settled refund', 'void_refund', refundOf(1, {}), 'already_settled'],
    ['any action on reverse_posted', 'refund', tx({ processor_status: 'reverse_posted' }), 'unknown_status'],
  ])('%s → %s', (_name, action, t, reason) => {
    expect(transactionActionRefusal(action, t, [t], BEFORE)?.reason).toBe(reason);
  });

  it('a fully refunded payment has nothing left', () => {
    const t = tx({});
    const all = [t, refundOf(1, { amount_cents: 4500, processor_status: 'settled' })];
    expect(transactionActionRefusal('refund', t, all, AFTER)?.reason).toBe('nothing_left');
  });
});
