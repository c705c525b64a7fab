import type { Page } from '@playwright/test';
import { businessWithTwoSales, disposeBusiness } from './support/business.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 28 point 3 (spec 3 §2.2 saved reports, §9 the 5 s highlight): the transactions report filtered by
// a customer's name is saved as a report, made the default, and a bare visit of the report (a reload of
// the navigation's link) opens it with its filter. A business of its own, so its default report and its
// sales are this test's alone.

const PASSWORD = 'Reports-saved-e2e-1';

const rows = (page: Page) => page.getByTestId('report-row');

test('a filtered report saved, made the default, and opened by default after a reload', async ({
  page,
  baseURL,
  signIn,
  takeScreenshot,
}) => {
  test.setTimeout(120_000);
  const business = await businessWithTwoSales(baseURL!, { prefix: 'saved', password: PASSWORD });
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(business.ownerEmail, PASSWORD);

    await page.goto('/reports/view/transactions');
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel('Customer name').fill('Lovelace');
    await expect(page).toHaveURL(/cn=Lovelace/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Ada Lovelace');
    // The built-in report's query changed: the bar says so.
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Save as new report' }).click();
    const save = page.getByRole('dialog', { name: 'Save report' });
    await save.getByLabel('Report name').fill("Ada's payments");
    await save.getByRole('button', { name: 'Save report' }).click();
    await expect(save).toBeHidden();
    await expect(page.getByRole('heading', { name: "Ada's payments" })).toBeVisible();
    await expect(page).toHaveURL(/reportId=\d+/);

    await page.getByRole('button', { name: 'Manage reports' }).click();
    const manage = page.getByRole('dialog', { name: 'Saved reports' });
    await manage.getByRole('button', { name: "Make default: Ada's payments" }).click();
    await expect(manage.getByText('Default', { exact: true })).toBeVisible();
    await expect(manage.getByRole('button', { name: "Make default: Ada's payments" })).toHaveCount(0);
    await manage.getByRole('button', { name: 'Close' }).click();
    await expect(manage).toBeHidden();

    // The navigation's bare link, reloaded: the default report opens with its filter.
    await page.goto('/reports/view/transactions');
    await page.reload();
    await expect(page.getByRole('heading', { name: "Ada's payments" })).toBeVisible();
    await expect(page).toHaveURL(/cn=Lovelace/);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByLabel('Customer name')).toHaveValue('Lovelace');
    await takeScreenshot('reports-saved-default-1366');

    // Choosing the built-in report afterwards shows every row again.
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'All Transactions' }).click();
    await expect(rows(page)).toHaveCount(2);
  } finally {
    await disposeBusiness(business);
  }
});
