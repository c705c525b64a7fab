import { describe, expect, it } from 'vitest';
import { isCustomerSearchable } from './customer-search.ts';

// spec 3 §5 Checkout: "Customer search starts at more than 2 characters".
describe('isCustomerSearchable', () => {
  it.each([
    ['', false],
    ['an', false],
    ['  an  ', false],
    ['ann', true],
    [' ann', true],
    ['Ann Lee', true],
    ['555', true],
  ])('%j → %s', (text, searchable) => {
    expect(isCustomerSearchable(text)).toBe(searchable);
  });
});
