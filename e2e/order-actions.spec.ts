import type { CheckoutResponse, CustomerAccounts, Order } from '@paybook/contracts';
import type { Page } from '@playwright/test';
import { bookOnline } from './support/deposit-booking.ts';
import { type ApiClient, expect, type PaybookFixtures, test, uniqueSuffix } from './support/fixtures.ts';
import {
  addNorthwindCustomer,
  NORTHWIND_OWNER,
  northwindShakeId,
  saveScreenshotsAtBothWidths,
} from './support/point-of-sale.ts';

// Issue 25 point 1 (spec 3 §4.2, §8): an order's own actions on its page. Approve a pending ACH order of a
// business account (setting the company), cancel an order nothing was paid on (with the cancel
// notification), cancel a paid order with its refund, and collect what a deposit sale owes once its card
// was voided (decision 113) on the collect-payment page; then the transaction page and /payments.
// Northwind (full_product, cards and ACH) sells; every test makes its own customer and order through the
// API. Screenshots at 1366 and 375 px go to /tmp/order-actions-shots (ORDER_ACTIONS_SHOTS_DIR).

const SHOTS = process.env.ORDER_ACTIONS_SHOTS_DIR ?? '/tmp/order-actions-shots';
const OWNER = NORTHWIND_OWNER;
/** The sandbox's card that needs an action from its customer (spec 3 §4.4 requires_action). */
const ACTION_CARD = '4000002500003155';

/** A sale of one shake to a new customer of this test, paid as `payment` says. */
async function sale(api: ApiClient, payment: object): Promise<Order> {
  const customer = await addNorthwindCustomer(api, 'Olive', 'Orders');
  const answer = await api.post<CheckoutResponse>(
    '/api/cart/check_out',
    {
      cart: [{ offering_id: await northwindShakeId(api), quantity: '1' }],
      customer: { id: customer.id },
      ...payment,
    },
    { idempotencyKey: `order-actions-${uniqueSuffix()}` },
  );
  if (!answer.order) throw new Error(`The sale failed: ${answer.failure_reason}`);
  return answer.order;
}

const card = (number: string) => ({
  payment_mode: 'ccKeyEnter',
  card: { card_number: number, cvv: '123', expiration: '04/30', billing_zip_code: '60601' },
});

const main = (page: Page) => page.getByRole('main');

