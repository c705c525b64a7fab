import { STATEMENT_PAGE_SIZE, STATEMENT_STATUSES } from '@paybook/domain/customer-money/statement';
import { VIEW_MORE_AFTER } from '@paybook/domain/customer-money/view-more';
import { TRANSACTION_PAYMENT_TYPES } from '@paybook/domain/payments/codes';
import { z } from 'zod';
import { orderStatus, saleType } from './orders.ts';
import { idParam, intParam } from './primitives.ts';
import { transactionAccount, transactionStatus } from './transactions.ts';

// Issue 25 point 8: the customer's money on the profile (spec 2 §2.1 widgets, spec 2 §7 calls, spec 3
// §3.2 Subscription, §4.2 statement labels). Money is decimal text with two decimals (decision 1); instants
// are ISO 8601 in UTC, dates 'yyyy-MM-dd' in the merchant's zone.

const amount = z
  .string()
  .describe('Decimal string with two decimals, e.g. "45.00"; negative for money given back');

export const customerMoneyParams = z.object({ id: idParam });

/** GET customer/{id}/statement?limit&offset: 15 rows a page (spec 2 §2.1), newest first. */
export const customerStatementQuery = z.object({
  limit: intParam(1, 50).default(STATEMENT_PAGE_SIZE),
  offset: intParam(0, 100_000).default(0),
});
export type CustomerStatementQuery = z.input<typeof customerStatementQuery>;

/** One payment or refund line under its order (spec 3 §4.2: what counts, what shows, what is red). */
export const statementTransaction = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: transactionStatus,
  payment_type: z.enum(TRANSACTION_PAYMENT_TYPES),
  account: transactionAccount.nullable(),
  /** A payment positive, a refund negative (money given back). */
  amount,
  is_payment: z.boolean(),
  /** spec 3 §4.2 "2 and 3 are visible": the status is written beside the line. */
  is_status_visible: z.boolean(),
  /** spec 3 §4.2 "3 and 6 (or a negative payment) show in red". */
  is_red: z.boolean(),
});
export type StatementTransaction = z.infer<typeof statementTransaction>;

export const statementRow = z.object({
  order_id: z.number().int(),
  order_number: z.number().int(),
  created_at: z.string(),
  sale_type: saleType,
  order_status: orderStatus,
  /** spec 3 §4.2: Paid, Unpaid, Partially Paid, Cancelled or past_due. */
  status: z.enum(STATEMENT_STATUSES),
  amount_total: amount,
  amount_paid: amount,
  amount_due: amount,
  transactions: z.array(statementTransaction),
});
export type StatementRow = z.infer<typeof statementRow>;

export const customerStatement = z.object({
  /** The window's first instant: midnight 180 days ago in the merchant's zone. */
  window_start: z.string(),
  data: z.array(statementRow),
  total_item_count: z.number().int(),
  has_more: z.boolean(),
  /** Orders of the customer (any date) the statement labels past_due: the profile's notice. */
  past_due_order_count: z.number().int(),
});
export type CustomerStatement = z.infer<typeof customerStatement>;

/** GET customer/{id}/paymentschedules?limit&offset: 10 a page (spec 2 §2.1 "view more above 10"). */
export const customerSchedulesQuery = z.object({
  limit: intParam(1, 50).default(VIEW_MORE_AFTER.billing_schedules),
  offset: intParam(0, 100_000).default(0),
});
export type CustomerSchedulesQuery = z.input<typeof customerSchedulesQuery>;

/** The card or bank account a schedule bills, as a receipt names it; a card's expiry 'MMYY'. */
export const scheduleAccount = transactionAccount.extend({ expiration: z.string().nullable() });

export const customerSchedule = z.object({
  id: z.number().int(),
  subscription_number: z.number().int(),
  /** spec 3 §4.5 "Statuses: active, suspended, expired, cancelled". */
  status: z.enum(['active', 'suspended', 'expired', 'cancelled']),
  offering: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** What each bill charges. */
  amount,
  next_bill_date: z.string().nullable(),
  start_at: z.string(),
  is_past_due: z.boolean(),
  account: scheduleAccount.nullable(),
  /** The card runs out before the next bill (the profile's warning). */
  card_expires_before_next_bill: z.boolean(),
});
export type CustomerSchedule = z.infer<typeof customerSchedule>;

export const customerSchedulePage = z.object({
  data: z.array(customerSchedule),
  total_item_count: z.number().int(),
  has_more: z.boolean(),
  /** Schedules of the customer whose bill failed all its retries. */
  past_due_count: z.number().int(),
});
export type CustomerSchedulePage = z.infer<typeof customerSchedulePage>;

/** GET customer_has_scheduled_items/{id} (spec 2 §7). */
export const customerScheduledItems = z.object({
  has_scheduled_items: z.boolean(),
  /** Active or suspended billing schedules. */
  billing_schedules: z.number().int(),
  /** Active or suspended scheduled invoices (decision 152; a draft sends nothing). */
  scheduled_invoices: z.number().int(),
});
export type CustomerScheduledItems = z.infer<typeof customerScheduledItems>;

/** One option of a filter list: the value sent and its description (spec 3 §7 GET order/index). */
export const indexOption = z.object({
  value: z.union([z.string(), z.number().int()]),
  description: z.string(),
});
export type IndexOption = z.infer<typeof indexOption>;

export const orderIndex = z.object({
  order_statuses: z.array(indexOption),
  payment_statuses: z.array(indexOption),
  statement_statuses: z.array(indexOption),
  sale_types: z.array(indexOption),
  transaction_statuses: z.array(indexOption),
});
export type OrderIndex = z.infer<typeof orderIndex>;
