import { describe, expect, it } from 'vitest';
import { openAchPayment } from './ach-payment.ts';
import { paymentTransactionStatus, transitionPayment } from './payment.ts';
import {
  ACH_SETTLES_AT,
  ACH_STATES,
  allowed,
  describePaymentTable,
  OPENED_AT,
  PAYMENT_EVENTS,
  type TableRow,
  TIME_ZONE,
} from './test-payments.ts';

const BEFORE_BATCH = '2026-03-12T17:00:00Z';
const LATER = '2026-03-20T17:00:00Z';

type Row = TableRow<keyof typeof ACH_STATES>;

// The ACH debit's rows of payment.ts's table of states × events: every pair, and both sides of the void
// window and of the batch time.
const ACH_TABLE: Row[] = [
  ['posted', 'approve_action', BEFORE_BATCH, 'no_action_pending'],
  ['posted', 'decline_action', BEFORE_BATCH, 'no_action_pending'],
  ['posted', 'void', BEFORE_BATCH, 'voided'],
  ['posted', 'void', '2026-03-13T05:59:59.999Z', 'voided'],
  ['posted', 'void', ACH_SETTLES_AT, 'void_window_closed'],
  ['posted', 'settle', '2026-03-13T05:59:59.999Z', 'not_due'],
  ['posted', 'settle', ACH_SETTLES_AT, 'settled'],
  ['posted', 'refund', BEFORE_BATCH, 'not_settled'],
  ['posted', 'release_refund', BEFORE_BATCH, 'not_settled'],
  ['posted', 'return', BEFORE_BATCH, 'not_settled'],
  ['settled', 'approve_action', LATER, 'no_action_pending'],
  ['settled', 'decline_action', LATER, 'no_action_pending'],
  ['settled', 'void', LATER, 'already_settled'],
  ['settled', 'settle', LATER, 'already_settled'],
  ['settled', 'refund', LATER, 'settled'],
  ['settled', 'release_refund', LATER, 'settled'],
  ['settled', 'return', LATER, 'returned'],
  ['returned', 'approve_action', LATER, 'already_returned'],
  ['returned', 'decline_action', LATER, 'already_returned'],
  ['returned', 'void', LATER, 'already_returned'],
  ['returned', 'settle', LATER, 'already_returned'],
  ['returned', 'refund', LATER, 'already_returned'],
  ['returned', 'release_refund', LATER, 'returned'],
  ['returned', 'return', LATER, 'already_returned'],
  ...(Object.keys(PAYMENT_EVENTS) as (keyof typeof PAYMENT_EVENTS)[]).flatMap((event): Row[] => [
    ['voided', event, LATER, 'already_voided'],
    ['failed', event, LATER, 'already_failed'],
  ]),
];

describePaymentTable('issue 15 point 1, spec 3 §4.4: an ACH debit’s life cycle', ACH_STATES, ACH_TABLE);

describe('issue 15 point 1: an ACH debit posted and returned', () => {
  it('posted: voidable until the batch after 2 business days', () => {
    expect(ACH_STATES.posted).toMatchObject({
      method: 'ach',
      status: 'posted',
      accepted_at: '2026-03-10T17:00:00.000Z',
      can_void_until: ACH_SETTLES_AT,
    });
  });

  it('posted on a Friday: voidable over the weekend until Wednesday begins', () => {
    const friday = allowed(
      openAchPayment({ amount_cents: 100, time_zone: TIME_ZONE, outcome: 'posted' }, '2026-03-13T22:00:00Z'),
    );
    expect(friday.can_void_until).toBe('2026-03-18T06:00:00.000Z');
    expect(transitionPayment(friday, PAYMENT_EVENTS.void, '2026-03-16T17:00:00Z')).toMatchObject({
      ok: true,
    });
  });

  it('the posting refused: failed at once', () => {
    expect(ACH_STATES.failed).toMatchObject({ status: 'failed', failed_at: '2026-03-10T17:00:00.000Z' });
  });

  it('refuses an amount that is not whole cents', () => {
    const opened = openAchPayment({ amount_cents: 99.5, time_zone: TIME_ZONE, outcome: 'posted' }, OPENED_AT);
    expect(opened).toMatchObject({ ok: false, reason: 'invalid_amount' });
  });

  it('returned: keeps the bank’s reason and when', () => {
    expect(ACH_STATES.returned).toMatchObject({
      status: 'returned',
      return_code: 'R01',
      returned_at: '2026-03-16T17:00:00.000Z',
      settled_at: ACH_SETTLES_AT,
    });
  });
});

describe('spec 2 §3: an ACH debit’s visible transaction status', () => {
  it.each([
    ['posted', 1],
    ['settled', 1],
    ['voided', 2],
    ['failed', 3],
    ['returned', 3],
  ] as const)('%s shows %s', (state, code) => {
    expect(paymentTransactionStatus(ACH_STATES[state])).toBe(code);
  });
});
