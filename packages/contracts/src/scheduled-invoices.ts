import { SCHEDULED_INVOICE_STATUSES } from '@paybook/domain/recurring/schedule-rules';
import { z } from 'zod';
import { recurrence } from './catalogue.ts';
import { customerEmail } from './customer-fields.ts';
import { invoiceTerms } from './invoice-codes.ts';
import { invoiceBody, invoiceLine, invoicePage } from './invoices.ts';
import { entityId, idParam, int32, intParam, isoDate, multilineText } from './primitives.ts';

// spec 3 §2.4 (Invoices/ListRecurring, CustomerInvoiceScheduleList, EditSchedule, CopySchedule, PrintSchedule,
// InvoicesForSchedule), §3.2 (id, schedule_status, next_send_date), §4.6 rules, §7 PUT
// scheduled_invoices/{id}/suspend. Decisions 145, 149–152: a scheduled invoice is a billing schedule of kind
// 'invoice_schedule' whose template is what the invoice builder takes; on each send date the billing engine
// makes an invoice from it and sends it.

export const scheduledInvoiceStatus = z.enum(SCHEDULED_INVOICE_STATUSES);

export const scheduledInvoiceIdParams = z.object({ id: idParam });
export const scheduledInvoiceCustomerParams = z.object({ customerId: idParam });

const DAYS_MESSAGE = 'Enter a number of days from 0 to 365';
const email = customerEmail.refine((value) => value !== '', 'Enter an e-mail address');

/** The payment terms of each invoice sent: the builder's, where 'custom' is a number of days after sending. */
export const scheduledInvoiceTerms = invoiceTerms;

/**
 * POST scheduled_invoice and PUT scheduled_invoice/{id}: the invoice builder's fields (spec 3 §2.3) without
 * the invoice's own date, plus when and how often it is sent. The number of invoices is the recurrence's
 * `occurrences` with `occurrence_type` 'fixed_end_date' ('no_end_date': no end), as subscriptions count bills.
 */
export const scheduledInvoiceBody = z
  .object({
    customer_id: entityId,
    lines: invoiceBody.shape.lines,
    discount_code: invoiceBody.shape.discount_code,
    order_fees: invoiceBody.shape.order_fees,
    terms: z.enum(scheduledInvoiceTerms).default('due_on_receipt'),
    /** With terms 'custom': each invoice is due this many days after it is sent. */
    days_until_due: int32.min(0, DAYS_MESSAGE).max(365, DAYS_MESSAGE).nullable().default(null),
    notes: multilineText.max(2000, 'Notes can be at most 2000 characters').default(''),
    terms_of_sale: multilineText.max(4000, 'Terms can be at most 4000 characters').default(''),
    additional_to_emails: z.array(email).max(10, 'Send to at most 10 more addresses').default([]),
    allow_partial_payment: z.boolean().default(false),
    recurrence,
    /** The first invoice's send date, after today in the merchant's zone. */
    first_send_date: isoDate,
    /** Keep it as a draft (nothing is sent; no next send date). An edit of a draft with false activates it. */
    draft: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (body.terms === 'custom' && body.days_until_due === null)
      context.addIssue({
        code: 'custom',
        path: ['days_until_due'],
        message: 'Enter the number of days until each invoice is due',
      });
  });
export type ScheduledInvoiceBodyInput = z.input<typeof scheduledInvoiceBody>;
export type ScheduledInvoiceBody = z.output<typeof scheduledInvoiceBody>;

export const scheduledInvoiceListQuery = z.object({
  status: scheduledInvoiceStatus.optional(),
  limit: intParam(1, 100).default(25),
  offset: intParam(0, 100_000).default(0),
});
export type ScheduledInvoiceListQuery = z.input<typeof scheduledInvoiceListQuery>;

/** GET customer/{customerId}/scheduled_invoices: the profile's card, 5 a page (spec 2 §2.1). */
export const customerScheduledInvoicesQuery = scheduledInvoiceListQuery.extend({
  limit: intParam(1, 100).default(5),
});
export type CustomerScheduledInvoicesQuery = z.input<typeof customerScheduledInvoicesQuery>;

/** GET scheduled_invoice/{id}/invoices: the invoices the schedule has sent, newest first. */
export const scheduledInvoiceInvoicesQuery = z.object({
  limit: intParam(1, 100).default(25),
  offset: intParam(0, 100_000).default(0),
});
export type ScheduledInvoiceInvoicesQuery = z.input<typeof scheduledInvoiceInvoicesQuery>;
export const scheduledInvoiceInvoicePage = invoicePage;

const amount = z.string().describe('Decimal string with two decimals, e.g. "45.00"');

/** One scheduled invoice: its status, dates and counts, its priced amount, and its template as entered. */
export const scheduledInvoice = z.object({
  id: z.number().int(),
  schedule_number: z.number().int(),
  schedule_status: scheduledInvoiceStatus,
  /** null for a draft (spec 3 §4.6) and for a schedule that has sent all its invoices. */
  next_send_date: isoDate.nullable(),
  first_send_date: isoDate,
  customer: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  customer_name: z.string(),
  recurrence,
  recurrence_text: z.string(),
  /** The recurrence's occurrences when it ends; null: no end. */
  number_of_invoices: int32.nullable(),
  invoices_sent: int32,
  /** null: no end. */
  invoices_remaining: int32.nullable(),
  /** Each invoice's total, priced by the one pricing function from the template. */
  amount_subtotal: amount,
  amount_discount: amount,
  amount_fee: amount,
  amount_tax: amount,
  amount_total: amount,
  /** The template as entered, so edit, copy and print reopen it. */
  template: z.object({
    lines: z.array(invoiceLine),
    discount_code: z.string(),
    order_fees: z.array(z.object({ fee_structure_id: z.number().int(), amount: z.string().nullable() })),
    terms: z.enum(scheduledInvoiceTerms),
    days_until_due: int32.nullable(),
    notes: z.string(),
    terms_of_sale: z.string(),
    additional_to_emails: z.array(z.string()),
    allow_partial_payment: z.boolean(),
  }),
  /** The lines as each invoice prints them (names from the catalogue), for the print page. */
  priced_lines: z.array(z.object({ name: z.string(), quantity: z.string(), unit_price: amount, amount })),
  created_at: z.string(),
});
export type ScheduledInvoice = z.infer<typeof scheduledInvoice>;

export const scheduledInvoicePage = z.object({
  data: z.array(scheduledInvoice),
  total_item_count: int32,
});
export type ScheduledInvoicePage = z.infer<typeof scheduledInvoicePage>;
