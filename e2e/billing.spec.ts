import { createBusiness, disposeBusiness } from './support/business.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 26 point 3, spec 3 §2.5 /settings/billing (decisions 184, 185): a new business (set up on the
// appointments plan, as /setup does) sees its plan and fee,
// upgrades from the billing page, adds its card (the sandbox processor), sees the month's fee invoice and
// opens its PDF. The business is its own, so nothing of an earlier try is in its way.

const PASSWORD = 'Billing-e2e-Pass-1';

test.describe('billing (issue 26 point 3)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('plan and fee, the upgrade, the card for the fee, and the fee invoice with its PDF', async ({
    page,
    baseURL,
    signIn,
    checkA11y,
    takeScreenshot,
  }) => {
    const business = await createBusiness(baseURL!, { prefix: 'bill', password: PASSWORD });
    try {
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(business.ownerEmail, PASSWORD);
      await page.goto('/settings/billing');
      await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
      await expect(page.getByTestId('billing-tier')).toHaveText('Appointments');
      await expect(page.getByTestId('billing-fee')).toHaveText('$29.00 a month');
      await expect(page.getByText('Online booking and the appointment calendar')).toBeVisible();
      await expect(page.getByText('No invoices yet.')).toBeVisible();

      // The upgrade from here, through the in-app upgrade (ruling 12).
      await page.getByRole('link', { name: 'Upgrade your plan' }).click();
      await expect(page).toHaveURL(/\/upgrade$/);
      await page.getByRole('radio', { name: /Full product/ }).check();
      await page.getByRole('button', { name: 'Change plan' }).click();
      await page
        .getByRole('dialog', { name: 'Change your plan?' })
        .getByRole('button', { name: 'Yes, change my plan' })
        .click();
      await expect(page.getByText('Your plan is now Full product.').first()).toBeVisible();

      await page.goto('/settings/billing');
      await expect(page.getByTestId('billing-tier')).toHaveText('Full product');
      await expect(page.getByTestId('billing-fee')).toHaveText('$99.00 a month');
      await expect(page.getByText('Online stores and buy-now buttons')).toBeVisible();
      await expect(page.getByText('Add a card to pay your $99.00 monthly fee.')).toBeVisible();

      // A card the processor refuses as typed is named on its field; then a good card.
      await page.getByLabel('Card number').fill('4242 4242 4242 4241');
      await page.getByLabel('Expiry').fill('12/39');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Save card' }).click();
      await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Save card' }).click();
      await expect(page.getByText('Your card was saved.').first()).toBeVisible();
      await expect(page.getByTestId('billing-card-on-file')).toContainText('Visa ending in 4242');

      // This month's fee, charged once, with its PDF.
      const invoices = page.getByRole('region', { name: 'Invoices' });
      const row = invoices.getByRole('row').filter({ hasText: `PB-${business.merchantId}-` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('$99.00');
      await expect(row).toContainText('Paid');
      await takeScreenshot('billing-1366');
      // The page's content (the toasts above it are the shared notifications').
      await checkA11y({ include: ['main'] });
      const link = row.getByRole('link', { name: /^Open PB-/ });
      const popup = page.waitForEvent('popup');
      await link.click();
      const pdfPage = await popup;
      expect(new URL(pdfPage.url()).pathname).toMatch(
        /^\/api\/merchant\/billing\/invoice\/\d{4}-\d{2}-01\/invoice\.pdf$/,
      );
      await pdfPage.close();
      const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      await page.setViewportSize({ width: 375, height: 800 });
      await expect(row).toBeVisible();
      await takeScreenshot('billing-375');
    } finally {
      await disposeBusiness(business);
    }
  });
});
