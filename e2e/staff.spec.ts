import { createBusiness, disposeBusiness } from './support/business.ts';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';

const PASSWORD = 'Profile-story-2026';

// spec 3 §2.5 staff routes, §4.7 status, §5 staff rules, §6 staff access; the profile and password change.

test.describe('staff', () => {
  test('the owner adds a provider with a work plan and a break, sees them and toggles their status', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const suffix = uniqueSuffix();
    const lastName = `Abbott ${suffix}`;
    const email = `nina-${suffix}@juniper.test`;
    await openAs('owner@juniper.test', '/settings/staff');
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leo Martinez', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Add staff member' }).click();
    await expect(page).toHaveURL(/\/settings\/staff\/edit$/);

    // spec 3 §5: an existing user name opens the user-name-exists modal.
    const emailField = page.getByRole('textbox', { name: 'E-mail (user name)' });
    await emailField.fill('leo@juniper.test');
    await page.getByRole('textbox', { name: 'First name' }).click();
    const modal = page.getByRole('dialog', { name: 'User name in use' });
    await expect(modal).toContainText('This user name is already in use, please choose another');
    await modal.getByRole('button', { name: 'Enter a new e-mail' }).click();
    await expect(emailField).toHaveValue('');

    await emailField.fill(email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Nina');
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator');
    await page.getByRole('textbox', { name: 'Title' }).fill('Colourist');
    await page.getByRole('switch', { name: 'Appears on booking page' }).check();
    // spec 3 §9: the default week is Monday to Friday 08:00–17:00.
    await expect(page.getByRole('combobox', { name: 'Monday start time' })).toHaveValue('8:00 AM');
    await expect(page.getByRole('switch', { name: 'Works on Saturday' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Add break on Monday' }).click();
    await expect(page.getByRole('combobox', { name: 'Monday break 1 start' })).toHaveValue('12:00 PM');
    await page.getByRole('combobox', { name: 'Monday break 1 end' }).fill('12:45');
    await page.getByRole('switch', { name: 'Works on Saturday' }).check();
    await page.getByRole('combobox', { name: 'Saturday start time' }).fill('09:00');
    await page.getByRole('combobox', { name: 'Saturday end time' }).fill('12:00');
    await checkA11y();
    await takeScreenshot('staff-edit-add');

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/hub/user') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const body = await (await saved).json();
    expect(body.work_plans[1].breaks).toEqual([{ start_at: '12:00', end_at: '12:45' }]);
    expect(body.work_plans[6]).toMatchObject({ enabled: true, start_at: '09:00', end_at: '12:00' });
    await expect(page).toHaveURL(/\/settings\/staff$/);
    await expect(page.getByText(/was added/)).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(`Nina ${lastName}`);
    await expect(row).toContainText('Administrator');
    // The owner's own row has no toggle (spec 3 §6).
    await expect(
      page.getByRole('row').filter({ hasText: 'owner@juniper.test' }).getByRole('switch'),
    ).toHaveCount(0);
    const toggle = row.getByRole('switch', { name: `Active: Nina ${lastName}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(`Nina ${lastName} is inactive.`)).toBeVisible();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await checkA11y();
    await takeScreenshot('staff-list');

    // The edit page shows what was saved.
    await row.getByRole('link', { name: `Nina ${lastName}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Nina ${lastName}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Monday break 1 end' })).toHaveValue('12:45 PM');
    await takeScreenshot('staff-edit');
  });

  test('a user without manage_users cannot open another staff member', async ({ page, openAs }) => {
    await openAs('maya@juniper.test', '/settings/staff');
    await expect(page.getByRole('row').filter({ hasText: 'leo@juniper.test' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leo Martinez', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add staff member' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    // Her own row leads to her profile.
    await expect(page.getByRole('link', { name: 'Maya Chen', exact: true })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
    await page.goto('/settings/staff/edit/1');
    await expect(page).not.toHaveURL(/\/settings\/staff\/edit/);
  });

  test("saving one's own profile shows 'profile changes saved'", async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await openAs('leo@juniper.test', '/settings/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    // A provider edits their own week; the role is not on the profile.
    await expect(page.getByRole('combobox', { name: 'Saturday end time' })).toHaveValue('12:00 PM');
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Title' }).fill('Senior stylist');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/settings\/profile\?saved/);
    await expect(page.getByText('profile changes saved')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Senior stylist');
    await checkA11y();
    await takeScreenshot('staff-profile');
  });

  test('password change from the profile', async ({ page, signIn, api, takeScreenshot, baseURL }) => {
    // The owner of a business of the test's own: a password change ends the user's other sessions, which
    // would end the demo users' sessions other tests share (support/demo-sessions.ts), and a concurrent
    // sign-in with the demo password would fail.
    const business = await createBusiness(baseURL!, { prefix: 'password', password: PASSWORD });
    try {
      const newPassword = `Password-${uniqueSuffix()}`;
      await signIn(business.ownerEmail, PASSWORD);
      await page.goto('/settings/profile');
      await page.getByRole('button', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await dialog.getByLabel('Current password', { exact: true }).fill('not-my-password');
      await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
      await dialog.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
      await takeScreenshot('staff-profile-password');
      await dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Your password was changed.')).toBeVisible();

      // The new password signs in.
      await api.login(business.ownerEmail, newPassword);
    } finally {
      await disposeBusiness(business);
    }
  });
});
