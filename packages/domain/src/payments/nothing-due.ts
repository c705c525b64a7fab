import { centsToPrice } from '../offerings/price.ts';

// spec 3 §4.8 Checkout and §5 Checkout; issue 15 point 7 (decision 79): a sale whose deposit paid at
// booking covers it (or that comes to 0.00) has nothing to pay at the desk, so the checkout completes with
// payment_mode 'none': no payment method, no transaction, the order paid by the deposit credit alone. The
// server refuses 'none' with this rule and the point of sale offers it with the same call.

/**
 * Why a checkout cannot complete without a payment: `amount_due`, the charge (the total less the deposit
 * credit) is above 0.00; `needs_account`, a recurring or future-dated line bills later (issue 15 point 6,
 * decision 77) and needs a stored card or bank account, as spec 3 §4.8 keeps cash and check from such carts.
 */
export type NothingDueRefusal = 'amount_due' | 'needs_account';

export interface NothingDueFacts {
  /** What the checkout would charge now: the order's total less the deposit credit, in cents. */
  charge_cents: number;
  /** Whether a line is recurring or has a start date (spec 3 §4.8 "recurring or future-dated items"). */
  has_dated_lines: boolean;
}

/** Null when the sale may complete with nothing to pay; otherwise why not. */
export function nothingDueRefusal(facts: NothingDueFacts): NothingDueRefusal | null {
  if (facts.charge_cents > 0) return 'amount_due';
  if (facts.has_dated_lines) return 'needs_account';
  return null;
}

export const NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE =
  'A cart with recurring or future-dated items needs a card or bank account for later bills, even when nothing is due today.';

/** The server's words for a refusal (the point of sale never sends 'none' when it would be refused). */
export function nothingDueMessage(reason: NothingDueRefusal, chargeCents: number): string {
  return reason === 'amount_due'
    ? `Choose how the customer pays: $${centsToPrice(chargeCents)} is due.`
    : NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE;
}
