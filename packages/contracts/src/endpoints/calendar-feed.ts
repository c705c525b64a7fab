import { CALENDAR_FEED_REQUIREMENT } from '@paybook/domain/staff/calendar-feed';
import { z } from 'zod';
import { calendarFeedLink, calendarFeedParams, calendarFeedReset } from '../calendar-feed.ts';
import { defineEndpoint, PUBLIC, requires } from '../endpoint.ts';
import { idParam } from '../primitives.ts';

// Issue 26 point 5 (spec 3 §2.5 calendar link, §9 webcal). A feed is a provider's calendar, so the calls
// need what the calendar needs, held by a provider, a manage_appointments holder or an administrator (the
// domain's CALENDAR_FEED_REQUIREMENT); who may see or reset which provider's
// feed (themself, or manage_appointments: the domain's canManageCalendarFeed, decision 179) depends on the
// provider, so the service applies it: 403 when it refuses, 404 for a provider of another merchant.
const tags = ['Staff'];
const params = z.object({ serviceProviderId: idParam });
const access = requires(CALENDAR_FEED_REQUIREMENT);

export const getCalendarFeedLink = defineEndpoint({
  method: 'GET',
  path: '/service_provider/:serviceProviderId/calendar_feed',
  access,
  tags,
  summary: "A provider's private calendar feed address (webcal and https)",
  description: 'The first call makes the feed token; later calls answer the same address until a reset.',
  params,
  responses: { 200: calendarFeedLink },
  errors: [404],
});

export const resetCalendarFeedLink = defineEndpoint({
  method: 'POST',
  path: '/service_provider/:serviceProviderId/calendar_feed/reset',
  access,
  tags,
  summary: "Replace a provider's calendar feed token: the old address stops answering at once",
  description: 'The answer holds no address: read the new one with GET service_provider/{id}/calendar_feed.',
  params,
  responses: { 200: calendarFeedReset },
  errors: [404],
  idempotency: 'optional',
});

export const getCalendarFeed = defineEndpoint({
  method: 'GET',
  // Served at the site's root, not under /api: the address calendars subscribe to.
  path: '/calendar/:file',
  access: PUBLIC,
  tags,
  summary: "A provider's iCalendar feed (RFC 5545), by its private token: /calendar/{token}.ics",
  description:
    'Served at /calendar/{token}.ics (not under /api). Appointments and personal time from 90 days back to ' +
    '365 days ahead, times in UTC. ETag and If-None-Match (304); 404 for an unknown or reset token.',
  params: calendarFeedParams,
  responses: { 200: z.string(), 304: z.null() },
  produces: ['text/calendar; charset=utf-8'],
  errors: [404],
});
