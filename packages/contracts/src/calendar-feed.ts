import { z } from 'zod';

/**
 * Issue 26 point 5 (spec 3 §2.5 calendar link, §9 webcal): a provider's private iCalendar feed. Calendars
 * subscribe to `webcal_url`; `https_url` is the same feed for a client that asks for https (Outlook on the
 * web) or a browser download.
 */
export const calendarFeedLink = z.object({
  service_provider_id: z.number().int(),
  webcal_url: z.string(),
  https_url: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLink>;

/** GET /calendar/{token}.ics: the token (43 base64url characters) and `.ics`; anything else is not found. */
export const calendarFeedParams = z.object({ file: z.string().max(200) });

/**
 * POST service_provider/{id}/calendar_feed/reset: when the token was replaced. The answer holds no address
 * (an Idempotency-Key's record keeps the answer): the caller reads the new one with the GET.
 */
export const calendarFeedReset = z.object({
  service_provider_id: z.number().int(),
  reset_at: z.string(),
});
export type CalendarFeedReset = z.infer<typeof calendarFeedReset>;