async function openOrder(page: Page, openAs: PaybookFixtures['openAs'], orderId: number) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(OWNER, `/reports/details/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
}

test.describe('order actions (issue 25 point 1)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('approve a pending ACH order of a business account', async ({ page, api, openAs, checkA11y }) => {
    const order = await sale(api, {
      payment_mode: 'ach',
      bank_account: {
        routing_number: '021000021',
        account_number: '000123456789',
        account_type: 'business_checking',
      },
      company_name: 'Acme LLC',
      authorization_type: 'Ccd',
    });
    expect(order.payment_status).toBe('pending');
    await openOrder(page, openAs, order.id);
    await expect(page.getByTestId('order-status')).toHaveText('Pending');
    await saveScreenshotsAtBothWidths(page, SHOTS, 'order-pending-ach');
    await main(page).getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Approve order #\d+$/ });
    await expect(dialog).toBeVisible();
    const company = dialog.getByRole('textbox', { name: "Customer's company name" });
    await expect(company).toHaveValue('Acme LLC');
    await company.fill('Acme Holdings');
    await checkA11y({ include: ['[role="dialog"]'] });
    await dialog.getByRole('button', { name: 'Approve order' }).click();
    await expect(dialog.getByTestId('order-own-successful')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(main(page).getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('order-timeline')).toContainText('Order approved');
  });

  test('cancel an order nothing was paid on, with the cancel notification', async ({ page, api, openAs }) => {
    const order = await sale(api, card(ACTION_CARD));
    expect(order.payment_status).toBe('requires_action');
    await openOrder(page, openAs, order.id);
    await main(page).getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel order #\d+$/ });
    await dialog.getByRole('checkbox', { name: 'Send cancel notification' }).check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByTestId('order-own-successful')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('order-timeline')).toContainText('Order cancelled');
    await expect(main(page).getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('cancel a paid order with its refund, then read its transaction', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    const order = await sale(api, { payment_mode: 'cash', amount_tendered: '20' });
    await openOrder(page, openAs, order.id);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await saveScreenshotsAtBothWidths(page, SHOTS, 'order-paid-actions');
    await main(page).getByRole('button', { name: 'Cancel and refund' }).click();
    const dialog = page.getByRole('dialog', { name: /and give the money back$/ });
    await expect(dialog).toContainText('already settled is refunded');
    await checkA11y({ include: ['[role="dialog"]'] });
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(dialog.getByTestId('order-own-successful')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline).toContainText('Refunded');
    await expect(timeline).toContainText('Order cancelled');
    await saveScreenshotsAtBothWidths(page, SHOTS, 'order-cancelled-timeline');

    // The transaction page of the cash payment, then /payments finds it by the order's number.
    const payment = order.transactions[0];
    if (!payment) throw new Error('the sale has no payment');
    await page.goto(`/reports/details/transaction/${order.id}/${payment.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Transaction #${payment.id}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Refunds of this payment' })).toBeVisible();
    await checkA11y();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'transaction-page');
    await page.goto('/payments');
    await page
      .getByRole('textbox', { name: 'Search by customer or order number' })
      .fill(String(order.order_number));
    const table = page.getByTestId('payments-table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await checkA11y();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'payments-list');
    await table.getByRole('link').last().click();
    await expect(page).toHaveURL(new RegExp(`/reports/details/transaction/${order.id}/\\d+$`));
  });

  test('collect what a deposit sale owes once its card was voided (decision 113)', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    const last = `Collect${uniqueSuffix()}`;
    const booked = await bookOnline(api, last, 3);
    const accounts = await api.get<CustomerAccounts>(`/api/customer/${booked.customerId}/accounts`);
    const stored = accounts.credit_card_accounts[0];
    if (!stored) throw new Error('the booking left no card');
    const checkout = await api.post<CheckoutResponse>(
      '/api/cart/check_out',
      {
        cart: [{ offering_id: booked.offeringId, quantity: '1' }],
        customer: { id: booked.customerId },
        appointment_id: booked.id,
        payment_mode: 'stored',
        account_id: stored.id,
      },
      { idempotencyKey: `order-actions-${uniqueSuffix()}` },
    );
    const order = checkout.order;
    const charge = checkout.transaction;
    if (!order || !charge) throw new Error('the deposit sale failed');
    await api.put(
      `/api/transaction/${charge.id}/void`,
      { payment_id: charge.id, order_key: order.id, suppress_notification: true },
      { idempotencyKey: `order-actions-void-${uniqueSuffix()}` },
    );
    await openOrder(page, openAs, order.id);
    await expect(page.getByTestId('order-status')).toHaveText('Partially paid');
    await main(page).getByRole('link', { name: 'Collect payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/details/order/${order.id}/collectpayment/0$`));
    await expect(page.getByRole('textbox', { name: 'Amount to collect' })).toHaveValue(charge.amount);
    await saveScreenshotsAtBothWidths(page, SHOTS, 'collect-payment');
    await checkA11y();
    await page
      .locator('label')
      .filter({ hasText: /^Cash$/ })
      .click();
    await page.getByRole('textbox', { name: 'Cash tendered' }).fill('500');
    await page.getByTestId('collect-submit').click();
    await expect(page.getByTestId('collect-successful')).toHaveText(`$${charge.amount} was collected.`);
    await page.getByRole('link', { name: 'Back to the order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(main(page).getByRole('link', { name: 'Collect payment' })).toHaveCount(0);
  });
});
