import { describe, expect, it } from 'vitest';
import type { ActionableTransaction } from '../payments/transaction-actions.ts';
import { orderCancelPlan } from './order-cancel-plan.ts';

// Issue 25 point 1, spec 3 §4.2, §4.4: cancelling voids what can be voided and refunds what settled.

const WINDOW = '2026-03-11T06:00:00.000Z';
const BEFORE = new Date('2026-03-11T05:00:00Z');
const AFTER = new Date('2026-03-12T05:00:00Z');

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

describe('orderCancelPlan', () => {
  it.each<[string, ActionableTransaction[], Date, ReturnType<typeof orderCancelPlan>]>([
    ['nothing paid', [], BEFORE, { ok: true, steps: [] }],
    [
      'a card authorised: void',
      [tx({ processor_status: 'authorized' })],
      BEFORE,
      { ok: true, steps: [{ kind: 'void', transaction_id: 1, amount_cents: 4500 }] },
    ],
    [
      'a card held for its customer: void',
      [tx({ processor_status: 'requires_action', can_void_until: null })],
      AFTER,
      { ok: true, steps: [{ kind: 'void', transaction_id: 1, amount_cents: 4500 }] },
    ],
    [
      'an ACH debit posted: void',
      [tx({ payment_type: 'ach', processor_status: 'posted' })],
      BEFORE,
      { ok: true, steps: [{ kind: 'void', transaction_id: 1, amount_cents: 4500 }] },
    ],
    [
      'a settled card with $10 refunded: refund the rest',
      [tx({}), tx({ id: 2, is_refund: true, funding: 'credit', ref_payment_id: 1, amount_cents: 1000 })],
      AFTER,
      { ok: true, steps: [{ kind: 'refund', transaction_id: 1, amount_cents: 3500 }] },
    ],
    [
      'cash: refunded at the desk',
      [tx({ payment_type: 'cash', can_void_until: null })],
      AFTER,
      { ok: true, steps: [{ kind: 'refund', transaction_id: 1, amount_cents: 4500 }] },
    ],
    [
      'a voided and a failed payment: nothing to do',
      [tx({ processor_status: 'voided' }), tx({ id: 2, processor_status: 'failed' })],
      AFTER,
      { ok: true, steps: [] },
    ],
    [
      'a settled card refunded in full: nothing to do',
      [tx({}), tx({ id: 2, is_refund: true, funding: 'credit', ref_payment_id: 1 })],
      AFTER,
      { ok: true, steps: [] },
    ],
    [
      'two payments: void one, refund the other, oldest first',
      [tx({ id: 7, processor_status: 'authorized' }), tx({ id: 3 })],
      BEFORE,
      {
        ok: true,
        steps: [
          { kind: 'refund', transaction_id: 3, amount_cents: 4500 },
          { kind: 'void', transaction_id: 7, amount_cents: 4500 },
        ],
      },
    ],
  ])('%s', (_name, all, now, plan) => {
    expect(orderCancelPlan(all, now)).toEqual(plan);
  });

  it('an authorised card past its window, not yet settled, blocks the cancel', () => {
    const plan = orderCancelPlan([tx({ processor_status: 'authorized' })], AFTER);
    expect(plan.ok).toBe(false);
  });
});
