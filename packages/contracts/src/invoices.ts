import { z } from 'zod';
import { cartBody, cartLine, MAX_CART_LINES } from './checkout.ts';
import { customerEmail } from './customer-fields.ts';
import { invoiceStates, invoiceStatuses, invoiceTerms } from './invoice-codes.ts';
import { moneyText, priceText } from './money.ts';
import { order } from './orders.ts';
import { newBankAccountFields, newCardFields } from './payment-accounts.ts';
import { entityId, idParam, instant, intParam, isoDate, lineText, multilineText } from './primitives.ts';

// Issue 25 points 3 and 4 (spec 3 §2.3, §3.2, §4.3; decisions 121–125): the invoice builder's body, the
// invoice as the back office reads it, its list, and the public pay page /pay/invoice/{token}. Money is
// decimal text with two decimals (ruling 9), as orders are.

export * from './invoice-codes.ts';

const amount = z.string().describe('Decimal string with two decimals, e.g. "45.00"');
const NAME_MESSAGE = 'Enter a name for the line';

/** A catalogue item (priced from the catalogue; a manual-entry item's typed price) or a free-text line. */
export const invoiceLine = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('item'),
    offering_id: entityId,
    quantity: cartLine.shape.quantity,
    price: cartLine.shape.price,
  }),
  z.object({
    kind: z.literal('custom'),
    name: lineText.trim().min(1, NAME_MESSAGE).max(200, NAME_MESSAGE),
    quantity: cartLine.shape.quantity,
    price: priceText.refine((text) => text !== '', 'Enter a price.'),
    is_taxable: z.boolean().default(false),
  }),
]);
export type InvoiceLineInput = z.input<typeof invoiceLine>;

/** How the builder ends: keep a draft, send now, or send at `scheduled_send_at`. */
export const invoiceSendModes = ['draft', 'now', 'schedule'] as const;
export const invoiceSendMode = z.enum(invoiceSendModes);

const email = customerEmail.refine((value) => value !== '', 'Enter an e-mail address');

/** POST invoice (create) and PUT invoice/{id} (edit): the builder's fields (spec 3 §2.3). */
export const invoiceBody = z
  .object({
    customer_id: entityId,
    lines: z
      .array(invoiceLine)
      .min(1, 'Add at least one line to the invoice')
      .max(MAX_CART_LINES, `An invoice can hold at most ${MAX_CART_LINES} lines`),
    discount_code: cartBody.shape.discount_code,
    order_fees: cartBody.shape.order_fees,
    invoice_date: isoDate,
    terms: z.enum(invoiceTerms).default('due_on_receipt'),
    /** Required with terms 'custom'; otherwise the terms give it. */
    due_date: isoDate.nullable().default(null),
    notes: multilineText.max(2000, 'Notes can be at most 2000 characters').default(''),
    terms_of_sale: multilineText.max(4000, 'Terms can be at most 4000 characters').default(''),
    /** spec 3 §3.2 invoice.additional_to_emails, beside the customer's own e-mail. */
    additional_to_emails: z.array(email).max(10, 'Send to at most 10 more addresses').default([]),
    /** Decision 123: the customer may pay part of the amount due on the public page. */
    allow_partial_payment: z.boolean().default(false),
    send: invoiceSendMode.default('draft'),
    /** Required with send 'schedule': when the invoice goes out (in the future). */
    scheduled_send_at: instant.nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.terms === 'custom' && body.due_date === null)
      context.addIssue({ code: 'custom', path: ['due_date'], message: 'Choose a due date' });
    if (body.due_date !== null && body.due_date < body.invoice_date)
      context.addIssue({
        code: 'custom',
        path: ['due_date'],
        message: 'The due date cannot be before the invoice date',
      });
    if (body.send === 'schedule' && body.scheduled_send_at === null)
      context.addIssue({
        code: 'custom',
        path: ['scheduled_send_at'],
        message: 'Choose when to send the invoice',
      });
  });
export type InvoiceBodyInput = z.input<typeof invoiceBody>;
export type InvoiceBody = z.output<typeof invoiceBody>;

export const invoiceIdParams = z.object({ orderId: idParam });

export const invoiceEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  by: z.string().nullable(),
  created_at: z.string(),
});

