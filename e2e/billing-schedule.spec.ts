import type { CancellationProration, SubscriptionSearchBody } from '@paybook/contracts';
import type { Page } from '@playwright/test';
import { type ApiClient, expect, type PaybookFixtures, test } from './support/fixtures.ts';
import {
  addItem,
  addNorthwindCustomer,
  cart,
  NORTHWIND_OWNER,
  openCheckout,
  saveScreenshotsAtBothWidths,
  takePayment,
} from './support/point-of-sale.ts';

// Issue 25 points 2 and 5, spec 3 §2.2 (/reports/details/subscription/{id}), §4.5: a billing schedule made
// by selling Northwind's Monthly Membership at the point of sale to a customer of the test's own with a
// stored card, then suspended and activated again, or cancelled with a prorated last payment. Screenshots
// of the page and each modal at 1366 and 375 px go to /tmp/subs-shots (SUBSCRIPTION_SHOTS_DIR).

const SHOTS = process.env.SUBSCRIPTION_SHOTS_DIR ?? '/tmp/subs-shots';

/** Sells the membership through the real checkout and opens the schedule's page: its id. */
async function sellMembership(page: Page, api: ApiClient, openAs: PaybookFixtures['openAs']) {
  const customer = await addNorthwindCustomer(api, 'Sasha', 'Schedule', { withCard: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(NORTHWIND_OWNER, `/pos?customerId=${customer.id}`);
  await expect(cart(page).getByTestId('pos-customer')).toContainText(customer.last_name);
  await addItem(page, 'Monthly Membership');
  const dialog = await openCheckout(page);
  await dialog.getByRole('radio', { name: /Visa ending 4242/ }).check();
  expect((await takePayment(page)).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  // The order page links to the schedule its recurring line started (issue 25 point 2).
  await page.getByRole('button', { name: 'Continue to receipt' }).click();
  await page.getByRole('button', { name: 'No receipt' }).click();
  await page.getByRole('link', { name: 'View order' }).click();
  await page.getByRole('link', { name: /^Subscription #\d+: Monthly Membership$/ }).click();
  await expect(page).toHaveURL(/\/reports\/details\/subscription\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  const search: SubscriptionSearchBody = { customer_id: customer.id };
  const found = await api.post<{ data: { id: number }[] }>('/api/subscription/search', search);
  expect(found.data.map((schedule) => schedule.id)).toEqual([id]);
  await expect(page.getByRole('heading', { level: 1, name: /^Subscription #\d+$/ })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  return id;
}

const actionButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

test.describe('billing schedule page', () => {
  test.describe.configure({ timeout: 150_000 });

  test('spec 3 §4.5: suspend with no end, then activate from a projected bill date', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    await sellMembership(page, api, openAs);
    await expect(page.getByTestId('subscription-account')).toHaveText('Visa ending 4242');
    await saveScreenshotsAtBothWidths(page, SHOTS, 'subscription-page');
    await checkA11y();

    await actionButton(page, 'Suspend').click();
    const suspend = page.getByRole('dialog', { name: 'Suspend subscription' });
    await expect(suspend).toBeVisible();
    await expect(suspend.getByRole('radio', { name: 'No specified end' })).toBeChecked();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'subscription-suspend');
    await checkA11y({ include: ['[role="dialog"]'] });
    await suspend.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(suspend).toBeHidden();
    // spec 3 §4.5: the status shown comes from the answer.
    await expect(page.getByTestId('subscription-status')).toHaveText('Suspended');
    await expect(page.getByTestId('subscription-suspension')).toHaveText('No specified end');
    await expect(actionButton(page, 'Suspend')).toBeHidden();

    await actionButton(page, 'Activate').click();
    const activate = page.getByRole('dialog', { name: 'Activate subscription' });
    await expect(activate).toBeVisible();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'subscription-activate');
    await checkA11y({ include: ['[role="dialog"]'] });
    // Dismissing by the backdrop (Escape here) is not an error: the dialog closes, nothing changes.
    await page.keyboard.press('Escape');
    await expect(activate).toBeHidden();
    await expect(page.getByTestId('subscription-status')).toHaveText('Suspended');

    await actionButton(page, 'Activate').click();
    await expect(activate).toBeVisible();
    const dateField = activate.getByRole('combobox', { name: 'Next bill date' });
    await dateField.click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(11);
    const chosen = (await options.nth(1).textContent()) ?? '';
    await options.nth(1).click();
    await expect(dateField).toHaveValue(chosen);
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(activate).toBeHidden();
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByTestId('subscription-next-bill')).toHaveText(chosen);
  });

  test('spec 3 §4.5, decision 127: cancel with a prorated last payment, shown before confirming', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    const id = await sellMembership(page, api, openAs);
    const proration = await api.get<CancellationProration>(
      `/api/subscription/${id}/cancellation/calculate_proration`,
    );
    const prorated = `$${proration.prorated}`;

    await actionButton(page, 'Cancel subscription').click();
    const cancel = page.getByRole('dialog', { name: 'Cancel subscription' });
    await expect(cancel).toBeVisible();
    await expect(cancel.getByTestId('subscription-cancel-confirm')).toHaveText(
      'The customer will not be charged again.',
    );
    await cancel.getByRole('radio', { name: `Prorated: ${prorated}` }).check();
    await expect(cancel.getByTestId('subscription-cancel-confirm')).toHaveText(
      `The customer will be charged ${prorated} today as the last payment.`,
    );
    await saveScreenshotsAtBothWidths(page, SHOTS, 'subscription-cancel');
    await checkA11y({ include: ['[role="dialog"]'] });
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled');
    const lastPayment = page.getByTestId('subscription-bill');
    await expect(lastPayment).toHaveCount(1);
    await expect(lastPayment).toContainText('Last payment');
    await expect(lastPayment).toContainText(prorated);
    await expect(actionButton(page, 'Cancel subscription')).toBeHidden();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'subscription-cancelled');
  });

  test('the edit, payment method and discounts dialogs', async ({ page, api, openAs, checkA11y }) => {
    await sellMembership(page, api, openAs);
    await actionButton(page, 'Edit').click();
    const edit = page.getByRole('dialog', { name: 'Edit subscription' });
    await expect(edit.getByRole('textbox', { name: 'Price of each bill' })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'subscription-edit');
    await checkA11y({ include: ['[role="dialog"]'] });
    await edit.getByRole('textbox', { name: 'Price of each bill' }).fill('45.00');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('subscription-price')).toHaveText('$45.00 each bill');

    await actionButton(page, 'Change payment method').click();
    const payment = page.getByRole('dialog', { name: 'Change payment method' });
    await expect(payment.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'subscription-payment-method');
    await payment.getByRole('button', { name: 'Never mind' }).click();
    await expect(payment).toBeHidden();

    await actionButton(page, 'Discounts').click();
    const discounts = page.getByRole('dialog', { name: 'Discounts for this item' });
    await expect(discounts.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'subscription-discounts');
    await discounts.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(discounts).toBeHidden();
  });
});
