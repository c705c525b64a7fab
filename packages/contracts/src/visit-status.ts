import { z } from 'zod';

// Issue 16 point 2: the front desk's status actions, cancel and delete of an appointment.

/** An appointment's status (spec 1 §3 Appointment, issue 16 point 2); the week shows all but cancelled. */
export const appointmentStatuses = ['booked', 'arrived', 'completed', 'no_show', 'cancelled'] as const;
export const appointmentStatus = z.enum(appointmentStatuses);
export type AppointmentStatus = z.infer<typeof appointmentStatus>;

/** The statuses an item of the calendar week can have (cancelled ones leave the week). */
export const calendarItemStatus = z.enum(['booked', 'arrived', 'completed', 'no_show']);
export type CalendarItemStatus = z.infer<typeof calendarItemStatus>;

/**
 * PUT appointment/{id}/status (Idempotency-Key). 'no_show' marks it without a fee; the fee the customer
 * agreed to is charged by POST appointment/{id}/no_show instead.
 */
export const appointmentStatusBody = z.object({
  status: z.enum(['booked', 'arrived', 'completed', 'no_show'], {
    error: 'Choose booked, arrived, completed or no_show',
  }),
});
export type AppointmentStatusBody = z.infer<typeof appointmentStatusBody>;

export { APPOINTMENT_HAS_PAYMENTS, VISIT_CHANGE_REFUSED } from './visit-status-codes.ts';
