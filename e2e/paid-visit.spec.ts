import type { Appointment, CheckoutResponse } from '@paybook/contracts';
import type { Page } from '@playwright/test';
import { type ApiClient, expect, test } from './support/fixtures.ts';
import {
  addNorthwindCustomer,
  type BookedAppointment,
  bookNorthwindAppointment,
  cart,
  chooseMode,
  NORTHWIND_OWNER,
  openCheckout,
  saveScreenshot,
  takePayment,
} from './support/point-of-sale.ts';

// Issue 24 point 1, "A paid visit can be sold again": after a checkout from an appointment, its calendar
// block and popover say it was paid and offer the order instead of Checkout, and a second checkout is
// refused unless the cashier confirms a second sale. Northwind (full_product) sells; each test books its
// own customer's appointment. Screenshots at 1366 and 375 px go to PAID_VISIT_SHOTS (/tmp/paid-visit-shots).

const OWNER = NORTHWIND_OWNER;
const SHOTS = process.env.PAID_VISIT_SHOTS ?? '/tmp/paid-visit-shots';

interface Visit extends BookedAppointment {
  last: string;
}

async function bookVisit(api: ApiClient, stem: string): Promise<Visit> {
  const customer = await addNorthwindCustomer(api, 'Vera', stem);
  const booked = await bookNorthwindAppointment(api, customer.id);
  return { ...booked, last: customer.last_name };
}

/** Checks the appointment out at the point of sale in cash (the exact amount); answers the sale's response. */
async function sellInCash(page: Page, visit: Visit) {
  await page.goto(`/pos?appointmentId=${visit.id}`);
  await expect(cart(page).getByRole('listitem')).toContainText(visit.serviceName);
  const dialog = await openCheckout(page);
  await chooseMode(page, 'Cash');
  await dialog
    .getByRole('group', { name: 'Quick cash amounts' })
    .getByRole('button', { name: 'Exact' })
    .click();
  return takePayment(page);
}

/** The visit's block says it was paid (its label, or a "$" mark with the label read); scrolled to. */
async function expectPaidBlock(page: Page, visit: Visit, label: string) {
  const block = page.getByTestId('calendar-block').filter({ hasText: visit.last });
  await expect(block).toContainText(label);
  await expect(block).toHaveAttribute('data-payment', 'paid');
  await expect(block).toHaveAttribute('title', new RegExp(label.replace('$', '\\$')));
  await block.scrollIntoViewIfNeeded();
  return block;
}

const weekUrl = (visit: Visit) =>
  `/appointments?viewProvider=${visit.providerId}&week=${visit.week}&date=${visit.date}`;

