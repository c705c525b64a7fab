import { describe, expect, it } from 'vitest';
import {
  type DiscountDetails,
  discountCodeMessage,
  discountCodeMessages,
  discountCodeStatus,
  discountDetailsMessages,
  discountDetailsProblems,
} from './discount-code.ts';

const discount = (overrides: Partial<DiscountDetails>): DiscountDetails => ({
  code: 'SPRING',
  uses: null,
  start_date: null,
  end_date: null,
  discounts_used_count: 0,
  ...overrides,
});

describe('discount code status', () => {
  it('spec 3 §4.7: valid without limits', () => {
    expect(discountCodeStatus(discount({}), '2025-06-15')).toBe('valid');
  });

  it('spec 3 §4.7: valid from the start date through the end date, both included', () => {
    const spring = discount({ start_date: '2025-03-01', end_date: '2025-05-31' });
    expect(discountCodeStatus(spring, '2025-03-01')).toBe('valid');
    expect(discountCodeStatus(spring, '2025-05-31')).toBe('valid');
  });

  it('spec 3 §4.7: past_end_date the day after the end date', () => {
    expect(discountCodeStatus(discount({ end_date: '2025-05-31' }), '2025-06-01')).toBe('past_end_date');
    expect(discountCodeStatus(discount({ end_date: '2024-12-31' }), '2025-01-01')).toBe('past_end_date');
  });

  it('spec 3 §4.7: exceeds_allowed_count once the uses are used up', () => {
    expect(discountCodeStatus(discount({ uses: 3, discounts_used_count: 2 }), '2025-06-15')).toBe('valid');
    expect(discountCodeStatus(discount({ uses: 3, discounts_used_count: 3 }), '2025-06-15')).toBe(
      'exceeds_allowed_count',
    );
  });

  it('spec 3 §4.7: invalid (the spec\'s "other") before the start date', () => {
    expect(discountCodeStatus(discount({ start_date: '2025-07-01' }), '2025-06-30')).toBe('invalid');
  });

  it('spec 3 §4.7: an expired discount is past_end_date even when its uses are used up', () => {
    const both = discount({ end_date: '2025-05-31', uses: 1, discounts_used_count: 1 });
    expect(discountCodeStatus(both, '2025-06-15')).toBe('past_end_date');
  });
});

describe('discount code messages at checkout', () => {
  it('spec 3 §5: an expired code and any other unusable code have their own message', () => {
    expect(discountCodeMessage('valid')).toBeNull();
    expect(discountCodeMessage('past_end_date')).toBe('This discount code has expired.');
    expect(discountCodeMessage('exceeds_allowed_count')).toBe('Please provide a valid discount code.');
    expect(discountCodeMessage('invalid')).toBe(discountCodeMessages.invalid);
  });
});

describe('discount uses and dates', () => {
  it('spec 3 §3.3: no limit and no dates is valid', () => {
    expect(discountDetailsProblems(discount({}))).toEqual({});
  });

  it.each([0, -1, 2.5])('spec 3 §3.3: %s allowed uses is refused', (uses) => {
    expect(discountDetailsProblems(discount({ uses }))).toEqual({
      'discount.uses': discountDetailsMessages.uses,
    });
  });

  it.each(['2025-02-30', '2025-13-01', '06/15/2025', '2025-6-1', ''])(
    'spec 3 §3.3: "%s" is not a date',
    (date) => {
      expect(discountDetailsProblems(discount({ start_date: date, end_date: date }))).toEqual({
        'discount.start_date': discountDetailsMessages.date,
        'discount.end_date': discountDetailsMessages.date,
      });
    },
  );

  it('spec 3 §3.3: the end date may not be before the start date; the same day is fine', () => {
    expect(discountDetailsProblems(discount({ start_date: '2025-06-15', end_date: '2025-06-14' }))).toEqual({
      'discount.end_date': discountDetailsMessages.endBeforeStart,
    });
    expect(discountDetailsProblems(discount({ start_date: '2025-06-15', end_date: '2025-06-15' }))).toEqual(
      {},
    );
    expect(discountDetailsProblems(discount({ start_date: '2024-02-29', end_date: null }))).toEqual({});
  });
});
