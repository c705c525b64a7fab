import { z } from 'zod';
import { appointment } from './calendar.ts';

// Issue 16 point 2: cancelling keeps the record and frees the time; delete is for mistakes.

/** PUT appointment/{id}/cancel (Idempotency-Key). */
export const cancelAppointmentBody = z.object({
  notify_customer: z.boolean({ error: 'Say whether to notify the customer (true or false)' }),
});
export type CancelAppointmentBody = z.infer<typeof cancelAppointmentBody>;

/**
 * The cancelled appointment, whether the cancellation e-mail was queued (asked for and the customer has
 * an e-mail address), and what became of a paid deposit (issue 15 point 7: refunded inside the
 * cancellation window, kept after it; 'nothing' without one).
 */
export const cancelAppointmentResult = appointment.extend({
  customer_notified: z.boolean(),
  deposit_outcome: z.enum(['refund', 'keep', 'nothing']),
});
export type CancelAppointmentResult = z.infer<typeof cancelAppointmentResult>;
