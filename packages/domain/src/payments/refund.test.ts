import { describe, expect, it } from 'vitest';
import { PAYMENT_REFUSAL_MESSAGES } from './payment-refusal.ts';
import {
  type RefundEvent,
  type RefundState,
  refundPayment,
  refundTransactionStatus,
  transitionRefund,
  voidRefund,
} from './refund.ts';
import { ACH_STATES, AMOUNT, allowed, CARD_STATES, REFUNDED } from './test-payments.ts';

// A card refund posted on Thursday 2026-03-12 at 11:00 MDT settles at that day's local midnight.
const POSTED_AT = '2026-03-12T17:00:00Z';
const REFUND_SETTLES_AT = '2026-03-13T06:00:00.000Z';
const LATER = '2026-03-20T17:00:00Z';

const posted = allowed(refundPayment(CARD_STATES.settled, 300, 'posted', POSTED_AT));
const REFUNDS: Record<RefundState['status'], RefundState> = {
  posted: posted.refund,
  settled: allowed(transitionRefund(posted.refund, { type: 'settle' }, REFUND_SETTLES_AT)),
  voided: allowed(transitionRefund(posted.refund, { type: 'void' }, POSTED_AT)),
  failed: allowed(refundPayment(CARD_STATES.settled, 300, 'failed', POSTED_AT)).refund,
};
const EVENTS: Record<RefundEvent['type'], RefundEvent> = {
  void: { type: 'void' },
  settle: { type: 'settle' },
};

describe('issue 15 point 1, spec 3 §4.4: a refund’s life cycle (refund.ts’s table)', () => {
  it.each([
    ['posted', 'void', POSTED_AT, 'voided'],
    ['posted', 'void', '2026-03-13T05:59:59.999Z', 'voided'],
    ['posted', 'void', REFUND_SETTLES_AT, 'void_window_closed'],
    ['posted', 'settle', '2026-03-13T05:59:59.999Z', 'not_due'],
    ['posted', 'settle', REFUND_SETTLES_AT, 'settled'],
    ['posted', 'settle', LATER, 'settled'],
    ['settled', 'void', LATER, 'already_settled'],
    ['settled', 'settle', LATER, 'already_settled'],
    ['voided', 'void', LATER, 'already_voided'],
    ['voided', 'settle', LATER, 'already_voided'],
    ['failed', 'void', LATER, 'already_failed'],
    ['failed', 'settle', LATER, 'already_failed'],
  ] as const)('%s + %s at %s → %s', (state, event, now, expected) => {
    const result = transitionRefund(REFUNDS[state], EVENTS[event], now);
    if (expected === 'voided' || expected === 'settled') {
      expect(result.ok && result.state.status).toBe(expected);
    } else {
      expect(result).toEqual({ ok: false, reason: expected, message: PAYMENT_REFUSAL_MESSAGES[expected] });
    }
  });

  it('a late batch records the refund’s batch time', () => {
    expect(allowed(transitionRefund(REFUNDS.posted, EVENTS.settle, LATER)).settled_at).toBe(
      REFUND_SETTLES_AT,
    );
  });
});

describe('issue 15 point 1: refunding a payment', () => {
  it('a posted card refund holds its amount and is voidable until the next local midnight', () => {
    expect(posted.payment.refunded_cents).toBe(REFUNDED + 300);
    expect(posted.refund).toMatchObject({
      method: 'card',
      status: 'posted',
      amount_cents: 300,
      posted_at: '2026-03-12T17:00:00.000Z',
      can_void_until: REFUND_SETTLES_AT,
    });
  });

  it('an ACH refund settles after 2 business days, as a debit does', () => {
    // Friday 2026-03-13 at 11:00 MDT: Monday and Tuesday pass, it settles as Wednesday begins.
    const refunded = allowed(refundPayment(ACH_STATES.settled, 100, 'posted', '2026-03-13T17:00:00Z'));
    expect(refunded.refund.can_void_until).toBe('2026-03-18T06:00:00.000Z');
  });

  it('a failed refund holds nothing', () => {
    const failed = allowed(refundPayment(CARD_STATES.settled, 300, 'failed', POSTED_AT));
    expect(failed.payment).toBe(CARD_STATES.settled);
    expect(failed.refund).toMatchObject({ status: 'failed', failed_at: '2026-03-12T17:00:00.000Z' });
  });

  it.each([
    ['authorized', 100, 'not_settled'],
    ['settled', AMOUNT - REFUNDED + 1, 'exceeds_refundable'],
    ['settled', 0, 'invalid_amount'],
    ['voided', 100, 'already_voided'],
  ] as const)('refuses a refund of a %s card payment of %s cents: %s', (state, amount, reason) => {
    expect(refundPayment(CARD_STATES[state], amount, 'posted', POSTED_AT)).toMatchObject({
      ok: false,
      reason,
    });
  });

  it('refuses a refund of a returned ACH debit', () => {
    expect(refundPayment(ACH_STATES.returned, 100, 'posted', LATER)).toMatchObject({
      reason: 'already_returned',
    });
  });
});

describe('issue 15 point 1: voiding a posted refund gives its amount back', () => {
  it('before it settles: the refund is voided and the payment can be refunded again', () => {
    const voided = allowed(voidRefund(posted.payment, posted.refund, '2026-03-12T20:00:00Z'));
    expect(voided.refund.status).toBe('voided');
    expect(voided.payment.refunded_cents).toBe(REFUNDED);
  });

  it('once it settled: refused, and the payment is unchanged', () => {
    expect(voidRefund(posted.payment, posted.refund, REFUND_SETTLES_AT)).toMatchObject({
      ok: false,
      reason: 'void_window_closed',
    });
  });

  it('against a payment that never held it: refused', () => {
    expect(voidRefund(CARD_STATES.authorized, posted.refund, POSTED_AT)).toMatchObject({
      reason: 'not_settled',
    });
  });
});

describe('spec 2 §3: a refund’s visible transaction status', () => {
  it.each([
    ['posted', 4],
    ['settled', 4],
    ['voided', 5],
    ['failed', 6],
  ] as const)('%s shows %s', (state, code) => {
    expect(refundTransactionStatus(REFUNDS[state])).toBe(code);
  });
});
