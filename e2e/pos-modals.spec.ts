import type { CheckoutBodyInput, CheckoutResponse } from '@paybook/contracts';
import { addDays, todayInTimeZone } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';
import {
  addItem,
  addNorthwindCustomer,
  cart,
  chargeButton,
  chooseMode,
  NORTHWIND_OWNER,
  openCheckout,
  takeCardPayment,
  takePayment,
} from './support/point-of-sale.ts';

// Issue 15 point 3, spec 3 §2.6 modals, §4.8, §5 Checkout: the point of sale's modals and payment modes,
// on Northwind (full_product) with its demo discounts (WELCOME10 usable, SUMMER5 past its end date) and its
// order fee (Delivery). Each test adds its own customer where it needs one.

const OWNER = NORTHWIND_OWNER;
const ZONE = 'America/Chicago';

/** Takes the payment (a keyed or swiped card through its confirm step); answers what was sent and got. */
async function pay(page: Page, how: 'click' | 'enter' = 'click', isCard = false) {
  const response = await (isCard ? takeCardPayment(page, how) : takePayment(page, how));
  return {
    status: response.status(),
    sent: response.request().postDataJSON() as CheckoutBodyInput,
    body: (await response.json()) as CheckoutResponse,
  };
}

test.describe('point of sale modals', () => {
  test.describe.configure({ timeout: 120_000 });

  test('spec 3 §5: the customer search starts after 2 characters; a quick customer is created and selected', async ({
    page,
    api,
    openAs,
  }) => {
    const customer = await addNorthwindCustomer(api, 'Quinn', 'Modal');
    await openAs(OWNER, '/pos');
    await cart(page).getByRole('button', { name: 'Select customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select customer' });
    const search = dialog.getByRole('textbox', { name: 'Search customers' });
    // spec 3 §7 PUT customers_stats/search.
    const searched = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/customers_stats/search' && req.method() === 'PUT',
    );
    await search.fill(customer.last_name.slice(0, 2));
    await expect(dialog.getByRole('list', { name: 'Customers found' })).toHaveCount(0);
    await search.fill(customer.last_name);
    expect((await searched).postDataJSON()).toEqual({ search: customer.last_name });
    await dialog.getByRole('button', { name: new RegExp(customer.last_name) }).click();
    await expect(dialog).toBeHidden();
    await expect(cart(page).getByTestId('pos-customer')).toContainText(customer.last_name);

    // A quick customer, with the form submitted by Enter.
    await cart(page).getByRole('button', { name: 'Change' }).click();
    await dialog.getByRole('button', { name: 'Create a new customer' }).click();
    const last = `Quick${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Rae');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(last);
    await dialog.getByRole('textbox', { name: 'Last name' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(cart(page).getByTestId('pos-customer')).toContainText(`Rae ${last}`);
  });

  test('spec 3 §5: the discount messages; spec 3 §4.8: a future-dated item drops the discount', async ({
    page,
    openAs,
  }) => {
    await openAs(OWNER, '/pos');
    await addItem(page, 'Fitness Assessment');
    await cart(page).getByRole('button', { name: 'Add discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add discount' });
    const code = dialog.getByRole('textbox', { name: 'Discount code' });
    await code.fill('NO-SUCH-CODE');
    await code.press('Enter');
    await expect(dialog).toContainText('Please provide a valid discount code.');
    await code.fill('summer5');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toContainText('This discount code has expired.');
    await code.fill('welcome10');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    // 10 % of $25.00.
    await expect(cart(page).getByTestId('pos-discounts')).toHaveText('-$2.50');

    const later = addDays(todayInTimeZone(ZONE), 10);
    // Issue 24 point 2: a one-time item's start date folds behind "Starts later".
    await expect(cart(page).getByLabel('Starts on (optional)')).toHaveCount(0);
    await cart(page).getByRole('button', { name: 'Starts later' }).click();
    await expect(cart(page).getByLabel('Starts on (optional)')).toBeFocused();
    await cart(page).getByLabel('Starts on (optional)').fill(later);
    // Decision 133: a later date defers the line's payment to that date, and the field says so.
    const laterText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${later}T12:00:00Z`),
    );
    await expect(cart(page)).toContainText(`Charged on ${laterText}; nothing for it is charged today.`);
    await expect(cart(page)).toContainText(
      'The discount is dropped because an item has a future payment or start date.',
    );
    await expect(cart(page).getByTestId('pos-discounts')).toHaveCount(0);
  });

  test('spec 3 §5: edit order fees names a missing amount; an unchosen fee is not charged', async ({
    page,
    openAs,
  }) => {
    await openAs(OWNER, '/pos');
    await addItem(page, 'Protein Shake');
    // A sale starts without order fees (decision 73); edit-order-fees chooses one.
    await expect(cart(page).getByTestId('pos-fees')).toHaveCount(0);
    await cart(page).getByRole('button', { name: 'Order fees' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit order fees' });
    await dialog.getByRole('checkbox', { name: 'Delivery' }).check();
    const amount = dialog.getByRole('textbox', { name: 'Amount of Delivery in dollars' });
    await expect(amount).toHaveValue('7.50');
    await amount.fill('');
    await dialog.getByRole('button', { name: 'Save fees' }).click();
    await expect(dialog).toContainText(
      "Oops, looks like you're missing some information. Please fill out the required fields.",
    );
    await amount.fill('3.25');
    await amount.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(cart(page).getByTestId('pos-fees')).toHaveText('$3.25');
    await cart(page).getByRole('button', { name: 'Order fees' }).click();
    await dialog.getByRole('checkbox', { name: 'Delivery' }).uncheck();
    await dialog.getByRole('button', { name: 'Save fees' }).click();
    await expect(cart(page).getByTestId('pos-fees')).toHaveCount(0);
    // Escape closes a modal without saving.
    await cart(page).getByRole('button', { name: 'Order fees' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('spec 3 §5: a Canadian province makes the address CA and the zip loses its spaces; paid by check', async ({
    page,
    openAs,
  }) => {
    await openAs(OWNER, '/pos');
    await addItem(page, 'Gym Towel');
    // spec 2 §4: the towel is shipped, so the checkout asks for its address first.
    await chargeButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Addresses' });
    await dialog.getByRole('textbox', { name: 'Street address', exact: true }).fill('24 Sussex Dr');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Ottawa');
    await dialog.getByRole('textbox', { name: 'State or province' }).fill('ON');
    await dialog.getByRole('textbox', { name: 'Zip or postal code' }).fill('K1M 1M4');
    await expect(dialog.getByTestId('pos-address-shipping-country')).toHaveText('CA');
    await dialog.getByRole('button', { name: 'Save addresses' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
    await chooseMode(page, 'Check');
    await page.getByRole('textbox', { name: 'Check number' }).fill('1042');
    // Enter submits the checkout form.
    const { status, sent, body } = await pay(page, 'enter');
    expect(status).toBe(200);
    expect(sent.addresses?.[0]).toMatchObject({
      zip_code: 'K1M1M4',
      state: 'ON',
      address_types: ['shipping'],
    });
    expect(body.order?.addresses[0]).toMatchObject({ country: 'CA', zip_code: 'K1M1M4' });
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  });

  test('spec 3 §5: business-checking ACH needs a company and an authorization type (Ccd with the company, Tel warns)', async ({
    page,
    openAs,
  }) => {
    await openAs(OWNER, '/pos');
    await addItem(page, 'Small Group HIIT');
    const dialog = await openCheckout(page);
    await chooseMode(page, 'Bank (ACH)');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Bank${uniqueSuffix()}`);
    await dialog.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
    await dialog.getByRole('textbox', { name: 'Account number' }).fill('000123456789');
    await dialog.getByRole('combobox', { name: 'Account type' }).selectOption('business_checking');
    const authorization = dialog.getByRole('combobox', { name: 'Authorization type' });
    // Decision 111: Ccd needs the company's name; without one the default is the last type offered.
    await expect(authorization).toHaveValue('Web');
    await expect(dialog.getByTestId('pos-authorization-warning-ccd_unavailable')).toBeVisible();
    // The company name is required for a business account.
    await dialog.getByRole('button', { name: 'Take payment' }).click();
    await expect(dialog).toContainText('Enter the company name of a business checking account.');
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Ada Widgets LLC');
    await expect(authorization).toHaveValue('Ccd');
    await expect(dialog.getByTestId('pos-authorization-warning-ccd_unavailable')).toHaveCount(0);
    await authorization.selectOption('Tel');
    await expect(dialog.getByRole('status').filter({ hasText: 'Telephone authorization' })).toBeVisible();
    const { status, sent } = await pay(page);
    expect(status).toBe(200);
    expect(sent).toMatchObject({
      payment_mode: 'ach',
      company_name: 'Ada Widgets LLC',
      authorization_type: 'Tel',
    });
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  });

  test('spec 3 §4.8: a swipe prefills the name and pays; key-enter and swipe switch', async ({
    page,
    openAs,
  }) => {
    await openAs(OWNER, '/pos');
    await addItem(page, 'Protein Shake');
    const dialog = await openCheckout(page);
    await dialog.getByRole('button', { name: 'Swipe the card instead' }).click();
    const swipe = dialog.getByLabel('Card swipe');
    const year = String(new Date().getUTCFullYear() + 3).slice(2);
    // A keyboard-wedge reader types the tracks and ends with Enter.
    await swipe.pressSequentially(`%B4242424242424242^LOVELACE/ADA^${year}12101000000000?`);
    await swipe.press('Enter');
    await expect(dialog.getByTestId('pos-swipe-read')).toContainText('Card ending 4242 read: Ada Lovelace');
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    const { status, sent } = await pay(page, 'click', true);
    expect(status).toBe(200);
    expect(sent.payment_mode).toBe('ccSwipe');
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  });

  test('spec 3 §2.6: ?openDefaultProductModal=recurring opens the add-item modal; leaving asks and clears', async ({
    page,
    openAs,
    takeScreenshot,
  }) => {
    await openAs(OWNER, '/pos?openDefaultProductModal=recurring');
    const dialog = page.getByRole('dialog', { name: 'Add a recurring item' });
    await dialog.getByRole('button', { name: /Monthly Membership/ }).click();
    await expect(cart(page).getByRole('listitem')).toContainText('Monthly Membership');
    await expect(cart(page).getByLabel('Starts on', { exact: true })).toHaveValue(todayInTimeZone(ZONE));
    // Decision 77: the checkout charges the first bill today; the date starts the schedule.
    await expect(cart(page)).toContainText(
      "Today's payment covers the first period; later payments follow the schedule from this date.",
    );
    await takeScreenshot('pos-recurring-starts-on-1366');
    // A recurring item is billed to a customer (issue 15 point 6): the cart says so before checkout.
    await expect(cart(page).getByTestId('pos-customer-needed')).toBeVisible();

    await page.getByRole('link', { name: 'Customers' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave the point of sale?' });
    await leave.getByRole('button', { name: 'Leave and clear cart' }).click();
    await expect(page).toHaveURL(/\/customer\/list/);
    await page.goBack();
    await expect(cart(page)).toContainText('The cart is empty');
  });

  test('the customer profile opens a sale for that customer', async ({ page, api, openAs }) => {
    const customer = await addNorthwindCustomer(api, 'Quinn', 'Modal');
    await openAs(OWNER, `/customer/profile/${customer.id}`);
    await page.getByRole('link', { name: 'New sale' }).click();
    await expect(page).toHaveURL(new RegExp(`/pos\\?customerId=${customer.id}$`));
    await expect(cart(page).getByTestId('pos-customer')).toContainText(customer.last_name);
  });
});
