// Issue 25 point 4 (decision 123): what the customer may pay on the public page. The whole amount due, or,
// when the merchant allowed partial payment on this invoice, any amount from $1.00 up to what is due.

export const MIN_PARTIAL_PAYMENT_CENTS = 100;

export interface InvoicePaymentFacts {
  amount_due_cents: number;
  allow_partial_payment: boolean;
}

/** Why the amount cannot be paid; null when it can. */
export function invoicePaymentAmountProblem(amountCents: number, facts: InvoicePaymentFacts): string | null {
  const due = facts.amount_due_cents;
  if (due <= 0) return 'Nothing is due on this invoice.';
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'Enter an amount above $0.00.';
  if (amountCents > due) return 'The amount cannot be more than the amount due.';
  if (amountCents === due) return null;
  if (!facts.allow_partial_payment) return 'This invoice must be paid in full.';
  if (amountCents < MIN_PARTIAL_PAYMENT_CENTS) return 'A partial payment must be at least $1.00.';
  return null;
}

/** spec 3 §4.3 Collect payment's statuses: what the customer may pay on the public page. */
export const INVOICE_PAYABLE_STATUSES = ['unpaid', 'partially_paid', 'past_due'] as const;
export const isInvoicePayable = (status: string): boolean =>
  (INVOICE_PAYABLE_STATUSES as readonly string[]).includes(status);
