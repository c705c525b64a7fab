import type { InvoiceTerms } from '@paybook/contracts';

// Issue 25 point 9 (decision 146): the invoices every paying demo merchant has, one per status the invoice
// list filters on (spec 3 §4.2, §4.3): a draft, one sent and open, one paid in part on its public page,
// one past due (sent, its due date gone by more than the merchant's past-due days) and one paid. Pure data:
// the same invoices on every first start, dated from the merchant's today. Items shipped to the customer
// (Gym Towel) need a shipping address the invoice builder does not take, so none is here. Cedar (starter)
// has payments but no invoice builder (product-tiers.ts, spec 1 §6): it has no invoices (decision 146).

export type DemoInvoiceOutcome = 'draft' | 'sent' | 'partly_paid' | 'past_due' | 'paid';

export interface DemoInvoicePlan {
  /** Unique within the merchant; the Idempotency-Keys derive from it. */
  key: string;
  outcome: DemoInvoiceOutcome;
  /** The invoice date, days before the merchant's today. */
  daysAgo: number;
  terms: InvoiceTerms;
  /** Which of the customers with an e-mail address (in customer number order). */
  customerSlot: number;
  /** Catalogue items by name, quantities as the builder takes them ("2", "1.5"). */
  lines: readonly { item: string; quantity: string }[];
  notes: string;
  termsOfSale: string;
}

const NORTHWIND_TERMS =
  'Payable by card or bank transfer. Sessions missed without 24 hours notice are charged.';

export const DEMO_INVOICE_PLANS: Readonly<Record<string, readonly DemoInvoicePlan[]>> = {
  northwind: [
    {
      key: 'i1',
      outcome: 'paid',
      daysAgo: 21,
      terms: 'due_on_receipt',
      customerSlot: 1,
      lines: [
        { item: 'Personal Training Session', quantity: '4' },
        { item: 'Fitness Assessment', quantity: '1' },
      ],
      notes: 'Your four-session starter block and assessment. Thank you for training with us!',
      termsOfSale: NORTHWIND_TERMS,
    },
    {
      key: 'i2',
      outcome: 'past_due',
      daysAgo: 45,
      terms: 'net_30',
      customerSlot: 4,
      lines: [
        { item: 'Court Rental', quantity: '6' },
        { item: 'Protein Shake', quantity: '12' },
      ],
      notes: 'Court hire for the October league nights.',
      termsOfSale: NORTHWIND_TERMS,
    },
    {
      key: 'i3',
      outcome: 'partly_paid',
      daysAgo: 12,
      terms: 'net_30',
      customerSlot: 2,
      lines: [
        { item: 'Small Group HIIT', quantity: '8' },
        { item: 'Protein Shake', quantity: '8' },
      ],
      notes: 'Eight HIIT classes with a shake after each. Pay what suits you now, the rest by the due date.',
      termsOfSale: NORTHWIND_TERMS,
    },
    {
      key: 'i4',
      outcome: 'sent',
      daysAgo: 2,
      terms: 'net_15',
      customerSlot: 5,
      lines: [{ item: 'Mobility & Recovery Clinic', quantity: '3' }],
      notes: 'Three recovery clinics booked for next month.',
      termsOfSale: NORTHWIND_TERMS,
    },
    {
      key: 'i5',
      outcome: 'draft',
      daysAgo: 0,
      terms: 'net_30',
      customerSlot: 3,
      lines: [
        { item: 'Personal Training Session', quantity: '10' },
        { item: 'Court Rental', quantity: '2' },
      ],
      notes: 'Ten-session package, to confirm with the customer before sending.',
      termsOfSale: NORTHWIND_TERMS,
    },
  ],
};
