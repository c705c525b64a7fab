// spec 3 §4.7 discount code status, spec 3 §5 Checkout discount messages, spec 3 §2.6 add-discount: what
// the point of sale answers when a code is entered. The status rule itself is the catalogue's
// (catalogue/discount-code.ts); this finds the code and checks it against the cart on the merchant's
// own calendar day (ruling 8), so the web and the server refuse the same codes with the same words.
import { localDateOf } from '../availability/zoned-time.ts';
import {
  type DiscountCodeStatus,
  type DiscountDetails,
  discountCodeMessage,
  discountCodeMessages,
  discountCodeStatus,
} from '../catalogue/discount-code.ts';
import type { PricingFeeStructure } from './pricing-types.ts';

/** A discount of the merchant's as stored: its pricing fields, whether it is active, and its code details. */
export interface DiscountCodeRecord extends PricingFeeStructure {
  is_active: boolean;
  discount: DiscountDetails | null;
}

/**
 * Why a code is refused. The spec's statuses (spec 3 §4.7) name the last three; the first two are the
 * spec's "other" too ('invalid'): a code nobody has (or an inactive or deleted discount's), and a
 * discount only for items the cart does not hold.
 */
export type DiscountCodeRefusal =
  | 'unknown_code'
  | 'no_matching_items'
  | 'not_started'
  | 'past_end_date'
  | 'exceeds_allowed_count';

export type DiscountCodeCheck =
  | { status: 'valid'; discount: DiscountCodeRecord }
  | { status: Exclude<DiscountCodeStatus, 'valid'>; reason: DiscountCodeRefusal; message: string };

const refusalOf: Record<Exclude<DiscountCodeStatus, 'valid'>, DiscountCodeRefusal> = {
  invalid: 'not_started',
  past_end_date: 'past_end_date',
  exceeds_allowed_count: 'exceeds_allowed_count',
};

export interface DiscountCodeQuestion {
  /** What was typed; compared trimmed and ignoring case, as the codes' unique index does. */
  code: string;
  /** The merchant's discounts (type line_item_discount). */
  discounts: readonly DiscountCodeRecord[];
  /** The items in the cart (offering ids). */
  offering_ids: readonly number[];
  now: Date | string;
  /** The merchant's IANA zone: a discount's start and end dates are the merchant's calendar days. */
  time_zone: string;
}

/** Whether a discount code can be added to the cart, or why not with the message the point of sale shows. */
export function checkDiscountCode(question: DiscountCodeQuestion): DiscountCodeCheck {
  const wanted = question.code.trim().toLowerCase();
  const discount = question.discounts.find(
    (candidate) =>
      candidate.type === 'line_item_discount' &&
      candidate.is_active &&
      candidate.discount?.code?.toLowerCase() === wanted,
  );
  if (wanted === '' || !discount?.discount) {
    return { status: 'invalid', reason: 'unknown_code', message: discountCodeMessages.invalid };
  }
  const status = discountCodeStatus(discount.discount, localDateOf(question.time_zone, question.now));
  if (status !== 'valid') {
    return { status, reason: refusalOf[status], message: discountCodeMessage(status)! };
  }
  const isForCart =
    discount.offering_ids.length === 0 ||
    discount.offering_ids.some((id) => question.offering_ids.includes(id));
  if (!isForCart)
    return { status: 'invalid', reason: 'no_matching_items', message: discountCodeMessages.invalid };
  return { status: 'valid', discount };
}
