import { describe, expect, it } from 'vitest';
import { readTrackData } from './track-data';

// spec 3 §4.8: a swipe prefills the first and last name.
describe('readTrackData', () => {
  it.each([
    [
      '%B4242424242424242^LEE/ANN^30041010000?;4242424242424242=3004101?',
      { last4: '4242', first_name: 'Ann', last_name: 'Lee' },
    ],
    ["%B4111111111111111^O'BRIEN/MARY J^2912?", { last4: '1111', first_name: 'Mary', last_name: "O'Brien" }],
    [';5555555555554444=29121010000?', { last4: '4444', first_name: '', last_name: '' }],
    ['hello', null],
    ['', null],
  ])('%s', (text, expected) => {
    expect(readTrackData(text)).toEqual(expected);
  });
});
