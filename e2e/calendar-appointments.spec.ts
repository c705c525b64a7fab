import type { Appointment, OfferingList, ServiceProviderPage, TimeSlots } from '@paybook/contracts';
import { addDays, dayOfWeek, todayInTimeZone } from '@paybook/domain';
import type { Locator, Page } from '@playwright/test';
import { type ApiClient, expect, test, uniqueSuffix } from './support/fixtures.ts';

// Issue 4 points 3 and 4, spec 1 §5, §7: the appointment and personal-time modals of the calendar. The tests
// work on Leo Martinez's calendar (Juniper) three to five weeks ahead, where the seed and the other calendar
// tests leave days free; each test books its own days.

const ZONE = 'America/Denver';
const sundayOf = (date: string) => addDays(date, -dayOfWeek(date));
/** Mantine's day buttons are named like '24 November 2026'. */
const dayButtonName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Setup {
  providerId: number;
  offering: OfferingList['data'][number];
  /** Free days of the provider for the service, 17 to 38 days ahead. */
  dates: string[];
}

async function setUp(api: ApiClient): Promise<Setup> {
  await api.login('owner@juniper.test');
  const providers = await api.get<ServiceProviderPage>('/api/service_providers', { items_per_page: 100 });
  const leo = providers.data.find((provider) => provider.first_name === 'Leo');
  if (!leo) throw new Error('The demo provider Leo Martinez is missing');
  const offerings = await api.get<OfferingList>(`/api/service_provider/${leo.id}/offerings`);
  const offering = offerings.data.find((candidate) => candidate.duration_minutes === 60) ?? offerings.data[0];
  if (!offering) throw new Error('Leo offers no bookable service');
  const today = todayInTimeZone(ZONE);
  const { dates } = await api.get<{ dates: string[] }>(
    `/api/offering/${offering.id}/service_provider/${leo.id}/available_dates_between/${addDays(today, 17)}/${addDays(today, 38)}`,
  );
  return { providerId: leo.id, offering, dates };
}

async function slotsOf(api: ApiClient, setup: Setup, date: string) {
  const answer = await api.get<TimeSlots>(
    `/api/offering/${setup.offering.id}/service_provider/${setup.providerId}/time_slots/${date}`,
  );
  return answer.slots;
}

/** Opens a date field's picker, goes to the date's month and picks the day. */
async function pickDate(page: Page, field: Locator, date: string) {
  await field.click();
  const day = page.getByRole('button', { name: dayButtonName(date), exact: true });
  const nextMonth = page.getByRole('button', { name: 'Next month' });
  // The picker is open before its month is judged (a slow machine opens it late).
  await expect(nextMonth).toBeVisible();
  for (let step = 0; step < 3 && !(await day.isVisible()); step += 1) await nextMonth.click();
  await day.click();
}

async function chooseOption(page: Page, field: Locator, name: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name }).click();
}

