import type {
  Appointment,
  Customer,
  CustomerAppointmentPage,
  OfferingList,
  ServiceProviderPage,
  TimeSlots,
} from '@paybook/contracts';
import { addDays, dayOfWeek, todayInTimeZone, wallClock, zonedInstant } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { type ApiClient, ApiError, expect, test, uniqueSuffix } from './support/fixtures.ts';

// Issue 16 point 7: the customer profile shows the customer's visits (upcoming and past, each with a link to
// the calendar at its week) and the timeline their appointments' events, written by the database trigger
// of migration 0023. Juniper (DEMO.md, America/Denver): Emma Johnson is a demo customer with a week of
// appointments around today; the timeline test books its own customer on Maya's calendar 20 to 45 days
// ahead (the calendar tests use Leo's and the owner's).

const OWNER = 'owner@juniper.test';
const ZONE = 'America/Denver';
const sundayOf = (date: string) => addDays(date, -dayOfWeek(date));

async function providerAndService(api: ApiClient, firstName: string) {
  const providers = await api.get<ServiceProviderPage>('/api/service_providers', { items_per_page: 100 });
  const provider = providers.data.find((candidate) => candidate.first_name === firstName);
  if (!provider) throw new Error(`The demo provider ${firstName} is missing`);
  const offerings = await api.get<OfferingList>(`/api/service_provider/${provider.id}/offerings`);
  const offering = offerings.data.find((candidate) => candidate.duration_minutes === 30) ?? offerings.data[0];
  if (!offering) throw new Error(`${firstName} offers no bookable service`);
  return { provider, offering };
}

async function emma(api: ApiClient) {
  const found = await api.post<{ data: Array<{ id: number }> }>('/api/customer/search', {
    email: 'emma.johnson@example.com',
  });
  const id = found.data[0]?.id;
  if (!id) throw new Error('The demo customer Emma Johnson is missing');
  return id;
}

const visits = (api: ApiClient, customerId: number, when: 'upcoming' | 'past') =>
  api.get<CustomerAppointmentPage>(`/api/customer/${customerId}/appointments`, { when, limit: 5 });

/**
 * Early in the week the seed has given Emma no visit yet: one is booked on an earlier day of the last week
 * (the calendar takes bookings up to 7 days back; the seed leaves the week before this one empty).
 */
async function ensurePastVisit(api: ApiClient, customerId: number) {
  if ((await visits(api, customerId, 'past')).data.length > 0) return;
  const { provider, offering } = await providerAndService(api, 'Leo');
  const today = todayInTimeZone(ZONE);
  for (let back = 1; back <= 7; back += 1) {
    const date = addDays(today, -back);
    for (const hour of ['09', '10', '11', '13', '14', '15']) {
      const start = zonedInstant(date, `${hour}:00`, ZONE);
      try {
        await api.post(`/api/service_provider/${provider.id}/appointment`, {
          offering_id: offering.id,
          start_at: start.toISOString(),
          end_at: new Date(start.getTime() + (offering.duration_minutes ?? 30) * 60_000).toISOString(),
          customer: { id: customerId },
        });
        return;
      } catch (error) {
        // Taken, or outside the working day: the next time.
        if (!(error instanceof ApiError) || ![400, 409].includes(error.status)) throw error;
      }
    }
  }
  throw new Error('No free time in the last 7 days for a past visit');
}

const visitsSection = (page: Page, name: 'Upcoming' | 'Past') =>
  page.getByRole('region', { name: 'Appointments' }).getByRole('region', { name, exact: true });

