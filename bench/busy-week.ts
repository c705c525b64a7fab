// Issue 4 point 7 and issue 14 points 5 and 7: a provider's week with 50 items a day, for calendar_week
// and the browser timing; issue 24 point 3: one day of that week with 50 items for every provider, for
// calendar_day and the providers' day in the browser.
import type { CalendarWeek, OfferingList, ProvidersDay } from '../packages/contracts/src/index.ts';
import { zonedInstant } from '../packages/domain/src/index.ts';
import type { PathValues } from './path-values.ts';
import { callApi, type Session } from './paybook-api.ts';

export const ITEMS_PER_DAY = 50;
const ITEM_MINUTES = 10;

type CalendarDay = CalendarWeek['days'][number];
type Call = <T>(method: string, apiPath: string, body?: unknown) => Promise<T>;

/** A provider whose day is filled: the service the appointments are for, and the customer once known. */
interface Booker {
  providerId: string;
  /** None: the provider performs no service, and the day is all personal time. */
  offeringId: string | null;
  customerId: number | null;
}

/**
 * Fills a provider's day up to 50 items through the API, as a merchant would: 10-minute appointments back
 * to back through the working hours (around the breaks), and personal time from midnight for the rest
 * (all of a day off). Answers how many items it added (none when the day already has them).
 */
async function fillDay(call: Call, booker: Booker, day: CalendarDay, timeZone: string): Promise<number> {
  const booked = day.items.filter((item) => item.calendar_item_type !== 'break').length;
  if (booked >= ITEMS_PER_DAY) return 0;
  const step = ITEM_MINUTES * 60_000;
  const breaks = day.items.filter((item) => item.calendar_item_type === 'break');
  const starts: number[] = [];
  if (day.start_at && day.end_at && booker.offeringId !== null) {
    for (let at = Date.parse(day.start_at); at + step <= Date.parse(day.end_at); at += step) {
      const overBreak = breaks.some((b) => at < Date.parse(b.end_at) && at + step > Date.parse(b.start_at));
      if (!overBreak && starts.length < ITEMS_PER_DAY - booked) starts.push(at);
    }
  }
  for (const at of starts) {
    const appointment: { customer: { id: number } } = await call(
      'POST',
      `/service_provider/${booker.providerId}/appointment`,
      {
        offering_id: Number(booker.offeringId),
        start_at: new Date(at).toISOString(),
        end_at: new Date(at + step).toISOString(),
        customer:
          booker.customerId === null
            ? { first_name: 'Bench', last_name: 'Customer', email: `bench-${Date.now()}@example.test` }
            : { id: booker.customerId },
      },
    );
    booker.customerId = appointment.customer.id;
  }
  const midnight = zonedInstant(day.date, '00:00', timeZone).getTime();
  for (let i = 0; i < ITEMS_PER_DAY - booked - starts.length; i++) {
    await call('POST', `/service_provider/${booker.providerId}/personal_time`, {
      title: 'Admin',
      start_at: new Date(midnight + i * step).toISOString(),
      end_at: new Date(midnight + (i + 1) * step).toISOString(),
    });
  }
  return ITEMS_PER_DAY - booked;
}

const caller =
  (baseUrl: string, session: Session): Call =>
  (method, apiPath, body) =>
    callApi(baseUrl, session, method, apiPath, body);

/**
 * Fills the week of `busyWeek` for the provider with 50 items a day (fillDay). Answers how many items were
 * added and how many the week holds besides its breaks.
 */
export async function seedBusyWeek(
  baseUrl: string,
  session: Session,
  values: PathValues,
): Promise<{ added: number; items: number }> {
  const { providerId = '', offeringId = '', busyWeek } = values;
  const call = caller(baseUrl, session);
  const week = await call<CalendarWeek>('GET', `/service_provider/${providerId}/calendar_week/${busyWeek}`);
  const booker: Booker = { providerId, offeringId, customerId: null };
  let added = 0;
  for (const day of week.days) added += await fillDay(call, booker, day, week.time_zone);
  return { added, items: week.days.length * ITEMS_PER_DAY };
}

/**
 * Fills `busyProvidersDay` (a day of the busy week) for every provider its calendar_day shows with 50 items
 * (fillDay), each provider's appointments for the first service they perform (none: personal time). Answers how many items were
 * added and how many the day holds besides its breaks.
 */
export async function seedBusyProvidersDay(
  baseUrl: string,
  session: Session,
  values: PathValues,
): Promise<{ added: number; items: number }> {
  const call = caller(baseUrl, session);
  const answer = await call<ProvidersDay>('GET', `/calendar_day/${values.busyProvidersDay}`);
  let added = 0;
  for (const provider of answer.providers) {
    const providerId = String(provider.service_provider_id);
    const offerings = await call<OfferingList>('GET', `/service_provider/${providerId}/offerings`);
    const first = offerings.data[0];
    const booker: Booker = { providerId, offeringId: first ? String(first.id) : null, customerId: null };
    added += await fillDay(call, booker, provider.day, provider.time_zone);
  }
  return { added, items: answer.providers.length * ITEMS_PER_DAY };
}
