// Decision 65: the pricing rounding rule. Every amount is integer cents (ruling 9); a product of cents
// and a rate is rounded once, half up, to the cent. Parts of a rounded total (an order-level discount
// or a tax spread over the lines) are handed out by largest remainder, so they sum to it exactly.
// Products go through BigInt: a 999,999.99 price times a quantity times a rate passes 2^53.

/** round(value × numerator / denominator), half up, for value, numerator ≥ 0 and denominator > 0. */
export function mulDivHalfUp(value: number, numerator: number, denominator: number): number {
  const product = BigInt(value) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const quotient = product / divisor;
  const isHalfOrMore = (product % divisor) * 2n >= divisor;
  return Number(isHalfOrMore ? quotient + 1n : quotient);
}

/** A rate in thousandths of a percent (8.375 % is 8375), as fee structures are stored: 100 % is 100000. */
export const PERCENT_THOUSANDTHS_WHOLE = 100_000;

/** The share of cents a percentage takes, half up to the cent: 8.25 % of 200 cents is 16.5, so 17. */
export function percentOfCents(cents: number, percentThousandths: number): number {
  return mulDivHalfUp(cents, percentThousandths, PERCENT_THOUSANDTHS_WHOLE);
}

/**
 * Splits `total` cents over parts in proportion to `weights` by largest remainder: each part gets the
 * floor of its exact share, and the cents left go one each to the parts with the largest remainders,
 * the earlier part first on a tie (deterministic). The parts sum to `total`; when `total` is at most the
 * sum of the weights no part exceeds its weight, so a discount spread this way never makes a line
 * negative. All weights 0 gives all parts 0 (then `total` must be 0).
 */
export function allocateByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) {
    if (total !== 0) throw new RangeError('allocateByLargestRemainder: cents to spread over no weight');
    return weights.map(() => 0);
  }
  const whole = BigInt(total);
  const shares = weights.map((weight, index) => {
    const exact = whole * BigInt(weight);
    return { index, floor: exact / weightSum, remainder: exact % weightSum };
  });
  let left = whole - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const parts = shares.map((share) => share.floor);
  for (const share of byRemainder) {
    if (left === 0n) break;
    parts[share.index] = share.floor + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
