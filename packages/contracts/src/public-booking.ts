import { z } from 'zod';
import { publicBookingPage } from './appointment-settings.ts';
import { customerPhone } from './customer-fields.ts';
import { depositStatus } from './deposits.ts';
import { errorBody, errorDetail } from './errors.ts';
import { fieldMessages } from './field-messages.ts';
import { entityId, idParam, instant, lineText, pathDate } from './primitives.ts';

// Ruling 4 and issue 4 point 6: booking on the public page /book/{url_subdomain} and the customer's manage
// page /my-appointment/{token}. No sign-in: the address names the business, the token the appointment.
// Times are read in the provider's zone (spec 1 §3, ruling 8); the page names the zone.

const urlSubdomain = lineText.max(100);

export const publicOfferingParams = z.object({ url_subdomain: urlSubdomain, offeringId: idParam });
export const publicAvailableDatesParams = publicOfferingParams.extend({
  from: pathDate,
  to: pathDate,
});
export const publicTimeSlotsParams = publicOfferingParams.extend({ date: pathDate });

/** The provider the visitor chose; left out for 'any available provider'. */
export const publicProviderQuery = z.object({ service_provider_id: idParam.optional() });

/** Local dates ('yyyy-MM-dd') with at least one free slot, in order. */
export const publicAvailableDates = z.object({ dates: z.array(z.string()) });
export type PublicAvailableDates = z.infer<typeof publicAvailableDates>;

export const publicTimeSlot = z.object({
  /** ISO 8601 UTC. */
  start_at: z.string(),
  end_at: z.string(),
  /** The providers free for the whole slot (one when the visitor chose a provider). */
  service_provider_ids: z.array(z.number().int()),
});
export type PublicTimeSlot = z.infer<typeof publicTimeSlot>;

export const publicTimeSlots = z.object({
  date: z.string(),
  /** The IANA zone the date and the times are read in (ruling 8): the page names it beside each time. */
  time_zone: z.string(),
  slots: z.array(publicTimeSlot),
});
export type PublicTimeSlots = z.infer<typeof publicTimeSlots>;

const requiredName = (field: string) => lineText.trim().min(1, fieldMessages.required(field)).max(100);

/** spec 1 §5 patterns; online every field is required: the e-mail gets the confirmation, the phone a call. */
export const publicBookingCustomer = z.object({
  first_name: requiredName('your first name'),
  last_name: requiredName('your last name'),
  email: lineText
    .trim()
    .min(1, fieldMessages.required('your e-mail address'))
    .max(254)
    .pipe(z.email(fieldMessages.email)),
  phone: customerPhone.refine((value) => value !== '', fieldMessages.required('your phone number')),
});
export type PublicBookingCustomer = z.input<typeof publicBookingCustomer>;

/**
 * Issue 15 point 7: the card of a booking whose service takes a deposit or names a no-show fee, and the
 * visitor's agreement to the service's card_terms (the deposit charged now, the card kept for the fee).
 */
export const publicBookingCard = z.object({
  card_number: lineText.max(40),
  expiration: lineText.max(10),
  cvv: lineText.max(8),
  billing_zip_code: lineText.trim().max(20).default(''),
  consent: z.boolean(),
});
export type PublicBookingCard = z.input<typeof publicBookingCard>;

/** POST public/booking_page/{url_subdomain}/appointment. Accepts Idempotency-Key. */
export const publicBookingBody = z.object({
  offering_id: entityId,
  /** null: any available provider; the server picks one who is free. */
  service_provider_id: entityId.nullable(),
  start_at: instant,
  customer: publicBookingCustomer,
  /** Required when the service's card_required is true (400 naming card.*); ignored otherwise. */
  card: publicBookingCard.optional(),
});
export type PublicBookingBody = z.input<typeof publicBookingBody>;

/**
 * Issue 16 point 5: how a visitor finds and reaches the business (migration 0022). Each part is '' (the
 * address []) when the business has not given it; the page hides what is empty.
 */
