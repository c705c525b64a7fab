import type { Page } from '@playwright/test';
import { ApiClient, DEMO_PASSWORD, expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 3 §2.5 /settings/roles, §3.3 Role, §4.7 built-in roles read-only, §8 the sorry modal, §9 'Name (n)';
// ARCHITECTURE.md "Stateless API nodes": a role or rights change reaches a signed-in staff member.

const OWNER = 'owner@northwind.test';
const SUPPORT = 'support@paybook.test';
const MEMBER_PASSWORD = 'Roles-story-2026';

/** A Northwind staff member of this try who can sign in: added by the owner, password set from the e-mail. */
async function addMember(baseURL: string, email: string) {
  const owner = await ApiClient.create(baseURL);
  const support = await ApiClient.create(baseURL);
  const anonymous = await ApiClient.create(baseURL);
  try {
    await owner.login(OWNER);
    // spec 3 §3.3 built-in Front Desk (3): create_orders and manage_customers.
    const member = await owner.post<{ id: number }>('/api/hub/user', {
      email,
      first_name: 'Rhea',
      last_name: `Roles ${email.split('@')[0]}`,
      role_id: 3,
    });
    await support.post('/api/support/login', { user_name: SUPPORT, password: DEMO_PASSWORD });
    const merchants = await support.get<{ data: { id: number }[] }>('/api/support/merchants', {
      query: OWNER,
    });
    const merchantId = merchants.data[0]?.id;
    let code = '';
    await expect
      .poll(
        async () => {
          const { data } = await support.get<{ data: { kind: string; to: string; text: string }[] }>(
            `/api/support/merchants/${merchantId}/emails`,
          );
          const welcome = data.find((mail) => mail.to === email && mail.kind === 'staff_welcome');
          code = welcome?.text.match(/\/reset-password\/(\S+)/)?.[1] ?? '';
          return code;
        },
        { message: `the welcome e-mail to ${email}` },
      )
      .not.toBe('');
    await anonymous.post(`/api/password_reset/${encodeURIComponent(code)}`, {
      new_password: MEMBER_PASSWORD,
    });
    return member.id;
  } finally {
    await Promise.all([owner.dispose(), support.dispose(), anonymous.dispose()]);
  }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('roles and permissions', () => {
  test('a role made and edited by the owner changes a signed-in staff member’s screens on their next click', async ({
    page,
    browser,
    baseURL,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const suffix = uniqueSuffix();
    const roleName = `Desk lead ${suffix}`;
    const email = `rhea-${suffix}@northwind.test`;
    const memberId = await addMember(baseURL, email);

    // The staff member signs in in a browser of their own: the front desk's point of sale.
    const memberContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const member = await memberContext.newPage();
    await member.goto('/login');
    await member.getByRole('textbox', { name: 'User name', exact: true }).fill(email);
    await member.getByRole('textbox', { name: 'Password', exact: true }).fill(MEMBER_PASSWORD);
    await member.getByRole('button', { name: 'Sign in' }).click();
    await expect(member).toHaveURL(/\/pos$/);
    await expect(mainNav(member).getByRole('link', { name: 'Point of Sale' })).toBeVisible();
    await expect(mainNav(member).getByRole('link', { name: 'Roles and permissions' })).toHaveCount(0);

    // The owner adds a role without Manage Customers, from the user menu's link.
    await openAs(OWNER, '/');
    await mainNav(page).getByRole('link', { name: 'Roles and permissions' }).click();
    await expect(page.getByRole('heading', { name: 'Roles and Permissions', level: 1 })).toBeVisible();
    const builtIn = page.getByRole('table', { name: 'Built-in roles' });
    const frontDesk = builtIn.getByRole('row').filter({ hasText: 'Front Desk' });
    await expect(frontDesk.getByText('Built-in')).toBeVisible();
    // spec 3 §4.7: built-in roles cannot be edited or deleted.
    await expect(frontDesk.getByRole('button', { name: 'Edit Front Desk' })).toHaveCount(0);
    await expect(frontDesk.getByRole('button', { name: 'Delete Front Desk' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add role' }).click();
    const form = page.getByRole('dialog', { name: 'Add role' });
    await form.getByRole('button', { name: 'Add role' }).click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill('front desk');
    await form.getByRole('button', { name: 'Add role' }).click();
    await expect(form.getByText('Another role already has this name; choose another name.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(roleName);
    await form.getByRole('textbox', { name: 'Description' }).fill('Takes payments and runs the staff list.');
    await form.getByRole('checkbox', { name: 'Create Orders' }).check();
    await form.getByRole('checkbox', { name: 'Manage Users' }).check();
    await checkA11y({ include: ['[role="dialog"]'] });
    await takeScreenshot('roles-add-modal');
    await form.getByRole('button', { name: 'Add role' }).click();
    await expect(form).toBeHidden();
    const own = page.getByRole('table', { name: 'Your roles' });
    const row = own.getByRole('row').filter({ hasText: roleName });
    await expect(row).toContainText('Create Orders, Manage Users');
    await takeScreenshot('roles-list');

    // The owner gives it to the signed-in member on the staff form, whose picker offers it.
    await page.goto(`/settings/staff/edit/${memberId}`);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: roleName }).click();
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/hub/user') && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);

    // The member's next click: the role's Manage Users shows, without signing in again.
    await mainNav(member).getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(mainNav(member).getByRole('link', { name: 'Roles and permissions' })).toBeVisible();

    // spec 3 §8: a role staff still hold cannot be deleted; the server's first message in the sorry modal.
    await page.goto('/settings/roles');
    await row.getByRole('button', { name: `Delete ${roleName}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${roleName}?` })
      .getByRole('button', { name: 'Delete role' })
      .click();
    const sorry = page.getByRole('dialog', { name: 'Sorry, this role cannot be deleted' });
    await expect(sorry).toContainText(
      'This role is still given to 1 staff member. Give them another role before deleting it.',
    );
    await sorry.getByRole('button', { name: 'OK' }).click();

    // The owner takes Create Orders off the role: the member loses the point of sale on their next click.
    await row.getByRole('button', { name: `Edit ${roleName}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${roleName}` });
    await edit.getByRole('checkbox', { name: 'Create Orders' }).uncheck();
    await edit.getByRole('button', { name: 'Save role' }).click();
    await expect(edit).toBeHidden();
    await expect(row).not.toContainText('Create Orders');

    await mainNav(member).getByRole('link', { name: 'Roles and permissions' }).click();
    await expect(member.getByRole('heading', { name: 'Roles and Permissions', level: 1 })).toBeVisible();
    await expect(mainNav(member).getByRole('link', { name: 'Point of Sale' })).toHaveCount(0);
    await member.goto('/pos');
    await expect(member).not.toHaveURL(/\/pos$/);
    await memberContext.close();
  });

  test('a role is viewed, duplicated as Name (n) and deleted; on a phone too', async ({
    page,
    openAs,
    takeScreenshot,
  }) => {
    const roleName = `Weekend ${uniqueSuffix()}`;
    await openAs(OWNER, '/settings/roles');
    await page.getByRole('button', { name: 'Add role' }).click();
    const form = page.getByRole('dialog', { name: 'Add role' });
    await form.getByRole('textbox', { name: 'Name' }).fill(roleName);
    await form.getByRole('checkbox', { name: 'Manage Appointments' }).check();
    await form.getByRole('button', { name: 'Add role' }).click();
    await expect(form).toBeHidden();

    const own = page.getByRole('table', { name: 'Your roles' });
    await own.getByRole('button', { name: `View ${roleName}` }).click();
    const view = page.getByRole('dialog', { name: roleName });
    await expect(view).toContainText('Manage Appointments');
    await expect(view).toContainText('0 staff members');
    await view.getByRole('button', { name: 'Done' }).click();

    // spec 3 §9: the copy is named 'Name (1)' and keeps the access rights.
    await own.getByRole('button', { name: `Duplicate ${roleName}` }).click();
    const copy = page.getByRole('dialog', { name: `Duplicate ${roleName}` });
    await expect(copy.getByRole('textbox', { name: 'Name' })).toHaveValue(`${roleName} (1)`);
    await expect(copy.getByRole('checkbox', { name: 'Manage Appointments' })).toBeChecked();
    await copy.getByRole('button', { name: 'Add role' }).click();
    await expect(copy).toBeHidden();
    const copyRow = own.getByRole('row').filter({ hasText: `${roleName} (1)` });
    await expect(copyRow).toContainText('Manage Appointments');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { name: 'Roles and Permissions', level: 1 })).toBeVisible();
    await takeScreenshot('roles-list-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    await copyRow.getByRole('button', { name: `Delete ${roleName} (1)` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${roleName} (1)?` })
      .getByRole('button', { name: 'Delete role' })
      .click();
    await expect(copyRow).toHaveCount(0);
    await expect(own.getByRole('row').filter({ hasText: roleName })).toHaveCount(1);
  });
});
