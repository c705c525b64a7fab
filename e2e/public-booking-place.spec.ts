import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  dayName,
  freeSlot,
  type Juniper,
  juniper,
  pickDay,
  SERVICE,
  slotsOf,
  timeName,
  visitor,
  ZONE,
  ZONE_NAME,
} from './support/public-booking.ts';

// Issue 16 points 5, 6 and 10: the booking page keeps its place in the address (reload, Back, a shared
// link, a link to something gone), the confirmation adds the booking to a calendar and says where the
// business is, times read in the visitor's own zone on request, and the stepper names its steps at 375 px.

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const timeButtons = (page: Page) => page.getByRole('group', { name: /^Free times on/ }).getByRole('button');

/** The address of the date-and-time step of Maya's Swedish Massage on a date: what a shared link holds. */
const timeStepPath = (setup: Juniper, date: string) =>
  `/book/juniper?service=${setup.serviceId}&provider=${setup.mayaId}&date=${date}`;

/** From the time step on: picks the time, fills the details, confirms and books. */
async function bookFromTimeStep(page: Page, time: string, person: ReturnType<typeof visitor>) {
  await page.getByRole('button', { name: new RegExp(`^${time} \\(`) }).click();
  await expect(heading(page, 'Your details')).toBeVisible();
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Phone').fill('7205550142');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Check and confirm')).toBeVisible();
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await expect(heading(page, "You're booked!")).toBeVisible();
}