test.describe('customer visits', () => {
  test.describe.configure({ timeout: 120_000 });

  test("Emma Johnson's profile shows upcoming and past visits; the calendar link opens that week", async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await api.login(OWNER);
    const customerId = await emma(api);
    await ensurePastVisit(api, customerId);
    const [upcoming, past] = [
      await visits(api, customerId, 'upcoming'),
      await visits(api, customerId, 'past'),
    ];
    const next = upcoming.data[0];
    const last = past.data[0];
    if (!next || !last) throw new Error('Emma has no upcoming or no past visit');

    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, `/customer/profile/${customerId}/overview`);
    await expect(page.getByRole('heading', { name: 'Emma Johnson', level: 1 })).toBeVisible();
    const upcomingList = visitsSection(page, 'Upcoming').getByTestId('customer-visit');
    const pastList = visitsSection(page, 'Past').getByTestId('customer-visit');
    await expect(upcomingList.first()).toBeVisible();
    await expect(upcomingList).toHaveCount(Math.min(upcoming.data.length, 5));
    await expect(pastList).toHaveCount(Math.min(past.data.length, 5));

    // The soonest visit first, with its date and time in the provider's zone, status, service and provider.
    const first = upcomingList.first();
    const startDate = new Intl.DateTimeFormat('en-US', {
      timeZone: next.time_zone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(next.start_at));
    await expect(first).toContainText(startDate);
    await expect(first).toContainText(`${next.service.name} with ${next.provider.name}`);
    await expect(first).toContainText(/Booked|Arrived|Completed|No-show|Cancelled/);
    // The most recent past visit leads the past ones.
    const lastDate = new Intl.DateTimeFormat('en-US', {
      timeZone: last.time_zone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(last.start_at));
    await expect(pastList.first()).toContainText(lastDate);
    await expect(pastList.first()).toContainText(`${last.service.name} with ${last.provider.name}`);

    // More than five upcoming visits: 'Show more' loads the next ones.
    if (upcoming.has_more) {
      await visitsSection(page, 'Upcoming')
        .getByRole('button', { name: 'Show more upcoming appointments' })
        .click();
      await expect(upcomingList.nth(5)).toBeVisible();
    }
    await takeScreenshot('customer-profile-visits-1366');
    await checkA11y();

    // The calendar link opens the visit's week on its provider's calendar, with the appointment open.
    const localDate = wallClock(new Date(next.start_at), next.time_zone).date;
    await first.getByRole('link', { name: /^Open in calendar/ }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/appointments\\?viewProvider=${next.provider.id}&week=\\d{4}-\\d{2}-\\d{2}&appointmentId=${next.id}`,
      ),
    );
    await expect(page.getByTestId('calendar-week')).toHaveAttribute('data-week-start', sundayOf(localDate));
    await expect(page.getByRole('dialog', { name: 'Edit appointment' })).toBeVisible();
  });

  test('a booked and then moved appointment shows on the timeline and under Upcoming', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await api.login(OWNER);
    const { provider, offering } = await providerAndService(api, 'Maya');
    const suffix = uniqueSuffix();
    const customer = await api.post<Customer>('/api/customer', {
      first_name: 'Vera',
      last_name: `Visit${suffix}`,
      email: `vera.${suffix}@example.com`,
    });
    const today = todayInTimeZone(ZONE);
    const { dates } = await api.get<{ dates: string[] }>(
      `/api/offering/${offering.id}/service_provider/${provider.id}/available_dates_between/${addDays(today, 20)}/${addDays(today, 45)}`,
    );
    const slotsOf = async (date: string) =>
      (
        await api.get<TimeSlots>(
          `/api/offering/${offering.id}/service_provider/${provider.id}/time_slots/${date}`,
        )
      ).slots;
    const [firstDate, secondDate] = [dates.at(-1), dates.at(-2)];
    if (!firstDate || !secondDate) throw new Error('Maya has no two free days 20 to 45 days ahead');
    const [booked] = await slotsOf(firstDate);
    const [moved] = await slotsOf(secondDate);
    if (!booked || !moved) throw new Error('no free slot');
    const appointment = await api.post<Appointment>(`/api/service_provider/${provider.id}/appointment`, {
      offering_id: offering.id,
      start_at: booked.start_at,
      end_at: booked.end_at,
      customer: { id: customer.id },
    });
    await api.put(`/api/service_provider/${provider.id}/appointment/${appointment.id}`, {
      offering_id: offering.id,
      start_at: moved.start_at,
      end_at: moved.end_at,
      customer: { id: customer.id },
    });

    const at = (iso: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: ZONE,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        ...(iso.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(iso));
    const what = `${offering.name} with ${provider.first_name} ${provider.last_name}`;

    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, `/customer/profile/${customer.id}/timeline`);
    const events = page.getByRole('list', { name: 'Timeline events' }).getByRole('listitem');
    const movedEvent = events.filter({ hasText: 'Appointment moved' });
    const bookedEvent = events.filter({ hasText: 'Appointment booked' });
    await expect(movedEvent).toContainText(
      `${what}, moved from ${at(booked.start_at)} to ${at(moved.start_at)}`,
    );
    await expect(bookedEvent).toContainText(`${what}, ${at(booked.start_at)}`);
    // Newest first: the move above the booking, the customer's creation below them.
    await expect(events.first()).toContainText('Appointment moved');
    await expect(events.nth(1)).toContainText('Appointment booked');
    await expect(events.filter({ hasText: 'Customer created' })).toHaveCount(1);

    // The Appointments filter shows only the appointment events.
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Appointments', { exact: true }).click();
    await expect(events.filter({ hasText: 'Customer created' })).toHaveCount(0);
    await expect(events).toHaveCount(2);
    await takeScreenshot('customer-timeline-appointments-1366');
    await checkA11y();

    // The overview lists the visit, at its new time, as booked.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const upcoming = visitsSection(page, 'Upcoming').getByTestId('customer-visit');
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming.first()).toContainText('Booked');
    await expect(upcoming.first()).toContainText(what);
    await expect(visitsSection(page, 'Past')).toContainText('No past appointments.');
  });

  test('on a phone the customer list is cards (a table when wide) and the profile fits the screen', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await api.login(OWNER);
    const customerId = await emma(api);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, '/customer/list?reportId=1');
    await expect(page.getByRole('heading', { name: 'All Customers', level: 1 })).toBeVisible();
    // Wide: the table; below 768 px: cards.
    await expect(page.getByRole('table')).toContainText('Emma Johnson');
    await takeScreenshot('customer-list-1366');
    await page.setViewportSize({ width: 375, height: 812 });
    const cards = page.getByTestId('customer-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = cards.filter({ hasText: 'Emma Johnson' });
    await expect(card).toContainText('emma.johnson@example.com');
    await expect(card).toContainText('(303) 555-0142');
    // Nothing scrolls sideways.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await takeScreenshot('customer-list-375');
    await checkA11y();

    // Issue 24 point 6: a name without spaces wraps, as company and e-mail do.
    const long = `Aleksandrapetrovnavonhohenzollernsigmaringen${uniqueSuffix()}`;
    await api.post('/api/customer', { first_name: long, last_name: 'Schwarzenbergerlichtenstein' });
    await page.goto(`/customer/list?reportId=1&search=${long}`);
    await expect(cards.filter({ hasText: long })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await page.goBack();
    await expect(card).toBeVisible();

    // Tapping the card (not only the name) opens the profile.
    await card.getByText('emma.johnson@example.com').click();
    await expect(page).toHaveURL(new RegExp(`/customer/profile/${customerId}$`));
    await expect(page.getByRole('heading', { name: 'Emma Johnson', level: 1 })).toBeVisible();
    await expect(visitsSection(page, 'Upcoming').getByTestId('customer-visit').first()).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await takeScreenshot('customer-profile-375');
    await checkA11y();
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(page.getByRole('list', { name: 'Timeline events' })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await takeScreenshot('customer-timeline-375');
  });
});
