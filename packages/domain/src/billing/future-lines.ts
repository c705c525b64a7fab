// Issue 25 point 7, decision 133 (replacing decision 77's "a future start date still charges bill 1 at the
// checkout"): a cart line whose start date is after the sale's date is not charged at checkout. The order
// records it (its total includes the line), and the billing engine charges it on its date onto that order:
// a recurring line's first bill, or a one-time line as a schedule of one bill.
import { defaultRecurrence, type Recurrence } from '../catalogue/recurrence.ts';
import type { OrderPaymentStatus } from '../payments/codes.ts';

/** Whether a line is charged on its start date rather than at the checkout (ruling 8: merchant dates). */
export const isChargedLater = (line: { start_date: string | null }, today: string): boolean =>
  line.start_date !== null && line.start_date > today;

/** The cents of the lines charged later: each one's priced total (`priced[i]` prices `lines[i]`). */
export function chargedLaterCents(
  priced: readonly { total_cents: number }[],
  lines: readonly { start_date: string | null }[],
  today: string,
): number {
  return lines.reduce(
    (sum, line, index) => sum + (isChargedLater(line, today) ? (priced[index]?.total_cents ?? 0) : 0),
    0,
  );
}

/**
 * spec 3 §4.2 scheduled: an order of which nothing was paid at the checkout because its lines are charged
 * later; otherwise the status its payments give (partially paid while the later lines are due).
 */
export function checkoutOrderStatus(
  paymentsStatus: OrderPaymentStatus,
  paidCents: number,
  laterCents: number,
) {
  return laterCents > 0 && paidCents === 0 && paymentsStatus === 'unpaid' ? 'scheduled' : paymentsStatus;
}

/** A one-time line charged later is a billing schedule of one bill on its date (spec 3 §4.5 one-time). */
export const oneTimeRecurrence = (): Recurrence => ({
  ...defaultRecurrence(),
  frequency: 'daily',
  occurrence_type: 'fixed_end_date',
  occurrences: 1,
});
