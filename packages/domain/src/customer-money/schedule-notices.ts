// Issue 25 point 8: what the profile warns about. spec 2 §2.1 "past-due notice"; spec 3 §3.2 Subscription
// next_bill_date and the card the schedule bills (spec 2 §3 expiration_date).
import { type CardExpiry, isCardExpired } from '../payment-methods/card-expiry.ts';

/**
 * A schedule's card runs out before its next bill: the card works through its expiry month (spec 2 §5), so
 * a bill dated in a later month would be declined. No next bill, or no card (a bank account), no warning.
 */
export function cardExpiresBeforeNextBill(card: CardExpiry | null, nextBillDate: string | null): boolean {
  if (!card || !nextBillDate) return false;
  return isCardExpired(card, nextBillDate);
}

export interface PastDueFacts {
  /** Orders of the customer that are past due (statementStatus past_due). */
  past_due_orders: number;
  /** Billing schedules of the customer whose last bill failed all its retries (is_past_due). */
  past_due_schedules: number;
}

/** spec 2 §2.1 past-due notice: shown when any order or schedule of the customer is past due. */
export const showsPastDueNotice = (facts: PastDueFacts): boolean =>
  facts.past_due_orders > 0 || facts.past_due_schedules > 0;

/** The schedule states that still bill (spec 3 §4.5: active, or suspended until it resumes). */
export const SCHEDULED_STATUSES = ['active', 'suspended'] as const;

/** spec 2 §7 customer_has_scheduled_items: a schedule that will still bill (or, later, a scheduled invoice). */
export const hasScheduledItems = (counts: { billing_schedules: number; scheduled_invoices?: number }) =>
  counts.billing_schedules > 0 || (counts.scheduled_invoices ?? 0) > 0;
