import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 3 §2.5 user-delete modal, spec 3 §7 service_provider/{id}/all_appointments/count (issue 26 point 7).
// Each try adds its own staff member, so tries and tests never meet.

test.describe('deleting a staff member', () => {
  test('the owner deletes a staff member after confirming; the list no longer shows them', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const lastName = `Temp${uniqueSuffix().slice(-6)}`;
    await api.login('owner@northwind.test');
    const added = await api.post<{ id: number }>('/api/hub/user', {
      email: `temp-${lastName.toLowerCase()}@example.test`,
      first_name: 'Tess',
      last_name: lastName,
      role_id: 3,
    });
    await openAs('owner@northwind.test', `/settings/staff/edit/${added.id}`);
    await expect(page.getByRole('heading', { name: `Tess ${lastName}`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Delete staff member' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete Tess ${lastName}?` });
    await expect(dialog).toContainText('This cannot be undone');
    await checkA11y();
    await takeScreenshot('staff-delete-modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete staff member' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/staff$/);
    await expect(page.getByText(`Tess ${lastName} has been deleted.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(0);
  });

  test('a provider with appointments cannot be deleted: the modal says how many and offers to close', async ({
    page,
    api,
    openAs,
  }) => {
    await api.login('owner@northwind.test');
    const staff = await api.get<{
      data: { id: number; user_name: string; service_provider_id: number | null }[];
    }>('/api/hub/users', { items_per_page: 100 });
    const coach = staff.data.find((row) => row.user_name === 'coach@northwind.test');
    expect(coach?.service_provider_id).not.toBeNull();
    const { count } = await api.get<{ count: number }>(
      `/api/service_provider/${coach?.service_provider_id}/all_appointments/count`,
    );
    expect(count).toBeGreaterThan(0);

    await openAs('owner@northwind.test', `/settings/staff/edit/${coach?.id}`);
    await page.getByRole('button', { name: 'Delete staff member' }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete / });
    await expect(dialog).toContainText(`has ${count} appointment`);
    await expect(dialog).toContainText('cannot be deleted');
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });
});
