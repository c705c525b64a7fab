import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  type CheckoutAnswerFacts,
  type CheckoutRefusalFacts,
  checkoutAnswerVerdict,
  checkoutRefusalVerdict,
  keepsRetryToken,
} from './checkout-outcome.ts';

// spec 3 §4.8 Outcome and §8 "Settings and checkout".
describe('checkoutAnswerVerdict and the retry token', () => {
  it.each<[Partial<CheckoutAnswerFacts>, string, string | undefined, boolean]>([
    [{ payment_status: 'processed' }, 'accepted', undefined, false],
    [{ payment_status: 'pending' }, 'accepted', undefined, false],
    [{ payment_status: 'requires_action' }, 'accepted', undefined, false],
    [
      { payment_status: 'failed', has_order: false, failure_reason: 'Card declined' },
      'payment_failed',
      'Card declined',
      true,
    ],
    [{ payment_status: 'failed', has_order: false }, 'payment_failed', CHECKOUT_MESSAGES.paymentError, true],
    [
      { payment_status: 'failed', has_order: false, failure_reason: '  ' },
      'payment_failed',
      CHECKOUT_MESSAGES.paymentError,
      true,
    ],
    [{ payment_status: 'unknown', has_order: false }, 'payment_failed', CHECKOUT_MESSAGES.unknownError, true],
    [
      { payment_status: 'processed', has_order: false },
      'payment_failed',
      CHECKOUT_MESSAGES.paymentError,
      true,
    ],
  ])('%o → %s', (facts, kind, message, keeps) => {
    const verdict = checkoutAnswerVerdict({
      has_order: true,
      failure_reason: null,
      payment_status: 'processed',
      ...facts,
    });
    expect(verdict.kind).toBe(kind);
    if (message) expect(verdict).toMatchObject({ message });
    expect(keepsRetryToken(verdict)).toBe(keeps);
  });

  it('unknown says so (the token is sent again and never charges twice)', () => {
    expect(
      checkoutAnswerVerdict({ payment_status: 'unknown', has_order: false, failure_reason: null }),
    ).toEqual({
      kind: 'payment_failed',
      isUnknown: true,
      message: CHECKOUT_MESSAGES.unknownError,
    });
  });
});

describe('checkoutRefusalVerdict: spec 3 §8 order error display', () => {
  const refusal = (
    status: number | null,
    code: string,
    message = '',
    details: { property: string; message: string }[] = [],
    trace_number: string | null = null,
  ): CheckoutRefusalFacts => ({ status, code, message, details, trace_number });

  it.each<[CheckoutRefusalFacts, string, string]>([
    [
      refusal(400, 'VALIDATION_FAILED', 'bad', [{ property: 'cart.0.offering_id', message: 'gone' }]),
      'invalid_order',
      CHECKOUT_MESSAGES.invalidOrder,
    ],
    [refusal(409, 'INVALID_ORDER', 'changed'), 'invalid_order', CHECKOUT_MESSAGES.invalidOrder],
    [
      refusal(404, 'NOT_FOUND', 'The customer was not found.'),
      'invalid_order',
      CHECKOUT_MESSAGES.invalidOrder,
    ],
    [refusal(402, 'PAYMENT_DECLINED', 'Card declined'), 'payment_failed', 'Card declined'],
    [refusal(402, 'CARD_DECLINED'), 'payment_failed', CHECKOUT_MESSAGES.paymentError],
    [
      refusal(400, 'VALIDATION_FAILED', 'x', [{ property: 'customer.email', message: 'E-mail is required' }]),
      'error',
      'E-mail is required',
    ],
    [
      refusal(422, 'AMOUNT_DUE', 'Choose how the customer pays: $40.00 is due.', [
        { property: 'payment_mode', message: 'Choose how the customer pays: $40.00 is due.' },
      ]),
      'error',
      'Choose how the customer pays: $40.00 is due.',
    ],
    [refusal(422, 'SOMETHING', 'unnamed'), 'error', CHECKOUT_MESSAGES.orderError],
    [
      refusal(409, 'APPOINTMENT_CHECKED_OUT', 'Sold on order #12.', [
        { property: 'appointment_id', message: 'Sold on order #12.' },
      ]),
      'error',
      'Sold on order #12.',
    ],
    [refusal(409, 'CONFLICT', 'unnamed'), 'error', CHECKOUT_MESSAGES.orderError],
    [refusal(500, 'INTERNAL_ERROR'), 'error', CHECKOUT_MESSAGES.orderError],
    [
      refusal(403, 'UPGRADE_REQUIRED', 'Upgrade to take card payments.'),
      'error',
      'Upgrade to take card payments.',
    ],
    [refusal(null, 'NETWORK'), 'error', CHECKOUT_MESSAGES.orderError],
  ])('%# → %s', (facts, kind, message) => {
    expect(checkoutRefusalVerdict(facts)).toMatchObject({ kind, message });
  });

  it('a generic failure names its trace number; a refused field keeps its details', () => {
    expect(checkoutRefusalVerdict(refusal(500, 'INTERNAL_ERROR', 'x', [], 'T-77'))).toEqual({
      kind: 'error',
      message: CHECKOUT_MESSAGES.orderError,
      traceNumber: 'T-77',
      details: [],
    });
    const detail = { property: 'amount_tendered', message: 'The cash tendered must cover the total.' };
    expect(checkoutRefusalVerdict(refusal(400, 'VALIDATION_FAILED', 'x', [detail]))).toMatchObject({
      details: [detail],
    });
  });
});