test.describe('calendar modals', () => {
  test.describe.configure({ timeout: 90_000 });

  test('spec 1 §5: the owner books a new customer, sees it, moves it and deletes it', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const setup = await setUp(api);
    const date = setup.dates[0];
    expect(date, 'a free day for Leo three weeks ahead').toBeTruthy();
    if (!date) return;
    const suffix = uniqueSuffix();
    const customer = { first: 'Nora', last: `Quill${suffix}` };

    await openAs('owner@juniper.test', `/appointments?viewProvider=${setup.providerId}&showAddModal=true`);
    const modal = page.getByRole('dialog', { name: 'Add appointment' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Service provider' })).toHaveValue(/Leo Martinez/);

    // spec 1 §5: the form says what is missing; a time slot must be chosen.
    await modal.getByRole('button', { name: 'Book appointment' }).click();
    await expect(modal).toContainText('Choose a service.');
    await expect(modal).toContainText('Choose a time.');

    await chooseOption(
      page,
      modal.getByRole('combobox', { name: 'Service', exact: true }),
      new RegExp(`^${escapeRegExp(setup.offering.name)}`),
    );
    // Only available days can be picked: an earlier day than today is disabled.
    await pickDate(page, modal.getByRole('button', { name: /^Date/ }), date);
    const slotField = modal.getByRole('combobox', { name: 'Time', exact: true });
    await slotField.click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const firstLabel = (await options.first().textContent())?.trim() ?? '';
    await options.first().click();
    await expect(slotField).toHaveValue(firstLabel);

    // spec 1 §5: a new customer, with the e-mail pattern and the phone mask (first digit 2 to 9).
    await modal.getByText('New customer', { exact: true }).click();
    await modal.getByRole('textbox', { name: 'First name' }).fill(customer.first);
    await modal.getByRole('textbox', { name: 'Last name' }).fill(customer.last);
    await modal.getByRole('textbox', { name: 'E-mail' }).fill('nora@');
    const phone = modal.getByRole('textbox', { name: 'Phone' });
    await phone.pressSequentially('13035550147');
    await expect(phone).toHaveValue('(303) 555-0147');
    await modal.getByRole('button', { name: 'Book appointment' }).click();
    await expect(modal).toContainText('Enter a valid e-mail address.');
    await modal.getByRole('textbox', { name: 'E-mail' }).fill(`nora.${suffix}@example.com`);
    await takeScreenshot('appointment-modal-add');
    await checkA11y();

    const created = page.waitForResponse(
      (res) =>
        res.request().method() === 'POST' && /\/api\/service_provider\/\d+\/appointment$/.test(res.url()),
    );
    await modal.getByRole('button', { name: 'Book appointment' }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    // ARCHITECTURE.md "Idempotency": the booking carries a key; the phone went as digits only.
    expect(createdResponse.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(createdResponse.request().postDataJSON().customer.phone).toBe('3035550147');
    const appointment = (await createdResponse.json()) as Appointment;
    await expect(modal).toBeHidden();
    await expect(page).not.toHaveURL(/showAddModal/);

    // It shows in the calendar, in its week.
    await page.goto(`/appointments?viewProvider=${setup.providerId}&week=${sundayOf(date)}`);
    const block = page.getByTestId('calendar-block').filter({ hasText: customer.last });
    await expect(block).toBeVisible();
    await expect(block).toContainText(setup.offering.name);

    // Edit its time from the block's popover.
    await block.click();
    await page.getByTestId('calendar-popover').getByRole('button', { name: 'Edit' }).click();
    const editModal = page.getByRole('dialog', { name: 'Edit appointment' });
    await expect(editModal).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`appointmentId=${appointment.id}`));
    await expect(editModal.getByTestId('chosen-customer')).toContainText(
      `${customer.first} ${customer.last}`,
    );
    const editSlot = editModal.getByRole('combobox', { name: 'Time', exact: true });
    await expect(editSlot).toHaveValue(firstLabel);
    await editSlot.click();
    const later = page
      .getByRole('option')
      .filter({ hasNotText: new RegExp(`^${escapeRegExp(firstLabel)}$`) });
    const laterLabel = (await later.last().textContent())?.trim() ?? '';
    await later.last().click();
    await takeScreenshot('appointment-modal-edit');
    await checkA11y();
    const updated = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().endsWith(`/appointment/${appointment.id}`),
    );
    await editModal.getByRole('button', { name: 'Save changes' }).click();
    expect((await updated).status()).toBe(200);
    await expect(editModal).toBeHidden();
    const moved = await api.get<Appointment>(`/api/appointment/${appointment.id}`);
    expect(moved.start_at).not.toBe(appointment.start_at);
    await expect(block).toBeVisible();

    // Delete it from inside the modal, after a confirmation.
    await page.goto(
      `/appointments?viewProvider=${setup.providerId}&week=${sundayOf(date)}&appointmentId=${appointment.id}`,
    );
    await expect(editModal).toBeVisible();
    await expect(editSlot).toHaveValue(laterLabel);
    await editModal.getByRole('button', { name: 'Delete appointment' }).click();
    await expect(editModal).toContainText('Delete this appointment?');
    await editModal.getByRole('button', { name: 'Keep it' }).click();
    await editModal.getByRole('button', { name: 'Delete appointment' }).click();
    const deleted = page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && res.url().endsWith(`/appointment/${appointment.id}`),
    );
    await editModal.getByRole('alert').getByRole('button', { name: 'Delete appointment' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(editModal).toBeHidden();
    await expect(page.getByTestId('calendar-block').filter({ hasText: customer.last })).toHaveCount(0);
  });

  test('spec 1 §5: a slot taken meanwhile is refused with a message and the times reload; Escape closes', async ({
    page,
    api,
    openAs,
    takeScreenshot,
  }) => {
    const setup = await setUp(api);
    const date = setup.dates[1];
    expect(date).toBeTruthy();
    if (!date) return;

    await openAs('owner@juniper.test', `/appointments?viewProvider=${setup.providerId}&showAddModal=true`);
    const modal = page.getByRole('dialog', { name: 'Add appointment' });
    await chooseOption(
      page,
      modal.getByRole('combobox', { name: 'Service', exact: true }),
      new RegExp(`^${escapeRegExp(setup.offering.name)}`),
    );
    await pickDate(page, modal.getByRole('button', { name: /^Date/ }), date);
    const slotField = modal.getByRole('combobox', { name: 'Time', exact: true });
    await slotField.click();
    await page.getByRole('option').first().click();

    // The customer is found by the quick search (3 characters at least).
    const search = modal.getByRole('combobox', { name: 'Search customers', exact: true });
    // A seeded customer (apps/server/src/seed/demo-calendar.ts).
    await search.fill('Em');
    await expect(page.getByText('Type at least 3 characters')).toBeVisible();
    await search.fill('Emma Joh');
    await page.getByRole('option', { name: /^Emma Johnson/ }).click();
    await expect(modal.getByTestId('chosen-customer')).toBeVisible();

    // Someone else books the same time first.
    const [first] = await slotsOf(api, setup, date);
    if (!first) throw new Error('no slot');
    await api.post(
      `/api/service_provider/${setup.providerId}/appointment`,
      {
        offering_id: setup.offering.id,
        start_at: first.start_at,
        end_at: first.end_at,
        customer: { first_name: 'Taken', last_name: `First${uniqueSuffix()}` },
      },
      { idempotencyKey: uniqueSuffix() },
    );
    const refused = page.waitForResponse(
      (res) => res.request().method() === 'POST' && /\/appointment$/.test(res.url()),
    );
    await modal.getByRole('button', { name: 'Book appointment' }).click();
    expect((await refused).status()).toBe(409);
    await expect(modal).toContainText(
      'This time is no longer free. The times were reloaded: choose another.',
    );
    await expect(slotField).toHaveValue('');
    await takeScreenshot('appointment-modal-error');
    await slotField.click();
    await expect(page.getByRole('option', { name: first.label, exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Keyboard: Escape closes the modal and the address forgets it.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).not.toHaveURL(/showAddModal/);
  });

  test('spec 1 §5: personal time over an appointment shows the unavailable period', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const setup = await setUp(api);
    const date = setup.dates[2];
    expect(date).toBeTruthy();
    if (!date) return;
    const slots = await slotsOf(api, setup, date);
    // The day's first free time gets an appointment; its last, after it, stays free for the personal time
    // (a fixed offset from the first could reach a break, or what an earlier try booked).
    const slot = slots[0];
    const free = slots.at(-1);
    if (!slot || !free || Date.parse(free.start_at) < Date.parse(slot.end_at)) {
      throw new Error(`Leo needs two separate free times on ${date}`);
    }
    await api.post(
      `/api/service_provider/${setup.providerId}/appointment`,
      {
        offering_id: setup.offering.id,
        start_at: slot.start_at,
        end_at: slot.end_at,
        customer: { first_name: 'Busy', last_name: `Hour${uniqueSuffix()}` },
      },
      { idempotencyKey: uniqueSuffix() },
    );
    const localTime = (instant: string, minutes = 0) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(Date.parse(instant) + minutes * 60_000));

    await openAs(
      'owner@juniper.test',
      `/appointments?viewProvider=${setup.providerId}&week=${sundayOf(date)}`,
    );
    await page.getByRole('button', { name: 'Add personal time' }).click();
    const modal = page.getByRole('dialog', { name: 'Add personal time' });
    await expect(modal).toBeVisible();
    // spec 1 §9: a 15-minute default length; the default title.
    await expect(modal.getByRole('textbox', { name: 'Title' })).toHaveValue('Personal Time');
    const title = `Errand ${uniqueSuffix()}`;
    await modal.getByRole('textbox', { name: 'Title' }).fill(title);

    await pickDate(page, modal.getByRole('button', { name: /^Start date/ }), date);
    // spec 1 §5: moving the start date past the end date moves the end date.
    await expect(modal.getByRole('button', { name: /^End date/ })).toContainText(
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    );
    await modal.getByLabel('Start time').fill(localTime(slot.start_at, 15));
    await modal.getByLabel('End time').fill(localTime(slot.start_at, 15));
    await modal.getByRole('button', { name: 'Save personal time' }).click();
    await expect(modal).toContainText('The end time must be later than the start time.');
    await modal.getByLabel('End time').fill(localTime(slot.start_at, 45));

    const refused = page.waitForResponse(
      (res) => res.request().method() === 'POST' && /\/personal_time$/.test(res.url()),
    );
    await modal.getByRole('button', { name: 'Save personal time' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    expect(answer.request().headers()['idempotency-key']).toBeTruthy();
    await expect(modal.getByRole('alert').filter({ hasText: 'Unavailable period' })).toBeVisible();
    await takeScreenshot('personal-time-modal-unavailable');
    await checkA11y();

    // Moved to a free time after the appointment, it is saved and shows in the week.
    await modal.getByLabel('Start time').fill(localTime(free.start_at));
    await modal.getByLabel('End time').fill(localTime(free.start_at, 30));
    await expect(modal.getByRole('alert').filter({ hasText: 'Unavailable period' })).toHaveCount(0);
    await takeScreenshot('personal-time-modal-add');
    await modal.getByRole('button', { name: 'Save personal time' }).click();
    await expect(modal).toBeHidden();
    const block = page.getByTestId('calendar-block').filter({ hasText: title });
    await expect(block).toBeVisible();

    // Edit it from the popover: its times come with it; an empty title reverts to the default.
    await block.click();
    await page.getByTestId('calendar-popover').getByRole('button', { name: 'Edit' }).click();
    const editModal = page.getByRole('dialog', { name: 'Edit personal time' });
    // Issue 16 point 9: the time picker shows the time on the 12-hour clock of the user's language.
    await expect(editModal.getByLabel('Start time')).toHaveValue(
      new Intl.DateTimeFormat('en', { timeZone: ZONE, timeStyle: 'short' }).format(new Date(free.start_at)),
    );
    await editModal.getByRole('textbox', { name: 'Title' }).fill('');
    await editModal.getByLabel('Start time').focus();
    await expect(editModal.getByRole('textbox', { name: 'Title' })).toHaveValue('Personal Time');
    await takeScreenshot('personal-time-modal-edit');
    await editModal.getByRole('button', { name: 'Delete personal time' }).click();
    await editModal.getByRole('alert').getByRole('button', { name: 'Delete personal time' }).click();
    await expect(editModal).toBeHidden();
    await expect(page.getByTestId('calendar-block').filter({ hasText: title })).toHaveCount(0);
  });

  test('spec 1 §2.5: a provider without manage_appointments books only on their own calendar', async ({
    page,
    openAs,
  }) => {
    await openAs('maya@juniper.test', '/appointments?showAddModal=true');
    const modal = page.getByRole('dialog', { name: 'Add appointment' });
    await expect(modal.getByRole('combobox', { name: 'Service', exact: true })).toBeEnabled();
    await expect(modal.getByRole('combobox', { name: 'Service provider' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'Add personal time' }).click();
    const personal = page.getByRole('dialog', { name: 'Add personal time' });
    await expect(personal.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expect(personal.getByRole('combobox', { name: 'Service provider' })).toHaveCount(0);
  });
});
