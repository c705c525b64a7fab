import { createBusiness, disposeBusiness } from './support/business.ts';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// Issue 26 point 1, ruling 7: spec 3 §2.5 notifications and edit-email, §5 save confirmation and test-email
// addresses, §8 'Copied' and 'Defaults have been restored.', §9 categories. Northwind (full_product) owner
// holds manage_configuration. The edit writes text unique to this try, and the test ends by restoring the
// defaults, so no try depends on an earlier one.

const OWNER = 'owner@northwind.test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('e-mail templates', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner edits the receipt e-mail, sends a test and finds it among the sent e-mails', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const suffix = uniqueSuffix();
    const opening = `Thanks for visiting Northwind, see you soon ${suffix}.`;
    const address = `qa-${suffix}@example.com`;

    await openAs(OWNER, '/settings/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    // spec 3 §9: grouped by category, General first.
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('General');
    await expect(page.getByRole('heading', { name: 'Appointment', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Appointment reminder' })).toBeVisible();
    await takeScreenshot('email-templates-list');
    await checkA11y();

    await page.getByRole('link', { name: 'Edit Order receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Order receipt', level: 1 })).toBeVisible();
    // The receipt cannot be turned off (spec 3 §4.7), so it has no switch.
    await expect(page.getByRole('switch', { name: 'Send this e-mail' })).toHaveCount(0);

    // spec 3 §8: copying a merge tag says 'Copied', and the clipboard holds the tag.
    await page.getByRole('button', { name: 'Copy Order number' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe('{{order_number}}');

    // A misspelt tag is refused on its field before anything is sent (the domain's rule).
    const openingField = page.getByRole('textbox', { name: 'Opening' });
    await openingField.fill('Hello {{ordr_number}}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unknown merge tag: {{ordr_number}}.')).toBeVisible();

    await openingField.fill(opening);
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to save?' });
    await expect(confirm).toContainText('This will update all future emails of this type.');
    await expect(confirm.getByRole('button', { name: 'Nevermind' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The e-mail template was saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'E-mail preview' });
    await expect(preview.frameLocator('iframe').getByText(opening)).toBeVisible();
    await preview.getByRole('textbox', { name: 'Send to' }).fill(`${address}, `);
    await takeScreenshot('email-templates-preview');
    await preview.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText(`The test e-mail was sent to ${address}.`)).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.goto('/settings/notifications/outbox');
    await expect(page.getByRole('heading', { name: 'Sent e-mails', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: address });
    await expect(row).toContainText('Order receipt');
    await expect(row).toContainText('Queued');
    await row.getByRole('button', { name: /^\[Test\] Your receipt from / }).click();
    await expect(page.getByText(opening)).toBeVisible();
    await takeScreenshot('email-templates-outbox');

    await page.goBack();
    await page.getByRole('button', { name: 'Restore defaults' }).click();
    await expect(page.getByText('Defaults have been restored.')).toBeVisible();
    await expect(openingField).toHaveValue(/^Thank you for your purchase\./);
  });

  test('the owner chooses which e-mails a staff member receives, and the choice stays (issue 26 point 1)', async ({
    page,
    baseURL,
    signIn,
    checkA11y,
    takeScreenshot,
  }) => {
    // A business of its own: the choice changes what its staff receive, so no other test reads it.
    const business = await createBusiness(baseURL!, { prefix: 'mail', password: 'Mail-e2e-Pass-1' });
    try {
      await business.owner.post('/api/hub/user', {
        email: `clerk-${business.urlSubdomain}@e2e.test`,
        first_name: 'Cleo',
        last_name: 'Clerk',
        role_id: 3, // Front Desk: no Manage Configuration, so no integration e-mails (spec 3 §6)
      });
      await signIn(business.ownerEmail, business.password);
      await page.goto('/settings/notifications');
      const clerk = page.getByRole('group', { name: 'E-mails Cleo Clerk receives' });
      const owner = page.getByRole('group', { name: /^E-mails Owner .* receives$/ });
      // spec 3 §9's defaults; integrations only for a Manage Configuration holder (spec 3 §6).
      await expect(clerk.getByRole('checkbox', { name: 'Orders' })).toBeChecked();
      await expect(clerk.getByRole('checkbox', { name: 'Invoices' })).not.toBeChecked();
      await expect(clerk.getByRole('checkbox', { name: 'Integrations' })).toHaveCount(0);
      await expect(owner.getByRole('checkbox', { name: 'Integrations' })).toHaveCount(1);

      await clerk.getByText('Invoices', { exact: true }).click();
      await expect(page.getByText('E-mail notifications saved for Cleo Clerk.')).toBeVisible();
      await clerk.getByText('Orders', { exact: true }).click();
      await expect(clerk.getByRole('checkbox', { name: 'Orders' })).not.toBeChecked();
      await takeScreenshot('staff-notifications');
      await checkA11y();

      await page.reload();
      await expect(clerk.getByRole('checkbox', { name: 'Invoices' })).toBeChecked();
      await expect(clerk.getByRole('checkbox', { name: 'Orders' })).not.toBeChecked();
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(clerk.getByRole('checkbox', { name: 'Invoices' })).toBeChecked();
      await takeScreenshot('staff-notifications-phone');
    } finally {
      await disposeBusiness(business);
    }
  });
});
