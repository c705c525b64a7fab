import type { PublicAppointment } from '@paybook/contracts';
import { addDays, todayInTimeZone } from '@paybook/domain';
import { DEMO_PASSWORD, expect, test, uniqueSuffix } from './support/fixtures.ts';
import {
  dayName,
  FREE_DAY,
  freeSlot,
  juniper,
  manageLinkOf,
  pickDay,
  SERVICE,
  showDay,
  slotsOf,
  sundayOf,
  timeName,
  visitor,
  ZONE,
  ZONE_NAME,
} from './support/public-booking.ts';

// Ruling 4, issue 4 point 6: a visitor books on /book/juniper step by step (also at 375 px and by keyboard
// alone), the owner sees the booking in the calendar, and the e-mail's manage link moves and cancels it.
// Issue 24 point 4: the page starts at the services, the day and the time are one step, a reload keeps
// the details and Back after booking shows the booking. The tests book six to nine weeks ahead (Maya
// Chen's free days), away from the days the calendar tests use.

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

    // Issue 24 point 4: the day and the time are one step.
    await expect(page.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
    await showDay(page, date);
    // Only available days can be picked (spec 1 §5): the Sunday of that week is disabled.
    await expect(page.getByRole('button', { name: dayName(sundayOf(date)) })).toBeDisabled();
    await pickDay(page, date);
    const firstTime = page
      .getByRole('group', { name: `Free times on ${dayName(date)}` })
      .getByRole('button', { name: `${timeName(first.start_at)} (${ZONE_NAME})` });
    await expect(firstTime).toBeVisible();
    await takeScreenshot('public-booking-3-date-time');
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
    await takeScreenshot('public-booking-4-details-errors');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Phone').fill('(720) 555-0100');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
    await expect(
      page.getByText(`${dayName(date)}, ${timeName(first.start_at)} (${ZONE_NAME})`),
    ).toBeVisible();
    await takeScreenshot('public-booking-5-confirm');

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
    await takeScreenshot('public-booking-6-refused');
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
    await takeScreenshot('public-booking-7-done');
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
    await takeScreenshot('public-booking-8-owner-calendar');
  });

  test('at 375 px a visitor books any available provider; a reload keeps the details, Back after booking the booking', async ({
    page,
    api,
    takeScreenshot,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const setup = await juniper(api);
    const { date, slot } = await freeSlot(api, setup, 1);
    const person = visitor('Phone');

    await page.goto('/book/juniper');
    await expect(page.getByText('Step 1 of 5: Service')).toBeVisible();
    // Issue 24 point 4: the services are in sight without scrolling, under a small image shown once.
    await expect(page.getByRole('button', { name: /^Choose / }).first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('business-image')).toHaveCount(1);
    expect((await page.getByTestId('business-image').boundingBox())?.height).toBeLessThanOrEqual(64);
    const fitsWidth = () =>
      page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-1-service');
    // The service is further down: once chosen, the next step starts at the top, without the image.
    const choose = page.getByRole('button', { name: `Choose ${SERVICE}` });
    await choose.scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    await choose.click();
    await expect(page.getByText('Step 2 of 5: Provider')).toBeVisible();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await expect(page.getByTestId('business-image')).toHaveCount(0);
    await page.getByRole('button', { name: /^Any available provider/ }).click();

    // The day and its times on one step, the calendar above the times.
    await expect(page.getByText('Step 3 of 5: Date & time')).toBeVisible();
    await pickDay(page, date);
    const times = page.getByRole('group', { name: `Free times on ${dayName(date)}` });
    await expect(times.getByRole('button').first()).toBeVisible();
    const calendar = await page.getByRole('button', { name: dayName(date), exact: true }).boundingBox();
    expect((await times.boundingBox())?.y).toBeGreaterThan((calendar?.y ?? 0) + (calendar?.height ?? 0));
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-2-date-time');
    await times.getByRole('button', { name: `${timeName(slot.start_at)} (${ZONE_NAME})` }).click();

    // Issue 24 point 4: a reload on the details keeps what was typed, and none of it is in the address.
    await expect(page.getByText('Step 4 of 5: Details')).toBeVisible();
    await page.getByLabel('First name').fill(person.first);
    await page.getByLabel('Last name').fill(person.last);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Phone').fill('7205550123');
    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue(person.last);
    await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
    await expect(page.getByLabel('First name')).toHaveValue(person.first);
    await expect(page.getByLabel('Phone')).toHaveValue('7205550123');
    expect(page.url()).not.toContain(person.last);
    expect(page.url()).not.toContain('robin');
    await takeScreenshot('public-booking-phone-3-details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Any available provider')).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-4-confirm');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    // The server picked a provider: the summary names them.
    await expect(page.getByText(/^(Leo Martinez|Maya Chen|Jenna Park)$/)).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await takeScreenshot('public-booking-phone-5-done');
    // Once booked, the details are no longer kept.
    expect(await page.evaluate<string>('JSON.stringify(sessionStorage)')).not.toContain(person.last);

    // Back shows the booking, not an empty form for the time just booked.
    const booked = page.url();
    await page.goBack();
    await expect(page).toHaveURL(booked);
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    await expect(page.getByText(`We've sent a confirmation to ${person.email}`)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
  });

  test('at 1366 px the services are in sight, and the date and time are one step opening on the first free day', async ({
    page,
    api,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const setup = await juniper(api);
    const today = todayInTimeZone(ZONE);
    const { dates } = await api.get<{ dates: string[] }>(
      `/api/public/booking_page/juniper/offering/${setup.serviceId}/available_dates/${today}/${addDays(today, 92)}`,
      { service_provider_id: setup.mayaId },
    );
    const firstFree = dates[0] ?? '';

    await page.goto('/book/juniper');
    await expect(page.getByRole('button', { name: /^Choose / }).first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { name: 'Services', level: 2 })).toBeInViewport();
    expect((await page.getByTestId('business-image').boundingBox())?.height).toBeLessThanOrEqual(120);
    await page.getByRole('button', { name: `Choose ${SERVICE}` }).click();
    await page.getByRole('button', { name: /^Maya Chen/ }).click();

    // One step: the month beside the first free day's times; the day shown is in the address.
    await expect(page.getByRole('heading', { name: 'Choose a date and time' })).toBeFocused();
    const times = page.getByRole('group', { name: `Free times on ${dayName(firstFree)}` });
    await expect(times.getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('button', { name: dayName(firstFree), exact: true })).toHaveAttribute(
      'data-selected',
      'true',
    );
    await expect(page).toHaveURL(new RegExp(`&date=${firstFree}$`));
    const day = await page.getByRole('button', { name: dayName(firstFree), exact: true }).boundingBox();
    const timesBox = await times.boundingBox();
    expect(timesBox?.x).toBeGreaterThan((day?.x ?? 0) + (day?.width ?? 0));
    await expect(page.getByTestId('business-image')).toHaveCount(0);
    await checkA11y();

    // Another day is picked on the same step: its times beside, Back still leads to the provider.
    const other = setup.dates[1] ?? '';
    await pickDay(page, other);
    await expect(
      page
        .getByRole('group', { name: `Free times on ${dayName(other)}` })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`&date=${other}$`));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Who would you like to see?' })).toBeVisible();
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
    const times = page.getByRole('group', { name: `Free times on ${dayName(date)}` }).getByRole('button');
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
    await expect(page.getByRole('heading', { name: 'Choose a date and time' })).toBeFocused();
    // Into the month grid: its one day in the tab order is the first free one, shown; Enter picks a day
    // (arrow keys move), and its times follow the grid in the tab order.
    await expect(page.getByRole('group', { name: /^Free times on/ })).toBeVisible();
    const onFreeDay = () => page.evaluate<boolean>(`document.activeElement?.matches('${FREE_DAY}') ?? false`);
    for (let presses = 0; presses < 20 && !(await onFreeDay()); presses += 1)
      await page.keyboard.press('Tab');
    expect(await onFreeDay()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
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
