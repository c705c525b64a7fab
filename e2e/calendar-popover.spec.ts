import { mkdirSync } from 'node:fs';
import type { Appointment, CalendarWeek, OfferingList, TimeSlots } from '@paybook/contracts';
import { addDays, dayOfWeek, todayInTimeZone } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { type ApiClient, DEMO_PASSWORD, expect, test, uniqueSuffix } from './support/fixtures.ts';
import { leoAndShortestService } from './support/juniper.ts';

// Issue 16 point 2: the calendar popover is where the desk works: the customer's phone, e-mail and profile,
// the visit's status (arrived, completed), Cancel (keeps the record, frees the time, may e-mail the
// customer) and Delete (for mistakes). Each test books its own appointment on Leo Martinez's calendar
// (Juniper): a past one in the last six days for the status actions, others 40 to 60 days ahead.

const ZONE = 'America/Denver';
const OWNER = 'owner@juniper.test';
const SHOTS = '/tmp/a1-shots';
const sundayOf = (date: string) => addDays(date, -dayOfWeek(date));
const lettersOf = (text: string) => text.replace(/[^A-Za-z]/g, '');

interface Juniper {
  providerId: number;
  offering: OfferingList['data'][number];
  /** The service's length in minutes. */
  minutes: number;
  merchantId: number;
}

async function juniper(api: ApiClient): Promise<Juniper> {
  const context = await api.login<{ merchant: { id: number } }>(OWNER);
  const { leoId, offering } = await leoAndShortestService(api);
  return {
    providerId: leoId,
    offering,
    minutes: offering.duration_minutes ?? 30,
    merchantId: context.merchant.id,
  };
}

interface Booked {
  appointment: Appointment;
  last: string;
  email: string;
  date: string;
}

async function book(api: ApiClient, setup: Juniper, start: number, date: string): Promise<Booked> {
  const last = lettersOf(`Desk${uniqueSuffix()}`);
  const email = `${last.toLowerCase()}@visitor.test`;
  const appointment = await api.post<Appointment>(
    `/api/service_provider/${setup.providerId}/appointment`,
    {
      offering_id: setup.offering.id,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + setup.minutes * 60_000).toISOString(),
      customer: { first_name: 'Robin', last_name: last, email, phone: '7205550142' },
    },
    { idempotencyKey: `popover-${last}` },
  );
  return { appointment, last, email, date };
}

/** A booking at the first free time of Leo's last six working days (today included, before now). */
async function bookInThePast(api: ApiClient, setup: Juniper): Promise<Booked> {
  const length = setup.minutes * 60_000;
  const today = todayInTimeZone(ZONE);
  const now = Date.now();
  for (let back = 0; back <= 6; back += 1) {
    const date = addDays(today, -back);
    const week = await api.get<CalendarWeek>(
      `/api/service_provider/${setup.providerId}/calendar_week/${sundayOf(date).replaceAll('-', '')}`,
    );
    const day = week.days.find((entry) => entry.date === date);
    if (!day?.is_working_day || !day.start_at || !day.end_at) continue;
    const taken = day.items.map((entry) => [Date.parse(entry.start_at), Date.parse(entry.end_at)] as const);
    const close = Math.min(Date.parse(day.end_at), now);
    for (let start = Date.parse(day.start_at); start + length <= close; start += 15 * 60_000) {
      if (taken.some(([from, to]) => start < to && from < start + length)) continue;
      return book(api, setup, start, date);
    }
  }
  throw new Error('Leo has no free working time in the last six days');
}

/** A booking at a free time of Leo's, 40 to 60 days ahead (the `nth` free day). */
async function bookAhead(api: ApiClient, setup: Juniper, nth: number): Promise<Booked> {
  const today = todayInTimeZone(ZONE);
  const { dates } = await api.get<{ dates: string[] }>(
    `/api/offering/${setup.offering.id}/service_provider/${setup.providerId}/available_dates_between/${addDays(today, 40)}/${addDays(today, 60)}`,
  );
  const date = dates[nth % Math.max(dates.length, 1)];
  if (!date) throw new Error('Leo has no free day 40 to 60 days ahead');
  const { slots } = await api.get<TimeSlots>(
    `/api/offering/${setup.offering.id}/service_provider/${setup.providerId}/time_slots/${date}`,
  );
  const slot = slots.at(-1);
  if (!slot) throw new Error(`no free time on ${date}`);
  return book(api, setup, Date.parse(slot.start_at), date);
}

async function openPopover(page: Page, setup: Juniper, booked: Booked) {
  // The week on a desktop, the day on a phone (issue 16 point 4).
  await page.goto(
    `/appointments?viewProvider=${setup.providerId}&week=${sundayOf(booked.date)}&date=${booked.date}`,
  );
  const block = page.getByTestId('calendar-block').filter({ hasText: booked.last });
  await block.click();
  const popover = page.getByTestId('calendar-popover');
  await expect(popover).toBeVisible();
  return { block, popover };
}

