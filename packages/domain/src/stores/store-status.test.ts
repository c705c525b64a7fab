import { describe, expect, it } from 'vitest';
import {
  duplicateStoreName,
  isStoreActive,
  offeringsActivatedWith,
  STORE_EMPTY_MESSAGE,
  STORE_STATUSES,
  storeStatusName,
  storeToggleRefusal,
} from './store-status.ts';

// spec 2 §3 store status, §4 Store status, §8.
describe('storeToggleRefusal (spec 2 §4: a store with no offerings cannot be activated)', () => {
  it.each([
    ['active', 0, STORE_EMPTY_MESSAGE],
    ['active', 1, null],
    ['active', 3, null],
    ['inactive', 0, null],
    ['inactive', 2, null],
  ] as const)('to %s with %i offerings: %j', (target, count, expected) => {
    expect(storeToggleRefusal(target, count)).toBe(expected);
  });

  it('says the spec’s words', () => {
    expect(STORE_EMPTY_MESSAGE).toBe(
      'Your store must have at least one offering before it can be activated.',
    );
  });
});

describe('offeringsActivatedWith (spec 2 §4: activation activates the payment-form offering)', () => {
  const items = [
    { offeringId: 1, isActive: true },
    { offeringId: 2, isActive: false },
  ];
  it.each([
    ['payment_form', [2]],
    ['store', []],
    ['buy_button', []],
  ] as const)('a %s activates %j', (type, expected) => {
    expect(offeringsActivatedWith(type, items)).toEqual(expected);
  });
});

describe('store status codes (spec 2 §3: status 1 is active; a copy is 0, a draft)', () => {
  it.each([
    [0, 'draft', false],
    [1, 'active', true],
    [2, 'inactive', false],
  ] as const)('%i is %s', (code, name, active) => {
    expect(storeStatusName(code)).toBe(name);
    expect(STORE_STATUSES[name]).toBe(code);
    expect(isStoreActive(code)).toBe(active);
  });

  it('refuses an unknown code', () => {
    expect(() => storeStatusName(7)).toThrow('Unknown store status 7');
  });
});

describe('duplicateStoreName (spec 2 §4 Duplicate)', () => {
  it("adds ' - Copy'", () => {
    expect(duplicateStoreName('Class Pack')).toBe('Class Pack - Copy');
    expect(duplicateStoreName('Class Pack - Copy')).toBe('Class Pack - Copy - Copy');
  });
});
