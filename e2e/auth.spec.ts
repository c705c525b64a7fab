import { createBusiness, disposeBusiness, emailedLink } from './support/business.ts';
import { expect, test } from './support/fixtures.ts';

// Ruling 13 and spec 1 §8: the sign-in page, its messages, sign-out and the way back to where the user was.

test.describe('sign-in', () => {
  test('a wrong password or an unknown user gets the same message', async ({
    page,
    checkA11y,
    takeScreenshot,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByLabel('User name')).toBeFocused();
    await checkA11y();

    await page.getByLabel('User name').fill('leo@juniper.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    // Enter submits the form.
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password.');
    await expect(page).toHaveURL(/\/login$/);
    await takeScreenshot('auth-wrong-password');
    await checkA11y();

    await page.getByLabel('User name').fill('nobody-here@juniper.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect user name or password.');
  });

  test("'Forgot your password?' e-mails a link without saying whether the user exists", async ({
    page,
    checkA11y,
    takeScreenshot,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'E-mail me a reset link' }).click();
    await expect(page.getByText('Enter your user name.')).toBeVisible();
    await page.getByLabel('User name').fill('nobody-here@juniper.test');
    await page.getByRole('button', { name: 'E-mail me a reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account with that user name exists');
    await takeScreenshot('auth-forgot-password');
    await checkA11y();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the e-mailed reset link sets a new password, which signs in (spec 1 §8, the shared password form)', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    // A business of the test's own: its owner's password changes.
    const business = await createBusiness(baseURL!, { prefix: 'reset', password: 'Reset-story-2026' });
    try {
      await page.goto('/forgot-password');
      await page.getByLabel('User name').fill(business.ownerEmail);
      await page.getByRole('button', { name: 'E-mail me a reset link' }).click();
      await expect(page.getByRole('status')).toContainText('If an account with that user name exists');
      const link = await emailedLink(
        business,
        business.ownerEmail,
        'password_reset',
        /\/reset-password\/\S+/,
      );

      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
      const newPassword = 'Fresh-start-2026';
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Repeat the new password').fill('Fresh-start-2025');
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page.getByText('The passwords do not match.')).toBeVisible();
      await page.getByLabel('Repeat the new password').fill(newPassword);
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page.getByText('Your password was saved. Sign in with it now.')).toBeVisible();
      await checkA11y();
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('User name').fill(business.ownerEmail);
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).not.toHaveURL(/\/login/);
    } finally {
      await disposeBusiness(business);
    }
  });

  test('a locked account asks for the unlock link, which unlocks it once (issue 13 §5)', async ({
    page,
    api,
    baseURL,
    checkA11y,
    takeScreenshot,
  }) => {
    // A business of the test's own: its lock must not touch the demo users every other test signs in as.
    const business = await createBusiness(baseURL!, { prefix: 'locked', password: 'Unlock-story-2026' });
    try {
      for (let i = 0; i < 10; i += 1) {
        const failed = await api.fetch('POST', '/api/login', {
          data: { user_name: business.ownerEmail, password: `wrong-${i}` },
        });
        expect(failed.status()).toBe(401);
      }
      await page.goto('/login');
      await page.getByLabel('User name').fill(business.ownerEmail);
      await page.getByLabel('Password', { exact: true }).fill(business.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText('This account is locked for 15 more minutes');
      await page.getByRole('button', { name: 'E-mail me an unlock link' }).click();
      await expect(page.getByRole('status')).toContainText('we have e-mailed it a link that unlocks it');
      await checkA11y();

      const link = await emailedLink(
        business,
        business.ownerEmail,
        'sign_in_unlock',
        /\/unlock-account\/\S+/,
      );
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Unlock your account', level: 1 })).toBeVisible();
      await takeScreenshot('auth-unlock-account');
      await checkA11y();
      await page.getByRole('button', { name: 'Unlock my account' }).click();
      await expect(page.getByRole('status')).toHaveText('Your account is unlocked. You can sign in now.');
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('User name').fill(business.ownerEmail);
      await page.getByLabel('Password', { exact: true }).fill(business.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).not.toHaveURL(/\/login/);

      // The link works once.
      await page.context().clearCookies();
      await page.goto(link);
      await page.getByRole('button', { name: 'Unlock my account' }).click();
      await expect(page.getByRole('alert')).toContainText('This unlock link is not valid any more');
    } finally {
      await disposeBusiness(business);
    }
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your user name.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });

  test('signs in, shows who is signed in, and signs out', async ({ page, signIn, checkA11y }) => {
    await signIn('owner@juniper.test');
    // spec 1 §2.2: the appointments product's home target is the calendar.
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Appointments - Paybook');
    await expect(page.getByTestId('merchant-name')).toHaveText('Juniper Spa & Salon');
    await checkA11y();

    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menu')).toContainText('owner@juniper.test');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The session is gone: an app page sends the user back to sign in, remembering where they were.
    await page.goto('/settings/multi-factor-authentication');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fmulti-factor-authentication$/);
  });

  test('after signing in the user goes on to the page they asked for', async ({ page }) => {
    await page.goto('/settings/multi-factor-authentication');
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('User name').fill('maya@juniper.test');
    await page.getByLabel('Password', { exact: true }).fill('Paybook-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/settings\/multi-factor-authentication$/);
    await expect(page.getByRole('heading', { name: 'Multi-factor authentication', level: 1 })).toBeVisible();
  });

  test('a next address outside the app is ignored', async ({ page }) => {
    await page.goto('/login?next=//evil.example/phish');
    await page.getByLabel('User name').fill('maya@juniper.test');
    await page.getByLabel('Password', { exact: true }).fill('Paybook-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/appointments$/);
  });

  test('the expired-session notice', async ({ page, checkA11y }) => {
    await page.goto('/login?expired=1');
    await expect(page.getByText('Your session expired. Please sign in again.')).toBeVisible();
    await checkA11y();
  });

  test('the root path redirects without leaving a history entry', async ({ page, openAs }) => {
    await openAs('maya@juniper.test', '/settings/multi-factor-authentication');
    await page.goto('/');
    await expect(page).toHaveURL(/\/appointments$/);
    // Back goes to the page before '/', not to '/' (which would redirect again).
    await page.goBack();
    await expect(page).toHaveURL(/\/settings\/multi-factor-authentication$/);
  });
});
