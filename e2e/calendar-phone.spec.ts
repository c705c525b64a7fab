import type { CalendarWeek } from '@paybook/contracts';
import { addDays, todayInTimeZone, wallClock } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Issue 16 point 4: below 768 px (spec 1 §9: the mobile width is 767 px) the calendar shows one day with
// previous and next (buttons or a swipe) and an agenda of the coming appointments; the day, the mode and
// the week live in the address. Juniper's owner and the seed's busy weeks (apps/server/src/seed).

const ZONE = 'America/Denver';
const today = () => todayInTimeZone(ZONE);
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

test.use({ viewport: { width: 375, height: 812 } });

function weekAnswer(page: Page) {
  return page
    .waitForResponse(
      (res) => /\/api\/service_provider\/\d+\/calendar_week\/\d{8}$/.test(res.url()) && res.ok(),
    )
    .then(async (res) => (await res.json()) as CalendarWeek);
}

/** Nothing on the page scrolls sideways, and no block's first line is cut. */
async function expectFitsTheScreen(page: Page) {
  // A string: the e2e project has no DOM types.
  const overflow = await page.evaluate(`(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const cut = [...document.querySelectorAll('[data-testid="calendar-block"] .calendar-block-lead')]
      .filter((lead) => lead.scrollWidth > lead.clientWidth + 1)
      .map((lead) => lead.textContent);
    return { sideways: root.scrollWidth - root.clientWidth, cut };
  })()`);
  expect(overflow).toEqual({ sideways: 0, cut: [] });
}

test.describe('calendar on a phone', () => {
  test.describe.configure({ timeout: 60_000 });

  test('one day with its customers first, previous and next day, a swipe, and the day in the address', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const answer = weekAnswer(page);
    await openAs('owner@juniper.test');
    await expect(page).toHaveURL(/\/appointments$/);
    const week = await answer;
    const dayView = page.getByTestId('calendar-day-view');
    await expect(dayView).toBeVisible();
    await expect(page.getByTestId('calendar-week')).toHaveCount(0);
    await expect(dayView.getByTestId('calendar-day-header')).toHaveCount(1);
    await expect(page.getByTestId('calendar-day-label')).toHaveText(dayName(today()));
    // Issue 24 point 3: the day opens at its first working hour (the week's on a day off), not at midnight.
    const row = (time: string) => dayView.locator(`[data-testid="calendar-slot"][data-time="${time}"]`);
    const workingStart = week.days.find((day) => day.date === today())?.start_at ?? null;
    const firstHour = workingStart
      ? `${wallClock(new Date(workingStart), ZONE).time.slice(0, 2)}:00`
      : week.earliest_default_start_time;
    await expect(row(firstHour)).toBeInViewport();
    await expect(row('00:00')).not.toBeInViewport();

    // The day's appointments lead with the customer (issue 16 point 1), with the whole text as a tooltip.
    const todays = week.days.find((day) => day.date === today())?.items ?? [];
    const appointment = todays.find((item) => item.calendar_item_type === 'appointment' && item.customer);
    if (appointment?.customer) {
      const name = `${appointment.customer.first_name} ${appointment.customer.last_name}`;
      const block = dayView.getByTestId('calendar-block').filter({ hasText: name }).first();
      await expect(block).toBeVisible();
      await expect(block).toHaveAttribute('title', new RegExp(`^${name} · ${appointment.offering?.name}`));
    }
    await expectFitsTheScreen(page);
    await takeScreenshot('calendar-phone-day');
    await checkA11y();

    // Next and previous day: the address keeps the day.
    const tomorrow = addDays(today(), 1);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
    await expect(page.getByTestId('calendar-day-label')).toHaveText(dayName(tomorrow));
    await expect(dayView.getByTestId('calendar-day-header')).toContainText(
      tomorrow.slice(8).replace(/^0/, ''),
    );
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${today()}`));

    // A sideways swipe (here a drag) goes to the next day and opens no dialog.
    const box = await dayView.boundingBox();
    if (!box) throw new Error('the day view has no box');
    const y = box.y + Math.min(box.height - 20, 300);
    await page.mouse.move(box.x + box.width - 30, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, y + 10, { steps: 5 });
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A reload keeps the day.
    await page.reload();
    await expect(page.getByTestId('calendar-day-label')).toHaveText(dayName(tomorrow));
  });

  test('the agenda lists the coming appointments by day and opens one on its day', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await openAs('owner@juniper.test');
    await expect(page.getByTestId('calendar-day-view')).toBeVisible();
    await page.getByText('Agenda', { exact: true }).click();
    await expect(page).toHaveURL(/view=agenda/);
    const agenda = page.getByTestId('calendar-agenda');
    await expect(agenda).toBeVisible();
    await expect(agenda.getByRole('heading', { name: `Today, ${dayName(today())}` })).toBeVisible();
    await expect(agenda.getByRole('heading', { name: dayName(addDays(today(), 6)) })).toBeVisible();
    const items = agenda.getByTestId('calendar-agenda-item');
    await expect(items.first()).toBeVisible();
    await expectFitsTheScreen(page);
    await takeScreenshot('calendar-phone-agenda');
    await checkA11y();

    // A reload stays on the agenda; an appointment opens on its day with its popover.
    await page.reload();
    await expect(agenda).toBeVisible();
    const first = items.first();
    const customer = (await first.locator('p').nth(1).textContent()) ?? '';
    await first.click();
    await expect(page).not.toHaveURL(/view=agenda/);
    await expect(page.getByTestId('calendar-day-view')).toBeVisible();
    const popover = page.getByTestId('calendar-popover');
    await expect(popover).toBeVisible();
    await expect(popover).toContainText(customer);
  });
});

test.describe('calendar on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a phone’s day in the address opens its week on a desktop', async ({ page, openAs }) => {
    const day = addDays(today(), 9);
    await openAs('owner@juniper.test', `/appointments?date=${day}`);
    const week = page.getByTestId('calendar-week');
    await expect(week).toBeVisible();
    await expect(week.locator(`[data-slot-date="${day}"]`)).toHaveCount(1);
  });
});
