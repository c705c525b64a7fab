import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 3 §2.5 settings.edit, §3.3 business settings; issue 16 point 8 (the settings the booking
// confirmation, receipts and the calendar's week rely on). Cedar's owner works on Cedar's details: no other
// spec reads Cedar's week start or address, and every run puts back Cedar's first day of the week.

const CEDAR = {
  company_name: 'Cedar Tutoring',
  company_email: 'office@cedar.test',
  phone: '2125550163',
  address1: '350 Fifth Avenue',
  address2: 'Floor 12',
  city: 'New York',
  state: 'NY',
  zip_code: '10118',
  website_url: 'https://cedar.example.com',
  fax: '',
  social_links: { facebook: '', instagram: '', x: '', linkedin: '', youtube: '', yelp: '', tiktok: '' },
  week_starts_on: 0,
};

test.describe('business settings', () => {
  test.afterEach(async ({ api }) => {
    await api.login('owner@cedar.test');
    await api.put('/api/merchant/business_details', CEDAR);
  });

  test('the owner changes the address (the ZIP code fills city and state) and the week start; a reload keeps them', async ({
    page,
    openAs,
    checkA11y,
  }) => {
    await openAs('owner@cedar.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Business settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/business-settings$/);
    await expect(page.getByRole('heading', { name: 'Business settings', level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Business settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const form = page.getByRole('form', { name: 'Business settings' });
    // DEMO.md: Cedar's details come seeded.
    await expect(form.getByLabel('Business name')).toHaveValue('Cedar Tutoring');
    await expect(form.getByLabel('Phone')).toHaveValue('(212) 555-0163');

    const suite = `Suite ${uniqueSuffix().slice(-6)}`;
    await form.getByLabel('Street address').fill('1420 Larimer Street');
    await form.getByLabel('Suite, unit or floor').fill(suite);
    await form.getByLabel('City').fill('');
    await form.getByLabel('State').fill('');
    await form.getByLabel('ZIP code').fill('80202');
    // spec 3 §5: five digits look up the city and state.
    await expect(form.getByLabel('City')).toHaveValue('Denver');
    await expect(form.getByLabel('State')).toHaveValue('CO');
    await form.getByLabel('Phone').fill('(303) 555-0142');
    await form.getByLabel('Website').fill('cedar-denver.example.com');
    await form.getByLabel('Fax').fill('(303) 555-0143');
    // spec 2 §5: an address without a scheme gets http:// when the field is left.
    await expect(form.getByLabel('Website')).toHaveValue('http://cedar-denver.example.com');
    await form.getByLabel('Facebook').fill('facebook.com/cedartutoring');
    await form.getByLabel('Instagram').focus();
    await expect(form.getByLabel('Facebook')).toHaveValue('http://facebook.com/cedartutoring');
    await form.getByRole('combobox', { name: 'First day of the week' }).click();
    await page.getByRole('option', { name: 'Monday' }).click();
    const contextAfterSave = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/login_context' && res.status() === 200,
    );
    await form.getByRole('button', { name: 'Save business settings' }).click();
    await expect(page.getByText('Business settings saved').first()).toBeVisible();
    // The web reads the login context again: it carries the new first day of the week.
    const context = (await (await contextAfterSave).json()) as { merchant: { week_starts_on: number } };
    expect(context.merchant.week_starts_on).toBe(1);
    await checkA11y();

    await page.reload();
    await expect(form.getByLabel('Suite, unit or floor')).toHaveValue(suite);
    await expect(form.getByLabel('City')).toHaveValue('Denver');
    await expect(form.getByLabel('State')).toHaveValue('CO');
    await expect(form.getByLabel('ZIP code')).toHaveValue('80202');
    await expect(form.getByLabel('Phone')).toHaveValue('(303) 555-0142');
    await expect(form.getByLabel('Website')).toHaveValue('http://cedar-denver.example.com');
    await expect(form.getByLabel('Fax')).toHaveValue('(303) 555-0143');
    await expect(form.getByLabel('Facebook')).toHaveValue('http://facebook.com/cedartutoring');
    await expect(form.getByRole('combobox', { name: 'First day of the week' })).toHaveValue('Monday');
  });

  test('faults are named beside their fields, in one voice', async ({ page, openAs }) => {
    await openAs('owner@cedar.test', '/settings/business-settings');
    const form = page.getByRole('form', { name: 'Business settings' });
    await form.getByLabel('Business name').fill('');
    await form.getByLabel('Phone').fill('555-01');
    await form.getByLabel('ZIP code').fill('123');
    await form.getByLabel('Website').fill('not a site');
    await form.getByLabel('Yelp').fill('my yelp page');
    await form.getByRole('button', { name: 'Save business settings' }).click();
    await expect(form.getByText('Enter a business name.')).toBeVisible();
    await expect(form.getByText('Enter a ten-digit phone number that starts with 2 to 9.')).toBeVisible();
    await expect(form.getByText('Enter a five-digit ZIP code.')).toBeVisible();
    await expect(form.getByText('Enter a web address, like https://example.com.')).toHaveCount(2);
    await expect(form.getByLabel('Yelp')).toHaveAccessibleDescription(/Enter a web address/);
    await expect(form.getByLabel('Business name')).toBeFocused();
  });

  test('sent from another screen with toState and toParams, saving returns there (spec 3 §2.5)', async ({
    page,
    openAs,
  }) => {
    await openAs('owner@cedar.test', '/settings?toState=settings.staff&toParams=%7B%7D');
    await expect(page).toHaveURL(/\/settings\/business-settings\?toState=settings\.staff&toParams=%7B%7D$/);
    await expect(page.getByText('you will go back to where you were')).toBeVisible();
    const form = page.getByRole('form', { name: 'Business settings' });
    await expect(form.getByLabel('Business name')).toHaveValue('Cedar Tutoring');
    await form.getByRole('button', { name: 'Save business settings' }).click();
    await expect(page).toHaveURL(/\/settings\/staff$/);
  });

  test('staff without manage_configuration are not offered it, and its address sends them home', async ({
    page,
    openAs,
  }) => {
    await openAs('frontdesk@northwind.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Business settings' })).toHaveCount(0);
    await page.goto('/settings/business-settings');
    // Issue 16 point 8: her one home, the point of sale.
    await expect(page).toHaveURL(/\/pos$/);
  });

  test('at 1366 and 375 px: the page and the navigation (screenshots)', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs('owner@cedar.test', '/settings/business-settings');
    const form = page.getByRole('form', { name: 'Business settings' });
    await expect(form.getByLabel('Business name')).toHaveValue('Cedar Tutoring');
    await takeScreenshot('business-settings-1366');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(form.getByLabel('ZIP code')).toBeVisible();
    await takeScreenshot('business-settings-375');
    await checkA11y();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Business settings' })).toBeVisible();
    await takeScreenshot('navigation-375');
  });

  test('at 1366 px the navigation highlights one entry on an appointment-settings tab (screenshot)', async ({
    page,
    openAs,
    takeScreenshot,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs('owner@northwind.test', '/appointments/settings/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.locator('a[aria-current="page"]')).toHaveText('Appointment settings');
    await expect(nav.locator('a[data-active]')).toHaveCount(1);
    await takeScreenshot('navigation-1366');
  });
});
