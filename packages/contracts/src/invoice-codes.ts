// Issue 25 points 3 and 4 (decision 121): the code tables of invoices, here without zod so that the domain's
// rules (packages/domain/src/invoices) and the wire schemas share them.

/** Where the invoice is in its sending: not sent yet (draft), waiting for its time (scheduled), or sent. */
export const invoiceStates = ['draft', 'scheduled', 'sent'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** The status an invoice shows (spec 3 §4.2, §4.3 name them; draft is ours, decision 121). */
export const invoiceStatuses = [
  'draft',
  'scheduled',
  'unpaid',
  'partially_paid',
  'past_due',
  'pending',
  'requires_action',
  'paid',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Payment terms of the builder (Square Invoices' "Due on receipt", Net 15/30/60, or a chosen date). */
export const invoiceTerms = ['due_on_receipt', 'net_15', 'net_30', 'net_60', 'custom'] as const;
export type InvoiceTerms = (typeof invoiceTerms)[number];
