import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { feeAmountText, moneyText } from './money.ts';
import { entityId, int32, isoDate, lineText } from './primitives.ts';

/**
 * spec 3 §3.3 Fee structure, §7 fee calls (paths under /api; ruling 1: snake_case). Amounts travel as
 * decimal strings (ruling 9): dollars with two decimals ("5.00") when is_percent is false, a percentage
 * with up to three decimals ("8.375") when it is true; a discount percentage is rounded to two (spec 3 §9).
 *
 * Who may call: reads need one of the features online_store, s_p_o_s, payment_forms; writes also need
 * manage_configuration (spec 3 §2.5; packages/domain/src/fee-structures/permissions.ts).
 */
export const feeStructureTypes = ['fee', 'order_fee', 'tax', 'line_item_discount'] as const;
export const feeStructureType = z.enum(feeStructureTypes);
export type FeeStructureType = z.infer<typeof feeStructureType>;

/** spec 3 §4.7. */
export const discountCodeStatuses = ['valid', 'past_end_date', 'exceeds_allowed_count', 'invalid'] as const;

const savedDate = z.iso.date();

export const feeStructureDiscount = z.object({
  code: z.string().nullable(),
  /** Allowed uses in all; null for no limit. */
  uses: z.number().int().nullable(),
  start_date: savedDate.nullable(),
  end_date: savedDate.nullable(),
  discounts_used_count: z.number().int(),
  status: z.enum(discountCodeStatuses),
});
export type FeeStructureDiscount = z.infer<typeof feeStructureDiscount>;

/** GET catalog/fee_structure/{id} and every list of fee structures. */
export const feeStructure = z.object({
  id: z.number().int(),
  type: feeStructureType,
  name: z.string(),
  amount: z.string().describe('Decimal string: "5.00" dollars, or "8.375" percent when is_percent'),
  is_percent: z.boolean(),
  is_active: z.boolean(),
  is_recurring: z.boolean(),
  is_taxable: z.boolean(),
  /** Item-level fee structures: the offerings they apply to. */
  offering_ids: z.array(z.number().int()),
  /** A taxable fee: the taxes charged on it. */
  tax_fee_structure_ids: z.array(z.number().int()),
  /** Discounts only; null otherwise. */
  discount: feeStructureDiscount.nullable(),
});
export type FeeStructure = z.infer<typeof feeStructure>;

export const feeStructureList = z.object({ data: z.array(feeStructure) });
export type FeeStructureList = z.infer<typeof feeStructureList>;

/** POST catalog/fee_structure and PUT catalog/fee_structure/{id}. */
export const feeStructureBody = z.object({
  type: feeStructureType,
  name: lineText.trim().min(1, fieldMessages.required('a name')).max(100),
  amount: feeAmountText.min(1, 'Enter an amount greater than zero.'),
  is_percent: z.boolean(),
  is_active: z.boolean().default(true),
  is_recurring: z.boolean().default(false),
  is_taxable: z.boolean().default(false),
  offering_ids: z.array(entityId).max(5000).default([]),
  tax_fee_structure_ids: z.array(entityId).max(100).default([]),
  discount: z
    .object({
      code: lineText.trim().max(50).nullable().default(null),
      /** Allowed uses in all, kept in a 32-bit column; null for no limit. */
      uses: int32.nullable().default(null),
      /** yyyy-MM-dd; '' is no date, like null. */
      start_date: isoDate.or(z.literal('')).nullable().default(null),
      end_date: isoDate.or(z.literal('')).nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type FeeStructureInput = z.input<typeof feeStructureBody>;
export type FeeStructureBody = z.output<typeof feeStructureBody>;

/** GET catalog/fee_structure/{id}/attached_offering_count. */
export const feeStructureUsage = z.object({
  count_offerings: z.number().int(),
  count_order_level_fees: z.number().int(),
});
export type FeeStructureUsage = z.infer<typeof feeStructureUsage>;

/** POST catalog/fee_structure/{id}/has_price_violations: would this dollar discount exceed an item's price? */
export const priceViolationBody = z.object({ discount_price: moneyText });
export const priceViolations = z.object({
  has_price_violations: z.boolean(),
  /** The offerings whose preset price is below the discount. */
  offerings: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.string() })),
});
export type PriceViolations = z.infer<typeof priceViolations>;

/** DELETE catalog/fee_structure/{id}: the deleted fee's name, for '{name} has been successfully deleted.' (spec 3 §8). */
export const deletedFeeStructure = z.object({ id: z.number().int(), name: z.string() });
export type DeletedFeeStructure = z.infer<typeof deletedFeeStructure>;

/** PUT catalog/offerings/all_discounts: the merchant's offerings whose attached discounts are wanted. */
export const offeringDiscountsBody = z.object({
  offering_ids: z.array(entityId).max(500),
});
export type OfferingDiscountsBody = z.infer<typeof offeringDiscountsBody>;
