import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createFullProductBusiness, disposeBusiness } from './support/business.ts';
import { expect, test } from './support/fixtures.ts';

// spec 3 §2.5 /settings/design-settings and /settings/terms-and-conditions, §5 (the logo's size rule and
// its 3 s message), issue 26 point 4: a new business fills its business settings and its design, then sees
// them on its public booking page and on a receipt. Each test signs a business of its own up.

const PASSWORD = 'Design-e2e-Pass-1';

/** A square PNG logo with a mark, `size` pixels wide. */
function logoPng(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="#ffffff"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#2b8a3e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function chooseLogo(page: Page, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image for Logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer });
}

test.describe('design settings and terms on the public pages (issue 26 point 4)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new business sets its details, logo and colours, and its booking page and receipt show them', async ({
    page,
    baseURL,
    signIn,
    checkA11y,
    takeScreenshot,
  }) => {
    const business = await createFullProductBusiness(baseURL!, { prefix: 'brand', password: PASSWORD });
    try {
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(business.ownerEmail, PASSWORD);
      const companyName = `Fern Studio ${business.urlSubdomain.slice(-6)}`;

      // The business settings (the lead's page): name, phone and address.
      await page.goto('/settings/business-settings');
      const form = page.getByRole('form', { name: 'Business settings' });
      await form.getByLabel('Business name').fill(companyName);
      await form.getByLabel('Phone').fill('(303) 555-0142');
      await form.getByLabel('Street address').fill('1420 Larimer Street');
      await form.getByLabel('ZIP code').fill('80202');
      await expect(form.getByLabel('City')).toHaveValue('Denver');
      await form.getByRole('button', { name: 'Save business settings' }).click();
      await expect(page.getByText('Business settings saved').first()).toBeVisible();

      // The design settings, from the user menu's link.
      await page.goto('/settings/design-settings');
      await expect(page.getByRole('heading', { name: 'Design Settings', level: 1 })).toBeVisible();
      // spec 3 §5: a logo under 50 × 50 is refused in the rule's words, and the message goes after 3 s.
      await chooseLogo(page, await logoPng(40));
      const tooSmall = page.getByText('The image is too small. The minimum is 50 by 50 pixels.');
      await expect(tooSmall).toBeVisible();
      await expect(tooSmall).toBeHidden({ timeout: 10_000 });
      await chooseLogo(page, await logoPng(300));
      const crop = page.getByRole('dialog', { name: 'Crop the image' });
      await expect(crop.getByRole('button', { name: 'Save image' })).toBeEnabled();
      await crop.getByRole('button', { name: 'Save image' }).click();
      await expect(page.getByRole('img', { name: 'Current Logo' })).toBeVisible();
      await page.getByLabel('Brand colour').fill('#2b8a3e');
      await page.getByLabel('Page colour').fill('#fff9db');
      // The merchant takes cards and bank payments, so both switches are its choice; one stays on.
      await page.getByLabel('Accept card payments').uncheck();
      await page.getByLabel('Accept bank (ACH) payments').uncheck();
      await expect(page.getByText('Accept card or bank payments on your public pages.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save design' })).toBeDisabled();
      await page.getByLabel('Accept card payments').check();
      await page.getByRole('button', { name: 'Save design' }).click();
      await expect(page.getByText('Your design was saved.').first()).toBeVisible();
      await takeScreenshot('design-settings-1366');
      await checkA11y({ include: ['main'] });
      await page.reload();
      await expect(page.getByLabel('Brand colour')).toHaveValue('#2b8a3e');
      await expect(page.getByRole('img', { name: 'Current Logo' })).toBeVisible();

      // The public booking page: the page colour, the brand band with the logo and the new name.
      await page.goto(`/book/${business.urlSubdomain}`);
      const band = page.getByTestId('brand-band');
      await expect(band).toHaveAttribute('data-color', '#2b8a3e');
      await expect(band).toHaveCSS('background-color', 'rgb(43, 138, 62)');
      await expect(band.getByRole('img', { name: `${companyName} logo` })).toBeVisible();
      await expect(band).toContainText(companyName);
      await expect(page.locator('main').locator('..')).toHaveCSS('background-color', 'rgb(255, 249, 219)');
      // The privacy policy is linked and reads as the merchant's (the default until changed).
      await page.getByRole('button', { name: 'Privacy policy' }).click();
      const policy = page.getByRole('dialog', { name: 'Privacy policy' });
      await expect(policy).toContainText('We do not sell your information.');
      await takeScreenshot('design-public-booking-1366');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(band).toBeVisible();
      await takeScreenshot('design-public-booking-375');

      // A receipt of a cash sale carries the brand: the logo is in its PDF.
      const offerings = await business.owner.get<{ data: { id: number; name: string }[] }>(
        '/api/offerings/active',
        { search: 'Consultation' },
      );
      const service = offerings.data.find((item) => item.name === 'Consultation');
      if (!service) throw new Error('The new business has no Consultation');
      const sale = await business.owner.post<{ order: { id: number } | null }>(
        '/api/cart/check_out',
        { cart: [{ offering_id: service.id, quantity: '1' }], payment_mode: 'cash', amount_tendered: '20' },
        { idempotencyKey: `design-${business.urlSubdomain}` },
      );
      const orderId = sale.order?.id;
      if (!orderId) throw new Error('The cash sale made no order');
      const receipt = await page.request.get(`/api/order/${orderId}/receipt.pdf`);
      expect(receipt.status()).toBe(200);
      expect(receipt.headers()['content-type']).toBe('application/pdf');
      const bytes = (await receipt.body()).toString('latin1');
      expect(bytes.startsWith('%PDF-')).toBe(true);
      expect(bytes).toContain('/Subtype /Image');
    } finally {
      await disposeBusiness(business);
    }
  });

  test('the owner edits the privacy policy, restores the default after confirming, and the public page follows', async ({
    page,
    baseURL,
    signIn,
    checkA11y,
    takeScreenshot,
  }) => {
    const business = await createFullProductBusiness(baseURL!, { prefix: 'terms', password: PASSWORD });
    try {
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(business.ownerEmail, PASSWORD);
      await page.goto('/settings/terms-and-conditions');
      await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
      const privacy = page.getByRole('region', { name: 'Privacy policy' });
      await expect(privacy.getByText('Default', { exact: true })).toBeVisible();
      await privacy.getByRole('textbox').fill('We keep only your name and e-mail, to send receipts.');
      await privacy.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Your terms were saved.').first()).toBeVisible();
      await expect(privacy.getByText('Your text', { exact: true })).toBeVisible();
      await takeScreenshot('terms-1366');
      await checkA11y({ include: ['main'] });

      await page.goto(`/book/${business.urlSubdomain}`);
      await page.getByRole('button', { name: 'Privacy policy' }).click();
      await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toContainText(
        'We keep only your name and e-mail',
      );

      await page.goto('/settings/terms-and-conditions');
      await privacy.getByRole('button', { name: 'Restore default', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Restore the default Privacy policy?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText('Defaults have been restored.').first()).toBeVisible();
      await expect(privacy.getByText('Default', { exact: true })).toBeVisible();
      await expect(privacy.getByRole('textbox')).toHaveValue(/We do not sell your information\./);
      await page.setViewportSize({ width: 375, height: 800 });
      await takeScreenshot('terms-375');
    } finally {
      await disposeBusiness(business);
    }
  });
});
