import { awaitSignedUpMerchant } from './support/business.ts';
import { type ApiClient, DEMO_PASSWORD, expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 1 §2.1 /signup, §4.5 setup (polling), §4.4 bulletins, spec 3 §2.5 e-mail verification,
// spec 1 §2.3 /getpayments, ruling 7 (the outbox read through the support console), ruling 12 (upgrade).

const PASSWORD = 'A-good-password-1';

/** The newest verification link of a merchant, read as support reads it (ruling 7). */
async function verificationPath(api: ApiClient, merchantId: number): Promise<string> {
  await api.post('/api/support/login', { user_name: 'support@paybook.test', password: DEMO_PASSWORD });
  const emails = await api.get<{ data: { kind: string; text: string }[] }>(
    `/api/support/merchants/${merchantId}/emails`,
  );
  const email = emails.data.find((e) => e.kind === 'email_verification');
  const match = /https?:\/\/[^/\s]+(\/appointments\/verify\/\S+)/.exec(email?.text ?? '');
  if (!match?.[1]) throw new Error('no verification e-mail');
  return match[1];
}

test.describe('onboarding', () => {
  test('a new business signs up, sets up, sees its bulletins, verifies its e-mail and upgrades', async ({
    page,
    api,
    baseURL,
    checkA11y,
    takeScreenshot,
  }) => {
    const email = `owner-${uniqueSuffix()}@onboarding.test`;
    const subdomain = `studio-${uniqueSuffix()}`.toLowerCase();

    // Sign-up, linked from the sign-in page.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveTitle('Sign Up - Paybook');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await takeScreenshot('onboarding-signup');
    await checkA11y();
    await page.getByRole('button', { name: 'Create account' }).click();

    // The answer is 'check your e-mail' whatever exists (issue 13 §7); the new owner then signs in.
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);
    await checkA11y();
    // The owner signs in once the account exists, as they would after its e-mail arrives.
    const { support } = await awaitSignedUpMerchant(baseURL!, email);
    await support.dispose();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('User name').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Setup (spec 1 §4.5).
    await expect(page).toHaveURL(/\/appointments\/get-started\/about-your-business$/);
    await expect(page.getByRole('heading', { name: 'Tell us about your business', level: 1 })).toBeVisible();
    await page.getByLabel('Business name').fill('Rivera Yoga Studio');
    const timeZone = page.getByRole('combobox', { name: 'Time zone' });
    await timeZone.click();
    await timeZone.fill('Chicago');
    await page.getByRole('option', { name: /Central Time \(Chicago\)/ }).click();
    await page.getByLabel('Booking address').fill('Bad Address');
    await page.getByLabel('Service name').fill('Private Yoga Session');
    await page.getByLabel('Duration').fill('60');
    await page.getByLabel('Price').fill('55');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await page.getByLabel('Booking address').fill(subdomain);
    await takeScreenshot('onboarding-setup');
    await checkA11y();
    await page.getByRole('button', { name: 'Finish setup' }).click();

    // The page polls the login context, then opens appointments (the landing page while the calendar
    // screen is not built), where the bulletins show (spec 1 §4.4).
    await expect(page).not.toHaveURL(/get-started/);
    const bulletins = page.getByTestId('bulletins');
    await expect(bulletins.getByTestId('bulletin-email_validation')).toBeVisible();
    await expect(bulletins.getByTestId('bulletin-email_validation')).toHaveAttribute('data-level', 'warning');
    await expect(bulletins.getByTestId('bulletin-design_booking_page')).toBeVisible();
    await expect(bulletins.getByTestId('bulletin-spread_the_word')).toBeVisible();
    // The first service was added at setup.
    await expect(bulletins.getByTestId('bulletin-add_service')).toHaveCount(0);
    await expect(page.getByTestId('merchant-name')).toHaveText('Rivera Yoga Studio');
    await takeScreenshot('onboarding-bulletins');
    await checkA11y();

    // Viewing the booking page settings completes design_booking_page.
    await bulletins.getByRole('link', { name: 'Open the booking page settings' }).click();
    await expect(page).toHaveURL(/\/appointments\/settings\/booking$/);
    await expect(page.getByTestId('bulletin-spread_the_word')).toBeVisible();
    await expect(page.getByTestId('bulletin-design_booking_page')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('bulletin-spread_the_word')).toBeVisible();
    await expect(page.getByTestId('bulletin-design_booking_page')).toHaveCount(0);

    // E-mail verification through the link of the e-mail (ruling 7: read from the outbox as support).
    const merchantId = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/login_context')).json()) as { merchant: { id: number } };
      return answer.merchant.id;
    });
    const link = await verificationPath(api, merchantId);
    await page.goto(link);
    await expect(page).toHaveURL(/\/settings\/verify\//);
    await expect(page.getByText(`Your e-mail address ${email} is verified.`)).toBeVisible();
    await takeScreenshot('onboarding-verify');
    await checkA11y();
    await page.getByRole('link', { name: 'Go to appointments' }).click();
    await expect(page.getByTestId('bulletin-spread_the_word')).toBeVisible();
    await expect(page.getByTestId('bulletin-email_validation')).toHaveCount(0);

    // A used link fails clearly and offers a new one; the e-mail is verified, so the server says so.
    await page.goto(link);
    await expect(page.getByText('We could not verify your e-mail')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

    // /getpayments: the fees and the upgrade (ruling 12).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Get Payments' })
      .click();
    await expect(page).toHaveURL(/\/getpayments$/);
    const fees = page.getByTestId('fee-table');
    await expect(
      fees.getByRole('row', { name: /Card payments \(online, invoices, booking page\)\s*2\.9% \+ \$0\.30/ }),
    ).toBeVisible();
    await takeScreenshot('onboarding-getpayments');
    await checkA11y();
    await page.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(page.getByTestId('current-tier')).toHaveText('Your plan: Appointments');
    await page.getByRole('radio', { name: /Full product/ }).check();
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your plan?' });
    await expect(dialog).toContainText('from Appointments to Full product');
    await takeScreenshot('onboarding-upgrade');
    await dialog.getByRole('button', { name: 'Yes, change my plan' }).click();
    await expect(page.getByText('Your plan is now Full product.').first()).toBeVisible();
    // Issue 16 point 8: the owner's home is the calendar, which says how to get one while there is no staff.
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(page.getByRole('link', { name: 'Open Staff' })).toBeVisible();
    // Payments come with the new plan: no more Get Payments entry.
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Get Payments' }),
    ).toHaveCount(0);
  });

  test('the support console shows a merchant’s recent e-mails with their links (ruling 7)', async ({
    page,
    api,
    baseURL,
    takeScreenshot,
    checkA11y,
  }) => {
    const email = `owner-${uniqueSuffix()}@onboarding.test`;
    await api.post('/api/signup', { first_name: 'Sky', last_name: 'Support', email, password: PASSWORD });
    const { support } = await awaitSignedUpMerchant(baseURL!, email);
    await support.dispose();
    await page.goto('/support/login');
    await page.getByLabel('User name').fill('support@paybook.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/support$/);
    await page.getByRole('searchbox').fill(email);
    await page
      .getByRole('button', { name: /Sky Support/ })
      .first()
      .click();
    const emails = page.getByTestId('merchant-emails');
    await emails.getByRole('button', { name: /Confirm your e-mail address/ }).click();
    await expect(emails.getByRole('link', { name: /\/appointments\/verify\// })).toBeVisible();
    await takeScreenshot('onboarding-support-emails');
    await checkA11y();
  });
});
