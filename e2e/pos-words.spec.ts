import type { CheckoutResponse, Customer } from '@paybook/contracts';
import { type ApiClient, expect, test, uniqueSuffix } from './support/fixtures.ts';
import {
  addItem,
  addNorthwindCustomer,
  cart,
  NORTHWIND_OWNER,
  openCheckout,
  saveScreenshotsAtBothWidths,
  takePayment,
} from './support/point-of-sale.ts';

// Issue 24 point 1: the front desk's words. The checkout opens on the first way to pay the customer and
// the merchant can use (a walk-in or a customer with nothing on file: Card, not "Stored account"); a card's
// brand is written in full ("Mastercard", never "Master") on the checkout, the order and the customer's
// accounts; an answer without the error shape reads as its code's wording, never "HTTP 502".

const SHOTS = process.env.POS_SHOTS_DIR ?? '/tmp/pos-shots';
const MASTERCARD = '5555555555554444';

/** A Northwind customer with a stored Mastercard (the sandbox tokenises it; ruling 5). */
async function addMastercardCustomer(api: ApiClient): Promise<Customer> {
  await api.login(NORTHWIND_OWNER);
  const suffix = uniqueSuffix();
  return api.post<Customer>(
    '/api/customer',
    {
      first_name: 'Marta',
      last_name: `Master${suffix}`,
      email: `marta.${suffix}@example.com`,
      card: { card_number: MASTERCARD, cvv: '123', expiration: '04/30', billing_zip_code: '60601' },
    },
    { idempotencyKey: `pos-words-${suffix}` },
  );
}

test.describe('point of sale: the desk’s words (issue 24 point 1)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a walk-in, and a customer with nothing on file, start the checkout on Card', async ({
    page,
    api,
    openAs,
  }) => {
    await openAs(NORTHWIND_OWNER, '/pos');
    await addItem(page, 'Protein Shake');
    let dialog = await openCheckout(page);
    await expect(dialog.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Stored account' })).not.toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-words-walk-in');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const customer = await addNorthwindCustomer(api, 'Nora', 'Nothing');
    await openAs(NORTHWIND_OWNER, `/pos?customerId=${customer.id}`);
    await expect(cart(page).getByTestId('pos-customer')).toContainText(customer.last_name);
    await addItem(page, 'Protein Shake');
    dialog = await openCheckout(page);
    await expect(dialog.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(dialog.getByText('This customer has no stored cards or bank accounts.')).toHaveCount(0);
  });

  test('a customer with a stored Mastercard starts on it, and every screen says "Mastercard"', async ({
    page,
    api,
    openAs,
  }) => {
    const customer = await addMastercardCustomer(api);
    await openAs(NORTHWIND_OWNER, `/pos?customerId=${customer.id}`);
    await expect(cart(page).getByTestId('pos-customer')).toContainText(customer.last_name);
    await addItem(page, 'Protein Shake');
    const dialog = await openCheckout(page);
    await expect(dialog.getByRole('radio', { name: 'Stored account' })).toBeChecked();
    const stored = dialog.getByRole('radio', { name: 'Mastercard ending 4444, expires 04/30' });
    // The card on file is chosen already: Charge takes it in one tap.
    await expect(stored).toBeChecked();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-words-mastercard');
    const answer = await takePayment(page);
    expect(answer.status()).toBe(200);
    const sale = (await answer.json()) as CheckoutResponse;
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    const orderId = sale.order?.id;
    expect(orderId).toEqual(expect.any(Number));

    // The order names the card in full.
    await openAs(NORTHWIND_OWNER, `/reports/details/order/${orderId}`);
    await expect(page.getByText(/Mastercard/).first()).toBeVisible();
    await expect(page.getByText(/\bMaster\b/)).toHaveCount(0);

    // So do the customer's stored accounts.
    await openAs(NORTHWIND_OWNER, `/customer/profile/${customer.id}`);
    await page.getByRole('tab', { name: 'Payment methods' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'pos-words-customer-accounts');
  });

  test('an answer without the error shape reads as its code’s wording, never "HTTP 502"', async ({
    page,
    api,
    openAs,
  }) => {
    const customer = await addNorthwindCustomer(api, 'Gale', 'Gateway');
    await page.route('**/api/customer/*/full', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    );
    await openAs(NORTHWIND_OWNER, `/customer/profile/${customer.id}`);
    // The profile's load is tried three times (a 5xx may pass), then its failure is shown.
    const notice = page.getByRole('alert').filter({ hasText: 'Paybook is busy right now.' });
    await expect(notice).toContainText('Wait a moment, then try again.', { timeout: 15_000 });
    await expect(notice).not.toContainText(/HTTP|502/);
  });
});
