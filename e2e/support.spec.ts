import { expect, test } from './support/fixtures.ts';

// Ruling 11 and spec 1 §2.4: the support console, impersonation and its banner.

async function supportSignIn(page: import('@playwright/test').Page) {
  await page.goto('/support');
  await expect(page).toHaveURL(/\/support\/login$/);
  await page.getByLabel('User name').fill('support@paybook.test');
  await page.getByLabel('Password', { exact: true }).fill('Paybook-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Support console', level: 1 })).toBeVisible();
}

test.describe('support console', () => {
  test('the console needs a support sign-in', async ({ page, checkA11y }) => {
    await page.goto('/support');
    await expect(page).toHaveURL(/\/support\/login$/);
    await expect(page.getByRole('heading', { name: 'Support sign in', level: 1 })).toBeVisible();
    await checkA11y();
    // A merchant user's password is not a support sign-in.
    await page.getByLabel('User name').fill('owner@juniper.test');
    await page.getByLabel('Password', { exact: true }).fill('Paybook-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/support\/login$/);
  });

  test('impersonates a merchant user, shows the banner, and ends', async ({
    page,
    checkA11y,
    takeScreenshot,
  }) => {
    await supportSignIn(page);
    const supportName = (await page.getByTestId('support-user-name').textContent())?.trim() ?? '';
    expect(supportName).not.toBe('');

    await page.getByLabel('Search merchants').fill('juniper');
    await page.getByRole('button', { name: 'View users of Juniper Spa & Salon' }).click();
    await expect(page.getByRole('heading', { name: 'Users at Juniper Spa & Salon' })).toBeVisible();
    await takeScreenshot('support-console-users');
    await checkA11y();

    await page.getByRole('button', { name: 'Sign in as Maya Chen' }).click();
    // spec 1 §2.2: an appointments merchant's home is the calendar.
    await expect(page).toHaveURL(/\/appointments$/);
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toHaveText(
      new RegExp(`Support user ${supportName} is signed in as Maya Chen at Juniper Spa & Salon`),
    );
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
    await takeScreenshot('support-impersonating');
    await checkA11y();

    // Support staff may not change a business's security settings (spec 3 §6).
    await page.goto('/settings/multi-factor-authentication');
    await expect(page.getByRole('heading', { name: 'Multi-factor authentication', level: 1 })).toBeVisible();
    await expect(page.getByText('Require multi-factor authentication for all staff')).toHaveCount(0);

    await banner.getByRole('button', { name: 'End impersonation' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { name: 'Support console', level: 1 })).toBeVisible();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/support\/login$/);
  });
});
