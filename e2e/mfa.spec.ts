import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  addStaffMember,
  createBusiness,
  disposeBusiness,
  type NewBusiness,
  SUPPORT_USER,
} from './support/business.ts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';

// spec 3 §2.5: multi-factor authentication settings, sign-in with a code, and the merchant requirement.
// Each test (and each retry of it) signs up a business of its own, so no try finds MFA left on by an
// earlier one, and no other spec's demo users are touched.

const PASSWORD = 'Mfa-story-2026';

/** A TOTP code `stepsAhead` 30-second steps from now (the server accepts ±1 step, each step once). */
function totp(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** Goes through the enrolment on the MFA page; answers the secret and the recovery codes shown. */
async function enrolThroughUi(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up multi-factor authentication' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add Paybook to your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('6-digit code from the app').fill(await totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const modal = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(modal).toBeVisible();
  const recoveryCodes = (await modal.getByTestId('recovery-code').allTextContents()).map((c) => c.trim());
  expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
  await expect(modal.getByRole('button', { name: 'Done' })).toBeDisabled();
  await modal.getByLabel('I have saved these codes').check();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('mfa-status')).toHaveText(/on/i);
  return { secret, recoveryCodes };
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function signInWithCode(page: Page, userName: string, code: string) {
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your verification code', level: 1 })).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** Signed in: the app has left /login and shows the user menu. */
async function expectSignedIn(page: Page) {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

test.describe('multi-factor authentication', () => {
  // Each test signs up a business, signs in several times and enrols through the UI.
  test.describe.configure({ timeout: 120_000 });

  let business: NewBusiness | undefined;
  test.afterEach(async () => {
    if (business) await disposeBusiness(business);
    business = undefined;
  });

  test('enrol, then sign in with a code from the app and with a recovery code', async ({
    page,
    signIn,
    checkA11y,
    takeScreenshot,
    baseURL,
  }) => {
    business = await createBusiness(baseURL!, { prefix: 'mfa-enrol', password: PASSWORD });
    const userName = business.ownerEmail;
    await signIn(userName, PASSWORD);
    await page.goto('/settings/multi-factor-authentication');
    await expect(page.getByTestId('mfa-status')).toHaveText(/off/i);
    await checkA11y();

    const enrolled = await enrolThroughUi(page);
    await takeScreenshot('mfa-enabled');
    await checkA11y();

    await signOut(page);
    await signInWithCode(page, userName, '000000');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await takeScreenshot('mfa-code-step');
    await checkA11y();
    // The enrolment used this step's code; the next step's is accepted (±1 step) and not yet used.
    await page.getByLabel('Verification code').fill(await totp(enrolled.secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expectSignedIn(page);

    await signOut(page);
    await signInWithCode(page, userName, enrolled.recoveryCodes[0]!);
    await expectSignedIn(page);

    // Turning it off asks for the password.
    await page.goto('/settings/multi-factor-authentication');
    await expect(page.getByText(/recovery codes? left/)).toBeVisible();
    await page.getByRole('button', { name: 'Turn off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off multi-factor authentication?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('mfa-status')).toHaveText(/off/i);
  });

  test('a merchant that requires MFA blocks staff until they set it up', async ({
    page,
    browser,
    signIn,
    checkA11y,
    takeScreenshot,
    baseURL,
  }) => {
    business = await createBusiness(baseURL!, { prefix: 'mfa-required', password: PASSWORD });
    const frontdesk = {
      firstName: 'Fran',
      lastName: 'Desk',
      email: `desk-${business.urlSubdomain}@e2e.test`,
    };
    const coach = { firstName: 'Cody', lastName: 'Coach', email: `coach-${business.urlSubdomain}@e2e.test` };
    await addStaffMember(business, baseURL!, frontdesk);
    await addStaffMember(business, baseURL!, coach);
    // The owner turns on their own MFA and requires it for everyone (through the API).
    const { owner } = business;
    const { secret: ownerSecret } = await owner.post<{ secret: string }>('/api/mfa/enrolment');
    const { recovery_codes: ownerCodes } = await owner.post<{ recovery_codes: string[] }>(
      '/api/mfa/enrolment/confirm',
      { code: await totp(ownerSecret) },
    );
    expect(ownerCodes.length).toBeGreaterThan(0);
    await owner.put('/api/merchant/mfa_requirement', { required: true });

    await signIn(frontdesk.email, PASSWORD);
    const blocker = page.getByRole('dialog', { name: 'Multi-factor authentication required' });
    await expect(blocker).toBeVisible();
    await takeScreenshot('mfa-required-modal');
    await checkA11y();
    await page.goto('/no/such/page');
    await expect(blocker).toBeVisible();

    await blocker.getByRole('link', { name: 'Set up multi-factor authentication' }).click();
    await expect(page).toHaveURL(/\/settings\/multi-factor-authentication$/);
    await expect(blocker).toBeHidden();
    await expect(page.getByText('Your business requires multi-factor authentication.')).toBeVisible();
    await enrolThroughUi(page);
    // Required by the business: it cannot be turned off.
    await expect(page.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: /Welcome/, level: 1 })).toBeVisible();
    await expect(blocker).toHaveCount(0);

    // Support impersonating a user without MFA is not blocked (spec 3 §6).
    const supportContext = await browser.newContext({ baseURL });
    try {
      const support = await supportContext.newPage();
      await support.goto('/support/login');
      await support.getByLabel('User name').fill(SUPPORT_USER);
      await support.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await support.getByRole('button', { name: 'Sign in' }).click();
      await expect(support).toHaveURL(/\/support$/);
      await support.getByLabel('Search merchants').fill(business.urlSubdomain);
      await support.getByRole('button', { name: `View users of ${business.name}` }).click();
      const coachButton = support
        .getByRole('row')
        .filter({ hasText: coach.email })
        .getByRole('button', { name: /^Sign in as/ });
      await coachButton.click();
      await expect(support.getByTestId('impersonation-banner')).toBeVisible();
      await expect(support.getByRole('dialog', { name: 'Multi-factor authentication required' })).toHaveCount(
        0,
      );
    } finally {
      await supportContext.close();
    }
  });

  test('new recovery codes need a valid code from the app', async ({ page, signIn, baseURL }) => {
    business = await createBusiness(baseURL!, { prefix: 'mfa-codes', password: PASSWORD });
    await signIn(business.ownerEmail, PASSWORD);
    await page.goto('/settings/multi-factor-authentication');
    await enrolThroughUi(page);
    await page.getByRole('button', { name: 'Generate new recovery codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate new recovery codes' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('6-digit code').fill('12');
    await dialog.getByRole('button', { name: 'Generate codes' }).click();
    await expect(dialog.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await dialog.getByLabel('6-digit code').fill('000000');
    await dialog.getByRole('button', { name: 'Generate codes' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
