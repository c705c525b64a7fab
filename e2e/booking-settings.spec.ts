import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 1 §2.3 booking, booking-tools and schedule; ruling 4 (public booking page); ruling 10 (schedule
// maxima). The Juniper owner works on Juniper's settings; nothing here changes its booking address.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A 900 × 600 PNG with a mark in the middle, as a merchant's logo file. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <rect width="900" height="600" fill="#f4efe6"/>
    <circle cx="450" cy="300" r="200" fill="#8a3ffc"/>
    <rect x="380" y="230" width="140" height="140" rx="20" fill="#ffffff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function chooseFile(page: Page, open: () => Promise<void>, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (await chooser).setFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer });
}

/** The clipboard as the page sees it (the context may read it: see test.use above). */
const readClipboard = (page: Page) => page.evaluate<string>('navigator.clipboard.readText()');

const saved = (page: Page) => page.getByText('Settings saved successfully.').first();

test.describe('booking page, booking tools and schedule settings', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the owner replaces the logo with a cropped upload, describes the business and previews the page', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await openAs('owner@juniper.test', '/appointments/settings/booking');
    await expect(page.getByRole('heading', { name: 'Booking Page', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Booking Page' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: 'Current Logo' })).toBeVisible();
    await takeScreenshot('booking-page');
    await checkA11y();

    // Remove asks first (confirmation before destructive actions), then the drop zone is back.
    await page.getByRole('button', { name: 'Remove' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Remove Logo?' });
    await expect(confirm).toContainText('removed from your booking page and deleted');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(saved(page)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current Logo' })).toBeHidden();

    // The browser checks a file before anything is sent (spec 1 §9: at least 200 × 200).
    const tiny = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await chooseFile(page, () => page.getByRole('button', { name: 'Choose image for Logo' }).click(), tiny);
    await expect(page.getByText('The image must be at least 200 × 200 pixels.')).toBeVisible();

    // Choose a file, crop it in the modal, and it is on the page.
    await chooseFile(
      page,
      () => page.getByRole('button', { name: 'Choose image for Logo' }).click(),
      await logoPng(),
    );
    const crop = page.getByRole('dialog', { name: 'Crop the image' });
    await expect(crop).toBeVisible();
    await expect(crop.getByRole('slider')).toBeVisible();
    await takeScreenshot('booking-page-crop');
    await checkA11y();
    const cropped = page.waitForResponse((response) => response.url().includes('/crop'));
    await crop.getByRole('button', { name: 'Save image' }).click();
    const image = await (await cropped).json();
    // A square crop of the 600-pixel-high file.
    expect(image).toMatchObject({ width: 600, height: 600 });
    await expect(crop).toBeHidden();
    await expect(page.getByRole('img', { name: 'Current Logo' })).toHaveAttribute('src', image.link);

    // The description, with its counter.
    // Its own text each try: the Save button stays off for a description that is already saved.
    const description = `Warm towels, quiet rooms and a cup of tea after every treatment (${uniqueSuffix()}).`;
    await page.getByLabel('Business description').fill(description);
    await expect(page.getByText(`${description.length} / 1000 characters`)).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saved(page)).toBeVisible();

    // The preview opens the public booking page in a new tab.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Preview booking page/ }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/book\/juniper$/);
    await expect(popup.getByRole('heading', { name: 'Juniper Spa & Salon', level: 1 })).toBeVisible();
    await expect(popup.getByText(description)).toBeVisible();
    await expect(popup.getByRole('img', { name: 'Juniper Spa & Salon logo' })).toHaveAttribute(
      'src',
      image.link,
    );
    await expect(popup.getByRole('heading', { name: 'Services', level: 2 })).toBeVisible();
    await expect(popup.getByText('Swedish Massage')).toBeVisible();
    await takeScreenshot('public-booking-page', popup);
    await checkA11y({ page: popup });
    await popup.close();
  });

  test('an unknown booking address shows a clear not-found page', async ({
    page,
    checkA11y,
    takeScreenshot,
  }) => {
    await page.goto('/book/no-such-business');
    await expect(page.getByRole('heading', { name: 'Booking page not found', level: 1 })).toBeVisible();
    await takeScreenshot('public-booking-not-found');
    await checkA11y();
  });

  test('booking tools: the owner copies the booking URL and the book-now snippet', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
    baseURL,
  }) => {
    await openAs('owner@juniper.test', '/appointments/settings/booking-tools');
    await expect(page.getByRole('heading', { name: 'Booking Tools', level: 1 })).toBeVisible();
    const url = `${new URL(baseURL ?? '').origin}/book/juniper`;
    const link = page.getByLabel('Booking URL');
    await expect(link).toHaveText(url);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied to Clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(url);
    // Highlighted for 3 s after copying (spec 1 §9).
    await expect(link).toHaveAttribute('data-copied', 'true');
    await takeScreenshot('booking-tools');
    await expect(link).not.toHaveAttribute('data-copied', 'true', { timeout: 5_000 });

    await page.getByRole('button', { name: 'Copy code' }).click();
    const snippet = await readClipboard(page);
    expect(snippet).toMatch(new RegExp(`^<a href="${url}" target="_blank"`));
    expect(snippet).toContain('>Book now</a>');
    await checkA11y();

    // The address follows the domain rule and must be free (spec 1 §3 url_subdomain).
    const address = page.getByRole('textbox', { name: 'Booking address' });
    await address.fill('juniper spa');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Please correct the errors below.')).toBeVisible();
    await expect(page.getByText(/lower-case letters, digits and hyphens; start and end/)).toBeVisible();
    // Paybook's own names are reserved (issue 13 point 8): the domain's message, before any request.
    await address.fill('admin');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('This booking address is reserved. Choose another.')).toBeVisible();
    await address.fill('northwind');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('This booking address is taken')).toBeVisible();
    await takeScreenshot('booking-tools-address-taken');
  });

  test('schedule: a value over its unit maximum is refused, then saved in a larger unit', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    // A 48-day lead time would leave Juniper no bookable day for the calendar and booking tests that follow.
    await api.login('owner@juniper.test');
    const before = await api.get('/api/merchant_appointment_config/schedule_settings');
    try {
      await openAs('owner@juniper.test', '/appointments/settings/schedule');
      await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
      // Juniper chose its time zone: it is shown, not changed.
      await expect(page.getByRole('textbox', { name: 'Business time zone' })).toHaveValue(
        /Mountain Time \(Denver\)/,
      );

      const leadTime = page.getByRole('textbox', { name: 'Lead time', exact: true });
      const leadUnit = page.getByRole('combobox', { name: 'Lead time unit' });
      await leadTime.fill('48');
      await leadUnit.selectOption('Hours');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Please correct the errors below.')).toBeVisible();
      await expect(page.getByText('At most 24 hours.', { exact: true })).toBeVisible();
      await takeScreenshot('schedule-errors');
      await checkA11y();

      await leadUnit.selectOption('Days');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(saved(page)).toBeVisible();
      await expect(page.getByText('Please correct the errors below.')).toBeHidden();

      await page.reload();
      await expect(leadTime).toHaveValue('48');
      await expect(leadUnit).toHaveValue('Days');
      await takeScreenshot('schedule');
      await checkA11y();
    } finally {
      await api.put('/api/merchant_appointment_config/schedule_settings', before);
    }
  });

  test('staff without manage_configuration or manage_appointments are sent away', async ({
    page,
    openAs,
  }) => {
    await openAs('maya@juniper.test', '/appointments/settings/schedule');
    await expect(page).not.toHaveURL(/\/appointments\/settings\/schedule/);
  });
});
