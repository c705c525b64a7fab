import { describe, expect, it } from 'vitest';
import { paymentTypesText } from './payment-types-text';

// spec 2 §3 accept_cc, accept_ach.
const names = { card: 'card', bank: 'bank (ACH)' };

describe('paymentTypesText (spec 2 §3)', () => {
  it.each([
    [{ card: true, bank: true }, 'card or bank (ACH)'],
    [{ card: true, bank: false }, 'card'],
    [{ card: false, bank: true }, 'bank (ACH)'],
    [{ card: false, bank: false }, ''],
  ])('%j reads %j', (accepts, expected) => {
    expect(paymentTypesText(accepts, names)).toBe(expected);
  });
});
