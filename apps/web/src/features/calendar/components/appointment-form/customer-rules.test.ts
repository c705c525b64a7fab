import { describe, expect, it } from 'vitest';
import { formatPhoneInput, phoneDigits } from '../../lib/phone-format';
import { isSearchableQuery, isValidPhone } from './customer-rules';

describe('customer search (spec 1 §5: from 3 characters, not starting with a space)', () => {
  it('searches from three characters', () => {
    expect(isSearchableQuery('an')).toBe(false);
    expect(isSearchableQuery('ann')).toBe(true);
    expect(isSearchableQuery('Ann Lee')).toBe(true);
  });

  it('never searches a query that starts with a space', () => {
    expect(isSearchableQuery(' ann')).toBe(false);
    expect(isSearchableQuery('   ')).toBe(false);
  });
});

describe('phone (spec 1 §5: mask with a first digit of 2 to 9, non-digits stripped before sending)', () => {
  it('shows ten digits as (303) 555-0147 while typing', () => {
    expect(formatPhoneInput('3')).toBe('(3');
    expect(formatPhoneInput('3035')).toBe('(303) 5');
    expect(formatPhoneInput('3035550147')).toBe('(303) 555-0147');
  });

  it('does not accept a first digit of 0 or 1', () => {
    expect(formatPhoneInput('1')).toBe('');
    expect(formatPhoneInput('0')).toBe('');
    expect(formatPhoneInput('13035550147')).toBe('(303) 555-0147');
  });

  it('drops digits past ten and keeps pasted punctuation out', () => {
    expect(formatPhoneInput('+1 (303) 555-0147 ext 9')).toBe('(303) 555-0147');
  });

  it('strips everything but digits before sending', () => {
    expect(phoneDigits('(303) 555-0147')).toBe('3035550147');
    expect(phoneDigits('')).toBe('');
  });

  it('accepts an empty phone or ten digits starting 2 to 9 (the contract rule)', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('(303) 555-0147')).toBe(true);
    expect(isValidPhone('(303) 555-014')).toBe(false);
    expect(isValidPhone('1035550147')).toBe(false);
  });
});
