import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, checkoutZipCode, countryOfState } from './checkout-address.ts';

// spec 3 §5 Checkout: zip codes without spaces; CA for the listed provinces and territories, else US.
describe('countryOfState', () => {
  it.each(CANADIAN_PROVINCES)('%s is Canadian', (state) => {
    expect(countryOfState(state)).toBe('CA');
  });

  it.each([
    ['on', 'CA'],
    [' qc ', 'CA'],
    ['WA', 'US'],
    ['TX', 'US'],
    ['', 'US'],
    ['Ontario', 'US'],
  ])('%j → %s', (state, country) => {
    expect(countryOfState(state)).toBe(country);
  });
});

describe('checkoutZipCode', () => {
  it.each([
    ['M5V 2T6', 'M5V2T6'],
    [' 60601 ', '60601'],
    ['60601-1234', '60601-1234'],
    ['K1A\t0B1', 'K1A0B1'],
    ['', ''],
  ])('%j → %j', (zip, stripped) => {
    expect(checkoutZipCode(zip)).toBe(stripped);
  });
});
