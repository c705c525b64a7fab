import { z } from 'zod';
import { recurrence } from './catalogue.ts';
import { customerEmail } from './customer-fields.ts';
import { feeStructure, feeStructureType } from './fee-structures.ts';
import { priceText } from './money.ts';
import { entityId, idParam, int32, isoDate, multilineText } from './primitives.ts';

// spec 3 §3.2 Subscription (billing schedule), §4.5 actions, §7 subscription calls (paths under /api,
// ruling 1: snake_case). Money is decimal text with two decimals (decision 1); dates are the merchant's
// calendar dates 'yyyy-MM-dd' (ruling 8).

const amount = z.string().describe('Decimal string with two decimals, e.g. "45.00"');
const localDate = z.string().describe("A date 'yyyy-MM-dd' in the merchant's zone");

export const subscriptionStatuses = ['active', 'suspended', 'expired', 'cancelled'] as const;
export const subscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatusValue = z.infer<typeof subscriptionStatus>;

export const lastPaymentOption = z.enum(['full_amount', 'prorated']);

/** A fee, tax or discount the schedule carries (spec 3 §3.2 fees, taxes, discounts). */
export const subscriptionFee = z.object({
  fee_structure_id: z.number().int(),
  type: feeStructureType,
  name: z.string(),
  /** "5.00" dollars, or "8.375" percent when is_percent. */
  amount: z.string(),
  is_percent: z.boolean(),
  is_recurring: z.boolean(),
});

export const subscriptionAccount = z.object({
  id: z.number().int(),
  kind: z.enum(['card', 'bank']),
  /** "Visa ending 4242", "Checking ending 6789". */
  label: z.string(),
});
export type SubscriptionAccount = z.infer<typeof subscriptionAccount>;

/** One bill of the schedule so far (issue 25 point 7's schedule_bills), with its order once charged. */
export const subscriptionBill = z.object({
  id: z.number().int(),
  bill_date: localDate,
  kind: z.enum(['regular', 'final']),
  state: z.enum(['due', 'retrying', 'paid', 'past_due', 'skipped']),
  /** null: the schedule's price when charged. */
  amount: amount.nullable(),
  order_id: z.number().int().nullable(),
  order_number: z.number().int().nullable(),
});

/** GET subscription/{id}: spec 3 §3.2 Subscription. */
export const subscription = z.object({
  id: z.number().int(),
  subscription_number: z.number().int(),
  subscription_status: subscriptionStatus,
  /** Decision 126: each schedule bills one item, so 1. */
  subscription_count: z.number().int().nullable(),
  suspend_at: localDate.nullable(),
  resume_at: localDate.nullable(),
  recurrence,
  /** spec 2 §9 wording, e.g. "every month, 12 times". */
  recurrence_text: z.string(),
  /** What each bill charges. */
  price: amount,
  quantity: z.string(),
  occurrences: z.number().int().nullable(),
  number_of_active_executions: z.number().int(),
  number_of_remaining_executions: z.number().int().nullable(),
  start_at: localDate,
  next_bill_date: localDate.nullable(),
  final_bill_date: localDate.nullable(),
  /** The coming bills (at most 12). */
  next_bill_dates: z.array(z.object({ fire_date: localDate })),
  /** spec 3 §9: the dates an activate may pick from (from tomorrow), when suspended; otherwise empty. */
  projected_bill_dates: z.array(localDate),
  /** The last payment option of the cancel (spec 3 §4.5), null until cancelled with one. */
  proration_setting: lastPaymentOption.nullable(),
  cancelled_at: z.string().nullable(),
  is_past_due: z.boolean(),
  notes: z.string(),
  fee_structure_ids: z.array(z.number().int()),
  fees: z.array(subscriptionFee),
  taxes: z.array(subscriptionFee),
  discounts: z.array(subscriptionFee),
  offering_id: z.number().int().nullable(),
  offering_name: z.string(),
  order: z.object({ id: z.number().int(), order_number: z.number().int() }),
  customer: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  account: subscriptionAccount.nullable(),
  bills: z.array(subscriptionBill),
});
export type Subscription = z.infer<typeof subscription>;

export const subscriptionIdParams = z.object({ subscriptionId: idParam });

/** The notice fields every action carries (spec 3 §7). */
const actionNotice = {
  notes: multilineText.max(2000).default(''),
  suppress_notification: z.boolean().default(false),
  to_email_override: customerEmail.default(''),
};

/** PUT subscription/{id}/activate: resume_at is the chosen projected bill date (the next bill). */
export const activateSubscriptionBody = z.object({ ...actionNotice, resume_at: isoDate });
export type ActivateSubscriptionBody = z.input<typeof activateSubscriptionBody>;