export const publicBusinessContact = z.object({
  phone: z.string(),
  /** The postal address as printed: street, second line, 'City, ST 80202'; the empty lines left out. */
  address_lines: z.array(z.string()),
  website_url: z.string(),
});
export type PublicBusinessContact = z.infer<typeof publicBusinessContact>;

/** GET public/booking_page/{url_subdomain}: the booking page with the business's address and phone. */
export const publicBookingPageWithContact = publicBookingPage.extend({ business: publicBusinessContact });
export type PublicBookingPageWithContact = z.infer<typeof publicBookingPageWithContact>;

/** What the customer sees of a booking: on the done page and on the manage page. */
export const publicAppointment = z.object({
  business_name: z.string(),
  url_subdomain: z.string(),
  /** The business's contact e-mail, when it has one ('' otherwise). */
  business_email: z.string(),
  /** Issue 16 point 5: the address for the visit and the phone to call. */
  business: publicBusinessContact,
  /** The provider's IANA zone, in which the times are shown. */
  time_zone: z.string(),
  service: z.object({ id: z.number().int(), name: z.string(), duration_minutes: z.number().int() }),
  provider: z.object({ id: z.number().int(), display_name: z.string() }),
  start_at: z.string(),
  end_at: z.string(),
  customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  status: z.enum(['booked', 'cancelled']),
  /** spec 1 §3 cancellation_time: the customer may cancel or reschedule online until change_until. */
  can_change: z.boolean(),
  change_until: z.string(),
  /**
   * Issue 15 point 7: the deposit and what became of it, and the card kept for a no-show fee; null when
   * the booking took no card.
   */
  deposit: z
    .object({
      amount: z.string(),
      status: depositStatus.nullable(),
      card_label: z.string(),
      no_show_fee: z.string(),
      terms: z.string(),
    })
    .nullable()
    .optional(),
});
export type PublicAppointment = z.infer<typeof publicAppointment>;

/**
 * The answer of a booking: the appointment and the token of its manage page (/my-appointment/{token}),
 * which the confirmation links to and fetches its calendar file with (issue 16 point 5).
 */
export const publicBookedAppointment = publicAppointment.extend({ manage_token: z.string() });
export type PublicBookedAppointment = z.infer<typeof publicBookedAppointment>;

export const manageTokenParams = z.object({ token: lineText.min(1).max(200) });
export const manageAvailableDatesParams = manageTokenParams.extend({ from: pathDate, to: pathDate });
export const manageTimeSlotsParams = manageTokenParams.extend({ date: pathDate });

/** PUT public/my_appointment/{token}: the same service and provider at a new start. */
export const rescheduleBody = z.object({ start_at: instant });
export type RescheduleBody = z.infer<typeof rescheduleBody>;

/** The code of a time the visitor cannot book (lead time, advance booking, taken, outside availability). */
export const BOOKING_TIME_UNAVAILABLE = 'BOOKING_TIME_UNAVAILABLE';
/** The code of a change asked after the cancellation window closed (spec 1 §3 cancellation_time). */
export const CHANGE_WINDOW_CLOSED = 'CHANGE_WINDOW_CLOSED';

/**
 * The refusal of a booking or reschedule time: the one error shape, plus the other free slots of that day
 * and, when the day has none, the next date that has one (null when none is open within the window).
 */
export const bookingRefusal = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetail).optional(),
    date: z.string(),
    time_zone: z.string(),
    other_slots: z.array(publicTimeSlot),
    next_available_date: z.string().nullable(),
  }),
});
export type BookingRefusal = z.infer<typeof bookingRefusal>;

/**
 * The 409 of a booking or reschedule: the refusal of its time, or the one error shape when another
 * request with the same Idempotency-Key is still running.
 */
export const bookingConflict = z.union([bookingRefusal, errorBody]);
