import { describe, expect, it } from 'vitest';
import { discountDetailsMessages } from './discount-code.ts';
import {
  type FeeStructureDraft,
  feeStructureMessages,
  feeStructureProblems,
  normalizeFeeStructure,
  roundPercent,
} from './fee-structure.ts';

const fee = (overrides: Partial<FeeStructureDraft>): FeeStructureDraft => ({
  type: 'fee',
  name: 'Travel fee',
  amount: 1500,
  is_percent: false,
  discount: null,
  ...overrides,
});

const discount = {
  code: 'SPRING',
  uses: 10,
  start_date: '2025-03-01',
  end_date: '2025-05-31',
  discounts_used_count: 0,
};

describe('discount percentage rounding', () => {
  it.each([
    [10, 10],
    [12.345, 12.35],
    [12.344, 12.34],
    [1.005, 1.01],
    [64.005, 64.01],
    [33.333333, 33.33],
    [0.004, 0],
    [1e-7, 0],
    [100, 100],
  ])('spec 3 §9: %s %% rounds to %s %%', (value, rounded) => {
    expect(roundPercent(value)).toBe(rounded);
  });
});

describe('fee structure as saved', () => {
  it('spec 3 §9: a percent discount is rounded to 2 decimals', () => {
    const percentOff = fee({ type: 'line_item_discount', is_percent: true, amount: 12.345 });
    expect(normalizeFeeStructure(percentOff).amount).toBe(12.35);
  });

  it('spec 3 §3.3: percent taxes and fees keep their decimals; dollar amounts are untouched', () => {
    expect(normalizeFeeStructure(fee({ type: 'tax', is_percent: true, amount: 8.375 })).amount).toBe(8.375);
    expect(normalizeFeeStructure(fee({ is_percent: true, amount: 2.125 })).amount).toBe(2.125);
    expect(normalizeFeeStructure(fee({ type: 'line_item_discount', amount: 1234 })).amount).toBe(1234);
  });

  it('spec 3 §3.3: the name and the code are trimmed; a blank code is no code', () => {
    const saved = normalizeFeeStructure(
      fee({ name: '  Spring sale ', discount: { ...discount, code: ' SPRING ' } }),
    );
    expect(saved.name).toBe('Spring sale');
    expect(saved.discount?.code).toBe('SPRING');
    expect(normalizeFeeStructure(fee({ discount: { ...discount, code: '  ' } })).discount?.code).toBeNull();
    expect(normalizeFeeStructure(fee({})).discount).toBeNull();
  });
});

describe('fee structure validation', () => {
  it('spec 3 §5: a named dollar or percent amount is valid', () => {
    expect(feeStructureProblems(fee({}))).toEqual({});
    expect(feeStructureProblems(fee({ type: 'tax', is_percent: true, amount: 100 }))).toEqual({});
    expect(feeStructureProblems(fee({ type: 'line_item_discount', discount }))).toEqual({});
  });

  it('spec 3 §5: the name is required', () => {
    expect(feeStructureProblems(fee({ name: '  ' }))).toEqual({ name: feeStructureMessages.nameRequired });
  });

  it.each([0, -100, Number.NaN])('spec 3 §5: an amount of %s is refused', (amount) => {
    expect(feeStructureProblems(fee({ amount }))).toEqual({ amount: feeStructureMessages.amountRequired });
    expect(feeStructureProblems(fee({ amount, is_percent: true }))).toEqual({
      amount: feeStructureMessages.amountRequired,
    });
  });

  it.each([100_000_000, 1e20, Number.POSITIVE_INFINITY])(
    'issue 23 point 1: a dollar amount of %s cents is too large, not missing',
    (amount) => {
      expect(feeStructureProblems(fee({ amount }))).toEqual({ amount: 'Enter 999999.99 or less.' });
      expect(feeStructureProblems(fee({ amount: 99_999_999 }))).toEqual({});
      expect(feeStructureProblems(fee({ amount, is_percent: true }))).toEqual({
        amount: feeStructureMessages.percentTooLarge,
      });
    },
  );

  it('spec 3 §5: a percentage is at most 100', () => {
    expect(feeStructureProblems(fee({ is_percent: true, amount: 100.01 }))).toEqual({
      amount: feeStructureMessages.percentTooLarge,
    });
  });

  it('spec 3 §5, ruling 9: a dollar amount is whole cents, and may exceed 100', () => {
    expect(feeStructureProblems(fee({ amount: 1500.5 }))).toEqual({
      amount: feeStructureMessages.wholeCents,
    });
    expect(feeStructureProblems(fee({ amount: 10100 }))).toEqual({});
  });

  it('spec 3 §5: a percent discount rounded to 0 is refused once normalised', () => {
    const tiny = normalizeFeeStructure(fee({ type: 'line_item_discount', is_percent: true, amount: 0.001 }));
    expect(feeStructureProblems(tiny)).toEqual({ amount: feeStructureMessages.amountRequired });
  });

  it('spec 3 §5: discount problems are reported with the fee problems', () => {
    const problems = feeStructureProblems(fee({ name: '', discount: { ...discount, uses: 0 } }));
    expect(problems).toEqual({
      name: feeStructureMessages.nameRequired,
      'discount.uses': discountDetailsMessages.uses,
    });
  });
});
