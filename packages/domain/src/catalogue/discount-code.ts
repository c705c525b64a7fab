// spec 3 §3.3 Fee structure discount (code, uses, start_date, end_date, discounts_used_count, status),
// spec 3 §4.7 discount code status and spec 3 §5 Checkout discount messages. Dates are calendar dates
// 'YYYY-MM-DD' in the merchant's time zone (ruling 8); "today" is passed in, never read from the clock.
import { type FieldProblems, isWholeNumberBetween } from './field-problems.ts';

export interface DiscountDetails {
  code: string | null;
  /** How many times the discount may be used in all; null for no limit. */
  uses: number | null;
  /** First day the discount applies; null when it applies from the start. */
  start_date: string | null;
  /** Last day the discount applies (inclusive); null when it never ends. */
  end_date: string | null;
  discounts_used_count: number;
}

/** spec 3 §4.7: 'invalid' is the spec's "other", here a discount whose start date is still ahead. */
export type DiscountCodeStatus = 'valid' | 'past_end_date' | 'exceeds_allowed_count' | 'invalid';

/**
 * spec 3 §4.7: whether a discount can be used today. When several reasons hold, the expiry is named
 * first: "expired" tells the customer most.
 */
export function discountCodeStatus(discount: DiscountDetails, today: string): DiscountCodeStatus {
  if (discount.end_date !== null && today > discount.end_date) return 'past_end_date';
  if (discount.uses !== null && discount.discounts_used_count >= discount.uses)
    return 'exceeds_allowed_count';
  if (discount.start_date !== null && today < discount.start_date) return 'invalid';
  return 'valid';
}

export const discountCodeMessages = {
  expired: 'This discount code has expired.',
  invalid: 'Please provide a valid discount code.',
} as const;

/** spec 3 §5 Checkout: the message a status gives at checkout, or null when the code applies. */
export function discountCodeMessage(status: DiscountCodeStatus): string | null {
  switch (status) {
    case 'valid':
      return null;
    case 'past_end_date':
      return discountCodeMessages.expired;
    case 'exceeds_allowed_count':
    case 'invalid':
      return discountCodeMessages.invalid;
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar date 'YYYY-MM-DD' (2025-02-30 is not). */
function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(text);
}

export const discountDetailsMessages = {
  uses: 'The number of uses must be a whole number of 1 or more.',
  date: 'Enter a date as YYYY-MM-DD.',
  endBeforeStart: 'The end date must be on or after the start date.',
} as const;

/** What is wrong with a discount's uses and dates, keyed 'discount.{field}'. */
export function discountDetailsProblems(discount: DiscountDetails): FieldProblems {
  const problems: FieldProblems = {};
  if (discount.uses !== null && !isWholeNumberBetween(discount.uses, 1, Number.MAX_SAFE_INTEGER)) {
    problems['discount.uses'] = discountDetailsMessages.uses;
  }
  const { start_date: start, end_date: end } = discount;
  if (start !== null && !isIsoDate(start)) problems['discount.start_date'] = discountDetailsMessages.date;
  if (end !== null && !isIsoDate(end)) problems['discount.end_date'] = discountDetailsMessages.date;
  else if (start !== null && end !== null && end < start) {
    problems['discount.end_date'] = discountDetailsMessages.endBeforeStart;
  }
  return problems;
}
