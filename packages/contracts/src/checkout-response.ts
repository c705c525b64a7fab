import { z } from 'zod';
import { order } from './orders.ts';
import { transaction } from './transactions.ts';

// The answer of POST cart/check_out (spec 3 §3.4 "transactions (payment_type, change_due, amount_paid,
// payment_status, retry_token)", §4.8 Outcome: "payment_status failed or unknown means the order is
// rejected and the retry token is kept. Otherwise the order is accepted").

/**
 * processed: a card authorised, cash or a check taken; pending: an ACH debit posted; requires_action: a
 * card the processor holds for an action; failed: declined (the cart stays); unknown: the processor did
 * not answer (the retry token is kept, and a retry with it never charges twice).
 */
export const checkoutPaymentStatuses = [
  'processed',
  'pending',
  'requires_action',
  'failed',
  'unknown',
] as const;
export const checkoutPaymentStatus = z.enum(checkoutPaymentStatuses);
export type CheckoutPaymentStatus = z.infer<typeof checkoutPaymentStatus>;

const amount = z.string().describe('Decimal string with two decimals, e.g. "45.00"');

export const checkoutResponse = z.object({
  payment_status: checkoutPaymentStatus,
  /** The accepted order; null when payment_status is failed or unknown. */
  order: order.nullable(),
  /** The payment made or tried; null when the processor did not answer. */
  transaction: transaction.nullable(),
  amount_paid: amount,
  /** Cash only: tendered less the total. */
  change_due: amount.nullable(),
  /** spec 3 §8 "the first transaction's failure_reason". */
  failure_reason: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