test.describe('a paid visit (issue 24 point 1)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('check out an appointment, then see the visit shown as paid and a second checkout refused', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    const visit = await bookVisit(api, 'Paid');
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, `/pos?appointmentId=${visit.id}`);
    const first = await sellInCash(page, visit);
    expect(first.status()).toBe(200);
    const { order } = (await first.json()) as CheckoutResponse;
    if (!order) throw new Error('the sale wrote no order');
    const paid = `Paid $${order.amount_paid}`;

    // The week's block says it was paid; its popover offers the order instead of Checkout.
    await page.goto(weekUrl(visit));
    const block = await expectPaidBlock(page, visit, paid);
    await block.click();
    const popover = page.getByTestId('calendar-popover');
    await expect(popover.getByTestId('appointment-payment')).toHaveText(paid);
    const viewOrder = popover.getByRole('link', { name: `View order #${order.order_number}` });
    await expect(viewOrder).toHaveAttribute('href', `/reports/details/order/${order.id}`);
    await expect(popover.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
    await checkA11y();
    await saveScreenshot(page, SHOTS, 'paid-visit-popover-1366');
    await viewOrder.click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` })).toBeVisible();

    // The providers' day and the phone's day show it too.
    await page.goto(`/appointments?view=day-all&date=${visit.date}&week=${visit.week}`);
    await expectPaidBlock(page, visit, paid);
    await saveScreenshot(page, SHOTS, 'paid-visit-day-all-1366');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(weekUrl(visit));
    await expectPaidBlock(page, visit, paid);
    await saveScreenshot(page, SHOTS, 'paid-visit-phone-375');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The point of sale says so as it opens, with the order, before anything is charged.
    await page.goto(`/pos?appointmentId=${visit.id}`);
    const notice = page.getByTestId('pos-appointment-notice');
    await expect(notice).toContainText(`This visit is already paid (order #${order.order_number})`);
    await expect(notice.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/reports/details/order/${order.id}`,
    );
    await saveScreenshot(page, SHOTS, 'paid-visit-pos-notice-1366');

    // A second checkout is refused: the desk is asked, and "Don't sell" charges nothing.
    const refused = await sellInCash(page, visit);
    expect(refused.status()).toBe(409);
    const question = page.getByRole('dialog', { name: 'Sell this visit again?' });
    await expect(question).toContainText(
      `This visit is already paid (order #${order.order_number}). Sell it again?`,
    );
    await saveScreenshot(page, SHOTS, 'paid-visit-second-sale-1366');
    await question.getByRole('button', { name: "Don't sell" }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout).toContainText(`already checked out on order #${order.order_number}`);
    const appointment = await api.get<Appointment>(`/api/appointment/${visit.id}`);
    expect(appointment.payment).toMatchObject({ state: 'paid', order_id: order.id });
  });

  test('the cashier confirms a second sale of a paid visit on purpose', async ({ page, api, openAs }) => {
    const visit = await bookVisit(api, 'Again');
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(OWNER, `/pos?appointmentId=${visit.id}`);
    const first = await sellInCash(page, visit);
    const firstOrder = ((await first.json()) as CheckoutResponse).order;

    const refused = await sellInCash(page, visit);
    expect(refused.status()).toBe(409);
    const question = page.getByRole('dialog', { name: 'Sell this visit again?' });
    await expect(question).toContainText(`order #${firstOrder?.order_number}`);
    await saveScreenshot(page, SHOTS, 'paid-visit-second-sale-375');
    const again = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/cart/check_out' && res.status() === 200,
    );
    await question.getByRole('button', { name: 'Sell it again' }).click();
    const second = await again;
    expect(second.request().postDataJSON()).toMatchObject({
      appointment_id: visit.id,
      allow_second_sale: true,
    });
    const secondOrder = ((await second.json()) as CheckoutResponse).order;
    expect(secondOrder?.id).not.toBe(firstOrder?.id);
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    // The visit now shows the latest sale.
    const appointment = await api.get<Appointment>(`/api/appointment/${visit.id}`);
    expect(appointment.payment).toMatchObject({ state: 'paid', order_id: secondOrder?.id });
  });
});

test.describe('a cancelled visit at the point of sale (issue 24 point 1)', () => {
  test('the cart says the appointment was cancelled, and the sale goes through without it', async ({
    page,
    api,
    openAs,
  }) => {
    const visit = await bookVisit(api, 'Gone');
    await api.put(`/api/appointment/${visit.id}/cancel`, { notify_customer: false });
    await openAs(OWNER, `/pos?appointmentId=${visit.id}`);
    const notice = page.getByTestId('pos-appointment-notice');
    await expect(notice).toContainText('This appointment was cancelled');
    await saveScreenshot(page, SHOTS, 'cancelled-visit-pos-notice-1366');
    await notice.getByRole('button', { name: 'Sell without it' }).click();
    await expect(notice).toHaveCount(0);
    await expect(cart(page).getByRole('listitem')).toContainText(visit.serviceName);
    await openCheckout(page);
    await chooseMode(page, 'Cash');
    await page
      .getByRole('dialog', { name: 'Checkout' })
      .getByRole('group', { name: 'Quick cash amounts' })
      .getByRole('button', { name: 'Exact' })
      .click();
    const sale = await takePayment(page);
    expect(sale.status()).toBe(200);
    expect(sale.request().postDataJSON()).toMatchObject({ appointment_id: null });
  });
});
