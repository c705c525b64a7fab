import type { CheckoutBodyInput, Customer } from '@paybook/contracts';
import { type ApiClient, expect, test, uniqueSuffix } from './support/fixtures.ts';
import {
  APPROVED_CARD,
  addItem,
  addNorthwindCustomer,
  cart,
  chooseMode,
  NORTHWIND_OWNER,
  openCheckout,
  saveScreenshotsAtBothWidths,
  takeCardPayment,
  takePayment,
} from './support/point-of-sale.ts';

// Issue 24 point 5, spec 3 §4.8 and §7 Point of sale: the point of sale's own calls (customers with their
// stats, the correction of a customer, the paged grid of offerings/active), the card entry's confirm step,
// the Ccd warning of a business account without its company name (decision 111), and the free trial's
// demo bank payment. Northwind (full_product) sells; Bluebird is on the free trial. Each test makes its own
// customers and items. Screenshots go to POS_SHOTS_DIR (default /tmp/pos-shots) as well.

const SHOTS = process.env.POS_SHOTS_DIR ?? '/tmp/pos-shots';

const isPath = (path: string, method: string) => (res: { url(): string; request(): { method(): string } }) =>
  new URL(res.url()).pathname === path && res.request().method() === method;

/** A Northwind customer with a business checking account stored without its company name. */
async function addBusinessWithoutCompany(api: ApiClient): Promise<Customer> {
  await api.login(NORTHWIND_OWNER);
  const suffix = uniqueSuffix();
  return api.post<Customer>(
    '/api/customer',
    {
      first_name: 'Bea',
      last_name: `Business${suffix}`,
      email: `bea.${suffix}@example.com`,
      bank_account: {
        routing_number: '021000021',
        account_number: '000123456789',
        account_type: 'business_checking',
      },
    },
    { idempotencyKey: `pos-desk-business-${suffix}` },
  );
}