test.describe('the booking page keeps its place (issue 16 point 5)', () => {
  test('a reload on the date and time stays there, on the day picked, and Back returns to the previous step', async ({
    page,
    api,
  }) => {
    const setup = await juniper(api);
    const stepPath = `/book/juniper?service=${setup.serviceId}&provider=${setup.mayaId}`;
    await page.goto('/book/juniper');
    await page.getByRole('button', { name: `Choose ${SERVICE}` }).click();
    await expect(heading(page, 'Who would you like to see?')).toBeVisible();
    await page.getByRole('button', { name: /^Maya Chen/ }).click();
    await expect(heading(page, 'Choose a date and time')).toBeVisible();
    // Issue 24 point 4: the step opens on the first free day, which its address names.
    await expect(page).toHaveURL(
      new RegExp(`\\?service=${setup.serviceId}&provider=${setup.mayaId}&date=\\d{4}-\\d{2}-\\d{2}$`),
    );

    // Another day is picked on the same step; a reload keeps it.
    const date = setup.dates[1] ?? '';
    await pickDay(page, date);
    await expect(page).toHaveURL(`${stepPath}&date=${date}`);
    await expect(page.getByText(`Free times on ${dayName(date)}`)).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Choose a date and time')).toBeVisible();
    await expect(page.getByText(`Free times on ${dayName(date)}`)).toBeVisible();

    // The browser's Back goes to the step before (picking a day added no entry), Forward returns.
    await page.goBack();
    await expect(heading(page, 'Who would you like to see?')).toBeVisible();
    await page.goForward();
    await expect(page.getByText(`Free times on ${dayName(date)}`)).toBeVisible();

    // The page's own Back button does the same, from the details back to the day picked.
    await timeButtons(page).first().click();
    await expect(heading(page, 'Your details')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByText(`Free times on ${dayName(date)}`)).toBeVisible();
    await expect(page).toHaveURL(`${stepPath}&date=${date}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(heading(page, 'Who would you like to see?')).toBeVisible();
    await expect(page).toHaveURL(`/book/juniper?service=${setup.serviceId}`);
    await page.goBack();
    await expect(heading(page, 'Services')).toBeVisible();
  });

  test('a shared link opens at its step; one naming what is gone falls back with a message', async ({
    page,
    api,
  }) => {
    const setup = await juniper(api);
    const date = setup.dates[1] ?? '';
    await page.goto(timeStepPath(setup, date));
    await expect(heading(page, 'Choose a date and time')).toBeVisible();
    await expect(page.getByText(`Free times on ${dayName(date)}`)).toBeVisible();
    await expect(timeButtons(page).first()).toBeVisible();

    // A past day: the step shows the first free day instead, and says why.
    await page.goto(timeStepPath(setup, '2020-01-07'));
    await expect(heading(page, 'Choose a date and time')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'The day in your link can no longer be booked.' }),
    ).toBeVisible();
    await expect(timeButtons(page).first()).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`^[^?]*/book/juniper\\?service=${setup.serviceId}&provider=${setup.mayaId}&date=(?!2020)`),
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'The day in your link can no longer be booked.' }),
    ).toBeVisible();

    // A service that does not exist: back to the services.
    await page.goto('/book/juniper?service=999999&provider=any&date=2030-01-08');
    await expect(heading(page, 'Services')).toBeVisible();
    await expect(page.getByText('The service in your link can no longer be booked online.')).toBeVisible();
    await expect(page).toHaveURL('/book/juniper');

    // A time that is not free: back to choosing a time on that day.
    await page.goto(`${timeStepPath(setup, date)}&time=03:00&step=confirm`);
    await expect(heading(page, 'Choose a date and time')).toBeVisible();
    await expect(page.getByText('The time in your link is no longer free.')).toBeVisible();
    await expect(page.getByText(`Free times on ${dayName(date)}`)).toBeVisible();

    // The confirm step without the visitor's details opens at the details.
    const [slot] = await slotsOf(api, setup, date);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(slot?.start_at ?? ''));
    await page.goto(`${timeStepPath(setup, date)}&time=${time}&step=confirm`);
    await expect(heading(page, 'Your details')).toBeVisible();
  });

  test('the confirmation adds the booking to a calendar, names the address and phone, and links to manage it', async ({
    page,
    api,
    checkA11y,
  }) => {
    const setup = await juniper(api);
    const { business } = setup.page;
    // The demo business has an address and a phone (DEMO.md seed).
    expect(business.address_lines.length).toBeGreaterThan(0);
    expect(business.phone).not.toBe('');
    const { date, slot } = await freeSlot(api, setup, 4);
    await page.goto(timeStepPath(setup, date));
    await bookFromTimeStep(page, timeName(slot.start_at), visitor('Calendar'));
    await expect(page).toHaveURL(/\/book\/juniper\?booked=[A-Za-z0-9_-]+$/);

    const contact = page.getByRole('group', { name: 'How to reach Juniper Spa & Salon' }).last();
    for (const line of business.address_lines) await expect(contact).toContainText(line);
    await expect(contact.getByRole('link', { name: `Call ${business.phone}` })).toHaveAttribute(
      'href',
      `tel:${business.phone.replace(/[^\d+]/g, '')}`,
    );

    // The .ics downloads: the booked time in UTC, at the business's address.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download .ics (Apple, Outlook)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('appointment.ics');
    const ics = (await readFile(await file.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${utc(slot.start_at)}`);
    // RFC 5545 §3.3.11: commas in a TEXT value are escaped.
    expect(ics).toContain(`LOCATION:${business.address_lines.join(', ').replace(/,/g, '\\,')}`);
    expect(ics).toMatch(/DESCRIPTION:.*\/my-appointment\/[A-Za-z0-9_-]+/);

    const google = page.getByRole('link', { name: 'Google Calendar' });
    const href = new URL((await google.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://calendar.google.com');
    expect(href.searchParams.get('dates')).toBe(`${utc(slot.start_at)}/${utc(slot.end_at)}`);
    expect(href.searchParams.get('location')).toBe(business.address_lines.join(', '));
    await checkA11y();

    // A reload keeps the confirmation; its manage link opens the page the e-mail links to.
    await page.reload();
    await expect(heading(page, "You're booked!")).toBeVisible();
    await page.getByRole('link', { name: 'Cancel or reschedule your appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Your appointment', level: 1 })).toBeVisible();
    await expect(page.getByText(`${dayName(date)}, ${timeName(slot.start_at)} (${ZONE_NAME})`)).toBeVisible();
  });

  test('issue 16 point 10: at 375 px every step of the stepper has a name, and axe finds nothing serious', async ({
    page,
    api,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const setup = await juniper(api);
    await page.goto(timeStepPath(setup, setup.dates[1] ?? ''));
    await expect(heading(page, 'Choose a date and time')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Booking steps' });
    await expect(steps.getByRole('button', { name: 'Step 1 of 5: Service, done' })).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Step 2 of 5: Provider, done' })).toBeVisible();
    await expect(
      steps.getByRole('button', { name: 'Step 3 of 5: Date & time, current step' }),
    ).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByRole('button', { name: 'Step 4 of 5: Details' })).toBeVisible();
    await checkA11y();
    await steps.getByRole('button', { name: 'Step 2 of 5: Provider, done' }).click();
    await expect(heading(page, 'Who would you like to see?')).toBeVisible();
  });
});

test.describe('times in the visitor’s own zone (issue 16 point 6)', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a visitor in New York may see the times in Eastern Time; the booking keeps the instant', async ({
    page,
    api,
  }) => {
    const setup = await juniper(api);
    const { date } = await freeSlot(api, setup, 5);
    const [slot] = await slotsOf(api, setup, date);
    if (!slot) throw new Error(`Maya has no free time on ${date}`);
    const eastern = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(slot.start_at));

    await page.goto(timeStepPath(setup, date));
    await expect(page.getByText('Times are in Mountain Time (America/Denver).')).toBeVisible();
    await expect(timeButtons(page).first()).toHaveAccessibleName(
      `${timeName(slot.start_at)} (Mountain Time)`,
    );
    const toggle = page.getByRole('switch', { name: 'Show times in my time zone (Eastern Time)' });
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(timeButtons(page).first()).toHaveAccessibleName(`${eastern} (Eastern Time)`);
    await expect(page.getByText('Times are in Eastern Time (America/New_York).')).toBeVisible();
    await expect(page).toHaveURL(/zone=mine/);
    // A reload keeps the choice.
    await page.reload();
    await expect(timeButtons(page).first()).toHaveAccessibleName(`${eastern} (Eastern Time)`);
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(timeButtons(page).first()).toHaveAccessibleName(
      `${timeName(slot.start_at)} (Mountain Time)`,
    );
  });
});