/**
 * PUT subscription/{id}/suspend: suspend_at null (or today) suspends now, a later date then; resume_at null
 * is "no specified end", a date the reactivation day. old_resume_at, when sent, must be the stored
 * resume_at (the page's copy is current).
 */
export const suspendSubscriptionBody = z.object({
  ...actionNotice,
  suspend_at: isoDate.nullable().default(null),
  resume_at: isoDate.nullable().default(null),
  old_resume_at: isoDate.nullable().optional(),
});
export type SuspendSubscriptionBody = z.input<typeof suspendSubscriptionBody>;

/** PUT subscription/{id}/resume_at: a suspended schedule's reactivation day (null: no specified end). */
export const resumeAtBody = z.object({ resume_at: isoDate.nullable() });
export type ResumeAtBody = z.input<typeof resumeAtBody>;

/** PUT subscription/{id}/cancel: last_payment_option null charges no last payment (decision 127). */
export const cancelSubscriptionBody = z.object({
  ...actionNotice,
  last_payment_option: lastPaymentOption.nullable().default(null),
});
export type CancelSubscriptionBody = z.input<typeof cancelSubscriptionBody>;

/**
 * PUT subscription/{id} (spec 3 §5, §7): price each bill charges, remaining occurrences (null: no end),
 * fee structures; start_at (the next bill date) only when changed; recurrence only when changed.
 */
export const editSubscriptionBody = z.object({
  recurrence: recurrence.optional(),
  price: priceText.min(1, 'Enter a price like 25 or 25.50'),
  occurrences: int32.min(1, 'Enter the remaining occurrences: a whole number of 1 or more.').nullable(),
  fee_structure_ids: z.array(entityId).max(50).default([]),
  start_at: isoDate.optional(),
});
export type EditSubscriptionBody = z.input<typeof editSubscriptionBody>;

/** PUT project_final_bill_date: the bills a schedule would make from start_at, occurrences of them. */
export const projectFinalBillDateBody = z.object({
  recurrence,
  start_at: isoDate,
  occurrences: int32.min(1).nullable(),
});
export const projectedFinalBillDate = z.object({
  final_bill_date: localDate.nullable(),
  next_bill_dates: z.array(z.object({ fire_date: localDate })),
});
export type ProjectedFinalBillDate = z.infer<typeof projectedFinalBillDate>;

/** PUT subscription/{id}/discounts: the discounts that apply to these offerings. */
export const subscriptionDiscountsBody = z.object({ offering_ids: z.array(entityId).min(1).max(100) });
export const subscriptionDiscounts = z.object({
  data: z.array(
    feeStructure.extend({
      /** spec 3 §5's message when this dollar discount exceeds what a bill charges; null otherwise. */
      price_violation: z.string().nullable(),
    }),
  ),
});
export type SubscriptionDiscounts = z.infer<typeof subscriptionDiscounts>;

/** GET subscription/{id}/cancellation/calculate_proration (decision 127). */
export const cancellationProration = z.object({
  bill_date: localDate,
  period_start: localDate.nullable(),
  period_end: localDate.nullable(),
  period_days: z.number().int(),
  days_left: z.number().int(),
  full_amount: amount,
  prorated: amount,
});
export type CancellationProration = z.infer<typeof cancellationProration>;

/** PUT subscription/{id}/payment_account: one of the customer's stored cards or bank accounts. */
export const subscriptionPaymentAccountBody = z.object({ payment_account_id: entityId });

/** POST subscription/search (spec 3 §7 grid search): a page of the merchant's schedules. */
export const subscriptionSearchBody = z.object({
  customer_id: entityId.optional(),
  /** The schedules an order's recurring lines started (the order page links to them). */
  order_id: entityId.optional(),
  statuses: z.array(subscriptionStatus).max(4).optional(),
  page: int32.min(1).default(1),
  items_per_page: int32.min(1).max(100).default(25),
});
export type SubscriptionSearchBody = z.input<typeof subscriptionSearchBody>;

export const subscriptionSummary = z.object({
  id: z.number().int(),
  subscription_number: z.number().int(),
  subscription_status: subscriptionStatus,
  offering_name: z.string(),
  customer: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  price: amount,
  recurrence_text: z.string(),
  next_bill_date: localDate.nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

export const subscriptionSearchPage = z.object({
  data: z.array(subscriptionSummary),
  total_item_count: z.number().int(),
});

const valueWithDescription = z.object({ value: z.string(), description: z.string() });

/** GET subscription/index: the enumerations with value and description (spec 3 §7). */
export const subscriptionIndex = z.object({
  subscription_statuses: z.array(valueWithDescription),
  last_payment_options: z.array(valueWithDescription),
  frequencies: z.array(valueWithDescription),
  occurrence_types: z.array(valueWithDescription),
});
export type SubscriptionIndex = z.infer<typeof subscriptionIndex>;
