import { z } from 'zod';

/** The one error shape of every API answer that is not a success (ARCHITECTURE.md "Errors"). */
export const errorDetail = z.object({ property: z.string(), message: z.string() });
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetail).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type ErrorDetail = z.infer<typeof errorDetail>;

// The codes an error answer carries are in error-codes.ts (without zod, for the web's first page).
export { type ApiErrorCode, errorCodes } from './error-codes.ts';

/** Issue 24 point 1: the 409 APPOINTMENT_CHECKED_OUT answer, with the order the visit was checked out on. */
export const appointmentCheckedOutBody = errorBody.extend({
  order_id: z.number().int(),
  order_number: z.number().int(),
});
export type AppointmentCheckedOutBody = z.infer<typeof appointmentCheckedOutBody>;
