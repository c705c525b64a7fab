import type { CalendarWeek, PublicBookingPage } from '@paybook/contracts';
import { addDays, dayOfWeek, todayInTimeZone } from '@paybook/domain';
import type { ApiClient } from './fixtures.ts';
import { NORTHWIND_OWNER } from './point-of-sale.ts';

// Issue 15 point 7: Northwind's Personal Training Session takes a $20.00 deposit at booking (DEMO.md). A
// spec that needs an appointment with a paid deposit books one online with the sandbox's test card
// (deposits.spec.ts, order-money.spec.ts).

export const NORTHWIND_ZONE = 'America/Chicago';
export const DEPOSIT_SERVICE = 'Personal Training Session';
export const sundayOf = (date: string) => addDays(date, -dayOfWeek(date));

/** Northwind's deposit service, its first provider and their free days five to eight weeks on. */
export async function northwind(api: ApiClient) {
  const page = await api.get<PublicBookingPage>('/api/public/booking_page/northwind');
  const service = page.services.find((candidate) => candidate.name === DEPOSIT_SERVICE);
  const provider = service?.providers[0];
  if (!service || !provider) throw new Error(`Northwind's ${DEPOSIT_SERVICE} is missing`);
  const today = todayInTimeZone(NORTHWIND_ZONE);
  const { dates } = await api.get<{ dates: string[] }>(
    `/api/public/booking_page/northwind/offering/${service.id}/available_dates/${addDays(today, 35)}/${addDays(today, 60)}`,
    { service_provider_id: provider.id },
  );
  // Days 8 to 24 of a month are never shown as the next month's (disabled) days of the picker.
  const inMonth = dates.filter((date) => Number(date.slice(8)) >= 8 && Number(date.slice(8)) <= 24);
  if (inMonth.length < 2)
    throw new Error(`${provider.display_name} has too few free days five to eight weeks ahead`);
  return { service, provider, dates: inMonth };
}

export interface Booked {
  id: number;
  providerId: number;
  customerId: number;
  offeringId: number;
  start: string;
  end: string;
  /** Its day in the provider's zone: the calendar's address shows that day (a phone) or its week. */
  date: string;
}

/**
 * Books the service online with the sandbox's test card at the first free time of a day five to eight
 * weeks on (each try takes the next free time), and finds the appointment in the owner's calendar.
 */
export async function bookOnline(api: ApiClient, last: string, dateIndex: number): Promise<Booked> {
  const setup = await northwind(api);
  const date = setup.dates[dateIndex % setup.dates.length] ?? '';
  const { slots } = await api.get<{ slots: { start_at: string }[] }>(
    `/api/public/booking_page/northwind/offering/${setup.service.id}/time_slots/${date}`,
    { service_provider_id: setup.provider.id },
  );
  const start = slots[0]?.start_at;
  if (!start) throw new Error(`${setup.provider.display_name} has no free time on ${date}`);
  await api.post('/api/public/booking_page/northwind/appointment', {
    offering_id: setup.service.id,
    service_provider_id: setup.provider.id,
    start_at: start,
    customer: {
      first_name: 'Morgan',
      last_name: last,
      email: `${last.toLowerCase()}@visitor.test`,
      phone: '3125550188',
    },
    card: { card_number: '4242424242424242', expiration: '12/30', cvv: '123', consent: true },
  });
  await api.login(NORTHWIND_OWNER);
  const week = sundayOf(date);
  const answer = await api.get<CalendarWeek>(
    `/api/service_provider/${setup.provider.id}/calendar_week/${week}`,
  );
  const item = answer.days.flatMap((day) => day.items).find((entry) => entry.customer?.last_name === last);
  if (!item?.customer || !item.offering) throw new Error(`the appointment of ${last} is not in the calendar`);
  return {
    id: item.id,
    providerId: setup.provider.id,
    customerId: item.customer.id,
    offeringId: item.offering.id,
    start: item.start_at,
    end: item.end_at,
    date,
  };
}
