import type { Page } from '@playwright/test';
import { type ApiClient, expect, type PaybookFixtures, test } from './support/fixtures.ts';
import {
  APPROVED_CARD,
  addItem,
  addNorthwindCustomer,
  cart,
  NORTHWIND_OWNER,
  openCheckout,
  saveScreenshot,
  takeCardPayment,
  takePayment,
} from './support/point-of-sale.ts';

// Issue 15 points 1 and 5, spec 3 §2.2 (/reports/details/order/{orderId}), §4.2, §4.4: a sale at the point
// of sale opens as its order page, which re-sends its receipt and voids or refunds its payments. Northwind
// (full_product) sells; each test adds its own customer, so two passes on one database stay apart.
// Screenshots at 1366 and 375 px and of the refund modal go to /tmp/helper-d-shots (ORDER_SHOTS_DIR).

const OWNER = NORTHWIND_OWNER;
const SHOTS = process.env.ORDER_SHOTS_DIR ?? '/tmp/helper-d-shots';

/** A new customer of Northwind's, the owner signed in at the point of sale with a shake in their cart. */
async function startSale(page: Page, api: ApiClient, openAs: PaybookFixtures['openAs']) {
  const customer = await addNorthwindCustomer(api, 'Orla', 'Order');
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(OWNER, `/pos?customerId=${customer.id}`);
  await expect(cart(page).getByTestId('pos-customer')).toContainText(customer.last_name);
  await addItem(page, 'Protein Shake');
  return customer;
}

/** From the paid checkout to the order page: no receipt now, then transaction-complete's View order. */
async function openOrderFromCompletePage(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to receipt' }).click();
  await expect(page).toHaveURL(/\/pos\/send-receipt\?/);
  await page.getByRole('button', { name: 'No receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction Complete' })).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/reports\/details\/order\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
}

const paymentRows = (page: Page) => page.getByTestId('payment-row');
/** Refund or Void at the top of the order page (issue 24 point 2), not in a payments column. */
const orderAction = (page: Page, name: 'Refund' | 'Void') =>
  page.getByRole('main').getByRole('button', { name, exact: true });
const refundRows = (page: Page) => page.getByTestId('refund-row');

