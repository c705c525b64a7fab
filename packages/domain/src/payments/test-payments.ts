// Payments in each state for the life-cycle tests: one merchant in America/Denver, opened on Tuesday
// 2026-03-10 at 11:00 MDT (17:00 UTC). A card then settles at 2026-03-11T06:00Z; an ACH debit, after
// Wednesday and Thursday, at 2026-03-13T06:00Z.
import { describe, expect, it } from 'vitest';
import type { Instant } from '../availability/zoned-time.ts';
import { openAchPayment } from './ach-payment.ts';
import { openCardPayment } from './card-payment.ts';
import type { PaymentEvent, PaymentState, PaymentStatus } from './payment.ts';
import { transitionPayment } from './payment.ts';
import {
  PAYMENT_REFUSAL_MESSAGES,
  type PaymentRefusalReason,
  type PaymentTransition,
} from './payment-refusal.ts';

export const TIME_ZONE = 'America/Denver';
export const OPENED_AT = '2026-03-10T17:00:00Z';
export const CARD_SETTLES_AT = '2026-03-11T06:00:00.000Z';
export const ACH_SETTLES_AT = '2026-03-13T06:00:00.000Z';
export const AMOUNT = 2000;
/** What the settled fixtures have had refunded already. */
export const REFUNDED = 500;

/** The state of a step that must be allowed. */
export function allowed<S>(transition: PaymentTransition<S>): S {
  if (!transition.ok) throw new Error(`refused: ${transition.reason}`);
  return transition.state;
}

/** A state reached through a chain of allowed events. */
export function after(state: PaymentState, steps: [PaymentEvent, Instant][]): PaymentState {
  return steps.reduce((current, [event, now]) => allowed(transitionPayment(current, event, now)), state);
}

const card = (outcome: 'approved' | 'requires_action' | 'declined') =>
  allowed(openCardPayment({ amount_cents: AMOUNT, time_zone: TIME_ZONE, outcome }, OPENED_AT));
const ach = (outcome: 'posted' | 'failed') =>
  allowed(openAchPayment({ amount_cents: AMOUNT, time_zone: TIME_ZONE, outcome }, OPENED_AT));

const settledCard = after(card('approved'), [
  [{ type: 'settle' }, CARD_SETTLES_AT],
  [{ type: 'refund', amount_cents: REFUNDED }, '2026-03-12T17:00:00Z'],
]);
const settledAch = after(ach('posted'), [
  [{ type: 'settle' }, ACH_SETTLES_AT],
  [{ type: 'refund', amount_cents: REFUNDED }, '2026-03-13T17:00:00Z'],
]);

export const CARD_STATES = {
  requires_action: card('requires_action'),
  authorized: card('approved'),
  settled: settledCard,
  voided: after(card('approved'), [[{ type: 'void' }, '2026-03-10T18:00:00Z']]),
  failed: card('declined'),
} satisfies Partial<Record<PaymentState['status'], PaymentState>>;

export const ACH_STATES = {
  posted: ach('posted'),
  settled: settledAch,
  voided: after(ach('posted'), [[{ type: 'void' }, '2026-03-10T18:00:00Z']]),
  failed: ach('failed'),
  returned: after(settledAch, [[{ type: 'return', return_code: 'R01' }, '2026-03-16T17:00:00Z']]),
} satisfies Partial<Record<PaymentState['status'], PaymentState>>;

/** One of each event (the refunds of the settled fixtures' own size). */
export const PAYMENT_EVENTS = {
  approve_action: { type: 'approve_action' },
  decline_action: { type: 'decline_action' },
  void: { type: 'void' },
  settle: { type: 'settle' },
  refund: { type: 'refund', amount_cents: REFUNDED },
  release_refund: { type: 'release_refund', amount_cents: REFUNDED },
  return: { type: 'return', return_code: 'R01' },
} satisfies Record<PaymentEvent['type'], PaymentEvent>;

/** A row of a payment machine's table: the state, the event, when, and the status reached or the refusal. */
export type TableRow<S extends string> = [
  S,
  keyof typeof PAYMENT_EVENTS,
  string,
  PaymentStatus | PaymentRefusalReason,
];

/**
 * The two tests of a payment machine's table (payment.ts): it holds every state × event pair, and each
 * row's transition reaches its status or is refused with its reason and the reason's message.
 */
export function describePaymentTable<S extends string>(
  title: string,
  states: Record<S, PaymentState>,
  table: readonly TableRow<S>[],
): void {
  const statuses: readonly string[] = Object.keys(states);
  describe(title, () => {
    it('the table holds every state × event pair', () => {
      for (const state of statuses) {
        for (const event of Object.keys(PAYMENT_EVENTS)) {
          expect(
            table.some(([s, e]) => s === state && e === event),
            `${state} × ${event}`,
          ).toBe(true);
        }
      }
    });

    it.each(table)('%s + %s at %s → %s', (state, event, now, expected) => {
      const result = transitionPayment(states[state], PAYMENT_EVENTS[event], now);
      if (statuses.includes(expected)) {
        expect(result.ok && result.state.status).toBe(expected);
      } else {
        expect(result).toEqual({
          ok: false,
          reason: expected,
          message: PAYMENT_REFUSAL_MESSAGES[expected as PaymentRefusalReason],
        });
      }
    });
  });
}
