import { describe, expect, it } from 'vitest';
import type { DiscountDetails } from '../catalogue/discount-code.ts';
import { checkDiscountCode, type DiscountCodeRecord } from './discount-code-check.ts';
import { percentDiscount } from './test-input.ts';

const DENVER = 'America/Denver';
const EXPIRED = 'This discount code has expired.';
const INVALID = 'Please provide a valid discount code.';

const record = (details: Partial<DiscountDetails> = {}, overrides: Partial<DiscountCodeRecord> = {}) => ({
  ...percentDiscount(9, 10_000),
  is_active: true,
  discount: {
    code: 'SUMMER5',
    uses: null,
    start_date: null,
    end_date: null,
    discounts_used_count: 0,
    ...details,
  },
  ...overrides,
});

const check = (code: string, discount: DiscountCodeRecord, now = '2025-06-15T18:00:00Z', offeringIds = [1]) =>
  checkDiscountCode({ code, discounts: [discount], offering_ids: offeringIds, now, time_zone: DENVER });

describe('spec 3 §4.7 discount code status and spec 3 §5 Checkout messages at the point of sale', () => {
  it.each<[string, string, DiscountCodeRecord, string, string | null, string | null]>([
    ['a known code', 'SUMMER5', record(), 'valid', null, null],
    ['typed in another case, with spaces', '  summer5 ', record(), 'valid', null, null],
    ['a code nobody has', 'WINTER', record(), 'invalid', 'unknown_code', INVALID],
    ['nothing typed', '', record(), 'invalid', 'unknown_code', INVALID],
    ['an inactive discount', 'SUMMER5', record({}, { is_active: false }), 'invalid', 'unknown_code', INVALID],
    ['a discount without a code', 'SUMMER5', record({ code: null }), 'invalid', 'unknown_code', INVALID],
    [
      'past its end date',
      'SUMMER5',
      record({ end_date: '2025-06-14' }),
      'past_end_date',
      'past_end_date',
      EXPIRED,
    ],
    ['on its last day', 'SUMMER5', record({ end_date: '2025-06-15' }), 'valid', null, null],
    [
      'used up',
      'SUMMER5',
      record({ uses: 3, discounts_used_count: 3 }),
      'exceeds_allowed_count',
      'exceeds_allowed_count',
      INVALID,
    ],
    ['with a use left', 'SUMMER5', record({ uses: 3, discounts_used_count: 2 }), 'valid', null, null],
    [
      'before its start date',
      'SUMMER5',
      record({ start_date: '2025-06-16' }),
      'invalid',
      'not_started',
      INVALID,
    ],
    [
      'for items not in the cart',
      'SUMMER5',
      record({}, { offering_ids: [2] }),
      'invalid',
      'no_matching_items',
      INVALID,
    ],
    ['for an item in the cart', 'SUMMER5', record({}, { offering_ids: [2, 1] }), 'valid', null, null],
  ])('%s', (_case, code, discount, status, reason, message) => {
    const answer = check(code, discount);
    expect(answer.status).toBe(status);
    if (answer.status === 'valid') expect(answer.discount).toBe(discount);
    else expect([answer.reason, answer.message]).toEqual([reason, message]);
  });

  it.each([
    [
      '23:59 on the last day in Denver (05:59 UTC the next day) is still valid',
      '2025-06-01T05:59:00Z',
      'valid',
    ],
    ['00:00 the next day in Denver has expired', '2025-06-01T06:00:00Z', 'past_end_date'],
  ])("ruling 8: the end date is the merchant's day: %s", (_case, now, status) => {
    expect(check('SUMMER5', record({ end_date: '2025-05-31' }), now).status).toBe(status);
  });

  it('spec 3 §4.7: only a line_item_discount has a code to enter', () => {
    const fee = record({}, { type: 'fee' });
    expect(check('SUMMER5', fee)).toMatchObject({ status: 'invalid', reason: 'unknown_code' });
  });
});