const invoiceCustomer = z.object({
  id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

/** GET invoice/{id}: the invoice, its order (GET order/{id}'s shape) and its timeline. */
export const invoice = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  invoice_number: z.number().int(),
  status: z.enum(invoiceStatuses),
  state: z.enum(invoiceStates),
  customer: invoiceCustomer.nullable(),
  invoice_date: z.string(),
  terms: z.enum(invoiceTerms),
  due_date: z.string(),
  notes: z.string(),
  terms_of_sale: z.string(),
  additional_to_emails: z.array(z.string()),
  allow_partial_payment: z.boolean(),
  scheduled_send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  viewed_at: z.string().nullable(),
  /** The customer's page, /pay/invoice/{token} (unchanged by edits). */
  public_path: z.string(),
  is_past_due: z.boolean(),
  amount_total: amount,
  amount_paid: amount,
  amount_due: amount,
  /** What the builder sent, so edit and duplicate reopen it as entered. */
  builder: z.object({
    lines: z.array(invoiceLine),
    discount_code: z.string(),
    order_fees: z.array(z.object({ fee_structure_id: z.number().int(), amount: z.string().nullable() })),
  }),
  order,
  events: z.array(invoiceEvent),
});
export type Invoice = z.infer<typeof invoice>;

/** GET invoices: one row of the list. */
export const invoiceSummary = z.object({
  id: z.number().int(),
  invoice_number: z.number().int(),
  status: z.enum(invoiceStatuses),
  customer_id: z.number().int().nullable(),
  customer_name: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  amount_total: amount,
  amount_due: amount,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoicePage = z.object({ data: z.array(invoiceSummary), total_item_count: z.number().int() });
export type InvoicePage = z.infer<typeof invoicePage>;

/** GET invoices?page&items_per_page&status&customer_id&search (spec 3 §9: newest invoice date first). */
export const invoiceListQuery = z.object({
  page: intParam(1, 10_000).default(1),
  items_per_page: intParam(1, 100).default(25),
  status: z.enum(invoiceStatuses).optional(),
  customer_id: intParam(1).optional(),
  search: lineText.trim().max(100).default(''),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

/** GET customer/{customerId}/invoices (spec 2 §2.1 profile widget: 'view more' above 5). */
export const customerInvoicesParams = z.object({ customerId: idParam });
export const customerInvoicesQuery = z.object({
  page: intParam(1, 10_000).default(1),
  items_per_page: intParam(1, 100).default(5),
});
export type CustomerInvoicesQuery = z.input<typeof customerInvoicesQuery>;

/** spec 3 §5: resending an invoice needs recipient e-mails. */
export const resendInvoiceBody = z.object({
  emails: z
    .array(email)
    .min(1, 'Add at least one e-mail address to send the invoice to.')
    .max(10, 'Send to at most 10 addresses'),
});
export type ResendInvoiceBody = z.input<typeof resendInvoiceBody>;

/** spec 3 §5: the cancel notification e-mail is optional, through a checkbox. */
export const cancelInvoiceBody = z.object({ notify_customer: z.boolean().default(false) });
export type CancelInvoiceBody = z.input<typeof cancelInvoiceBody>;

export const invoiceTokenParams = z.object({ token: lineText.min(20).max(100) });

const publicLine = z.object({ name: z.string(), quantity: z.string(), unit_price: amount, amount });

/** GET public/invoice/{token}: what the customer sees (no ids of the back office). */
export const publicInvoice = z.object({
  status: z.enum(invoiceStatuses),
  invoice_number: z.number().int(),
  business: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address_lines: z.array(z.string()),
  }),
  customer_name: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  lines: z.array(publicLine),
  amount_subtotal: amount,
  amount_discount: amount,
  amount_fee: amount,
  amount_tax: amount,
  amount_total: amount,
  amount_paid: amount,
  amount_due: amount,
  notes: z.string(),
  terms_of_sale: z.string(),
  allow_partial_payment: z.boolean(),
  accepts_card: z.boolean(),
  accepts_ach: z.boolean(),
  /** The sandbox processor: no money moves (receipts say the same). */
  is_test_mode: z.boolean(),
});
export type PublicInvoice = z.infer<typeof publicInvoice>;

const payAmount = moneyText.refine((text) => text !== '', 'Enter the amount to pay');

/** POST public/invoice/{token}/pay, with Idempotency-Key: a card or a bank account, all or part. */
export const payInvoiceBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), amount: payAmount, card: newCardFields }),
  z.object({
    method: z.literal('bank'),
    amount: payAmount,
    bank_account: newBankAccountFields.omit({ customer_company_name: true }),
  }),
]);
export type PayInvoiceBody = z.input<typeof payInvoiceBody>;

export const payInvoiceAnswer = z.object({
  payment_status: z.enum(['processed', 'pending', 'failed']),
  failure_reason: z.string().nullable(),
  invoice: publicInvoice,
});
export type PayInvoiceAnswer = z.infer<typeof payInvoiceAnswer>;