test.describe('order page', () => {
  test.describe.configure({ timeout: 150_000 });

  test('issue 15 point 5: a cash sale’s order shows its lines and payment, re-sends its receipt and refunds part of the cash', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    const customer = await startSale(page, api, openAs);
    await addItem(page, 'Protein Shake');
    await expect(cart(page).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    const total = (await cart(page).getByTestId('pos-total').textContent()) ?? '';

    const checkout = await openCheckout(page);
    await checkout
      .locator('label')
      .filter({ hasText: /^Cash$/ })
      .click();
    await checkout.getByRole('textbox', { name: 'Cash tendered' }).fill('50');
    await expect(checkout.getByTestId('pos-change-due')).toContainText('Change due');
    const answer = await takePayment(page);
    expect(answer.status()).toBe(200);
    const sale = (await answer.json()) as { change_due: string; amount_paid: string };
    await openOrderFromCompletePage(page);

    // The order as sold: the customer, the line, the total and the cash payment with its change.
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByTestId('order-customer-link')).toContainText(customer.last_name);
    // Who sold it: the owner signed in at the desk.
    await expect(page.getByTestId('order-sold-by')).toHaveText('Daniel Reyes');
    const line = page.getByTestId('order-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Protein Shake');
    await expect(line.getByRole('cell').nth(1)).toHaveText('2');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.getByTestId('order-amount-paid')).toHaveText(total);
    await expect(paymentRows(page)).toHaveCount(1);
    await expect(paymentRows(page)).toContainText('Cash');
    await expect(paymentRows(page).getByTestId('payment-status')).toHaveText('Processed');
    await expect(paymentRows(page)).toContainText(`$${sale.change_due}`);
    // Cash is settled when taken: refund, never void. The actions sit at the top (issue 24 point 2).
    await expect(orderAction(page, 'Void')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await saveScreenshot(page, SHOTS, 'order-1366');
    await checkA11y();

    // Send the receipt again, to the customer's e-mail as prefilled.
    await page.getByRole('button', { name: 'Send receipt' }).click();
    const send = page.getByRole('dialog', { name: 'Send receipt' });
    await expect(send).toBeVisible();
    await expect(send.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
    const sent = page.waitForResponse((res) =>
      /\/api\/order\/\d+\/send_receipt$/.test(new URL(res.url()).pathname),
    );
    await send.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(200);
    await expect(send).toBeHidden();
    await expect(page.getByText(`The receipt was sent to ${customer.email}.`)).toBeVisible();

    // Refund $5.00 of the cash payment: at most what is left, then the refund row and the new amount paid.
    await orderAction(page, 'Refund').click();
    const refund = page.getByRole('dialog', { name: 'Refund payment' });
    await expect(refund).toBeVisible();
    const amount = refund.getByRole('textbox', { name: 'Refund amount' });
    await expect(amount).toHaveValue(sale.amount_paid);
    await amount.fill('999');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(refund).toContainText(`At most ${total} can be refunded.`);
    await amount.fill('5');
    await expect(refund.getByTestId('order-action-confirm')).toHaveText(
      `Refund $5.00 of the ${total} payment by Cash?`,
    );
    await expect(refund.getByRole('checkbox', { name: 'Notify the customer by e-mail' })).toBeChecked();
    await saveScreenshot(page, SHOTS, 'refund-modal-1366');
    await checkA11y({ include: ['[role="dialog"]'] });
    const refunded = page.waitForResponse((res) =>
      /\/api\/transaction\/\d+\/refund$/.test(new URL(res.url()).pathname),
    );
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    const refundAnswer = await refunded;
    expect(refundAnswer.status()).toBe(200);
    expect(refundAnswer.request().headers()['idempotency-key']).toBeTruthy();
    await expect(refund.getByTestId('order-action-successful')).toHaveText('$5.00 was refunded.');
    await refund.getByRole('button', { name: 'Done' }).click();
    await expect(refund).toBeHidden();
    await expect(refundRows(page)).toHaveCount(1);
    await expect(refundRows(page)).toContainText('-$5.00');
    const paidCents = Math.round(Number(sale.amount_paid) * 100) - 500;
    const paidText = `$${(paidCents / 100).toFixed(2)}`;
    await expect(page.getByTestId('order-amount-paid')).toHaveText(paidText);
    // Decision 82: money given back is not owed again.
    await expect(page.getByTestId('order-amount-refunded')).toHaveText('-$5.00');
    await expect(page.getByTestId('order-amount-due')).toHaveText('$0.00');

    // On a phone: cards instead of the wide tables.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    await expect(refundRows(page)).toContainText('-$5.00');
    await expect(page.getByRole('table')).toHaveCount(0);
    // Nothing wider than the phone: no sideways scrolling.
    await expect
      .poll(() => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'))
      .toBe(true);
    await saveScreenshot(page, SHOTS, 'order-375');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The customer's profile lists the order under Recent orders and opens it.
    const orderUrl = page.url();
    const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
      'Order ',
      '',
    );
    await page.getByTestId('order-customer-link').click();
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await expect(recent).toBeVisible();
    const row = recent.getByTestId('recent-order').first();
    await expect(row).toContainText(number);
    await expect(row).toContainText(total);
    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByTestId('order-amount-paid')).toHaveText(paidText);
  });

  test('spec 3 §4.4: a card sale authorised today is voided from its order page', async ({
    page,
    api,
    openAs,
  }) => {
    await startSale(page, api, openAs);
    const total = (await cart(page).getByTestId('pos-total').textContent()) ?? '';
    const checkout = await openCheckout(page);
    // A customer's checkout starts on their stored accounts; this one pays with a card typed in.
    await checkout
      .locator('label')
      .filter({ hasText: /^Card$/ })
      .click();
    await expect(checkout.getByRole('radio', { name: 'Card' })).toBeChecked();
    await checkout.getByRole('textbox', { name: 'Card number' }).fill(APPROVED_CARD);
    await checkout.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    await checkout.getByRole('textbox', { name: 'Expiration' }).fill('04/30');
    expect((await takeCardPayment(page)).status()).toBe(200);
    await openOrderFromCompletePage(page);

    await expect(paymentRows(page)).toContainText('Visa ending 4242');
    // An authorised card payment is voided, not refunded, until it settles.
    await expect(orderAction(page, 'Refund')).toHaveCount(0);
    await orderAction(page, 'Void').click();
    const voiding = page.getByRole('dialog', { name: 'Void payment' });
    await expect(voiding).toBeVisible();
    await expect(voiding.getByTestId('order-action-confirm')).toContainText(
      `Void the ${total} payment by Visa ending 4242?`,
    );
    const voided = page.waitForResponse((res) =>
      /\/api\/transaction\/\d+\/void$/.test(new URL(res.url()).pathname),
    );
    await voiding.getByRole('button', { name: 'Void payment' }).click();
    expect((await voided).status()).toBe(200);
    await expect(voiding.getByTestId('order-action-successful')).toHaveText(
      `The ${total} payment was voided.`,
    );
    await voiding.getByRole('button', { name: 'Done' }).click();
    await expect(paymentRows(page).getByTestId('payment-status')).toHaveText('Voided');
    await expect(orderAction(page, 'Void')).toHaveCount(0);
    await expect(page.getByTestId('order-amount-paid')).toHaveText('$0.00');
  });
});
