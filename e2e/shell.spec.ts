import { expect, test } from './support/fixtures.ts';

// spec 1 §2.1, §2.4, §8, §9: navigation per rights, the mobile burger, help, titles, loading bar, errors.

test.describe('app shell', () => {
  test('the navigation shows only built screens the user may open', async ({ page, openAs, checkA11y }) => {
    await openAs('owner@juniper.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // spec 1 §2.2: the appointments product's home is the calendar.
    await expect(nav.getByRole('link', { name: 'Appointments', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Issue 3 point 8, issue 16 point 8: the settings entries under their rules.
    for (const name of [
      'Business settings',
      'Profile',
      'Staff',
      'Appointment settings',
      'Multi-factor authentication',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Issue 5: the customer list, with the default report in its address (spec 2 §2.1).
    await expect(nav.getByRole('link', { name: 'Customers', exact: true })).toHaveAttribute(
      'href',
      '/customer/list?reportId=1',
    );
    // Screens of later issues are not in the navigation yet (no dead links).
    for (const name of ['Integrations', 'Reports']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await nav.getByRole('link', { name: 'Appointment settings' }).click();
    await expect(page).toHaveURL(/\/appointments\/settings\/services\/view\/1$/);
    await expect(nav.getByRole('link', { name: 'Appointment settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Issue 16 point 10: one highlighted entry, also on another appointment-settings tab.
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    await page.goto('/appointments/settings/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.locator('a[aria-current="page"]')).toHaveText('Appointment settings');
    await expect(nav.locator('a[data-active]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Multi-factor authentication' }).click();
    await expect(page).toHaveURL(/\/settings\/multi-factor-authentication$/);
    await expect(page).toHaveTitle('Multi-Factor Authentication - Paybook');
    await checkA11y();
  });

  test('issue 16 point 8: every user lands on one useful home, never on an empty calendar or the welcome page', async ({
    page,
    signIn,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The front desk (create_orders, manage_customers, no calendar of her own): the point of sale
    // (spec 1 §2.2 rule 4), after sign-in, from '/', and from a page she may not open.
    await signIn('frontdesk@northwind.test');
    await expect(page).toHaveURL(/\/pos$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('No calendar to show')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Welcome' })).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/pos$/);
    await page.goto('/settings/taxes-fees-discounts');
    await expect(page).toHaveURL(/\/pos$/);
    await expect(nav.getByRole('link', { name: 'Point of Sale' })).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // A provider's home is their own calendar; a page they may not open leads back to it.
    await signIn('coach@northwind.test');
    await expect(page).toHaveURL(/\/appointments$/);
    await page.goto('/settings/business-settings');
    await expect(page).toHaveURL(/\/appointments$/);
    // Issue 16 point 10: the upgrade offer is the owner's; staff are neither offered it nor let in.
    await expect(nav.getByRole('link', { name: 'Get Payments' })).toHaveCount(0);
  });

  test('issue 16 point 10: Get Payments is offered to those who may upgrade, not to other staff', async ({
    page,
    signIn,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await signIn('leo@juniper.test');
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(nav.getByRole('link').first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Get Payments' })).toHaveCount(0);
    await page.goto('/getpayments');
    await expect(page).toHaveURL(/\/appointments$/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn('owner@juniper.test');
    await nav.getByRole('link', { name: 'Get Payments' }).click();
    await expect(page).toHaveURL(/\/getpayments$/);
  });

  test('the welcome page describes each user’s own rights', async ({ page, signIn, takeScreenshot }) => {
    await signIn('owner@juniper.test');
    await page.goto('/welcome');
    await expect(page.getByTestId('welcome-merchant')).toHaveText('Juniper Spa & Salon');
    await expect(page.getByText('Plan: Appointments')).toBeVisible();
    await expect(page.getByText('Your role: Owner')).toBeVisible();
    const ownerRights = page.getByRole('region', { name: 'What you can do' });
    await expect(ownerRights).toContainText('View reports, dashboards and billing schedules');
    await expect(ownerRights).toContainText('Manage appointments for all providers');
    await takeScreenshot('shell-welcome-owner');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn('maya@juniper.test');
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Welcome, Maya', level: 1 })).toBeVisible();
    await expect(page.getByText('Your role: Staff member')).toBeVisible();
    const mayaRights = page.getByRole('region', { name: 'What you can do' });
    await expect(mayaRights).not.toContainText('View reports');
    await expect(mayaRights).not.toContainText('Manage appointments for all providers');
    // Maya may neither configure nor manage appointments: no appointment settings for her.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Appointment settings' })).toHaveCount(0);
    // Only admins may require MFA for everyone.
    await page.getByRole('link', { name: 'Multi-factor authentication' }).first().click();
    await expect(page.getByRole('heading', { name: 'Multi-factor authentication', level: 1 })).toBeVisible();
    await expect(page.getByText('Require multi-factor authentication for all staff')).toHaveCount(0);
  });

  test('at 375 px the navigation folds behind a burger', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAs('owner@juniper.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Appointments', exact: true })).not.toBeInViewport();
    await takeScreenshot('shell-mobile-closed');
    await checkA11y();

    await burger.click();
    await expect(nav.getByRole('link', { name: 'Appointments', exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await takeScreenshot('shell-mobile-open');
    await nav.getByRole('link', { name: 'Multi-Factor Authentication' }).click();
    await expect(page).toHaveURL(/\/settings\/multi-factor-authentication$/);
    // Choosing a page closes the navigation again.
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Appointments', exact: true })).not.toBeInViewport();
  });

  test('help search opens the help center with the term, in a new tab', async ({
    page,
    openAs,
    checkA11y,
    baseURL,
  }) => {
    // The help center is another site: answer it here so the new tab has something to show.
    const appHost = new URL(baseURL ?? 'http://localhost').host;
    await page.context().route(
      (url) => url.host !== appHost,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<html lang="en"><title>Help</title></html>',
        }),
    );
    await openAs('owner@juniper.test');
    await page.getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Help center/ })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: /Chat with us/ })).toHaveAttribute('target', '_blank');
    await checkA11y();

    await dialog.getByLabel('Search the help center').fill('refund a payment');
    const popupPromise = page.context().waitForEvent('page');
    await dialog.getByLabel('Search the help center').press('Enter');
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded').catch(() => {});
    const url = new URL(popup.url());
    expect(url.searchParams.get('Term')).toBe('refund a payment');
    await popup.close();
  });

  test('unknown paths show a not-found page inside the shell', async ({ page, openAs, checkA11y }) => {
    await openAs('owner@juniper.test', '/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
    await checkA11y();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/appointments$/);
  });

  test('a slow call shows the loading bar after 300 ms', async ({ page, openAs }) => {
    await openAs('owner@juniper.test');
    // The call answers only once the bar has been seen, however slow the machine is.
    let answer: () => void = () => {};
    const seen = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/mfa/status', async (route) => {
      await seen;
      await route.continue();
    });
    const started = Date.now();
    await page.getByRole('link', { name: 'Multi-Factor Authentication' }).first().click();
    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    await expect(bar).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    answer();
    await expect(page.getByRole('heading', { name: 'Status' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('a failed call shows the server’s message, or its code’s wording (issue 24 point 1)', async ({
    page,
    openAs,
  }) => {
    await openAs('owner@juniper.test', '/settings/multi-factor-authentication');
    await page.route('**/api/mfa/enrolment', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'CONFLICT', message: 'Something the server explains.' } }),
      }),
    );
    await page.getByRole('button', { name: 'Set up multi-factor authentication' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something the server explains.' })).toBeVisible();

    await page.unroute('**/api/mfa/enrolment');
    // A gateway's page has no error shape: a 502 reads as busy, in that code's wording.
    await page.route('**/api/mfa/enrolment', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.getByRole('button', { name: 'Set up multi-factor authentication' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Paybook is busy right now. Wait a moment, then try again.' }),
    ).toBeVisible();
  });
});