test.describe('point of sale: the desk’s calls and checks (issue 24 point 5)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a customer is found with their stats, corrected at the desk, and offered again instead of a duplicate', async ({
    page,
    api,
    openAs,
  }) => {
    const customer = await addNorthwindCustomer(api, 'Stella', 'Stats', { withCard: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(NORTHWIND_OWNER, '/pos');
    await cart(page).getByRole('button', { name: 'Select customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select customer' });
    const searched = page.waitForResponse(isPath('/api/customers_stats/search', 'PUT'));
    await dialog.getByRole('textbox', { name: 'Search customers' }).fill(customer.last_name);
    expect((await searched).request().postDataJSON()).toEqual({ search: customer.last_name });
    const found = dialog.getByRole('button', { name: new RegExp(customer.last_name) });
    await expect(found).toContainText('0 orders · $0.00 paid · card or bank account on file');
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-select-customer');
    await found.click();
    await expect(cart(page).getByTestId('pos-customer-stats')).toHaveText(
      '0 orders · $0.00 paid · card or bank account on file',
    );

    // PATCH customer/{id}: the e-mail the receipt goes to, corrected from the cart.
    await cart(page).getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit customer' });
    const email = `stella.${uniqueSuffix()}@example.com`;
    await edit.getByRole('textbox', { name: 'E-mail' }).fill(email);
    const patched = page.waitForResponse(isPath(`/api/customer/${customer.id}`, 'PATCH'));
    await edit.getByRole('button', { name: 'Save customer' }).click();
    expect((await patched).request().postDataJSON()).toEqual({ email });
    await expect(edit).toBeHidden();
    await expect(cart(page).getByTestId('pos-customer')).toContainText(email);
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-cart-customer');

    // PUT customer/stats/find: a quick add with that e-mail offers the customer on file.
    await cart(page).getByRole('button', { name: 'Change' }).click();
    await dialog.getByRole('button', { name: 'Create a new customer' }).click();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Stella');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase());
    await expect(dialog.getByTestId('pos-existing-customer')).toContainText(customer.last_name);
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-existing-customer');
    await dialog.getByRole('button', { name: 'Use this customer' }).click();
    await expect(dialog).toBeHidden();
    await expect(cart(page).getByTestId('pos-customer')).toContainText(customer.last_name);
  });

  test('GET offerings/active: an item is found by the server’s search and sold from the grid', async ({
    page,
    api,
    openAs,
  }) => {
    await api.login(NORTHWIND_OWNER);
    const name = `Zz Grid ${uniqueSuffix()}`;
    await api.post('/api/catalog/offering', { name, price: '4.25' });
    await openAs(NORTHWIND_OWNER, '/pos');
    await expect(page.getByTestId('pos-items-shown')).toContainText(/^\d+ of \d+ items?$/);
    const searched = page.waitForResponse(
      (res) =>
        isPath('/api/offerings/active', 'GET')(res) && new URL(res.url()).searchParams.get('search') === name,
    );
    await page.getByRole('searchbox', { name: 'Search items' }).fill(name);
    await searched;
    await expect(page.getByTestId('pos-items-shown')).toHaveText('1 of 1 item');
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-grid-search');
    await addItem(page, name);
    await expect(cart(page).getByRole('listitem')).toContainText(name);
    await expect(cart(page).getByTestId('pos-total')).toHaveText('$4.25');
  });

  test('spec 3 §4.8 confirm: a keyed card is shown with its amount before the charge; Back keeps the entry', async ({
    page,
    openAs,
  }) => {
    await openAs(NORTHWIND_OWNER, '/pos');
    await addItem(page, 'Protein Shake');
    const total = (await cart(page).getByTestId('pos-total').textContent()) ?? '';
    const dialog = await openCheckout(page);
    await dialog.getByRole('textbox', { name: 'Card number' }).fill(APPROVED_CARD);
    await dialog.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    await dialog.getByRole('textbox', { name: 'Expiration' }).fill('04/30');
    let charged = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cart/check_out') charged = true;
    });
    await dialog.getByRole('button', { name: 'Take payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm card payment' });
    await expect(confirm.getByTestId('pos-confirm-card')).toHaveText('Visa ending 4242, expires 04/30');
    await expect(confirm.getByTestId('pos-confirm-amount')).toHaveText(total);
    await expect(confirm.getByRole('button', { name: `Charge ${total}` })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-card-confirm');
    expect(charged).toBe(false);
    await confirm.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Card number' })).not.toHaveValue('');

    const answer = await takeCardPayment(page);
    expect(answer.status()).toBe(200);
    expect((answer.request().postDataJSON() as CheckoutBodyInput).payment_mode).toBe('ccKeyEnter');
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  });

  test('decision 111: a stored business account without a company name warns that Ccd is not available and pays as Web', async ({
    page,
    api,
    openAs,
  }) => {
    const customer = await addBusinessWithoutCompany(api);
    await openAs(NORTHWIND_OWNER, `/pos?customerId=${customer.id}`);
    await expect(cart(page).getByTestId('pos-customer')).toContainText(customer.last_name);
    await addItem(page, 'Protein Shake');
    const dialog = await openCheckout(page);
    await dialog.getByRole('radio', { name: /Business checking ending 6789/i }).check();
    const authorization = dialog.getByRole('combobox', { name: 'Authorization type' });
    await expect(authorization).toHaveValue('Web');
    await expect(authorization.locator('option')).toHaveText([
      'PPD: signed by the customer',
      'TEL: authorized by telephone',
      'WEB: authorized online',
    ]);
    await expect(dialog.getByTestId('pos-authorization-warning-ccd_unavailable')).toBeVisible();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-ccd-unavailable');
    const answer = await takePayment(page);
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      payment_mode: 'stored',
      authorization_type: 'Web',
    });
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  });

  test('spec 3 §4.8: a free-trial merchant paying by bank gets the demo ACH modal; nothing is sent or charged', async ({
    page,
    openAs,
  }) => {
    await openAs('owner@bluebird.test', '/pos');
    await page.getByRole('button', { name: /^Add / }).first().click();
    const dialog = await openCheckout(page);
    await chooseMode(page, 'Bank (ACH)');
    await expect(dialog.getByTestId('pos-free-trial-notice')).toBeVisible();
    let checkedOut = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cart/check_out') checkedOut = true;
    });
    await dialog.getByRole('button', { name: 'Take payment' }).click();
    const fake = page.getByRole('dialog', { name: 'Bank payment (demo)' });
    await expect(fake).toContainText('During the free trial no account is debited.');
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-free-trial-ach');
    await fake.getByRole('button', { name: 'Run demo payment' }).click();
    await expect(fake).toContainText('Nothing was charged');
    await expect(fake.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/upgrade');
    await fake.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(fake).toBeHidden();
    // Nothing was sold: the cart stays.
    await expect(cart(page).getByRole('listitem')).toHaveCount(1);
    expect(checkedOut).toBe(false);
  });
});
