// Ruling 9: money is integer cents; the API carries prices as decimal strings ("25", "25.5", "25.50"),
// read strictly by the domain's one money rule (money/money-text.ts), never through a float.
// Imports only that file: packages/contracts applies priceError in its request schemas.
import {
  amountTooBigMessage,
  isDecimalOverBound,
  MONEY_DECIMALS,
  moneyTextToCents,
  readDecimalText,
} from '../money/money-text.ts';

/** At most six digits before the point: the largest price is 999999.99 (MAX_AMOUNT_CENTS). */
const PRICE_MAX_WHOLE_DIGITS = 6;

/** Cents of a price text, or null when it is not a plain amount of at most two decimals (issue 13 point 2). */
export function priceToCents(text: string): number | null {
  return moneyTextToCents(text, PRICE_MAX_WHOLE_DIGITS);
}

/** The wire form of cents: always two decimals ("1250" → "12.50", "-1250" → "-12.50" for a refund). */
export function centsToPrice(cents: number): string {
  const size = Math.abs(cents);
  const fraction = String(size % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.trunc(size / 100)}.${fraction}`;
}

export type PriceProblem = 'required' | 'format' | 'too_big';

/** What is wrong with a price text, or null when it can be saved (ruling 9). */
export function priceProblem(text: string | null | undefined): PriceProblem | null {
  if (text === null || text === undefined || text.trim() === '') return 'required';
  if (priceToCents(text) !== null) return null;
  // Issue 23 point 1: a plain amount over the bound says so rather than asking for another format.
  const parts = readDecimalText(text);
  return parts && parts.fraction.length <= MONEY_DECIMALS && isDecimalOverBound(parts) ? 'too_big' : 'format';
}

const PRICE_MESSAGES: Record<PriceProblem, string> = {
  required: 'Enter a price.',
  format: 'Enter a price like 25 or 25.50, without thousands separators.',
  too_big: amountTooBigMessage,
};

/** The API's message for a price problem. */
export function priceError(text: string | null | undefined): string | null {
  const problem = priceProblem(text);
  return problem && PRICE_MESSAGES[problem];
}
