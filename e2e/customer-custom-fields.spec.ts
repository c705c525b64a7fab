import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 2 §7 GET/PUT customer/{id}/customfields (issue 26 point 8): the profile's custom fields edited on
// their own. Each try adds its own customer.

test('the owner edits a customer’s custom fields from the profile; the timeline says what changed', async ({
  page,
  api,
  openAs,
  checkA11y,
}) => {
  const lastName = `Fields${uniqueSuffix().slice(-6)}`;
  await api.login('owner@northwind.test');
  const customer = await api.post<{ id: number }>('/api/customer', {
    first_name: 'Fern',
    last_name: lastName,
  });
  await openAs('owner@northwind.test', `/customer/profile/${customer.id}`);
  const card = page.getByRole('region', { name: 'Custom fields' });
  await expect(card).toContainText('No custom fields.');
  await card.getByRole('button', { name: 'Edit custom fields' }).click();

  const dialog = page.getByRole('dialog', { name: 'Custom fields' });
  await dialog.getByRole('button', { name: 'Add custom field' }).click();
  await dialog.getByRole('textbox', { name: 'Field 1 label' }).fill('Locker');
  await dialog.getByRole('textbox', { name: 'Field 1 value' }).fill('14');
  await checkA11y();
  await dialog.getByRole('button', { name: 'Save custom fields' }).click();
  await expect(page.getByText('Custom fields saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Locker');
  await expect(card).toContainText('14');

  const fields = await api.get<{ custom_field_data: { label: string; value: string }[] }>(
    `/api/customer/${customer.id}/customfields`,
  );
  expect(fields.custom_field_data).toEqual([{ type: 'Text', label: 'Locker', value: '14' }]);
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('Changed: custom fields')).toBeVisible();
});
