import type { CalendarWeek, LoginContext } from '@paybook/contracts';
import { addDays, dayOfWeek, todayInTimeZone, wallClock, zonedInstant } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { type ApiClient, expect, test } from './support/fixtures.ts';

// Issue 4 point 1, spec 1 §2.3, §2.5, §4.2, §5, §9: the appointments screen, a provider's week. The Juniper
// owner's busy weeks are the seed's (apps/server/src/seed/demo-calendar.ts); changes to hours, days off and
// breaks happen six weeks ahead, where no other test looks.

const ZONE = 'America/Denver';
const today = () => todayInTimeZone(ZONE);
const sundayOf = (date: string) => addDays(date, -dayOfWeek(date));
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

const week = (page: Page) => page.getByTestId('calendar-week');
/** A day's column of the week grid, and the grid's 30-minute row at 'HH:mm' (its hour labels). */
const dayColumn = (page: Page, date: string) =>
  week(page).locator(`[data-testid="calendar-day"][data-slot-date="${date}"]`);
const slotRow = (page: Page, time: string) =>
  week(page).locator(`[data-testid="calendar-slot"][data-time="${time}"]`);
const blocks = (page: Page) => page.getByTestId('calendar-block');

/** Waits for the week the page asks for next, and answers it. */
/**
 * The first week from six weeks ahead that no earlier try changed (this test edits a week for good):
 * Monday at the work plan's 09:00 to 17:00, Tuesday a working day, Wednesday with its weekly break.
 */
async function untouchedWeek(api: ApiClient, providerId: number): Promise<string> {
  for (let weeks = 6; weeks < 26; weeks += 1) {
    const sunday = addDays(sundayOf(today()), weeks * 7);
    const answer = await api.get<CalendarWeek>(
      `/api/service_provider/${providerId}/calendar_week/${sunday.replaceAll('-', '')}`,
    );
    const day = (n: number) => answer.days.find((candidate) => candidate.date === addDays(sunday, n));
    const [monday, tuesday, wednesday] = [day(1), day(2), day(3)];
    const at = (time: string) => zonedInstant(addDays(sunday, 1), time, ZONE).toISOString();
    if (
      monday?.start_at === at('09:00') &&
      monday.end_at === at('17:00') &&
      tuesday?.is_working_day &&
      wednesday?.items.some((item) => item.calendar_item_type === 'break')
    )
      return sunday;
  }
  throw new Error('No week of the owner’s calendar is left as the work plan has it');
}

function nextWeekAnswer(page: Page) {
  return page
    .waitForResponse(
      (res) => /\/api\/service_provider\/\d+\/calendar_week\/\d{8}$/.test(res.url()) && res.ok(),
    )
    .then(async (res) => ({ url: res.url(), body: (await res.json()) as CalendarWeek }));
}

