import { describe, expect, it } from 'vitest';
import {
  amountTooBigMessage,
  decimalTextError,
  isWithinAmountBound,
  MAX_AMOUNT_CENTS,
  moneyTextError,
  moneyTextMessage,
  moneyTextToCents,
  readDecimalText,
} from './money-text.ts';

describe('money text (ruling 9, issue 13 point 2: read strictly, never guessed)', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['0.5', 50],
    ['.5', 50],
    ['.05', 5],
    ['0', 0],
    ['007.10', 710],
    [' 12.34 ', 1234],
    ['999999.99', 99_999_999],
  ])('"%s" is %s cents', (text, cents) => {
    expect(moneyTextToCents(text)).toBe(cents);
    expect(moneyTextError(text)).toBeNull();
  });

  it.each([['1000000'], ['999999999.99'], ['999999989999.99'], ['1234567890'], ['0001000000.00']])(
    '"%s" is over the bound of one amount, and says so (issue 23 point 1)',
    (text) => {
      expect(moneyTextError(text)).toBe(amountTooBigMessage);
      expect(amountTooBigMessage).toBe('Enter 999999.99 or less.');
    },
  );

  it('the bound is $999,999.99 in cents, and every cents value within it is exact', () => {
    expect(MAX_AMOUNT_CENTS).toBe(99_999_999);
    expect(isWithinAmountBound(MAX_AMOUNT_CENTS)).toBe(true);
    expect(isWithinAmountBound(MAX_AMOUNT_CENTS + 1)).toBe(false);
    expect(isWithinAmountBound(2 ** 53)).toBe(false);
    expect(isWithinAmountBound(-1)).toBe(false);
  });

  it.each([
    ['10,00', 'a decimal comma, or a thousands separator: which one cannot be told'],
    ['1,250.99', 'a thousands separator'],
    ['1 250', 'a space between digits'],
    ['1.234', 'a third decimal'],
    ['12.', 'a point without decimals'],
    ['.', 'no digits'],
    ['$40', 'a currency sign'],
    ['40%', 'a percent sign'],
    ['-5', 'a sign'],
    ['+5', 'a sign'],
    ['1e3', 'an exponent'],
    ['0x10', 'hexadecimal'],
    ['１２', 'full-width digits'],
    ['abc', 'no number at all'],
  ])('"%s" is refused (%s)', (text) => {
    expect(moneyTextToCents(text)).toBeNull();
    expect(moneyTextError(text)).toBe(moneyTextMessage);
  });

  it('leaves an empty text to the field’s own required rule', () => {
    expect(moneyTextError('')).toBeNull();
    expect(moneyTextError('  ')).toBeNull();
    expect(moneyTextToCents('')).toBeNull();
  });

  it('takes a smaller limit of digits before the point', () => {
    expect(moneyTextToCents('999999.99', 6)).toBe(99_999_999);
    expect(moneyTextToCents('1000000', 6)).toBeNull();
    expect(moneyTextToCents('0001000', 6)).toBe(100_000);
  });

  it('reads the parts of a plain decimal with any number of decimals (percentages have three)', () => {
    expect(readDecimalText('8.375')).toEqual({ whole: '8', fraction: '375' });
    expect(readDecimalText('8,375')).toBeNull();
    expect(readDecimalText('')).toBeNull();
    expect(decimalTextError('8.375')).toBeNull();
    expect(decimalTextError('8,375')).toBe(moneyTextMessage);
    expect(decimalTextError('')).toBeNull();
  });
});
