import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { acceptsAch, isAcceptedPaymentType } from './payment-types.ts';

describe('accepted payment types (spec 1 §3, spec 2 §6)', () => {
  it.each([
    [['CC', 'ACH'], true],
    [['ACH'], true],
    [['CC'], false],
    [[], false],
  ] as const)('spec 2 §6: a merchant accepting %j shows ACH options: %s', (types, shown) => {
    expect(acceptsAch(makeSubject({ acceptedPaymentTypes: types }))).toBe(shown);
  });

  it.each([
    ['CC', true],
    ['ACH', true],
    ['cash', false],
    ['ach', false],
    ['', false],
  ])('%j is a payment type code: %s', (value, known) => {
    expect(isAcceptedPaymentType(value)).toBe(known);
  });
});
