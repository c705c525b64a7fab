import { describe, expect, it } from 'vitest';
import { cvvError, cvvLength, cvvProblem } from './cvv.ts';

describe('CVV is 3 digits, 4 for Amex', () => {
  it('the length follows the issuer', () => {
    expect(cvvLength('Visa')).toBe(3);
    expect(cvvLength('Master')).toBe(3);
    expect(cvvLength('Discover')).toBe(3);
    expect(cvvLength('Amex')).toBe(4);
    expect(cvvLength(null)).toBe(3);
  });

  it.each([
    ['', 'Visa', 'required'],
    ['  ', 'Amex', 'required'],
    [null, 'Visa', 'required'],
    [undefined, 'Master', 'required'],
    ['12a', 'Visa', 'digits'],
    ['1 23', 'Visa', 'digits'],
    ['12', 'Visa', 'length'],
    ['1234', 'Visa', 'length'],
    ['123', 'Amex', 'length'],
    ['12345', 'Amex', 'length'],
    ['123', 'Visa', null],
    ['123', 'Master', null],
    ['123', 'Discover', null],
    [' 123 ', null, null],
    ['1234', 'Amex', null],
  ] as const)('"%s" for %s → %s', (text, brand, problem) => {
    expect(cvvProblem(text, brand)).toBe(problem);
  });

  it('errors name the security code and its length for the issuer', () => {
    expect(cvvError('', 'Visa')).toBe('Enter the card security code (CVV).');
    expect(cvvError('12a', 'Visa')).toBe('The card security code (CVV) can only contain digits.');
    expect(cvvError('12', 'Visa')).toBe('The card security code (CVV) must be 3 digits.');
    expect(cvvError('123', 'Amex')).toBe('The card security code (CVV) must be 4 digits.');
    expect(cvvError('1234', 'Amex')).toBeNull();
  });
});
