import type { CheckoutResponse } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { CHECKOUT_MESSAGES, outcomeOfError, outcomeOfResponse } from './checkout-outcome';

// spec 3 §4.8 Outcome and §8 "Settings and checkout".
const answer = (extra: Partial<CheckoutResponse>): CheckoutResponse => ({
  payment_status: 'processed',
  order: null,
  transaction: null,
  amount_paid: '0.00',
  change_due: null,
  failure_reason: null,
  ...extra,
});
const order = { id: 1 } as CheckoutResponse['order'];

describe('outcomeOfResponse', () => {
  it.each<[Partial<CheckoutResponse>, string, string | undefined]>([
    [{ payment_status: 'processed', order }, 'accepted', undefined],
    [{ payment_status: 'pending', order }, 'accepted', undefined],
    [{ payment_status: 'requires_action', order }, 'accepted', undefined],
    [{ payment_status: 'failed', failure_reason: 'Card declined' }, 'payment_failed', 'Card declined'],
    [{ payment_status: 'failed' }, 'payment_failed', CHECKOUT_MESSAGES.paymentError],
    [{ payment_status: 'unknown' }, 'payment_failed', CHECKOUT_MESSAGES.unknownError],
    [{ payment_status: 'processed', order: null }, 'payment_failed', CHECKOUT_MESSAGES.paymentError],
  ])('%o → %s', (extra, kind, message) => {
    const outcome = outcomeOfResponse(answer(extra));
    expect(outcome.kind).toBe(kind);
    if (message) expect(outcome).toMatchObject({ message });
  });
});

describe('outcomeOfError', () => {
  const error = (
    status: number,
    code: string,
    message = '',
    details: { property: string; message: string }[] = [],
  ) => new ApiError(status, { error: { code, message, details } });

  it.each([
    [
      error(400, 'VALIDATION_FAILED', 'bad', [{ property: 'cart.0.offering_id', message: 'gone' }]),
      'invalid_order',
      CHECKOUT_MESSAGES.invalidOrder,
    ],
    [error(409, 'INVALID_ORDER', 'changed'), 'invalid_order', CHECKOUT_MESSAGES.invalidOrder],
    [error(402, 'PAYMENT_DECLINED', 'Card declined'), 'payment_failed', 'Card declined'],
    [
      error(400, 'VALIDATION_FAILED', 'x', [{ property: 'customer.email', message: 'E-mail is required' }]),
      'error',
      'E-mail is required',
    ],
    [
      error(422, 'AMOUNT_DUE', 'Choose how the customer pays: $40.00 is due.', [
        { property: 'payment_mode', message: 'Choose how the customer pays: $40.00 is due.' },
      ]),
      'error',
      'Choose how the customer pays: $40.00 is due.',
    ],
    [error(422, 'SOMETHING', 'unnamed'), 'error', CHECKOUT_MESSAGES.orderError],
    [error(500, 'INTERNAL_ERROR'), 'error', CHECKOUT_MESSAGES.orderError],
    [
      error(403, 'UPGRADE_REQUIRED', 'Upgrade to take card payments.'),
      'error',
      'Upgrade to take card payments.',
    ],
    [new TypeError('Failed to fetch'), 'error', CHECKOUT_MESSAGES.orderError],
  ])('%# → %s', (thrown, kind, message) => {
    expect(outcomeOfError(thrown)).toMatchObject({ kind, message });
  });

  it('a generic failure names its trace number when the answer has one', () => {
    const thrown = new ApiError(500, {
      error: { code: 'INTERNAL_ERROR', message: 'x', trace_number: 'T-77' },
    });
    expect(outcomeOfError(thrown)).toEqual({
      kind: 'error',
      message: CHECKOUT_MESSAGES.orderError,
      traceNumber: 'T-77',
      details: [],
    });
  });

  it('a refused field is named so the modal shows it beside the field', () => {
    const detail = { property: 'amount_tendered', message: 'The cash tendered must cover the total.' };
    expect(outcomeOfError(error(400, 'VALIDATION_FAILED', 'x', [detail]))).toMatchObject({
      details: [detail],
    });
  });
});