test.describe('a visitor whose zone reads as the business’s (issue 16 point 6)', () => {
  test.use({ timezoneId: 'America/Boise' });

  test('is not offered the toggle', async ({ page, api }) => {
    const setup = await juniper(api);
    await page.goto(timeStepPath(setup, setup.dates[1] ?? ''));
    await expect(timeButtons(page).first()).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
  });
});

test.describe('screenshots of every booking step (issues 16 and 24)', () => {
  for (const width of [1366, 375]) {
    test(`at ${width} px`, async ({ page, api, takeScreenshot }) => {
      await page.setViewportSize({ width, height: width > 500 ? 768 : 812 });
      const setup = await juniper(api);
      const { date, slot } = await freeSlot(api, setup, width > 500 ? 6 : 7);
      const shot = (name: string) => takeScreenshot(`booking-${width}-${name}`);
      await page.goto('/book/juniper');
      await expect(page.getByRole('button', { name: `Choose ${SERVICE}` })).toBeVisible();
      await shot('1-service');
      await page.getByRole('button', { name: `Choose ${SERVICE}` }).click();
      await expect(heading(page, 'Who would you like to see?')).toBeVisible();
      await shot('2-provider');
      await page.getByRole('button', { name: /^Maya Chen/ }).click();
      await expect(heading(page, 'Choose a date and time')).toBeVisible();
      await pickDay(page, date);
      await expect(page.getByText(`Free times on ${dayName(date)}`)).toBeVisible();
      await expect(timeButtons(page).first()).toBeVisible();
      await shot('3-date-time');
      await page.getByRole('button', { name: new RegExp(`^${timeName(slot.start_at)} \\(`) }).click();
      const person = visitor(`Shots${width}`);
      await page.getByLabel('First name').fill(person.first);
      await page.getByLabel('Last name').fill(person.last);
      await page.getByLabel('E-mail').fill(person.email);
      await page.getByLabel('Phone').fill('7205550142');
      await shot('4-details');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(heading(page, 'Check and confirm')).toBeVisible();
      await shot('5-confirm');
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await expect(heading(page, "You're booked!")).toBeVisible();
      await shot('6-done');
      const fitsWidth = await page.evaluate<boolean>(
        'document.documentElement.scrollWidth <= window.innerWidth',
      );
      expect(fitsWidth).toBe(true);
    });
  }
});
