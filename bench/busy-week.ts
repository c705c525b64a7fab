// Issue 4 point 7 and issue 14 points 5 and 7: a provider's week with 50 items a day, for calendar_week
// and the browser timing.
import type { CalendarWeek } from '../packages/contracts/src/index.ts';
import { zonedInstant } from '../packages/domain/src/index.ts';
import type { PathValues } from './path-values.ts';
import { callApi, type Session } from './paybook-api.ts';

export const ITEMS_PER_DAY = 50;
const ITEM_MINUTES = 10;

/**
 * Fills the week of `busyWeek` for the provider with 50 items a day through the API, as a merchant would:
 * 10-minute appointments back to back through the working hours (around the breaks), and personal time
 * from midnight for the rest (all of a day off). A day that already has them is left as it is. Answers
 * how many items were added and how many the week holds besides its breaks.
 */
export async function seedBusyWeek(
  baseUrl: string,
  session: Session,
  values: PathValues,
): Promise<{ added: number; items: number }> {
  const { providerId, offeringId, busyWeek } = values;
  const call = <T>(method: string, apiPath: string, body?: unknown) =>
    callApi<T>(baseUrl, session, method, apiPath, body);
  const week = await call<CalendarWeek>('GET', `/service_provider/${providerId}/calendar_week/${busyWeek}`);
  const step = ITEM_MINUTES * 60_000;
  let customerId: number | null = null;
  let added = 0;
  for (const day of week.days) {
    const booked = day.items.filter((item) => item.calendar_item_type !== 'break').length;
    if (booked >= ITEMS_PER_DAY) continue;
    const breaks = day.items.filter((item) => item.calendar_item_type === 'break');
    const starts: number[] = [];
    if (day.start_at && day.end_at) {
      for (let at = Date.parse(day.start_at); at + step <= Date.parse(day.end_at); at += step) {
        const overBreak = breaks.some((b) => at < Date.parse(b.end_at) && at + step > Date.parse(b.start_at));
        if (!overBreak && starts.length < ITEMS_PER_DAY - booked) starts.push(at);
      }
    }
    for (const at of starts) {
      const appointment: { customer: { id: number } } = await call(
        'POST',
        `/service_provider/${providerId}/appointment`,
        {
          offering_id: Number(offeringId),
          start_at: new Date(at).toISOString(),
          end_at: new Date(at + step).toISOString(),
          customer:
            customerId === null
              ? { first_name: 'Bench', last_name: 'Customer', email: `bench-${Date.now()}@example.test` }
              : { id: customerId },
        },
      );
      customerId = appointment.customer.id;
    }
    const midnight = zonedInstant(day.date, '00:00', week.time_zone).getTime();
    for (let i = 0; i < ITEMS_PER_DAY - booked - starts.length; i++) {
      await call('POST', `/service_provider/${providerId}/personal_time`, {
        title: 'Admin',
        start_at: new Date(midnight + i * step).toISOString(),
        end_at: new Date(midnight + (i + 1) * step).toISOString(),
      });
    }
    added += ITEMS_PER_DAY - booked;
  }
  return { added, items: week.days.length * ITEMS_PER_DAY };
}
