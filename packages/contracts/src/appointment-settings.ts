import { z } from 'zod';
import { fieldMessage, fieldMessages } from './field-messages.ts';
import { imageRef } from './images.ts';
import { entityId, lineText, multilineText } from './primitives.ts';

/**
 * Booking page, booking tools, schedule and business settings (spec 1 §2.3, §3 Business settings and
 * Schedule settings, §7 Settings), and the public booking page (ruling 4).
 *
 * Calls (all under /api; the spec leaves the booking-page and business-settings paths open, these are ours):
 * - GET / PUT merchant_config/booking_page: description, logo and business image.
 * - POST merchant/images/merchant_logo/upload, …/{id}/crop; the same under merchant/images/merchant_business/
 *   (see images.ts); PUT merchant_config/booking_page with `logo_image_id` or `business_image_id` then puts
 *   the image on the page (the one it replaces is deleted).
 * - DELETE merchant_config/logo, DELETE merchant_config/business_image.
 * - GET / PUT merchant/business_settings: time_zone and url_subdomain.
 * - PUT merchant/set_time_zone { time_zone }.
 * - GET time_zones.
 * - GET / PUT merchant_appointment_config/schedule_settings.
 * - GET public/booking_page/{url_subdomain} (no sign-in).
 *
 * Who may call: those who configure or manage appointments (manage_configuration or manage_appointments,
 * with the appointments feature), as the settings screens require; GET time_zones any signed-in user.
 * Validation errors answer 400 with `details[{ property, message }]` naming the field, e.g. `url_subdomain`
 * or `lead_time.value`. Prices on the public page are decimal strings with two decimals ("45.00").
 */

const imageId = entityId;

/** Long enough for a few paragraphs, short enough for the booking page's header. */
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 1000;

export const bookingPageSettings = z.object({
  business_name: z.string(),
  url_subdomain: z.string(),
  business_description: z.string(),
  logo: imageRef.nullable(),
  business_image: imageRef.nullable(),
});
export type BookingPageSettings = z.infer<typeof bookingPageSettings>;

/** Each field is optional: what is left out stays as it is. Removing an image is its own DELETE call. */
export const updateBookingPageBody = z.object({
  business_description: multilineText.trim().max(BUSINESS_DESCRIPTION_MAX_LENGTH).optional(),
  logo_image_id: imageId.optional(),
  business_image_id: imageId.optional(),
});
export type UpdateBookingPageBody = z.infer<typeof updateBookingPageBody>;

/** spec 1 §3 Business settings; `can_change_time_zone` applies the domain's canChangeTimeZone. */
export const businessSettings = z.object({
  time_zone: z.string(),
  url_subdomain: z.string(),
  is_default_time_zone: z.boolean(),
  is_default_url_subdomain: z.boolean(),
  can_change_time_zone: z.boolean(),
});
export type BusinessSettings = z.infer<typeof businessSettings>;

/**
 * The url_subdomain follows the domain's urlSubdomainError and must be free ('This booking address is
 * taken'); the time zone may change only while it is the default or empty (400 on `time_zone`).
 */
export const updateBusinessSettingsBody = z.object({
  time_zone: lineText.trim().max(64).optional(),
  url_subdomain: lineText.trim().max(100).optional(),
});
export type UpdateBusinessSettingsBody = z.infer<typeof updateBusinessSettingsBody>;

export const setTimeZoneBody = z.object({
  time_zone: lineText.trim().min(1, fieldMessages.choose('a time zone')).max(64),
});

/** An IANA zone (ruling 8) with a name people recognise: "Mountain Time (Denver)", "GMT-07:00". */
export const timeZoneOption = z.object({ id: z.string(), name: z.string(), offset: z.string() });
export type TimeZoneOption = z.infer<typeof timeZoneOption>;
export const timeZoneList = z.object({ data: z.array(timeZoneOption) });
export type TimeZoneList = z.infer<typeof timeZoneList>;

/** spec 1 §3 Schedule settings: the units a value is given in. */
export const scheduleUnits = ['Minutes', 'Hours', 'Days', 'Months'] as const;
export const scheduleUnit = z.enum(scheduleUnits);
export type ScheduleUnit = z.infer<typeof scheduleUnit>;

/**
 * A value in a unit. The maximum of the unit (ruling 10) is the domain's scheduleValueError; the API
 * answers 400 on `<setting>.value` with its message.
 */
export const scheduleAmount = z.object({
  value: z
    .number({ error: fieldMessage('number') })
    .int(fieldMessage('wholeNumber'))
    .min(0)
    .max(365),
  unit: scheduleUnit,
});
export type ScheduleAmount = z.infer<typeof scheduleAmount>;

/** spec 1 §3: lead time, advance booking, cancellation and reminder. */
export const scheduleSettings = z.object({
  lead_time: scheduleAmount,
  advanced_booking_time: scheduleAmount,
  cancellation_time: scheduleAmount,
  reminder_time: scheduleAmount,
});
export type ScheduleSettings = z.infer<typeof scheduleSettings>;
export type ScheduleSettingName = keyof ScheduleSettings;
export const scheduleSettingNames = Object.keys(scheduleSettings.shape) as ScheduleSettingName[];

export const urlSubdomainParams = z.object({ url_subdomain: lineText.max(100) });

export const publicProvider = z.object({ id: z.number().int(), display_name: z.string() });

export const publicService = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  duration_display_unit: z.enum(['Minutes', 'Hours']),
  price: z.string().describe('Decimal string with two decimals, e.g. "45.00"'),
  category: z.string().nullable(),
  image: z.string().nullable().describe('Public image link'),
  providers: z.array(publicProvider),
  /** Issue 15 point 7: the deposit charged when booking ("0.00": none) and the no-show fee. */
  deposit: z.string(),
  no_show_fee: z.string(),
  /** Whether booking takes a card (a deposit, or a no-show fee to keep it for). */
  card_required: z.boolean(),
  /** The terms shown before confirming, which the visitor agrees to ('' when no card is taken). */
  card_terms: z.string(),
});
export type PublicService = z.infer<typeof publicService>;

/** Ruling 4: what anyone sees at /book/{url_subdomain}; active bookable services with active providers. */
export const publicBookingPage = z.object({
  business_name: z.string(),
  url_subdomain: z.string(),
  business_description: z.string(),
  time_zone: z.string(),
  logo: z.string().nullable().describe('Public image link'),
  business_image: z.string().nullable().describe('Public image link'),
  services: z.array(publicService),
});
export type PublicBookingPage = z.infer<typeof publicBookingPage>;
