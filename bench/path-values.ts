// The ids and dates the bench's paths name (`{providerId}`, `{busyDate}` …), read through the API.
import type { BusinessSettings, CalendarWeek, PublicBookingPage } from '../packages/contracts/src/index.ts';
import { addDays, dayOfWeek, todayInTimeZone } from '../packages/domain/src/index.ts';
import { callApi, type Session } from './paybook-api.ts';

export type PathValues = Record<string, string>;

/**
 * As the demo owner: the merchant's booking address, the first service on its public booking page with a
 * provider who has coming appointments, the coming day (from tomorrow, in the provider's zone) with the
 * most of them (the demo has two weeks from this week's Sunday), today and 30 days on, and the Sunday of
 * the week five weeks ahead for the busy week (past the demo's weeks and the 31 days above, so the other
 * entries do not see its items), and its Tuesday for the providers' day.
 */
export async function findPathValues(baseUrl: string, session: Session): Promise<PathValues> {
  const get = <T>(apiPath: string) => callApi<T>(baseUrl, session, 'GET', apiPath);
  const { url_subdomain: urlSubdomain } = await get<BusinessSettings>('/merchant/business_settings');
  const page = await callApi<PublicBookingPage>(baseUrl, null, 'GET', `/public/booking_page/${urlSubdomain}`);
  for (const service of page.services) {
    for (const provider of service.providers) {
      const week = (date: string) =>
        get<CalendarWeek>(`/service_provider/${provider.id}/calendar_week/${date}`);
      // The first week only tells the provider's zone, in which today is read.
      const today = todayInTimeZone((await week(todayInTimeZone('UTC'))).time_zone);
      const [thisWeek, nextWeek] = await Promise.all([week(today), week(addDays(today, 7))]);
      const appointments = (day: CalendarWeek['days'][number]) =>
        day.items.filter((item) => item.calendar_item_type === 'appointment').length;
      const busiest = [...thisWeek.days, ...nextWeek.days]
        .filter((day) => day.date > today)
        .sort((a, b) => appointments(b) - appointments(a))[0];
      if (!busiest || appointments(busiest) === 0) continue;
      return {
        userId: String(session.userId),
        urlSubdomain,
        providerId: String(provider.id),
        offeringId: String(service.id),
        busyDate: busiest.date,
        today,
        monthEnd: addDays(today, 30),
        busyWeek: addDays(today, 35 - dayOfWeek(today)),
        // Issue 24 point 3: the Tuesday of the busy week, a working day of every demo provider.
        busyProvidersDay: addDays(today, 37 - dayOfWeek(today)),
      };
    }
  }
  throw new Error('No public service with a provider who has coming appointments: is the demo seeded?');
}

/** A path or body with its `{name}`s replaced; an unknown name stays, so the probe request shows it. */
export function fillIn(template: string, values: PathValues): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
