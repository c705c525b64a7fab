import { describe, expect, it } from 'vitest';
import { parseCardSwipe, type SwipedCard } from './card-swipe.ts';

const T1 = '%B4242424242424242^DOE/JOHN^29041010000000000000?';
const T2 = ';4242424242424242=29041010000000000000?';

describe('spec 3 §4.8 ccSwipe: keyboard-wedge track data', () => {
  it.each<[string, string, SwipedCard | null]>([
    [
      'track 1 and 2 together',
      `${T1}${T2}\n`,
      { number: '4242424242424242', expiry: { month: 4, year: 2029 }, first_name: 'John', last_name: 'Doe' },
    ],
    [
      'track 1 alone',
      T1,
      { number: '4242424242424242', expiry: { month: 4, year: 2029 }, first_name: 'John', last_name: 'Doe' },
    ],
    [
      'track 2 alone: no name',
      T2,
      { number: '4242424242424242', expiry: { month: 4, year: 2029 }, first_name: '', last_name: '' },
    ],
    [
      'a title and a middle name',
      '%B5555555555554444^SMITH-JONES/MARY ANN.MRS^3112101?',
      {
        number: '5555555555554444',
        expiry: { month: 12, year: 2031 },
        first_name: 'Mary Ann',
        last_name: 'Smith-Jones',
      },
    ],
    [
      'a name without a slash is the last name',
      '%B378282246310005^ACME CORP^2701?',
      { number: '378282246310005', expiry: { month: 1, year: 2027 }, first_name: '', last_name: 'Acme Corp' },
    ],
    [
      'a blank name (padded with spaces)',
      '%B4242424242424242^ / ^2904?',
      { number: '4242424242424242', expiry: { month: 4, year: 2029 }, first_name: '', last_name: '' },
    ],
    [
      'track 1 with a bad month falls back to track 2',
      `%B4242424242424242^DOE/JOHN^2913?${T2}`,
      { number: '4242424242424242', expiry: { month: 4, year: 2029 }, first_name: '', last_name: '' },
    ],
    ['a bad month on track 2 alone', ';4242424242424242=2900?', null],
    ['too short a number', '%B42424242^DOE/JOHN^2904?', null],
    ['no track sentinel', '4242424242424242', null],
    ['empty', '', null],
  ])('%s', (_name, text, expected) => {
    expect(parseCardSwipe(text)).toEqual(expected);
  });
});