test.describe('calendar week', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the owner lands on a busy week at 72 px an hour and opens a block’s popover', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const answer = nextWeekAnswer(page);
    await openAs('owner@juniper.test');
    // spec 1 §2.2: the appointments product's home is the calendar.
    await expect(page).toHaveURL(/\/appointments$/);
    const first = await answer;
    expect(first.url).toContain(`/calendar_week/${sundayOf(today()).replaceAll('-', '')}`);
    expect(first.body.time_zone).toBe(ZONE);
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Service provider' })).toHaveValue('Jenna Park');

    // spec 1 §2.5, §9: Sunday first, 30-minute rows, 72 pixels per hour.
    const headers = week(page).getByTestId('calendar-day-header');
    await expect(headers).toHaveCount(7);
    await expect(headers.first()).toContainText('Sun');
    const nine = await slotRow(page, '09:00').boundingBox();
    const half = await slotRow(page, '09:30').boundingBox();
    const ten = await slotRow(page, '10:00').boundingBox();
    expect(Math.round((half?.y ?? 0) - (nine?.y ?? 0))).toBe(36);
    expect(Math.round((ten?.y ?? 0) - (nine?.y ?? 0))).toBe(72);

    // The seed's appointments (service and customer), breaks and personal time.
    const appointments = blocks(page).and(page.locator('[data-item-type="appointment"]'));
    await expect(appointments.nth(8)).toBeAttached();
    await expect(blocks(page).and(page.locator('[data-item-type="break"]')).first()).toBeAttached();
    const seeded = first.body.days.flatMap((day) => day.items);
    const appointment = seeded.find((item) => item.calendar_item_type === 'appointment');
    expect(appointment?.customer).toBeTruthy();

    // spec 1 §2.5: the current-time marker moves every second.
    const marker = page.getByTestId('calendar-now-marker');
    await expect(marker).toHaveCount(1);
    const before = await marker.getAttribute('data-time');
    await expect(marker).not.toHaveAttribute('data-time', before ?? '', { timeout: 3_000 });
    await takeScreenshot('calendar-busy-week');
    await checkA11y();

    // spec 1 §4.2: a block's popover names it and offers edit and delete inside the 7-day window.
    const editable = seeded.find((item) => item.calendar_item_type === 'appointment' && item.can_edit);
    expect(editable).toBeTruthy();
    const name = `${editable?.customer?.first_name} ${editable?.customer?.last_name}`;
    const block = appointments.filter({ hasText: name }).first();
    await block.click();
    const popover = page.getByTestId('calendar-popover');
    await expect(popover).toBeVisible();
    await expect(popover).toContainText(editable?.offering?.name ?? '');
    await expect(popover).toContainText(name);
    await expect(popover.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Delete' })).toBeVisible();
    // spec 1 §4.2: checkout shows with create_orders and is disabled without the checkout claim (Juniper
    // has no point of sale, s_p_o_s).
    await expect(popover.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await takeScreenshot('calendar-popover');
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();

    // A break offers only 'delete for this date'.
    await blocks(page).and(page.locator('[data-item-type="break"]')).last().click();
    await expect(popover).toContainText('Break');
    await expect(popover.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('weeks are navigated by buttons and the date picker, and the address keeps the place', async ({
    page,
    openAs,
  }) => {
    await openAs('owner@juniper.test');
    const thisWeek = sundayOf(today());
    const range = page.getByTestId('calendar-week-range');
    await expect(week(page)).toBeVisible();
    const thisRange = await range.textContent();

    let answer = nextWeekAnswer(page);
    await page.getByRole('button', { name: 'Next week' }).click();
    expect((await answer).url).toContain(addDays(thisWeek, 7).replaceAll('-', ''));
    await expect(page).toHaveURL(new RegExp(`week=${addDays(thisWeek, 7)}`));
    await expect(range).not.toHaveText(thisRange ?? '');

    // A reload keeps the week.
    await page.reload();
    await expect(week(page)).toHaveAttribute('data-week-start', addDays(thisWeek, 7));

    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(week(page)).toHaveAttribute('data-week-start', addDays(thisWeek, -7));
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(week(page)).toHaveAttribute('data-week-start', thisWeek);
    await expect(range).toHaveText(thisRange ?? '');

    // The date picker goes to the week of the chosen day (the 15th of next month).
    await page.getByRole('button', { name: 'Go to date' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    const nextMonth = new Date(`${today().slice(0, 7)}-15T12:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    const chosen = nextMonth.toISOString().slice(0, 10);
    answer = nextWeekAnswer(page);
    // Mantine names each day '15 December 2026'.
    const monthName = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long' }).format(nextMonth);
    await page.getByRole('button', { name: `15 ${monthName} ${chosen.slice(0, 4)}`, exact: true }).click();
    expect((await answer).url).toContain(sundayOf(chosen).replaceAll('-', ''));
    await expect(week(page)).toHaveAttribute('data-week-start', sundayOf(chosen));

    // spec 1 §4.2: previous-week navigation stops 365 days back.
    await page.goto(`/appointments?week=${addDays(today(), -357)}`);
    await expect(week(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous week' })).toBeEnabled();
    await page.goto(`/appointments?week=${addDays(today(), -366)}`);
    await expect(week(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  });

  test('the owner edits a day’s hours, marks a day off and deletes a break for one date', async ({
    page,
    api,
    openAs,
    takeScreenshot,
    checkA11y,
  }) => {
    const context = await api.login<LoginContext>('owner@juniper.test');
    const providerId = context.user.service_provider_id;
    const sunday = await untouchedWeek(api, providerId ?? 0);
    const [monday, tuesday, wednesday] = [1, 2, 3].map((n) => addDays(sunday, n)) as [string, string, string];
    await openAs('owner@juniper.test', `/appointments?week=${sunday}`);
    await expect(week(page)).toHaveAttribute('data-week-start', sunday);

    // spec 1 §5: the end must be later than the start.
    await page.getByRole('button', { name: `Actions for ${dayName(monday)}` }).click();
    await page.getByRole('menuitem', { name: 'Edit hours' }).click();
    const hours = page.getByRole('dialog', { name: `Hours for ${dayName(monday)}` });
    await expect(hours.getByLabel('Start time')).toHaveValue('09:00');
    await expect(hours.getByLabel('End time')).toHaveValue('17:00');
    await hours.getByLabel('Start time').fill('15:00');
    await hours.getByLabel('End time').fill('10:00');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await expect(hours.getByText('You cannot set an end time earlier than the start time')).toBeVisible();
    await takeScreenshot('calendar-edit-hours');
    await checkA11y();
    await hours.getByLabel('Start time').fill('10:00');
    await hours.getByLabel('End time').fill('15:00');
    const saved = page.waitForResponse((res) => res.url().includes(`/day_boundary/${monday}`));
    const reloaded = nextWeekAnswer(page);
    await hours.getByRole('button', { name: 'Save hours' }).click();
    expect((await saved).status()).toBe(200);
    await expect(hours).toBeHidden();
    const afterHours = (await reloaded).body.days.find((day) => day.date === monday);
    expect(afterHours?.start_at).toBe(zonedInstant(monday, '10:00', ZONE).toISOString());
    expect(afterHours?.end_at).toBe(zonedInstant(monday, '15:00', ZONE).toISOString());

    // spec 1 §4.2: a day off, after a confirmation.
    await page.getByRole('button', { name: `Actions for ${dayName(tuesday)}` }).click();
    await page.getByRole('menuitem', { name: 'Mark as day off' }).click();
    const confirm = page.getByRole('dialog', { name: `Mark ${dayName(tuesday)} as a day off?` });
    await expect(confirm).toContainText('No new appointments can be booked on this day.');
    await takeScreenshot('calendar-day-off');
    await checkA11y();
    await confirm.getByRole('button', { name: 'Mark as day off' }).click();
    await expect(page.locator(`.calendar-day-header[data-date="${tuesday}"]`)).toContainText('Not working');

    // spec 1 §4.2, §7: a weekly break left out on one date only.
    const breaksBefore = await api.get<CalendarWeek>(
      `/api/service_provider/${providerId}/calendar_week/${sunday.replaceAll('-', '')}`,
    );
    const wednesdayBreak = breaksBefore.days
      .find((day) => day.date === wednesday)
      ?.items.find((item) => item.calendar_item_type === 'break');
    expect(wednesdayBreak).toBeTruthy();
    const wednesdayColumn = dayColumn(page, wednesday);
    await wednesdayColumn.locator('[data-item-type="break"]').click();
    await page
      .getByTestId('calendar-popover')
      .getByRole('button', { name: 'Delete break for this date' })
      .click();
    const ask = page.getByRole('dialog', { name: 'Delete this break for this date?' });
    await expect(ask).toContainText(dayName(wednesday));
    const deleted = page.waitForResponse((res) => res.request().method() === 'DELETE');
    await ask.getByRole('button', { name: 'Delete break for this date' }).click();
    expect((await deleted).url()).toContain(`/break/${wednesdayBreak?.id}/${wednesday}`);
    await expect(wednesdayColumn.locator('[data-item-type="break"]')).toHaveCount(0);
    // The weekly break stays on the other weeks' Wednesdays.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(dayColumn(page, addDays(wednesday, 7)).locator('[data-item-type="break"]')).toHaveCount(1);
  });

  test('the current day’s hours cannot end before the current time (spec 1 §5)', async ({ page, openAs }) => {
    await openAs('owner@juniper.test');
    await expect(week(page)).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${dayName(today())}` }).click();
    await page.getByRole('menuitem', { name: 'Edit hours' }).click();
    const hours = page.getByRole('dialog', { name: `Hours for ${dayName(today())}` });
    await hours.getByLabel('Start time').fill('00:00');
    await hours.getByLabel('End time').fill('00:01');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await expect(hours.getByText('You cannot set an end time earlier than the current time')).toBeVisible();
    await hours.getByRole('button', { name: 'Cancel' }).click();
    await expect(hours).toBeHidden();
  });

  test('an empty slot, the add buttons, a block’s edit and the address open the modals', async ({
    page,
    openAs,
  }) => {
    const thursday = addDays(sundayOf(today()), 53);
    await openAs('owner@juniper.test', `/appointments?week=${sundayOf(thursday)}`);
    await expect(week(page)).toHaveAttribute('data-week-start', sundayOf(thursday));

    // Clicking an empty slot opens the add modal at that time (spec 1 §2.3 showAddModal).
    const column = await dayColumn(page, thursday).boundingBox();
    const slot = await slotRow(page, '10:00').boundingBox();
    await page.mouse.click((column?.x ?? 0) + (column?.width ?? 0) / 2, (slot?.y ?? 0) + 10);
    const add = page.getByRole('dialog', { name: 'Add appointment' });
    await expect(add).toBeVisible();
    await expect(page).toHaveURL(/showAddModal=true/);
    await add.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(add).toBeHidden();
    await expect(page).not.toHaveURL(/showAddModal/);

    await page.getByRole('button', { name: 'Add appointment' }).click();
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(add).toBeHidden();
    await page.getByRole('button', { name: 'Add personal time' }).click();
    const personal = page.getByRole('dialog', { name: 'Add personal time' });
    await expect(personal).toBeVisible();
    await personal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(personal).toBeHidden();

    // A block's edit opens its modal; an appointment's is in the address (appointmentId).
    await page.getByRole('button', { name: 'Today' }).click();
    // Today's week has arrived before a block is chosen: while it loads, the later week's blocks stay on
    // screen (aria-busy), and one of them would be clicked as it goes.
    await expect(week(page)).toHaveAttribute('data-week-start', sundayOf(today()));
    await expect(week(page)).not.toHaveAttribute('aria-busy', 'true');
    const appointment = blocks(page).and(page.locator('[data-item-type="appointment"]')).last();
    await appointment.click();
    const popover = page.getByTestId('calendar-popover');
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit appointment' })).toBeVisible();
    await expect(page).toHaveURL(/appointmentId=\d+/);
    const url = page.url();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Edit appointment' })).toBeVisible();
    expect(page.url()).toBe(url);
  });

  test('a provider without manage_appointments sees only their own calendar', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const maya = await api.login<LoginContext>('maya@juniper.test');
    const owner = await api.login<LoginContext>('owner@juniper.test');
    const answer = nextWeekAnswer(page);
    await openAs('maya@juniper.test');
    await expect(page).toHaveURL(/\/appointments$/);
    expect((await answer).url).toContain(`/service_provider/${maya.user.service_provider_id}/`);
    await expect(week(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Service provider' })).toHaveCount(0);
    await expect(blocks(page).first()).toBeVisible();
    await takeScreenshot('calendar-own-week');
    await checkA11y();

    // Another provider in the address is ignored: still her own week.
    const again = nextWeekAnswer(page);
    await page.goto(`/appointments?viewProvider=${owner.user.service_provider_id}`);
    expect((await again).url).toContain(`/service_provider/${maya.user.service_provider_id}/`);
  });

  test('the owner switches providers with the selector (viewProvider)', async ({ page, api, openAs }) => {
    const leo = await api.login<LoginContext>('leo@juniper.test');
    await openAs('owner@juniper.test');
    await expect(week(page)).toBeVisible();
    const answer = nextWeekAnswer(page);
    await page.getByRole('combobox', { name: 'Service provider' }).click();
    await page.getByRole('option', { name: /Leo/ }).click();
    expect((await answer).url).toContain(`/service_provider/${leo.user.service_provider_id}/`);
    await expect(page).toHaveURL(new RegExp(`viewProvider=${leo.user.service_provider_id}`));
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Service provider' })).toHaveValue(/Leo/);
  });

  test('a merchant that has not activated appointments is sent to setup', async ({ page, openAs }) => {
    await openAs('owner@harbor.test', '/appointments');
    await expect(page).toHaveURL(/\/appointments\/get-started\/about-your-business$/);
  });
});

test.describe('calendar blocks say who and when (issue 16 point 1)', () => {
  /** '3:00': the start on a 12-hour clock, as a block's one line shows it. */
  const startClock = (instant: string) => {
    const { minutes } = wallClock(new Date(instant), ZONE);
    return `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`;
  };
  const minutesOf = (item: { start_at: string; end_at: string }) =>
    (Date.parse(item.end_at) - Date.parse(item.start_at)) / 60_000;

  test('customer first, then service and time, shortened by length; colours by category with a legend', async ({
    page,
    openAs,
  }) => {
    const answer = nextWeekAnswer(page);
    await openAs('owner@juniper.test');
    const { body } = await answer;
    const items = body.days.flatMap((day) => day.items);
    const withCustomer = items.filter((item) => item.calendar_item_type === 'appointment' && item.customer);
    const short = withCustomer.find((item) => minutesOf(item) <= 30);
    const long = withCustomer.find((item) => minutesOf(item) >= 60);
    expect(short && long).toBeTruthy();
    const nameOf = (item: (typeof items)[number]) =>
      `${item.customer?.first_name} ${item.customer?.last_name}`;

    // A 30-minute block: one line, 'Emma Johnson · 3:00'; the tooltip holds the whole text.
    const shortBlock = blocks(page).filter({ hasText: `${nameOf(short!)} · ${startClock(short!.start_at)}` });
    await expect(shortBlock.first()).toBeVisible();
    await expect(shortBlock.first()).toHaveAttribute('data-layout', 'line');
    await expect(shortBlock.first()).toHaveAttribute(
      'title',
      new RegExp(`^${nameOf(short!)} · ${short!.offering?.name} · `),
    );

    // An hour or more: the customer on a line of its own, then the service, then the time.
    const longBlock = blocks(page)
      .and(page.locator('[data-layout="full"]'))
      .filter({ hasText: nameOf(long!) });
    const lead = longBlock.first().locator('.calendar-block-lead');
    await expect(lead).toHaveText(nameOf(long!));
    await expect(longBlock.first().locator('.calendar-block-title')).toHaveText(long!.offering?.name ?? '');

    // The seed's services have categories: their blocks take a colour the legend names.
    expect(body.offering_categories.length).toBeGreaterThan(0);
    const legend = page.getByTestId('calendar-legend');
    for (const category of body.offering_categories) await expect(legend).toContainText(category.name);
    const categorised = items.find((item) => item.offering?.category_id !== undefined);
    expect(categorised).toBeTruthy();
    await expect(page.locator('.calendar-event[data-tone]').first()).toBeVisible();
    // Personal time and breaks keep their own look.
    await expect(page.locator('.calendar-item-break[data-tone]')).toHaveCount(0);
  });
});

test.describe('a user without a calendar of their own (issue 16 point 8)', () => {
  test('the front desk without manage_appointments reads why and what to do', async ({ page, openAs }) => {
    await openAs('frontdesk@northwind.test', '/appointments');
    const empty = page.getByTestId('calendar-no-provider');
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('Manage appointments');
    // She cannot manage staff: no way to Staff, but who to ask.
    await expect(empty.getByRole('link', { name: 'Open Staff' })).toHaveCount(0);
    await expect(empty).toContainText('Ask the account owner');
  });
});

test.describe('calendar week in a browser on another continent', () => {
  // Ruling 8: the week is drawn in the provider's zone (America/Denver), not the browser's.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('blocks sit at the provider’s local times', async ({ page, openAs }) => {
    const answer = nextWeekAnswer(page);
    await openAs('owner@juniper.test');
    const { body } = await answer;
    // The earliest item of the first day that has any is that column's first block.
    const item = body.days.find((day) => day.items.length > 0)?.items[0];
    expect(item).toBeTruthy();
    const local = wallClock(new Date(item?.start_at ?? ''), ZONE);
    const column = dayColumn(page, local.date);
    const block = column.getByTestId('calendar-block').first();
    await expect(block).toBeVisible();
    const lane = await slotRow(page, local.time).boundingBox();
    const box = await block.boundingBox();
    // The block's top is on its start's row.
    expect(Math.abs((box?.y ?? 0) - (lane?.y ?? 0))).toBeLessThanOrEqual(3);
  });
});
