import { z } from 'zod';
import { productName } from './access.ts';
import { newCardFields } from './payment-accounts.ts';

// Issue 26 point 3, spec 3 §2.5 /settings/billing (paths in the spec's style, decision 185):
// GET merchant/billing, PUT merchant/billing/card, GET merchant/billing/invoices, GET
// merchant/billing/invoice/{period}.pdf. Money in cents (ruling 9).

export const billingCard = z.object({
  brand: z.string(),
  last_four: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
});
export type BillingCard = z.infer<typeof billingCard>;

/** GET merchant/billing: the tier, its fee, what it includes and the card the fee is charged to. */
export const merchantBilling = z.object({
  product_name: productName,
  monthly_fee_cents: z.number().int(),
  inclusions: z.array(z.string()),
  card: billingCard.nullable(),
  /** The month the next fee covers (yyyy-MM-dd), in the merchant's time zone. */
  next_period_start: z.string(),
});
export type MerchantBilling = z.infer<typeof merchantBilling>;

/** PUT merchant/billing/card: a new card, tokenised by the processor (ruling 5). */
export const saveBillingCardBody = newCardFields;
export type SaveBillingCardBody = z.input<typeof saveBillingCardBody>;

export const feeInvoiceStatus = z.enum(['pending', 'paid', 'failed']);

export const feeInvoice = z.object({
  number: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  product_name: productName,
  amount_cents: z.number().int(),
  status: feeInvoiceStatus,
  failure_reason: z.string().nullable(),
  card_brand: z.string(),
  card_last_four: z.string(),
  created_at: z.string(),
});
export type FeeInvoice = z.infer<typeof feeInvoice>;

/** GET merchant/billing/invoices: newest first. */
export const feeInvoiceList = z.object({ invoices: z.array(feeInvoice) });
export type FeeInvoiceList = z.infer<typeof feeInvoiceList>;

/**
 * PUT merchant/billing/card answer: the billing, and this month's fee invoice when there is one (saving the
 * first card charges a month that was due; a repeat answers the same invoice).
 */
export const saveBillingCardResponse = z.object({
  billing: merchantBilling,
  current_invoice: feeInvoice.nullable(),
});
export type SaveBillingCardResponse = z.infer<typeof saveBillingCardResponse>;

/**
 * A fee period in a path: its first day (yyyy-MM-01), in a year the product can have billed (the fuzzing
 * found year 0000, which PostgreSQL has no date for: a 500 before).
 */
export const feePeriodParams = z.object({
  period_start: z
    .string()
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])-01$/, 'Enter the first day of a month, like 2026-11-01.'),
});
