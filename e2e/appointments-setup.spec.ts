import { createBusiness, disposeBusiness } from './support/business.ts';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// Issue 3's whole set-up story on a business of its own (so nothing here changes the demo merchants):
// the owner adds a staff member with a work plan (spec 3 §2.5, §5), a service assigned to them
// (spec 1 §2.3, §3 Offering), sets the schedule (spec 1 §5, ruling 10) and the booking page, and copies
// the booking URL (spec 1 §2.3 booking tools, §8).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PASSWORD = 'Setup-story-2026';

test('a new business sets up staff, a service, the schedule and the booking page, then copies its booking URL', async ({
  page,
  signIn,
  baseURL,
  checkA11y,
  takeScreenshot,
}) => {
  test.setTimeout(120_000);
  const business = await createBusiness(baseURL!, { prefix: 'glow', password: PASSWORD });
  await disposeBusiness(business);
  const suffix = uniqueSuffix();
  await signIn(business.ownerEmail, PASSWORD);

  // A staff member who appears on booking, with Monday–Friday hours, a lunch break and Saturday morning.
  const staffEmail = `sam-${suffix}@setup.test`;
  await page.goto('/settings/staff/edit');
  await page.getByRole('textbox', { name: 'E-mail (user name)' }).fill(staffEmail);
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Rivera ${suffix}`);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Service Provider', exact: true }).click();
  await page.getByRole('switch', { name: 'Appears on booking page' }).check();
  await page.getByRole('button', { name: 'Add break on Monday' }).click();
  await page.getByRole('switch', { name: 'Works on Saturday' }).check();
  await page.getByRole('combobox', { name: 'Saturday start time' }).fill('09:00');
  await page.getByRole('combobox', { name: 'Saturday end time' }).fill('12:00');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page).toHaveURL(/\/settings\/staff$/);
  await expect(page.getByRole('row').filter({ hasText: staffEmail })).toContainText('Service Provider');

  // A service assigned to them, in a new category.
  await page.goto('/appointments/settings/services/edit');
  await page.getByLabel('Name').fill('Deep Tissue Massage');
  await page.getByRole('textbox', { name: 'Duration' }).fill('60');
  await page.getByLabel('Price').fill('95');
  await page.getByRole('combobox', { name: 'Category' }).fill('Massage');
  await page.getByRole('combobox', { name: 'Providers' }).click();
  await page.getByRole('option', { name: `Sam Rivera ${suffix}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('Deep Tissue Massage was saved.')).toBeVisible();
  const row = page.getByRole('row', { name: /Deep Tissue Massage/ });
  await expect(row).toContainText('60 minutes');
  await expect(row).toContainText(`Sam Rivera ${suffix}`);

  // The schedule: two days of lead time.
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await page.getByRole('textbox', { name: 'Lead time', exact: true }).fill('2');
  await page.getByRole('combobox', { name: 'Lead time unit' }).selectOption('Days');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved successfully.').first()).toBeVisible();

  // The booking page's description, then the public page shows the business, its service and provider.
  await page.getByRole('tab', { name: 'Booking Page' }).click();
  await page.getByLabel('Business description').fill('Calm, expert bodywork in the heart of town.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved successfully.').first()).toBeVisible();
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/book/${business.urlSubdomain}`);
  await expect(publicPage.getByRole('heading', { name: business.name, level: 1 })).toBeVisible();
  await expect(publicPage.getByText('Calm, expert bodywork in the heart of town.')).toBeVisible();
  await expect(publicPage.getByText('Deep Tissue Massage')).toBeVisible();
  await expect(publicPage.getByText(`Sam Rivera ${suffix}`).first()).toBeVisible();
  await publicPage.close();

  // The booking URL, copied.
  await page.getByRole('tab', { name: 'Booking Tools' }).click();
  const url = `${new URL(baseURL ?? '').origin}/book/${business.urlSubdomain}`;
  await expect(page.getByLabel('Booking URL')).toHaveText(url);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied to Clipboard')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);
  await takeScreenshot('appointments-setup-booking-tools');
  await checkA11y();
});
