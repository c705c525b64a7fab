import { describe, expect, it } from 'vitest';
import {
  cardExpiryError,
  cardExpiryProblem,
  formatCardExpiry,
  isCardExpired,
  parseCardExpiry,
} from './card-expiry.ts';

describe('spec 2 §5: expiration is read as month then two-digit year (20xx)', () => {
  it.each([
    ['0428', 4, 2028],
    ['04/28', 4, 2028],
    ['4/28', 4, 2028],
    ['428', 4, 2028],
    ['04-28', 4, 2028],
    [' 04 / 28 ', 4, 2028],
    ['1231', 12, 2031],
    ['0100', 1, 2000],
  ])('spec 2 §5: "%s" is month %s of %s', (text, month, year) => {
    expect(parseCardExpiry(text)).toEqual({ month, year });
  });

  it.each(['', '04', '04/2028', '042028', '12345', 'ab/cd', '04//28', '0028', '00/28', '1328', '13/28'])(
    'spec 2 §5: "%s" is not an expiration',
    (text) => {
      expect(parseCardExpiry(text)).toBeNull();
    },
  );

  it('spec 2 §5: the digits-only form is month then two-digit year', () => {
    expect(formatCardExpiry({ month: 4, year: 2028 })).toBe('0428');
    expect(formatCardExpiry({ month: 12, year: 2031 })).toBe('1231');
    expect(formatCardExpiry(parseCardExpiry('4/28')!)).toBe('0428');
  });
});

describe('a card is expired after the last day of its expiry month', () => {
  const april2028 = { month: 4, year: 2028 };

  it.each([
    ['2028-04-01', false],
    ['2028-04-30', false],
    ['2028-03-31', false],
    ['2027-12-31', false],
    ['2028-05-01', true],
    ['2029-01-15', true],
  ])('expiry 04/28 on %s: expired %s', (today, expired) => {
    expect(isCardExpired(april2028, today)).toBe(expired);
  });

  it('December cards run to the end of the year', () => {
    expect(isCardExpired({ month: 12, year: 2027 }, '2027-12-31')).toBe(false);
    expect(isCardExpired({ month: 12, year: 2027 }, '2028-01-01')).toBe(true);
  });

  it('today must be a YYYY-MM-DD date', () => {
    expect(() => isCardExpired(april2028, '2028-4-1')).toThrow('YYYY-MM-DD');
  });
});

describe('card expiration problems', () => {
  const today = '2028-04-15';

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['4', 'format'],
    ['04/2028', 'format'],
    ['April 28', 'format'],
    ['0028', 'month'],
    ['00/28', 'month'],
    ['1328', 'month'],
    ['13/28', 'month'],
    ['0328', 'expired'],
    ['12/27', 'expired'],
    ['0428', null],
    ['4/28', null],
    ['1230', null],
  ])('spec 2 §5: "%s" on 2028-04-15 → %s', (text, problem) => {
    expect(cardExpiryProblem(text, today)).toBe(problem);
  });

  it('expired last month, valid this month', () => {
    expect(cardExpiryProblem('03/28', today)).toBe('expired');
    expect(cardExpiryProblem('04/28', today)).toBeNull();
  });

  it('errors name the expiration date', () => {
    expect(cardExpiryError('', today)).toBe('Enter the card expiration date.');
    expect(cardExpiryError('April', today)).toBe(
      'Enter the card expiration date as month and two-digit year, like 04/28.',
    );
    expect(cardExpiryError('13/28', today)).toBe('The card expiration month must be from 01 to 12.');
    expect(cardExpiryError('03/28', today)).toBe('The card expiration date has passed.');
    expect(cardExpiryError('04/28', today)).toBeNull();
  });
});
