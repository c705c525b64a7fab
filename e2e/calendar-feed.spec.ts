import type { CalendarWeek, LoginContext } from '@paybook/contracts';
import ICAL from 'ical.js';
import { expect, test } from './support/fixtures.ts';
import { leoAndShortestService } from './support/juniper.ts';

// Issue 26 point 5 (spec 3 §2.5 calendar link, §9 webcal): a provider's private calendar feed, copied from
// the staff list, read by a calendar (ical.js here), and reset.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The feed's address as a calendar fetches it: the webcal address over the server's own scheme. */
const httpFormOf = (webcalUrl: string, baseURL: string) =>
  webcalUrl.replace(/^webcal:/, new URL(baseURL).protocol);

/** The UIDs of the feed's events, read by an independent iCalendar parser. */
function uidsOf(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('uid')));
}

const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

test('the owner copies a provider’s calendar feed link, a calendar reads it, and a reset ends it', async ({
  page,
  openAs,
  api,
  baseURL,
  checkA11y,
  takeScreenshot,
}) => {
  if (!baseURL) throw new Error('baseURL is not set');
  // Leo's appointments this week and next (DEMO.md: a realistic week around today), as the calendar shows them.
  const context = await api.login<LoginContext>('owner@juniper.test');
  const { leoId } = await leoAndShortestService(api);
  const weeks = await Promise.all(
    [0, 7].map((days) =>
      api.get<CalendarWeek>(
        `/api/service_provider/${leoId}/calendar_week/${yyyymmdd(new Date(Date.now() + days * 86_400_000))}`,
      ),
    ),
  );
  const appointmentIds = weeks
    .flatMap((week) => week.days.flatMap((day) => day.items))
    .filter((item) => item.calendar_item_type === 'appointment')
    .map((item) => item.id);
  expect(appointmentIds.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs('owner@juniper.test', '/settings/staff');
  const row = page.getByRole('row').filter({ hasText: 'leo@juniper.test' });
  await row.getByRole('button', { name: 'Calendar feed for Leo Martinez' }).click();
  const dialog = page.getByRole('dialog', { name: "Leo Martinez's calendar feed" });
  const address = dialog.getByRole('textbox', { name: 'Feed address (webcal)' });
  await expect(address).toHaveValue(/^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await checkA11y({ include: ['[role="dialog"]'] });
  await takeScreenshot('calendar-feed-dialog-1366');

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied to Clipboard')).toBeVisible();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toBe(await address.inputValue());
  await expect(dialog.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    copied,
  );

  const feed = await fetch(httpFormOf(copied, baseURL));
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const uids = uidsOf(await feed.text());
  for (const id of appointmentIds) expect(uids).toContain(`appointment-${context.merchant.id}-${id}@paybook`);

  // Reset, confirmed: the old address stops at once, the dialog shows the new one, which works.
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the calendar feed link?' });
  await confirm.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByText("Leo Martinez's calendar feed has a new address.")).toBeVisible();
  await expect(address).not.toHaveValue(copied);
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect((await fetch(httpFormOf(copied, baseURL))).status).toBe(404);
  const renewed = await fetch(httpFormOf(await address.inputValue(), baseURL));
  expect(renewed.status).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(address).toBeVisible();
  await takeScreenshot('calendar-feed-dialog-375');
});

test('a provider without manage_appointments sees the feed action on their own row only', async ({
  page,
  openAs,
}) => {
  await openAs('maya@juniper.test', '/settings/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const own = page.getByRole('row').filter({ hasText: 'maya@juniper.test' });
  await expect(own.getByRole('button', { name: /^Calendar feed for / })).toBeVisible();
  const leo = page.getByRole('row').filter({ hasText: 'leo@juniper.test' });
  await expect(leo).toBeVisible();
  await expect(leo.getByRole('button', { name: /^Calendar feed for / })).toHaveCount(0);
});

test('a provider opens their own feed address from their profile', async ({ page, openAs }) => {
  await openAs('maya@juniper.test', '/settings/profile');
  await page.getByRole('button', { name: /^Calendar feed for / }).click();
  const dialog = page.getByRole('dialog', { name: /calendar feed$/ });
  await expect(dialog.getByRole('textbox', { name: 'Feed address (webcal)' })).toHaveValue(
    /^webcal:\/\/.+\/calendar\/.+\.ics$/,
  );
});
