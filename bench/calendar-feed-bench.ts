// Issue 26 point 5: a provider's calendar feed (GET /calendar/{token}.ics, no session) with 2,000 items in
// its window. The feed is what calendars poll, so it is served from the node's cache (modules/calendar-feed):
// the target is a p99 of at most 20 ms at the bench's connections, with a feed of about 700 KB.
import type { CalendarFeedLink, CalendarWeek } from '../packages/contracts/src/index.ts';
import { addDays, zonedInstant } from '../packages/domain/src/index.ts';
import type { PathValues } from './path-values.ts';
import { callApi, type Session } from './paybook-api.ts';

export const CALENDAR_FEED_KEY = 'calendar_feed';
export const CALENDAR_FEED_ITEMS = 2_000;
/** Items a day, ten minutes each from the provider's local midnight: before any demo working hours. */
const PER_DAY = 50;
const ITEM_MS = 10 * 60_000;
/** The first filled day, after the busy week (five weeks ahead) and the 31 days of available_dates. */
const FIRST_DAY_AHEAD = 120;
const WORKERS = 4;

/** The feed's events, counted in its text (one BEGIN:VEVENT each). */
const eventsIn = (text: string) => text.split('\r\nBEGIN:VEVENT\r\n').length - 1;

/**
 * Gives the provider of `values` at least 2,000 items in the feed's window through the API, as a merchant
 * would add them: personal time, 50 ten-minute blocks a day from local midnight on days 120 and after.
 * Answers the feed's path (`calendarFeedPath`) and how many items it holds.
 */
export async function prepareCalendarFeed(
  baseUrl: string,
  session: Session,
  values: PathValues,
): Promise<{ values: PathValues; items: number }> {
  const call = <T>(method: string, apiPath: string, body?: unknown) =>
    callApi<T>(baseUrl, session, method, apiPath, body);
  const { providerId = '', today = '' } = values;
  const link = await call<CalendarFeedLink>('GET', `/service_provider/${providerId}/calendar_feed`);
  const path = new URL(link.https_url).pathname;
  const before = eventsIn(await (await fetch(`${baseUrl}${path}`)).text());
  const { time_zone: timeZone } = await call<CalendarWeek>(
    'GET',
    `/service_provider/${providerId}/calendar_week/${today.replaceAll('-', '')}`,
  );
  const missing = Math.max(0, CALENDAR_FEED_ITEMS - before);
  const starts = Array.from({ length: missing }, (_, index) => {
    const day = addDays(today, FIRST_DAY_AHEAD + Math.floor(index / PER_DAY));
    return zonedInstant(day, '00:00', timeZone).getTime() + (index % PER_DAY) * ITEM_MS;
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < starts.length) {
        const start = starts[next] as number;
        next += 1;
        await call('POST', `/service_provider/${providerId}/personal_time`, {
          title: 'Admin',
          start_at: new Date(start).toISOString(),
          end_at: new Date(start + ITEM_MS).toISOString(),
        });
      }
    }),
  );
  const items = eventsIn(await (await fetch(`${baseUrl}${path}`)).text());
  return { values: { calendarFeedPath: path }, items };
}
