import { z } from 'zod';
import { idParam, pathDate } from './primitives.ts';

// Issue 4 point 2, spec 1 §5 and §7: the availability of one provider for one service, in the provider's
// zone. The back office applies the same rules as the public booking page (lead time and advance booking
// from the schedule settings, spec 1 §3), so staff see the dates and slots a customer would see.

/** The longest range available_dates_between answers, in days (both dates included). */
export const AVAILABLE_DATES_MAX_DAYS = 93;

export const availableDatesParams = z.object({
  offeringId: idParam,
  serviceProviderId: idParam,
  from: pathDate,
  to: pathDate,
});

export const timeSlotsParams = z.object({ offeringId: idParam, serviceProviderId: idParam, date: pathDate });

/** spec 1 §7 selected_appointment_id: the appointment being edited; its own time counts as free. */
export const availabilityQuery = z.object({ selected_appointment_id: idParam.optional() });

/** The provider's local dates ('yyyy-MM-dd') with at least one slot, in order. */
export const availableDatesResult = z.object({ dates: z.array(z.string()) });
export type AvailableDates = z.infer<typeof availableDatesResult>;

export const availabilityTimeSlot = z.object({
  /** ISO 8601 UTC. */
  start_at: z.string(),
  /** start_at plus the service's duration; the buffer is kept free after it but is not part of it. */
  end_at: z.string(),
  /** The start on the provider's clock, '9:00 AM' ('1:30 AM MDT' in a repeated fall-back hour). */
  label: z.string(),
});

export const timeSlotsResult = z.object({
  date: z.string(),
  /** The provider's IANA zone, in which date and labels are read. */
  time_zone: z.string(),
  slots: z.array(availabilityTimeSlot),
});
export type TimeSlots = z.infer<typeof timeSlotsResult>;