test.describe('the calendar popover (issue 16 point 2)', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the desk reaches the customer and marks the visit arrived, then completed', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const setup = await juniper(api);
    const booked = await bookInThePast(api, setup);
    await openAs(OWNER);
    for (const [width, height] of [
      [375, 812],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      const { popover } = await openPopover(page, setup, booked);
      await expect(popover.getByTestId('visit-status')).toHaveText('Booked');
      const phone = popover.getByRole('link', { name: '(720) 555-0142' });
      await expect(phone).toHaveAttribute('href', 'tel:+17205550142');
      await expect(popover.getByRole('link', { name: booked.email })).toHaveAttribute(
        'href',
        `mailto:${booked.email}`,
      );
      await expect(popover.getByRole('link', { name: `Robin ${booked.last}` })).toHaveAttribute(
        'href',
        `/customer/profile/${booked.appointment.customer?.id}/overview`,
      );
      await takeScreenshot(`calendar-popover-desk-${width}`);
      await page.screenshot({ path: `${SHOTS}/popover-${width}.png` });
      if (width === 375) await page.keyboard.press('Escape');
    }
    await checkA11y({ include: ['[data-testid="calendar-popover"]'] });

    // Arrived, then completed; the keyboard reaches each action.
    const popover = page.getByTestId('calendar-popover');
    const arrived = popover.getByRole('button', { name: 'Arrived' });
    await arrived.focus();
    await page.keyboard.press('Enter');
    await expect(popover.getByTestId('visit-status')).toHaveText('Arrived');
    await expect(page.getByText(`Robin ${booked.last} arrived.`)).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Undo arrival' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/popover-arrived-1366.png` });
    await popover.getByRole('button', { name: 'Completed' }).click();
    await expect(popover.getByTestId('visit-status')).toHaveText('Completed');
    await expect(popover.getByRole('button', { name: 'Arrived' })).toHaveCount(0);
    const saved = await api.get<Appointment>(`/api/appointment/${booked.appointment.id}`);
    expect(saved.status).toBe('completed');

    // The customer's name opens their profile.
    await popover.getByRole('link', { name: `Robin ${booked.last}` }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/profile/${booked.appointment.customer?.id}`));
  });

  test('cancel asks to notify, frees the time and e-mails the customer', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const setup = await juniper(api);
    const booked = await bookAhead(api, setup, 0);
    await openAs(OWNER);
    const { block, popover } = await openPopover(page, setup, booked);
    await popover.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toBeVisible();
    const notify = dialog.getByRole('checkbox', { name: `Notify Robin ${booked.last} by e-mail?` });
    await expect(notify).toBeChecked();
    await expect(dialog).toContainText(booked.email);
    await checkA11y({ include: ['[role="dialog"]'] });
    await takeScreenshot('calendar-popover-cancel');
    await page.screenshot({ path: `${SHOTS}/cancel-dialog-1366.png` });
    const cancelled = page.waitForResponse(
      (res) =>
        res.request().method() === 'PUT' &&
        res.url().endsWith(`/appointment/${booked.appointment.id}/cancel`),
    );
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(
      page.getByText(`Appointment cancelled; Robin ${booked.last} was sent the cancellation e-mail.`),
    ).toBeVisible();
    await expect(block).toHaveCount(0);

    // The time is free again, and the cancellation e-mail is in the outbox (ruling 7).
    const { slots } = await api.get<TimeSlots>(
      `/api/offering/${setup.offering.id}/service_provider/${setup.providerId}/time_slots/${booked.date}`,
    );
    expect(slots.map((slot) => slot.start_at)).toContain(booked.appointment.start_at);
    await api.post('/api/support/login', { user_name: 'support@paybook.test', password: DEMO_PASSWORD });
    const emails = await api.get<{ data: { kind: string; to: string }[] }>(
      `/api/support/merchants/${setup.merchantId}/emails`,
    );
    expect(
      emails.data.filter((e) => e.kind === 'booking_cancellation' && e.to === booked.email),
    ).toHaveLength(1);
  });

  test('delete removes a mistake after saying so', async ({ page, api, openAs, takeScreenshot }) => {
    const setup = await juniper(api);
    const booked = await bookAhead(api, setup, 1);
    await openAs(OWNER);
    const { block, popover } = await openPopover(page, setup, booked);
    await popover.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this appointment?' });
    await expect(dialog).toContainText('Delete is for mistakes');
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await takeScreenshot('calendar-popover-delete');
    const deleted = page.waitForResponse(
      (res) =>
        res.request().method() === 'DELETE' && res.url().endsWith(`/appointment/${booked.appointment.id}`),
    );
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByText('Appointment deleted.')).toBeVisible();
    await expect(block).toHaveCount(0);
    expect((await api.fetch('GET', `/api/appointment/${booked.appointment.id}`)).status()).toBe(404);
  });
});
