import { z } from 'zod';
import { recurrence } from './catalogue.ts';
import { priceText } from './money.ts';
import { entityId, idParam, int32, intParam, isoDate, lineText } from './primitives.ts';

// spec 3 §2.4, §3.2 (Scheduled invoice and recurring payment: id, schedule_status, next_send_date), §4.6,
// §7 PUT recurring_payment/{id}/suspend. Decision 142: a recurring payment charges a customer's stored
// account a fixed amount on a recurrence; the billing engine bills it as a billing schedule.

export const recurringPaymentStatuses = ['active', 'suspended', 'pause_until'] as const;
export const recurringPaymentStatus = z.enum(recurringPaymentStatuses);

export const recurringPaymentIdParams = z.object({ id: idParam });
export const recurringPaymentCustomerParams = z.object({ customerId: idParam });

/** POST recurring_payment and PUT recurring_payment/{id}: who pays, from which account, how much, when. */
export const recurringPaymentBody = z.object({
  customer_id: entityId,
  payment_account_id: entityId,
  description: lineText.trim().min(1, 'Enter what the payment is for').max(120),
  amount: priceText.min(1, 'Enter an amount like 25 or 25.50'),
  recurrence,
  /** The first payment's date, after today in the merchant's zone. */
  start_at: isoDate,
});
export type RecurringPaymentBody = z.input<typeof recurringPaymentBody>;

/** PUT recurring_payment/{id}/suspend: at once, until resume_at (pause_until) or with no end. */
export const suspendRecurringPaymentBody = z.object({ resume_at: isoDate.nullable().default(null) });

export const recurringPaymentListQuery = z.object({
  status: recurringPaymentStatus.optional(),
  limit: intParam(1, 100).default(25),
  offset: intParam(0, 100_000).default(0),
});
export type RecurringPaymentListQuery = z.input<typeof recurringPaymentListQuery>;

export const recurringPayment = z.object({
  id: z.number().int(),
  schedule_number: z.number().int(),
  schedule_status: recurringPaymentStatus,
  next_send_date: isoDate.nullable(),
  resume_at: isoDate.nullable(),
  description: z.string(),
  amount: z.string().describe('Decimal string with two decimals, e.g. "45.00"'),
  recurrence,
  recurrence_text: z.string(),
  start_at: isoDate,
  customer: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  payment_account_id: z.number().int().nullable(),
  account_label: z.string().nullable(),
});
export type RecurringPayment = z.infer<typeof recurringPayment>;

export const recurringPaymentPage = z.object({
  data: z.array(recurringPayment),
  total_item_count: int32,
});
export type RecurringPaymentPage = z.infer<typeof recurringPaymentPage>;
