import { createFullProductBusiness, disposeBusiness, emailedLink } from './support/business.ts';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 2 §4 "Reset password is offered only when the customer has a user name", §7 customer_reset_password,
// §8 the portal wording (issue 26 point 8, decisions 191 and 192). A business of its own (signed up here, on
// the full product for its customer portal) gives its new customer a user name, sends the reset from the
// profile, and the customer chooses a password on the e-mailed link's page, which then refuses a second use.

const PASSWORD = 'Reset-cust-e2e-1';
const CUSTOMER_PASSWORD = 'Harbour-lamp-e2e-9';

test('a customer with a user name is sent a password link from the profile and chooses a password once', async ({
  page,
  browser,
  baseURL,
  signIn,
  checkA11y,
  takeScreenshot,
}) => {
  test.setTimeout(120_000);
  const business = await createFullProductBusiness(baseURL!, { prefix: 'custpass', password: PASSWORD });
  const customerContext = await browser.newContext({ baseURL });
  try {
    const { owner } = business;
    const address = `nia-${uniqueSuffix()}@e2e.test`;
    const customer = await owner.post<{ id: number }>('/api/customer', {
      first_name: 'Nia',
      last_name: 'Okafor',
      email: address,
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(business.ownerEmail, PASSWORD);
    await page.goto(`/customer/profile/${customer.id}`);
    await expect(page.getByRole('heading', { name: 'Nia Okafor', level: 1 })).toBeVisible();
    // spec 2 §4: no user name, no reset.
    await expect(page.getByRole('button', { name: 'Edit customer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);

    // The user name is given in the edit-customer form.
    await page.getByRole('button', { name: 'Edit customer' }).click();
    const form = page.getByRole('dialog', { name: /^Edit/ });
    await form.getByLabel('User name', { exact: true }).fill('nia.okafor');
    await form.getByRole('button', { name: 'Save customer' }).click();
    await expect(page.getByText('Customer Nia Okafor updated')).toBeVisible();
    await expect(form).toBeHidden();
    const reset = page.getByRole('button', { name: 'Reset password' });
    await expect(reset).toBeVisible();
    await takeScreenshot('customer-reset-password-profile-1366');

    await reset.click();
    const confirm = page.getByRole('dialog', { name: 'Reset password' });
    await expect(confirm).toContainText(`Send a password reset e-mail to ${address}?`);
    await checkA11y({ include: ['[role="dialog"]'] });
    await takeScreenshot('customer-reset-password-modal-1366');
    await confirm.getByRole('button', { name: 'Send e-mail' }).click();
    // spec 2 §8: the portal wording (the full product has the customer portal).
    await expect(
      page.getByText(
        `A password reset e-mail was sent to ${address}. The customer can then sign in to your customer portal.`,
      ),
    ).toBeVisible();

    // The customer opens the e-mailed link, signed in nowhere.
    const link = await emailedLink(business, address, 'customer_password_reset', /\/my-password\/[\w-]+/);
    const customerPage = await customerContext.newPage();
    await customerPage.setViewportSize({ width: 1366, height: 900 });
    await customerPage.goto(link);
    await expect(
      customerPage.getByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeVisible();
    await expect(customerPage.getByText('Your user name: nia.okafor')).toBeVisible();
    await expect(customerPage.getByText(`the ${business.name} customer portal`)).toBeVisible();
    await checkA11y({ page: customerPage });
    await takeScreenshot('customer-reset-password-page-1366', customerPage);

    await customerPage.setViewportSize({ width: 375, height: 800 });
    await expect(
      customerPage.getByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeVisible();
    await takeScreenshot('customer-reset-password-page-375', customerPage);
    // The domain's rule speaks before anything is sent.
    await customerPage.getByLabel('New password', { exact: true }).fill('short');
    await customerPage.getByRole('button', { name: 'Save password' }).click();
    await expect(customerPage.getByText('The password must have at least 10 characters.')).toBeVisible();
    await customerPage.getByLabel('New password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await customerPage.getByLabel('Repeat the new password').fill(CUSTOMER_PASSWORD);
    await customerPage.getByRole('button', { name: 'Save password' }).click();
    await expect(customerPage.getByRole('status')).toContainText(
      `Your password was saved. Sign in to the ${business.name} customer portal`,
    );
    await takeScreenshot('customer-reset-password-done-375', customerPage);

    // A link works once.
    await customerPage.goto(link);
    await expect(customerPage.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
    await expect(customerPage.getByLabel('New password', { exact: true })).toHaveCount(0);
    await takeScreenshot('customer-reset-password-used-375', customerPage);

    // The profile's action and dialog on a phone, once the banners are closed.
    // A banner may also close by itself meanwhile: each pass closes the first one still shown.
    const closeBanner = page.getByRole('button', { name: 'Close notification' });
    await expect(async () => {
      if ((await closeBanner.count()) > 0) await closeBanner.first().click({ timeout: 1_000 });
      await expect(closeBanner).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(reset).toBeVisible();
    await takeScreenshot('customer-reset-password-profile-375');
    await reset.click();
    await expect(confirm).toContainText(address);
    await takeScreenshot('customer-reset-password-modal-375');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
  } finally {
    await customerContext.close();
    await disposeBusiness(business);
  }
});
