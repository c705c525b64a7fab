import type { PublicBookingPageWithContact, PublicTimeSlots } from '@paybook/contracts';
import { addDays, dayOfWeek, todayInTimeZone } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { type ApiClient, DEMO_PASSWORD, expect, uniqueSuffix } from './fixtures.ts';

// The public booking specs' shared steps: Juniper's Swedish Massage with Maya Chen six to nine weeks
// ahead (away from the days the calendar tests use), the day picker's and slots' names, the outbox.
// Issue 24 point 4: the day picker and the day's times are one step, opening on the first free day.

export const ZONE = 'America/Denver';
/** Issue 16 point 6: times are labelled with the zone's name in words. */
export const ZONE_NAME = 'Mountain Time';
/** A day of the day picker that can be picked (others are disabled buttons). */
export const FREE_DAY = 'main table button:not([disabled]):not([data-outside])';
export const SERVICE = 'Swedish Massage';
export const sundayOf = (date: string) => addDays(date, -dayOfWeek(date));
/** The day picker names its days like 'Tuesday, December 1, 2026'. */
export const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
export const timeName = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );

export interface Juniper {
  page: PublicBookingPageWithContact;
  serviceId: number;
  mayaId: number;
  /** Maya's free days for the service, 42 to 63 days ahead. */
  dates: string[];
}

export async function juniper(api: ApiClient): Promise<Juniper> {
  const page = await api.get<PublicBookingPageWithContact>('/api/public/booking_page/juniper');
  const service = page.services.find((candidate) => candidate.name === SERVICE);
  const maya = service?.providers.find((provider) => provider.display_name.startsWith('Maya'));
  if (!service || !maya) throw new Error(`Juniper's ${SERVICE} with Maya Chen is missing`);
  const today = todayInTimeZone(ZONE);
  const { dates } = await api.get<{ dates: string[] }>(
    `/api/public/booking_page/juniper/offering/${service.id}/available_dates/${addDays(today, 42)}/${addDays(today, 63)}`,
    { service_provider_id: maya.id },
  );
  if (dates.length < 4) throw new Error('Maya has too few free days six to nine weeks ahead');
  return { page, serviceId: service.id, mayaId: maya.id, dates };
}

export async function slotsOf(api: ApiClient, setup: Juniper, date: string) {
  const answer = await api.get<PublicTimeSlots>(
    `/api/public/booking_page/juniper/offering/${setup.serviceId}/time_slots/${date}`,
    { service_provider_id: setup.mayaId },
  );
  return answer.slots;
}

/**
 * A free time of Maya's on one of her free days, from the `from`-th on (earlier tests and passes fill days,
 * and a full day leaves the list): the day's last free time.
 */
export async function freeSlot(api: ApiClient, setup: Juniper, from: number) {
  for (const date of [...setup.dates.slice(from), ...setup.dates.slice(0, from)]) {
    const slot = (await slotsOf(api, setup, date)).at(-1);
    if (slot) return { date, slot };
  }
  throw new Error('Maya has no free time six to nine weeks ahead');
}

export const visitor = (name: string) => {
  const suffix = uniqueSuffix();
  return {
    first: 'Robin',
    last: `${name}${suffix}`.replace(/[^A-Za-z]/g, ''),
    email: `robin-${suffix}@visitor.test`,
  };
};

/** Goes to the date's month in the day picker; answers the day's button. */
export async function showDay(page: Page, date: string) {
  const day = page.getByRole('button', { name: dayName(date), exact: true });
  const nextMonth = page.getByRole('button', { name: 'Next month' });
  // The month is judged once the picker is drawn, on its first free day, and its free days and that day's
  // times are read (a slow machine is late).
  const settled = async () => {
    await expect(nextMonth).toBeVisible();
    await expect(page.getByLabel('Loading…')).toHaveCount(0);
  };
  await settled();
  for (let step = 0; step < 4 && !(await day.isVisible()); step += 1) {
    await nextMonth.click();
    await settled();
  }
  return day;
}

/** Goes to the date's month in the day picker and picks the day. */
export async function pickDay(page: Page, date: string) {
  await (await showDay(page, date)).click();
}

/** The newest manage link e-mailed to an address, read as support reads the outbox (ruling 7). */
export async function manageLinkOf(api: ApiClient, merchantId: number, address: string): Promise<string> {
  await api.post('/api/support/login', { user_name: 'support@paybook.test', password: DEMO_PASSWORD });
  const emails = await api.get<{ data: { kind: string; to: string; text: string }[] }>(
    `/api/support/merchants/${merchantId}/emails`,
  );
  const email = emails.data.find((entry) => entry.kind === 'booking_confirmation' && entry.to === address);
  const match = /https?:\/\/[^/\s]+(\/my-appointment\/[A-Za-z0-9_-]+)/.exec(email?.text ?? '');
  if (!match?.[1]) throw new Error(`no manage link e-mailed to ${address}`);
  return match[1];
}
