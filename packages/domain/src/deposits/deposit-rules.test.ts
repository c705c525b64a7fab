import { describe, expect, it } from 'vitest';
import {
  type DepositEvent,
  type DepositStatus,
  depositCredit,
  depositOnCancel,
  depositStatuses,
  depositTermsText,
  isInsideCancellationWindow,
  type NoShowFacts,
  noShowRefusal,
  transitionDeposit,
} from './deposit-rules.ts';

// Issue 15 point 7: every pair of the deposit table in deposit-rules.ts.
describe('transitionDeposit', () => {
  const events: DepositEvent[] = ['cancel_in_window', 'cancel_late', 'no_show', 'checkout'];
  const expected: Record<DepositStatus, (DepositStatus | null)[]> = {
    paid: ['refunded', 'kept', 'kept', 'credited'],
    refunded: [null, null, null, null],
    kept: [null, null, null, null],
    credited: [null, null, null, null],
  };
  for (const status of depositStatuses)
    events.forEach((event, index) => {
      it(`${status} + ${event} → ${expected[status][index]}`, () => {
        expect(transitionDeposit(status, event)).toBe(expected[status][index]);
      });
    });
});

// spec 1 §3 cancellation_time: the window closes at the deadline (strictly before it is inside).
describe('depositOnCancel', () => {
  const deadline = '2026-12-01T15:00:00.000Z';
  it.each([
    ['paid', '2026-12-01T14:59:59.999Z', 'refund'],
    ['paid', '2026-12-01T15:00:00.000Z', 'keep'],
    ['paid', '2026-12-02T09:00:00.000Z', 'keep'],
    ['refunded', '2026-12-01T10:00:00.000Z', 'nothing'],
    ['kept', '2026-12-01T10:00:00.000Z', 'nothing'],
    ['credited', '2026-12-01T10:00:00.000Z', 'nothing'],
    [null, '2026-12-01T10:00:00.000Z', 'nothing'],
  ] as const)('%s at %s: %s', (status, now, expected) => {
    expect(depositOnCancel(status, deadline, now)).toBe(expected);
    if (status === 'paid') expect(isInsideCancellationWindow(deadline, now)).toBe(expected === 'refund');
  });
});

describe('noShowRefusal', () => {
  const now = '2026-12-01T18:00:00.000Z';
  const facts: NoShowFacts = {
    kind: 'appointment',
    status: 'booked',
    start_at: '2026-12-01T16:00:00.000Z',
    no_show_fee_cents: 2500,
    payment_account_id: 7,
    consent_at: '2026-11-20T10:00:00.000Z',
    no_show_fee_transaction_id: null,
  };
  it.each([
    [{}, null],
    [{ start_at: now }, null],
    [{ start_at: '2026-12-01T18:00:00.001Z' }, 'not_started'],
    [{ status: 'cancelled' }, 'cancelled'],
    [{ status: 'no_show' }, 'already_charged'],
    [{ no_show_fee_transaction_id: 3 }, 'already_charged'],
    [{ no_show_fee_cents: 0 }, 'no_fee'],
    [{ payment_account_id: null }, 'no_card'],
    [{ consent_at: null }, 'no_card'],
  ] as const)('%o → %s', (change, expected) => {
    expect(noShowRefusal({ ...facts, ...change }, now)).toBe(expected);
  });
});

describe('depositCredit', () => {
  it.each([
    ['paid', 1000, 5000, 1000],
    ['paid', 1000, 600, 600], // never above the order's total
    ['paid', 1000, 0, 0],
    ['paid', 0, 5000, 0],
    ['refunded', 1000, 5000, 0],
    ['kept', 1000, 5000, 0],
    ['credited', 1000, 5000, 0], // credited once
    [null, 1000, 5000, 0],
  ] as const)('%s paid %d on total %d → %d', (status, paid, total, expected) => {
    expect(depositCredit(status, paid, total)).toBe(expected);
  });
});

describe('depositTermsText', () => {
  it.each([
    [
      2000,
      2500,
      { value: 24, unit: 'Hours' },
      'A deposit of $20.00 is charged to your card now and credited when you pay for the service. Cancel at least 24 hours before the start for a full refund of the deposit; after that, the deposit is kept. Your card is kept on file: if you do not come to the appointment, a no-show fee of $25.00 is charged to it.',
    ],
    [
      0,
      1500,
      { value: 1, unit: 'Days' },
      'Your card is kept on file: if you do not come to the appointment, a no-show fee of $15.00 is charged to it.',
    ],
    [
      500,
      0,
      { value: 1, unit: 'Days' },
      'A deposit of $5.00 is charged to your card now and credited when you pay for the service. Cancel at least 1 day before the start for a full refund of the deposit; after that, the deposit is kept.',
    ],
    [0, 0, { value: 2, unit: 'Hours' }, ''],
  ] as const)('deposit %d fee %d', (deposit, fee, window, text) => {
    expect(depositTermsText(deposit, fee, window)).toBe(text);
  });
});
