import type { CheckoutResponse } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { CHECKOUT_MESSAGES, outcomeOfError, outcomeOfResponse } from './checkout-outcome';

// spec 3 §4.8 Outcome and §8 "Settings and checkout". The verdicts' table is the domain's
// (packages/domain/src/checkout/checkout-outcome.test.ts); this checks how the answer and the API error
// are read into it.
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
  it('keeps the answer of an accepted checkout and reads a failed one’s reason', () => {
    const accepted = answer({ payment_status: 'processed', order });
    expect(outcomeOfResponse(accepted)).toEqual({ kind: 'accepted', response: accepted });
    expect(
      outcomeOfResponse(answer({ payment_status: 'failed', failure_reason: 'Card declined' })),
    ).toMatchObject({ kind: 'payment_failed', message: 'Card declined' });
    expect(outcomeOfResponse(answer({ payment_status: 'processed', order: null }))).toMatchObject({
      kind: 'payment_failed',
      message: CHECKOUT_MESSAGES.paymentError,
    });
  });
});

describe('outcomeOfError', () => {
  const error = (
    status: number,
    code: string,
    message = '',
    details: { property: string; message: string }[] = [],
  ) => new ApiError(status, { error: { code, message, details } });

  it('passes the status, code, message and details of an API error to the domain', () => {
    expect(outcomeOfError(error(409, 'INVALID_ORDER', 'changed'))).toMatchObject({
      kind: 'invalid_order',
      message: CHECKOUT_MESSAGES.invalidOrder,
    });
    expect(outcomeOfError(error(402, 'PAYMENT_DECLINED', 'Card declined'))).toMatchObject({
      kind: 'payment_failed',
      message: 'Card declined',
    });
    const detail = { property: 'amount_tendered', message: 'The cash tendered must cover the total.' };
    expect(outcomeOfError(error(400, 'VALIDATION_FAILED', 'x', [detail]))).toMatchObject({
      details: [detail],
    });
  });

  it('reads no answer at all as an order error', () => {
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'error',
      message: CHECKOUT_MESSAGES.orderError,
    });
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
});
