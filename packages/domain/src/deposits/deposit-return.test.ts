import { describe, expect, it } from 'vitest';
import { newPayment, type PaymentState, type PaymentStatus } from '../payments/payment.ts';
import { depositReturnStep } from './deposit-return.ts';

// Issue 15 point 7 with decision 67's windows: void before the batch, refund the rest once settled.
describe('depositReturnStep', () => {
  const now = '2026-12-01T12:00:00.000Z';
  const payment = (status: PaymentStatus, canVoidUntil: string | null, refunded = 0): PaymentState => ({
    ...newPayment('card', status, 2000, 'America/Denver'),
    can_void_until: canVoidUntil,
    refunded_cents: refunded,
  });
  it.each([
    [payment('authorized', '2026-12-02T07:00:00.000Z'), { step: 'void' }],
    [payment('authorized', now), { step: 'none', reason: 'void_window_closed' }],
    [payment('requires_action', null), { step: 'void' }],
    [payment('settled', '2026-12-01T07:00:00.000Z'), { step: 'refund', amount_cents: 2000 }],
    [payment('settled', '2026-12-01T07:00:00.000Z', 500), { step: 'refund', amount_cents: 1500 }],
    [payment('settled', '2026-12-01T07:00:00.000Z', 2000), { step: 'none', reason: 'nothing_left' }],
    [payment('voided', '2026-12-02T07:00:00.000Z'), { step: 'none', reason: 'already_voided' }],
    [payment('failed', null), { step: 'none', reason: 'already_failed' }],
  ] as const)('%o → %o', (state, expected) => {
    expect(depositReturnStep(state, now)).toEqual(expected);
  });
});
