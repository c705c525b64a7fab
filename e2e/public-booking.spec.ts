import type { PublicAppointment } from '@paybook/contracts';
import { DEMO_PASSWORD, expect, test, uniqueSuffix } from './support/fixtures.ts';
import {
  dayName,
  FREE_DAY,
  juniper,
  manageLinkOf,
  pickDay,
  SERVICE,
  showDay,
  slotsOf,
  sundayOf,
  timeName,
  visitor,
  ZONE_NAME,
} from './support/public-booking.ts';

// Ruling 4, issue 4 point 6: a visitor books on /book/juniper step by step (also at 375 px and by keyboard
// alone), the owner sees the booking in the calendar, and the e-mail's manage link moves and cancels it.
// The tests book Maya Chen six to nine weeks ahead, away from the days the calendar tests use.

test.describe('public booking page', () => {
  test('a visitor books step by step, a taken time offers others, and the owner sees the booking', async ({
    page,
    api,
    checkA11y,
    takeScreenshot,
  }) => {
    const setup = await juniper(api);
    const date = setup.dates[0] ?? '';
    const [first] = await slotsOf(api, setup, date);
    if (!first) throw new Error(`Maya has no free time on ${date}`);
    const person = visitor('Booker');

    await page.goto('/book/juniper');
    await expect(page.getByRole('heading', { name: 'Juniper Spa & Salon', level: 1 })).toBeVisible();
    await takeScreenshot('public-booking-1-service');
    await checkA11y();
    await page.getByRole('button', { name: `Choose ${SERVICE}` }).click();

    await expect(page.getByRole('heading', { name: 'Who would you like to see?' })).toBeFocused();
    await takeScreenshot('public-booking-2-provider');
    await page.getByRole('button', { name: /^Maya Chen/ }).click();

    await expect(page.getByRole('heading', { name: 'Choose a day' })).toBeVisible();
    await showDay(page, date);
    // Only available days can be picked (spec 1 §5): the Sunday of that week is disabled.
    await expect(page.getByRole('button', { name: dayName(sundayOf(date)) })).toBeDisabled();
    await takeScreenshot('public-booking-3-day');
    await pickDay(page, date);

    await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
    const firstTime = page.getByRole('button', { name: `${timeName(first.start_at)} (${ZONE_NAME})` });
    await expect(firstTime).toBeVisible();
    await takeScreenshot('public-booking-4-time');
    await checkA11y();
    await firstTime.click();

    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your first name')).toBeVisible();
    await page.getByLabel('First name').fill(person.first);
    await page.getByLabel('Last name').fill(person.last);
    await page.getByLabel('E-mail').fill('robin@');
    await page.getByLabel('Phone').fill('(120) 555-0100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Enter a ten-digit phone number that starts with 2 to 9')).toBeVisible();
    await takeScreenshot('public-booking-5-details-errors');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Phone').fill('(720) 555-0100');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
    await expect(
      page.getByText(`${dayName(date)}, ${timeName(first.start_at)} (${ZONE_NAME})`),
    ).toBeVisible();
    await takeScreenshot('public-booking-6-confirm');

    // Someone else takes the time meanwhile: the server refuses and offers the day's other times.
    await api.post('/api/public/booking_page/juniper/appointment', {
      offering_id: setup.serviceId,
      service_provider_id: setup.mayaId,
      start_at: first.start_at,
      customer: {
        first_name: 'Quick',
        last_name: 'Other',
        email: `other-${uniqueSuffix()}@visitor.test`,
        phone: '7205550111',
      },
    });
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: "This time can't be booked" });
    await expect(refusal).toContainText('Sorry, this time is no longer available. Choose another time.');
    await takeScreenshot('public-booking-7-refused');
    await checkA11y();
    // The taken hour and its buffer are not offered; the first time after them is.
    const other = refusal
      .getByRole('group', { name: 'Other free times that day' })
      .getByRole('button')
      .first();
    const otherName = (await other.getAttribute('aria-label')) ?? '';
    expect(otherName).not.toBe(`${timeName(first.start_at)} (${ZONE_NAME})`);
    await other.click();
    await expect(page.getByText(`${dayName(date)}, ${otherName}`)).toBeVisible();
    await page.getByRole('button', { name: 'Book appointment' }).click();

    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    await expect(page.getByText(`We've sent a confirmation to ${person.email}`)).toBeVisible();
    await takeScreenshot('public-booking-8-done');
    await checkA11y();

    // The owner sees it in Maya's calendar (issue 4 point 6).
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'User name', exact: true }).fill('owner@juniper.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/appointments?viewProvider=${setup.mayaId}&week=${sundayOf(date)}`);
    const block = page.getByTestId('calendar-block').filter({ hasText: person.last });
    await expect(block).toBeVisible();
    await expect(block).toContainText(SERVICE);
    await takeScreenshot('public-booking-9-owner-calendar');
  });

  test('at 375 px wide a visitor books any available provider', async ({ page, api, takeScreenshot }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const person = visitor('Phone');
    await juniper(api);

    await page.goto('/book/juniper');
    await expect(page.getByText('Step 1 of 6: Service')).toBeVisible();
    const fitsWidth = () =>
      page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-1-service');
    await page.getByRole('button', { name: `Choose ${SERVICE}` }).click();
    await expect(page.getByText('Step 2 of 6: Provider')).toBeVisible();
    await takeScreenshot('public-booking-phone-2-provider');
    await page.getByRole('button', { name: /^Any available provider/ }).click();
    await expect(page.getByText('Step 3 of 6: Day')).toBeVisible();
    // The picker opens on the month of the first free day; pick the first enabled day.
    const freeDay = page.locator(FREE_DAY);
    await expect(freeDay.first()).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-3-day');
    await freeDay.first().click();
    await expect(page.getByText('Step 4 of 6: Time')).toBeVisible();
    const times = page.getByRole('group', { name: /^Free times on/ }).getByRole('button');
    await expect(times.first()).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-4-time');
    await times.first().click();
    await page.getByLabel('First name').fill(person.first);
    await page.getByLabel('Last name').fill(person.last);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Phone').fill('7205550123');
    await takeScreenshot('public-booking-phone-5-details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Any available provider')).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-6-confirm');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    // The server picked a provider: the summary names them.
    await expect(page.getByText(/^(Leo Martinez|Maya Chen|Jenna Park)$/)).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-7-done');
  });

  test('issue 13 point 15: a double click on Book books once', async ({ page, api }) => {
    const setup = await juniper(api);
    const date = setup.dates.at(-1) ?? '';
    const person = visitor('Twice');
    const bookings: string[] = [];
    const isBooking = (url: string, method: string) =>
      method === 'POST' && new URL(url).pathname === '/api/public/booking_page/juniper/appointment';
    page.on('request', (request) => {
      if (isBooking(request.url(), request.method()))
        bookings.push(request.headers()['idempotency-key'] ?? '');
    });

    await page.goto('/book/juniper');
    await page.getByRole('button', { name: `Choose ${SERVICE}` }).click();
    await page.getByRole('button', { name: /^Maya Chen/ }).click();
    await pickDay(page, date);
    const times = page.getByRole('group', { name: /^Free times on/ }).getByRole('button');
    await times.last().click();
    await page.getByLabel('First name').fill(person.first);
    await page.getByLabel('Last name').fill(person.last);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Phone').fill('7205550123');
    await page.getByRole('button', { name: 'Continue' }).click();
    const booked = page.waitForResponse((res) => isBooking(res.url(), res.request().method()));
    await page.getByRole('button', { name: 'Book appointment' }).dblclick();
    expect((await booked).status()).toBe(201);
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  test('a visitor books with the keyboard alone', async ({ page, api }) => {
    await juniper(api);
    const person = visitor('Keys');
    /** Presses Tab until the element has the focus, as a keyboard user moves through the page. */
    const tabTo = async (name: string | RegExp, role: 'button' | 'textbox' = 'button') => {
      const target = page.getByRole(role, { name }).first();
      for (let presses = 0; presses < 80; presses += 1) {
        if (await target.evaluate((element) => element.matches(':focus')).catch(() => false)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${String(name)}`);
    };

    await page.goto('/book/juniper');
    await expect(page.getByRole('heading', { name: 'Juniper Spa & Salon', level: 1 })).toBeVisible();
    await tabTo(`Choose ${SERVICE}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Who would you like to see?' })).toBeFocused();
    await tabTo(/^Any available provider/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Choose a day' })).toBeFocused();
    // Into the month grid: its one day in the tab order is a free one; Enter picks it (arrow keys move).
    await expect(page.locator(FREE_DAY).first()).toBeVisible();
    const onFreeDay = () => page.evaluate<boolean>(`document.activeElement?.matches('${FREE_DAY}') ?? false`);
    for (let presses = 0; presses < 20 && !(await onFreeDay()); presses += 1)
      await page.keyboard.press('Tab');
    expect(await onFreeDay()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
    await tabTo(new RegExp(`\\(${ZONE_NAME}\\)$`));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await tabTo('First name', 'textbox');
    await page.keyboard.type(person.first);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.last);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('(720) 555-0177');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeFocused();
    await tabTo('Book appointment');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeFocused();
  });

  test('the manage link from the e-mail moves and then cancels the appointment', async ({
    page,
    api,
    checkA11y,
    takeScreenshot,
  }) => {
    const setup = await juniper(api);
    const date = setup.dates[2] ?? '';
    const later = setup.dates[3] ?? '';
    const [slot] = await slotsOf(api, setup, date);
    const [laterSlot] = await slotsOf(api, setup, later);
    if (!slot || !laterSlot) throw new Error('Maya has no free time on the chosen days');
    const person = visitor('Manage');
    const booked = await api.post<PublicAppointment>('/api/public/booking_page/juniper/appointment', {
      offering_id: setup.serviceId,
      service_provider_id: setup.mayaId,
      start_at: slot.start_at,
      customer: {
        first_name: person.first,
        last_name: person.last,
        email: person.email,
        phone: '7205550188',
      },
    });
    expect(booked.status).toBe('booked');
    const context = await api.login<{ merchant: { id: number } }>('owner@juniper.test');
    const link = await manageLinkOf(api, context.merchant.id, person.email);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your appointment', level: 1 })).toBeVisible();
    await expect(page.getByText(`${dayName(date)}, ${timeName(slot.start_at)} (${ZONE_NAME})`)).toBeVisible();
    await expect(page.getByText(/You can cancel or reschedule online until/)).toBeVisible();
    await takeScreenshot('public-booking-manage-1');
    await checkA11y();

    await page.getByRole('button', { name: 'Reschedule' }).click();
    await pickDay(page, later);
    await page.getByRole('button', { name: `${timeName(laterSlot.start_at)} (${ZONE_NAME})` }).click();
    await takeScreenshot('public-booking-manage-2-reschedule');
    await page.getByRole('button', { name: `Move to ${timeName(laterSlot.start_at)}` }).click();
    await expect(
      page.getByText("Your appointment was moved. We've sent you a new confirmation."),
    ).toBeVisible();
    await expect(
      page.getByText(`${dayName(later)}, ${timeName(laterSlot.start_at)} (${ZONE_NAME})`),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toBeVisible();
    await takeScreenshot('public-booking-manage-3-cancel-confirm');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByText("Your appointment is cancelled. We've sent you an e-mail.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('This appointment was cancelled.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/book/juniper');
    await takeScreenshot('public-booking-manage-4-cancelled');
    await checkA11y();

    // The time is free again for the next visitor.
    const free = await slotsOf(api, setup, later);
    expect(free.map((entry) => entry.start_at)).toContain(laterSlot.start_at);
  });

  test('a link that is not valid says so', async ({ page, takeScreenshot }) => {
    await page.goto('/my-appointment/not-a-real-token');
    await expect(page.getByRole('heading', { name: "This link doesn't work", level: 1 })).toBeVisible();
    await takeScreenshot('public-booking-manage-not-found');
  });
});
