import { z } from 'zod';
import { entityId, isoDate } from './primitives.ts';

// Issue 25 point 7: what needs the merchant's attention in a customer's billing schedules, for the
// customer profile's money widgets: a stored card that expires before the next bill, a bill past due.

export const billingAlert = z.object({
  subscription_id: entityId,
  subscription_number: z.number().int().positive(),
  offering_name: z.string(),
  subscription_status: z.enum(['active', 'suspended']),
  next_bill_date: isoDate.nullable(),
  /** The stored card expires before the next bill (packages/domain cardExpiresBeforeNextBill). */
  card_expires_before_next_bill: z.boolean(),
  /** A bill failed its last retry (spec 3 §4.2 past_due); cleared by the next paid bill. */
  is_past_due: z.boolean(),
  /** The card charged: last four digits and expiry 'MM/YYYY'; null for a bank account or none. */
  card_last_four: z.string().nullable(),
  card_expiration: z.string().nullable(),
});
export type BillingAlert = z.infer<typeof billingAlert>;

/** The customer's active or suspended schedules with an alert, soonest next bill first. */
export const customerBillingAlerts = z.object({ schedules: z.array(billingAlert) });
export type CustomerBillingAlerts = z.infer<typeof customerBillingAlerts>;
