import { describe, expect, it } from 'vitest';
import { openCardPayment } from './card-payment.ts';
import { paymentTransactionStatus, refundableCents, transitionPayment } from './payment.ts';
import {
  AMOUNT,
  after,
  allowed,
  CARD_SETTLES_AT,
  CARD_STATES,
  describePaymentTable,
  OPENED_AT,
  PAYMENT_EVENTS,
  REFUNDED,
  type TableRow,
  TIME_ZONE,
} from './test-payments.ts';

const BEFORE_BATCH = '2026-03-10T20:00:00Z';
const LATER = '2026-03-12T17:00:00Z';

type Row = TableRow<keyof typeof CARD_STATES>;

// The card's rows of payment.ts's table of states × events: every pair, and both sides of the void
// window and of the batch time.
const CARD_TABLE: Row[] = [
  ['requires_action', 'approve_action', BEFORE_BATCH, 'authorized'],
  ['requires_action', 'decline_action', BEFORE_BATCH, 'failed'],
  ['requires_action', 'void', LATER, 'voided'],
  ['requires_action', 'settle', LATER, 'needs_action'],
  ['requires_action', 'refund', LATER, 'not_settled'],
  ['requires_action', 'release_refund', LATER, 'not_settled'],
  ['requires_action', 'return', LATER, 'not_ach'],
  ['authorized', 'approve_action', BEFORE_BATCH, 'no_action_pending'],
  ['authorized', 'decline_action', BEFORE_BATCH, 'no_action_pending'],
  ['authorized', 'void', BEFORE_BATCH, 'voided'],
  ['authorized', 'void', '2026-03-11T05:59:59.999Z', 'voided'],
  ['authorized', 'void', CARD_SETTLES_AT, 'void_window_closed'],
  ['authorized', 'settle', '2026-03-11T05:59:59.999Z', 'not_due'],
  ['authorized', 'settle', CARD_SETTLES_AT, 'settled'],
  ['authorized', 'settle', LATER, 'settled'],
  ['authorized', 'refund', BEFORE_BATCH, 'not_settled'],
  ['authorized', 'release_refund', BEFORE_BATCH, 'not_settled'],
  ['authorized', 'return', BEFORE_BATCH, 'not_ach'],
  ['settled', 'approve_action', LATER, 'no_action_pending'],
  ['settled', 'decline_action', LATER, 'no_action_pending'],
  ['settled', 'void', LATER, 'already_settled'],
  ['settled', 'settle', LATER, 'already_settled'],
  ['settled', 'refund', LATER, 'settled'],
  ['settled', 'release_refund', LATER, 'settled'],
  ['settled', 'return', LATER, 'not_ach'],
  ...(Object.keys(PAYMENT_EVENTS) as (keyof typeof PAYMENT_EVENTS)[]).flatMap((event): Row[] => [
    ['voided', event, LATER, 'already_voided'],
    ['failed', event, LATER, 'already_failed'],
  ]),
];

describePaymentTable('issue 15 point 1, spec 3 §4.4: a card payment’s life cycle', CARD_STATES, CARD_TABLE);

describe('issue 15 point 1: a card authorisation', () => {
  it('approved: authorised now, voidable until the batch at the local midnight', () => {
    expect(CARD_STATES.authorized).toMatchObject({
      method: 'card',
      status: 'authorized',
      amount_cents: AMOUNT,
      accepted_at: '2026-03-10T17:00:00.000Z',
      can_void_until: CARD_SETTLES_AT,
    });
  });

  it('needing an action: no window until the action is approved, then from that moment', () => {
    expect(CARD_STATES.requires_action.can_void_until).toBeNull();
    const approved = allowed(
      transitionPayment(CARD_STATES.requires_action, PAYMENT_EVENTS.approve_action, LATER),
    );
    expect(approved).toMatchObject({
      accepted_at: '2026-03-12T17:00:00.000Z',
      can_void_until: '2026-03-13T06:00:00.000Z',
    });
  });

  it('declined: failed at once', () => {
    expect(CARD_STATES.failed).toMatchObject({ status: 'failed', failed_at: '2026-03-10T17:00:00.000Z' });
  });

  it.each([0, -100, 12.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    'refuses an amount of %s cents',
    (amount) => {
      const opened = openCardPayment(
        { amount_cents: amount, time_zone: TIME_ZONE, outcome: 'approved' },
        OPENED_AT,
      );
      expect(opened).toMatchObject({ ok: false, reason: 'invalid_amount' });
    },
  );

  it('a batch that runs late still records the batch time', () => {
    const settled = allowed(transitionPayment(CARD_STATES.authorized, PAYMENT_EVENTS.settle, LATER));
    expect(settled.settled_at).toBe(CARD_SETTLES_AT);
  });
});

describe('issue 15 point 1: refunds of a settled card payment, in cents, up to what is left', () => {
  const settled = CARD_STATES.settled;

  it.each([
    // amount, refunded after, or the refusal
    [1, REFUNDED + 1],
    [AMOUNT - REFUNDED, AMOUNT],
    [AMOUNT - REFUNDED + 1, 'exceeds_refundable'],
    [0, 'invalid_amount'],
    [-1, 'invalid_amount'],
    [0.5, 'invalid_amount'],
  ])('a refund of %s cents → %s', (amount, expected) => {
    const result = transitionPayment(settled, { type: 'refund', amount_cents: amount }, LATER);
    if (typeof expected === 'number') expect(result.ok && result.state.refunded_cents).toBe(expected);
    else expect(result).toMatchObject({ ok: false, reason: expected });
  });

  it.each([
    [REFUNDED, 0],
    [REFUNDED + 1, 'exceeds_refunded'],
    [0, 'invalid_amount'],
  ])('a released refund of %s cents → %s', (amount, expected) => {
    const result = transitionPayment(settled, { type: 'release_refund', amount_cents: amount }, LATER);
    if (typeof expected === 'number') expect(result.ok && result.state.refunded_cents).toBe(expected);
    else expect(result).toMatchObject({ ok: false, reason: expected });
  });

  it('nothing is left once fully refunded', () => {
    const full = after(settled, [[{ type: 'refund', amount_cents: AMOUNT - REFUNDED }, LATER]]);
    expect(refundableCents(full)).toBe(0);
    expect(transitionPayment(full, { type: 'refund', amount_cents: 1 }, LATER)).toMatchObject({
      reason: 'exceeds_refundable',
    });
  });

  it('only a settled payment has anything to refund', () => {
    expect(refundableCents(settled)).toBe(AMOUNT - REFUNDED);
    expect(refundableCents(CARD_STATES.authorized)).toBe(0);
  });
});

describe('spec 2 §3: a card payment’s visible transaction status', () => {
  it.each([
    ['requires_action', 1],
    ['authorized', 1],
    ['settled', 1],
    ['voided', 2],
    ['failed', 3],
  ] as const)('%s shows %s', (state, code) => {
    expect(paymentTransactionStatus(CARD_STATES[state])).toBe(code);
  });
});
