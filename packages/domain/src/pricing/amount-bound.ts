// Issue 23 point 1 (decision 95): no amount above MAX_AMOUNT_CENTS ($999,999.99), per line and per order.
// A price is bounded by its contract, but a price times a quantity of up to 999,999.999, plus fees and
// taxes, over up to 200 lines, could come to more than 2^53 cents, where integers stop being exact: such
// a cart was answered 200 "unknown". priceOrder computes exactly whatever it is given (mulDivHalfUp works
// in BigInt); a total past 2^53 is then inexact, but never as small as the bound, so checking what it
// answers is enough.
import { fieldMessage } from '@paybook/contracts';
import { isWithinAmountBound, MAX_AMOUNT_CENTS } from '../money/money-text.ts';
import type { PricedOrder } from './pricing-types.ts';

/** The bound as the messages show it. */
const MAX_AMOUNT_SHOWN = `$${(MAX_AMOUNT_CENTS / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

export interface AmountBoundProblem {
  /** The cart line (its index) whose amount is over the bound; null when the order's total is. */
  line: number | null;
  message: string;
}

export const lineTooBigMessage = fieldMessage('lineTooBig', { max: MAX_AMOUNT_SHOWN });
export const orderTooBigMessage = fieldMessage('orderTooBig', { max: MAX_AMOUNT_SHOWN });

/** The first line, then the order, whose goods or total come to more than the bound; null when none. */
export function amountBoundProblem(priced: PricedOrder): AmountBoundProblem | null {
  const line = priced.lines.findIndex(
    (priced) => !isWithinAmountBound(priced.subtotal_cents) || !isWithinAmountBound(priced.total_cents),
  );
  if (line >= 0) return { line, message: lineTooBigMessage };
  if (!isWithinAmountBound(priced.subtotal_cents) || !isWithinAmountBound(priced.total_cents))
    return { line: null, message: orderTooBigMessage };
  return null;
}
