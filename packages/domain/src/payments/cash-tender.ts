// spec 3 §5 Checkout "Cash": the cashier types the cash the customer hands over and the sale gives the
// change. Issue 24 point 2: as at Square, the desk taps the amount instead: Exact, or the next round amounts
// a customer is likely to hand over for it, and sees the change before the sale completes.

/** The round steps a customer pays with, in cents: a dollar, then the bills $5 to $100. */
const ROUND_STEPS_CENTS = [100, 500, 1000, 2000, 5000, 10_000] as const;
/** At most this many round amounts beside Exact: one row of buttons on a phone. */
export const QUICK_TENDER_COUNT = 3;

/**
 * The next round amounts above `dueCents`, smallest first, at most QUICK_TENDER_COUNT: the amount rounded
 * up to each step, less the ones equal to the amount itself (that is Exact) and the repeats. $90.91 gives
 * $91, $95 and $100; $150.00 gives $160 and $200. Nothing due gives none.
 */
export function quickTenderCents(dueCents: number): number[] {
  if (!Number.isSafeInteger(dueCents) || dueCents <= 0) return [];
  const amounts = new Set<number>();
  for (const step of ROUND_STEPS_CENTS) {
    const rounded = Math.ceil(dueCents / step) * step;
    if (rounded > dueCents) amounts.add(rounded);
  }
  return [...amounts].sort((a, b) => a - b).slice(0, QUICK_TENDER_COUNT);
}

/** The change to hand back for `tenderedCents` of cash, or null while it does not cover `dueCents`. */
export function cashChangeCents(tenderedCents: number, dueCents: number): number | null {
  return tenderedCents >= dueCents ? tenderedCents - dueCents : null;
}
