import { describe, expect, it } from 'vitest';
import { centsToPrice, priceError, priceProblem, priceToCents } from './price.ts';

describe('service price text (ruling 9: cents, decimal strings, never floats)', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['0.10', 10],
    [' 1250.99 ', 125099],
    ['999999.99', 99999999],
  ])('ruling 9: "%s" is %s cents', (text, cents) => {
    expect(priceToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '12.', '10,00', ' 1,250.99 ', '$40'])(
    'ruling 9: "%s" is not a price',
    (text) => {
      expect(priceToCents(text)).toBeNull();
    },
  );

  it('ruling 9: cents go on the wire with two decimals', () => {
    expect(centsToPrice(0)).toBe('0.00');
    expect(centsToPrice(2550)).toBe('25.50');
    expect(centsToPrice(99999999)).toBe('999999.99');
    expect(centsToPrice(-1250)).toBe('-12.50');
    expect(centsToPrice(-5)).toBe('-0.05');
    // 0.1 + 0.2 style float error cannot happen: cents are integers.
    expect(centsToPrice(priceToCents('0.1')! + priceToCents('0.2')!)).toBe('0.30');
  });

  it('ruling 9: errors name what to type', () => {
    expect(priceError('')).toBe('Enter a price.');
    expect(priceError('ten')).toBe('Enter a price like 25 or 25.50, without thousands separators.');
    expect(priceError('45')).toBeNull();
    // Issue 23 point 1: over the bound says the bound.
    expect(priceError('1000000')).toBe('Enter 999999.99 or less.');
  });
});

describe('price problems for the form (ruling 9)', () => {
  it.each([
    ['', 'required'],
    ['1.2.3', 'format'],
    ['1000000', 'too_big'],
    ['99999999999999999999', 'too_big'],
    ['1000000.123', 'format'],
    ['999999.99', null],
    ['25.5', null],
  ])('ruling 9: "%s" → %s', (text, problem) => {
    expect(priceProblem(text)).toBe(problem);
  });
});
