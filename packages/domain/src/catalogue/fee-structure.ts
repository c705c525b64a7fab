// spec 3 §3.3 Fee structure: the taxes, fees and discounts of settings (spec 3 §2.5), attached to items
// (spec 2 §3 fee_structure_ids) and orders. `amount` is integer cents when is_percent is false (ruling 9)
// and a percentage (8.25 is 8.25 %) when it is true.
import { amountTooBigMessage, MAX_AMOUNT_CENTS } from '../money/money-text.ts';
import { type DiscountDetails, discountDetailsProblems } from './discount-code.ts';
import type { FieldProblems } from './field-problems.ts';

export type FeeStructureType = 'fee' | 'order_fee' | 'tax' | 'line_item_discount';

/** The fields of a fee structure that its rules read. */
export interface FeeStructureDraft {
  type: FeeStructureType;
  name: string;
  amount: number;
  is_percent: boolean;
  /** The code, uses and dates of a discount; null when it has none. */
  discount: DiscountDetails | null;
}

/**
 * spec 3 §9: a discount percentage rounds to 2 decimals, half up. String(value) is the shortest decimal
 * that reads back as value ("1.005", not 1.00499…), so shifting that decimal rounds what the merchant
 * typed instead of its binary approximation.
 */
export function roundPercent(value: number): number {
  const [digits, exponent = '0'] = String(value).split('e');
  const hundredths = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  return Number(`${hundredths}e-2`);
}

/**
 * A fee structure as saved: name and code trimmed (a blank code is no code), a discount percentage
 * rounded (spec 3 §9). Tax and fee percentages keep their decimals: a sales tax of 8.375 % is real.
 * Validate what this returns, so a percentage rounded to 0 is refused.
 */
export function normalizeFeeStructure<T extends FeeStructureDraft>(fee: T): T {
  const isPercentDiscount = fee.type === 'line_item_discount' && fee.is_percent;
  return {
    ...fee,
    name: fee.name.trim(),
    amount: isPercentDiscount ? roundPercent(fee.amount) : fee.amount,
    discount: fee.discount && { ...fee.discount, code: fee.discount.code?.trim() || null },
  };
}

export const feeStructureMessages = {
  nameRequired: 'Enter a name.',
  amountRequired: 'Enter an amount greater than zero.',
  /** Issue 23 point 1: a dollar amount over the bound of one amount (decision 95). */
  amountTooLarge: amountTooBigMessage,
  wholeCents: 'The amount can have at most two decimals.',
  percentTooLarge: 'A percentage can be at most 100.',
} as const;

/** `amount` is NaN when it is no amount at all, Infinity when it is a decimal too long to read. */
function amountProblem(fee: FeeStructureDraft): string | null {
  if (Number.isNaN(fee.amount) || fee.amount <= 0) return feeStructureMessages.amountRequired;
  if (fee.is_percent) return fee.amount > 100 ? feeStructureMessages.percentTooLarge : null;
  if (fee.amount > MAX_AMOUNT_CENTS) return feeStructureMessages.amountTooLarge;
  return Number.isInteger(fee.amount) ? null : feeStructureMessages.wholeCents;
}

/** spec 3 §5 "Fee save errors are mapped onto fields": what is wrong with a fee structure, by field. */
export function feeStructureProblems(fee: FeeStructureDraft): FieldProblems {
  const problems: FieldProblems = fee.discount ? discountDetailsProblems(fee.discount) : {};
  if (fee.name.trim() === '') problems.name = feeStructureMessages.nameRequired;
  const amount = amountProblem(fee);
  if (amount) problems.amount = amount;
  return problems;
}
