import type { Offering, OfferingCategory, ServiceProviderPage } from '@paybook/contracts';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 1 §2.3 services routes, §4.1 service status, §5 duration and buffer, §7 Services, §9 page sizes;
// spec 2 §5 Catalogue category picker. Juniper only; every test makes its own services and categories.

test.describe('services settings', () => {
  test('the owner adds, finds, edits and deactivates a service', async ({
    page,
    openAs,
    api,
    checkA11y,
    takeScreenshot,
  }) => {
    await api.login('owner@juniper.test');
    const providers = await api.get<ServiceProviderPage>(
      '/api/service_providers?items_per_page=18&sort_by=name',
    );
    const provider = providers.data.find((entry) => entry.is_active);
    expect(provider, 'the demo seed gives Juniper providers').toBeDefined();
    const suffix = uniqueSuffix();
    const name = `Hot Stone Massage ${suffix}`;
    const category = `Stone Therapy ${suffix}`;

    // spec 1 §2.3: the settings area opens on the service list, page 1.
    await openAs('owner@juniper.test', '/appointments/settings');
    await expect(page).toHaveURL(/\/appointments\/settings\/services\/view\/1$/);
    await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table')).toContainText('Swedish Massage');
    await takeScreenshot('services-list');
    await checkA11y();

    await page.getByRole('link', { name: 'Add service' }).first().click();
    await expect(page).toHaveURL(/\/appointments\/settings\/services\/edit$/);
    await expect(page.getByRole('heading', { name: 'Add service', level: 1 })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    // spec 1 §5: at most 720 minutes.
    await page.getByRole('textbox', { name: 'Duration' }).fill('800');
    await page.getByLabel('Price').fill('110');
    await page.getByRole('button', { name: 'Add service' }).click();
    await expect(page.getByText('The duration can be at most 720 minutes.')).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Duration' }).fill('75');
    await page.getByRole('combobox', { name: 'Buffer after the service' }).click();
    await page.getByRole('option', { name: '10 minutes' }).click();
    await page.getByRole('combobox', { name: 'Category' }).fill(category);
    await page.getByRole('combobox', { name: 'Providers' }).click();
    await page.getByRole('option', { name: provider!.display_name }).click();
    await page.keyboard.press('Escape');
    await takeScreenshot('services-add');
    await checkA11y();
    await page.getByRole('button', { name: 'Add service' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    await expect(page).toHaveURL(/\/appointments\/settings\/services\/view\/1$/);

    // spec 1 §2.3: the category filter changes the address.
    const categories = await api.get<{ data: OfferingCategory[] }>('/api/offering_categories');
    const created = categories.data.find((entry) => entry.name === category);
    expect(created).toBeDefined();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: category }).click();
    await expect(page).toHaveURL(new RegExp(`/services/view/1/${created!.id}$`));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('75 minutes');
    await expect(row).toContainText('$110.00');
    await expect(row).toContainText(provider!.display_name);
    await expect(page.getByRole('row')).toHaveCount(2);

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit service', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category);
    await page.getByRole('radiogroup', { name: 'Duration unit' }).getByText('Hours').click();
    await page.getByRole('textbox', { name: 'Duration' }).fill('1.5');
    await page.getByLabel('Price').fill('115.50');
    await takeScreenshot('services-edit');
    await page.getByRole('button', { name: 'Save service' }).click();
    // The first save's notice may still be showing.
    await expect(page.getByText(`${name} was saved.`).last()).toBeVisible();
    await expect(page).toHaveURL(/\/appointments\/settings\/services\/view\/1$/);

    await page.goto(`/appointments/settings/services/view/1/${created!.id}`);
    const edited = page.getByRole('row', { name: new RegExp(name) });
    await expect(edited).toContainText('1.5 hours');
    await expect(edited).toContainText('$115.50');

    // spec 1 §4.1: the owner holds manage_configuration; with no future appointments there is no question.
    const status = edited.getByRole('switch', { name: `${name} is active` });
    await expect(status).toBeChecked();
    await status.click({ force: true });
    await expect(page.getByText(`${name} is inactive and can no longer be booked.`)).toBeVisible();
    await expect(status).not.toBeChecked();
    const saved = await api.get<Offering>(`/api/offering/${await serviceIdOf(api, created!.id, name)}`);
    expect(saved.is_active).toBe(false);
    expect(saved.duration_minutes).toBe(90);

    // spec 1 §7 DELETE offering: asked first, then gone from the list.
    await edited.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this service?' });
    await expect(dialog).toContainText(name);
    await checkA11y();
    await dialog.getByRole('button', { name: 'Delete service' }).click();
    await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No services in this category' })).toBeVisible();
    await takeScreenshot('services-empty-category');
  });

  test('a manager without manage_configuration sees the status switch revert', async ({
    page,
    openAs,
    api,
    checkA11y,
    takeScreenshot,
  }) => {
    await api.login('owner@juniper.test');
    const suffix = uniqueSuffix();
    const service = await api.post<Offering>('/api/offering', {
      name: `Scalp Treatment ${suffix}`,
      duration: 30,
      duration_display_unit: 'Minutes',
      buffer_minutes: 5,
      price: '40',
      is_bookable: true,
      offering_category_name: `Treatments ${suffix}`,
    });

    // Leo manages appointments but does not manage configuration (DEMO.md).
    await openAs(
      'leo@juniper.test',
      `/appointments/settings/services/view/1/${service.offering_category_id}`,
    );
    const status = page.getByRole('switch', { name: `${service.name} is active` });
    await expect(status).toBeChecked();
    await status.click({ force: true });
    await expect(page.getByText('You need the "Manage configuration" permission to do this.')).toBeVisible();
    await expect(status).toBeChecked();
    await takeScreenshot('services-status-refused');
    await checkA11y();
    expect((await api.get<Offering>(`/api/offering/${service.id}`)).is_active).toBe(true);
  });
});

/** The id of the service of a name in a category, through the API. */
async function serviceIdOf(
  api: { get: <T>(path: string) => Promise<T> },
  categoryId: number,
  name: string,
): Promise<number> {
  const page = await api.get<{ data: Offering[] }>(`/api/offering_category/${categoryId}/offerings/bookable`);
  const found = page.data.find((entry) => entry.name === name);
  if (!found) throw new Error(`no service named ${name}`);
  return found.id;
}
