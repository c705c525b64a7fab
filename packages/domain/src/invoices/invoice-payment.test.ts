import { describe, expect, it } from 'vitest';
import { invoicePaymentAmountProblem } from './invoice-payment.ts';

describe('invoicePaymentAmountProblem (decision 123)', () => {
  it.each([
    [5000, 5000, false, null],
    [2000, 5000, false, 'This invoice must be paid in full.'],
    [2000, 5000, true, null],
    [99, 5000, true, 'A partial payment must be at least $1.00.'],
    [50, 50, true, null],
    [5001, 5000, true, 'The amount cannot be more than the amount due.'],
    [0, 5000, true, 'Enter an amount above $0.00.'],
    [100, 0, true, 'Nothing is due on this invoice.'],
  ])('%i of %i, partial %s', (amount, due, partial, problem) => {
    expect(
      invoicePaymentAmountProblem(amount, { amount_due_cents: due, allow_partial_payment: partial }),
    ).toBe(problem);
  });
});
