import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { acceptsAch, acceptsCards, isAcceptedPaymentType } from './payment-types.ts';

describe('accepted payment types (spec 1 §3, spec 2 §6)', () => {
  it.each([
    [['CC', 'ACH'], true, true],
    [['ACH'], true, false],
    [['CC'], false, true],
    [[], false, false],
  ] as const)(
    'spec 2 §6: a merchant accepting %j shows ACH options: %s, card options: %s',
    (types, ach, cards) => {
      const subject = makeSubject({ acceptedPaymentTypes: types });
      expect(acceptsAch(subject)).toBe(ach);
      expect(acceptsCards(subject)).toBe(cards);
    },
  );

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
