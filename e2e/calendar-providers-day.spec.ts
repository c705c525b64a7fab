import type { Appointment, OfferingList, TimeSlots } from '@paybook/contracts';
import { addDays, todayInTimeZone, wallClock } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { type ApiClient, expect, test, uniqueSuffix } from './support/fixtures.ts';
import { leoAndShortestService } from './support/juniper.ts';

// Issue 24 point 3: the day of every active provider side by side, as a front desk works. The booking test
// books Leo Martinez (Juniper) 81 to 100 days ahead, where no other test books, at a half-hour slot its
// try finds free (a retry finds the next one).

const ZONE = 'America/Denver';
const OWNER = 'owner@juniper.test';
const lettersOf = (text: string) => text.replace(/[^A-Za-z]/g, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const providersDay = (page: Page) => page.getByTestId('calendar-providers-day');
const providerColumn = (page: Page, providerId: number) =>
  providersDay(page).locator(`[data-testid="calendar-day"][data-provider-id="${providerId}"]`);
/** The grid's 30-minute row at 'HH:mm' (its hour labels). */
const slotRow = (page: Page, time: string) =>
  providersDay(page).locator(`[data-testid="calendar-slot"][data-time="${time}"]`);

interface FreeSlot {
  leoId: number;
  offering: OfferingList['data'][number];
  date: string;
  start: string;
  /** The slot's wall-clock start ('14:30'), on a half hour: a row of the grid. */
  time: string;
}

/** A free half-hour slot of Leo's, 81 to 100 days ahead, for his shortest service. */
async function freeSlotOfLeo(api: ApiClient): Promise<FreeSlot> {
  await api.login(OWNER);
  const { leoId, offering } = await leoAndShortestService(api);
  const today = todayInTimeZone(ZONE);
  const { dates } = await api.get<{ dates: string[] }>(
    `/api/offering/${offering.id}/service_provider/${leoId}/available_dates_between/${addDays(today, 81)}/${addDays(today, 100)}`,
  );
  for (const date of dates) {
    const { slots } = await api.get<TimeSlots>(
      `/api/offering/${offering.id}/service_provider/${leoId}/time_slots/${date}`,
    );
    const slot = slots.find((candidate) => wallClock(new Date(candidate.start_at), ZONE).minutes % 30 === 0);
    if (slot) {
      const time = wallClock(new Date(slot.start_at), ZONE).time;
      return { leoId, offering, date, start: slot.start_at, time };
    }
  }
  throw new Error('Leo has no free half-hour slot 81 to 100 days ahead');
}

test.describe('the day of every provider (issue 24 point 3)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('book from the all-providers day view', async ({ page, api, openAs, checkA11y, takeScreenshot }) => {
    const free = await freeSlotOfLeo(api);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAs(OWNER, `/appointments?view=day-all&date=${free.date}`);
    const day = providersDay(page);
    await expect(day).toHaveAttribute('data-date', free.date);
    const headers = day.getByTestId('calendar-day-header');
    await expect(headers).toHaveCount(3);
    await expect(headers).toContainText(['Jenna Park', 'Leo Martinez', 'Maya Chen']);
    await expect(page.getByRole('radio', { name: 'All providers' })).toBeChecked();
    await checkA11y();

    // An empty slot in Leo's column books with Leo at that time (spec 1 §2.3).
    const row = slotRow(page, free.time);
    await row.scrollIntoViewIfNeeded();
    const column = await providerColumn(page, free.leoId).boundingBox();
    const rowBox = await row.boundingBox();
    if (!column || !rowBox) throw new Error("Leo's column or the slot's row is not drawn");
    await page.mouse.click(column.x + column.width / 2, rowBox.y + 10);
    const modal = page.getByRole('dialog', { name: 'Add appointment' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Service provider' })).toHaveValue(/Leo Martinez/);
    const service = modal.getByRole('combobox', { name: 'Service', exact: true });
    await service.click();
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(free.offering.name)}`) }).click();
    await expect(modal.getByRole('combobox', { name: 'Time', exact: true })).not.toHaveValue('');
    const last = lettersOf(`Desk${uniqueSuffix()}`);
    await modal.getByText('New customer', { exact: true }).click();
    await modal.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await modal.getByRole('textbox', { name: 'Last name' }).fill(last);
    const created = page.waitForResponse(
      (res) =>
        res.request().method() === 'POST' &&
        res.url().endsWith(`/service_provider/${free.leoId}/appointment`),
    );
    await modal.getByRole('button', { name: 'Book appointment' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const appointment = (await response.json()) as Appointment;
    expect(appointment.start_at).toBe(free.start);
    await expect(modal).toBeHidden();

    // The block is in Leo's column; the keyboard opens its popover, whose money group names the price.
    const block = providerColumn(page, free.leoId).getByTestId('calendar-block').filter({ hasText: last });
    await expect(block).toBeVisible();
    await block.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByTestId('calendar-popover');
    await expect(popover).toBeVisible();
    const money = popover.getByRole('group', { name: 'Payment' });
    await expect(money).toContainText(/Price \$\d+\.\d{2}/);
    await expect(money).toContainText('No card on file');
    await expect(
      popover.getByRole('group', { name: 'Change' }).getByRole('button', { name: 'Edit' }),
    ).toBeVisible();
    await takeScreenshot('calendar-providers-day-popover');
    await checkA11y({ include: ['[data-testid="calendar-popover"]'] });
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(block).toBeFocused();

    // Back to Appointments from elsewhere: the same view and day (issue 24 point 3).
    await page.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(page).toHaveURL(/\/customer/);
    await page.getByRole('link', { name: 'Appointments', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/appointments\\?view=day-all&date=${free.date}$`));
    await expect(providersDay(page)).toHaveAttribute('data-date', free.date);
    await expect(block).toBeVisible();
  });

  test('on a phone the providers’ day scrolls sideways inside the grid and opens at the first working hour', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The next Tuesday: every demo provider works 09:00 to 17:00.
    const today = todayInTimeZone(ZONE);
    const tuesday = addDays(today, (2 - new Date(`${today}T12:00:00Z`).getUTCDay() + 7) % 7 || 7);
    await openAs(OWNER, `/appointments?view=day-all&date=${tuesday}`);
    await expect(providersDay(page).getByTestId('calendar-day-header')).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(slotRow(page, '09:00')).toBeInViewport();
    await expect(slotRow(page, '00:00')).not.toBeInViewport();
    const sideways = await page.evaluate(
      '(document.scrollingElement ?? document.documentElement).scrollWidth - document.documentElement.clientWidth',
    );
    expect(sideways).toBe(0);
    await takeScreenshot('calendar-providers-day-phone');
    await checkA11y();
  });

  test('a provider without manage_appointments sees only her own column', async ({ page, api, openAs }) => {
    const maya = await api.login<{ user: { service_provider_id: number } }>('maya@juniper.test');
    const date = addDays(todayInTimeZone(ZONE), 2);
    const answer = page.waitForResponse((res) => res.url().includes('/api/calendar_day/') && res.ok());
    await openAs('maya@juniper.test', `/appointments?view=day-all&date=${date}`);
    const providers = ((await (await answer).json()) as { providers: { service_provider_id: number }[] })
      .providers;
    expect(providers.map((provider) => provider.service_provider_id)).toEqual([
      maya.user.service_provider_id,
    ]);
    const headers = providersDay(page).getByTestId('calendar-day-header');
    await expect(headers).toHaveCount(1);
    await expect(headers).toHaveText(/Maya Chen/);
    // Her week is one switch away.
    await page.getByText('Week', { exact: true }).click();
    await expect(page.getByTestId('calendar-week')).toBeVisible();
  });
});
