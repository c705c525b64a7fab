import type { CalendarWeek } from '@paybook/contracts';
import { addDays, todayInTimeZone } from '@paybook/domain';
import type { Page } from '@playwright/test';
import {
  type Booked,
  bookOnline,
  DEPOSIT_SERVICE,
  NORTHWIND_ZONE,
  northwind,
  sundayOf,
} from './support/deposit-booking.ts';
import { type ApiClient, DEMO_PASSWORD, expect, test, uniqueSuffix } from './support/fixtures.ts';
import { addItem, completeSale, openCheckout } from './support/point-of-sale.ts';

// Issue 15 point 7: a visitor books Northwind's Personal Training Session, which takes a $20.00 deposit
// and names a $35.00 no-show fee (DEMO.md), with the sandbox's test card; the owner sees "Deposit paid",
// marks a started appointment as a no-show, which charges the fee once, and checks an appointment out at
// the point of sale, which credits its deposit. Each test books its own appointments, so the file passes
// again on the same database (E2E_REPEAT=2).
// Screenshots at 1366 and 375 px go to /tmp/deposit-shots as well as the e2e artifacts.

const ZONE = NORTHWIND_ZONE;
const SERVICE = DEPOSIT_SERVICE;
const SHOTS = '/tmp/deposit-shots';

async function shoot(page: Page, takeScreenshot: (name: string) => Promise<string>, name: string) {
  await takeScreenshot(name);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Goes through service, provider, day, time and details to the confirm step with its deposit. */
async function reachDepositStep(page: Page, api: ApiClient, dateIndex: number, last: string) {
  const setup = await northwind(api);
  const date = setup.dates[dateIndex] ?? '';
  await page.goto('/book/northwind');
  await page.getByRole('button', { name: `Choose ${SERVICE}` }).click();
  await page.getByRole('button', { name: new RegExp(`^${setup.provider.display_name}`) }).click();
  const day = page.getByRole('button', {
    name: new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date(`${date}T12:00:00Z`)),
    exact: true,
  });
  for (let step = 0; step < 4 && !(await day.isVisible()); step += 1) {
    await expect(page.getByLabel('Loading…')).toHaveCount(0);
    if (await day.isVisible()) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await page
    .getByRole('group', { name: /^Free times on/ })
    .getByRole('button')
    .first()
    .click();
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('E-mail').fill(`casey-${uniqueSuffix()}@visitor.test`);
  await page.getByLabel('Phone').fill('(312) 555-0142');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
  return { setup, date };
}

const OWNER = 'owner@northwind.test';
const lettersOf = (text: string) => text.replace(/[^A-Za-z]/g, '');
const centsOf = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100);

/**
 * Moves the appointment, through the back office's edit (PUT service_provider/{id}/appointment/{id}), to
 * the first free working time of the provider in the last six days that has already started.
 */
async function moveToThePast(api: ApiClient, booked: Booked): Promise<Booked> {
  const length = Date.parse(booked.end) - Date.parse(booked.start);
  const today = todayInTimeZone(ZONE);
  const now = Date.now();
  const weeks = new Map<string, CalendarWeek>();
  for (let back = 1; back <= 6; back += 1) {
    const date = addDays(today, -back);
    const week = sundayOf(date);
    let answer = weeks.get(week);
    if (!answer) {
      answer = await api.get<CalendarWeek>(
        `/api/service_provider/${booked.providerId}/calendar_week/${week}`,
      );
      weeks.set(week, answer);
    }
    const day = answer.days.find((entry) => entry.date === date);
    if (!day?.is_working_day || !day.start_at || !day.end_at) continue;
    const taken = day.items.map((entry) => [Date.parse(entry.start_at), Date.parse(entry.end_at)] as const);
    const close = Date.parse(day.end_at);
    for (let start = Date.parse(day.start_at); start + length <= Math.min(close, now); start += 15 * 60_000) {
      const end = start + length;
      if (taken.some(([from, to]) => start < to && from < end)) continue;
      await api.put(
        `/api/service_provider/${booked.providerId}/appointment/${booked.id}`,
        {
          offering_id: booked.offeringId,
          start_at: new Date(start).toISOString(),
          end_at: new Date(end).toISOString(),
          customer: { id: booked.customerId },
        },
        { idempotencyKey: `move-${booked.id}` },
      );
      return { ...booked, start: new Date(start).toISOString(), end: new Date(end).toISOString(), date };
    }
  }
  throw new Error('the provider has no free working time in the last six days');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration').fill('12/30');
  await page.getByLabel('Security code (CVV)').fill('123');
}

test.describe('deposits and no-show fees (issue 15 point 7)', () => {
  test('a visitor books a service with a deposit using a test card; the calendar says deposit paid', async ({
    page,
    api,
    openAs,
    takeScreenshot,
  }) => {
    const last = `Deposit${uniqueSuffix()}`.replace(/[^A-Za-z]/g, '');
    const { setup, date } = await reachDepositStep(page, api, 0, last);
    const step = page.getByTestId('deposit-step');
    await expect(step).toContainText('A deposit of $20.00 is charged now');
    await expect(step).toContainText('a no-show fee of $35.00');
    // The terms must be agreed to, and a declined card books nothing and says why.
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(
      page.getByText('Agree to the deposit and no-show terms to book this service.'),
    ).toBeVisible();
    await page.getByLabel(/I agree to these terms/).check();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();
    await fillCard(page, '4242424242424242');
    await shoot(page, takeScreenshot, 'deposit-step-1366');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    await expect(page.getByTestId('deposit-charged')).toContainText(
      'A deposit of $20.00 was charged to your Visa ending in 4242.',
    );
    await shoot(page, takeScreenshot, 'deposit-done-1366');

    // The owner sees "Deposit paid" in the provider's calendar.
    await openAs(OWNER, `/appointments?viewProvider=${setup.provider.id}&week=${sundayOf(date)}`);
    const block = page.getByTestId('calendar-block').filter({ hasText: last });
    await block.click();
    const popover = page.getByTestId('calendar-popover');
    await expect(popover.getByTestId('deposit-status')).toHaveText('Deposit paid');
    // A future appointment offers no No-show action.
    await expect(popover.getByRole('button', { name: 'No-show' })).toHaveCount(0);
    await shoot(page, takeScreenshot, 'deposit-popover-1366');
  });

  test('at 375 px the deposit step fits and the terms come before confirming', async ({
    page,
    api,
    takeScreenshot,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await reachDepositStep(page, api, 1, `Phone${uniqueSuffix()}`.replace(/[^A-Za-z]/g, ''));
    await expect(page.getByTestId('deposit-step')).toContainText('A deposit of $20.00 is charged now');
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
      true,
    );
    await shoot(page, takeScreenshot, 'deposit-step-375');
  });

  test('cancelling on the manage page inside the window refunds the deposit', async ({
    page,
    api,
    takeScreenshot,
  }) => {
    const setup = await northwind(api);
    const date = setup.dates[2] ?? setup.dates[0] ?? '';
    const { slots } = await api.get<{ slots: { start_at: string }[] }>(
      `/api/public/booking_page/northwind/offering/${setup.service.id}/time_slots/${date}`,
      { service_provider_id: setup.provider.id },
    );
    const email = `cancel-${uniqueSuffix()}@visitor.test`;
    const booked = await api.post<{ deposit: { status: string } }>(
      '/api/public/booking_page/northwind/appointment',
      {
        offering_id: setup.service.id,
        service_provider_id: setup.provider.id,
        start_at: slots.at(-1)?.start_at,
        customer: { first_name: 'Jordan', last_name: 'Refund', email, phone: '3125550177' },
        card: { card_number: '4242424242424242', expiration: '12/30', cvv: '123', consent: true },
      },
    );
    expect(booked.deposit.status).toBe('paid');
    // The manage link of the confirmation e-mail, read as support reads the outbox (ruling 7).
    const context = await api.login<{ merchant: { id: number } }>('owner@northwind.test');
    await api.post('/api/support/login', { user_name: 'support@paybook.test', password: DEMO_PASSWORD });
    const emails = await api.get<{ data: { kind: string; to: string; text: string }[] }>(
      `/api/support/merchants/${context.merchant.id}/emails`,
    );
    const text = emails.data.find(
      (entry) => entry.kind === 'booking_confirmation' && entry.to === email,
    )?.text;
    const link = /https?:\/\/[^/\s]+(\/my-appointment\/[A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
    if (!link) throw new Error(`no manage link e-mailed to ${email}`);

    await page.goto(link);
    await expect(page.getByTestId('deposit-state')).toContainText(
      'Deposit of $20.00 paid with your Visa ending in 4242',
    );
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toContainText('Cancelling now refunds your deposit of $20.00 in full.');
    await shoot(page, takeScreenshot, 'deposit-cancel-confirm-1366');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByTestId('deposit-state')).toHaveText(
      'Your deposit of $20.00 was refunded to your Visa ending in 4242.',
    );
    await shoot(page, takeScreenshot, 'deposit-cancelled-1366');
  });

  test('the owner marks a started appointment as a no-show: the fee is charged once', async ({
    page,
    api,
    openAs,
    takeScreenshot,
  }) => {
    // Its own appointment: booked online with the test card, then moved by the back office to a free time
    // that has passed (the edit window allows 7 days back), so every try has one to mark.
    const last = lettersOf(`Noshow${uniqueSuffix()}`);
    const booked = await moveToThePast(api, await bookOnline(api, last, 3));
    for (const [width, height] of [
      [375, 812],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openAs(OWNER, `/appointments?viewProvider=${booked.providerId}&date=${booked.date}`);
      const block = page.getByTestId('calendar-block').filter({ hasText: last });
      await block.click();
      const popover = page.getByTestId('calendar-popover');
      // Issue 24 point 3: the money group names the fee before it is confirmed.
      const noShow = popover
        .getByRole('group', { name: 'Payment' })
        .getByRole('button', { name: 'No-show · $35.00 fee' });
      await expect(noShow).toBeVisible();
      await shoot(page, takeScreenshot, `no-show-popover-${width}`);
      if (width === 375) continue;
      await noShow.click();
      const confirm = page.getByRole('dialog', { name: 'Charge the $35.00 no-show fee?' });
      await expect(confirm).toContainText('$35.00');
      await shoot(page, takeScreenshot, 'no-show-confirm-1366');
      await confirm.getByRole('button', { name: 'Charge $35.00' }).click();
      await expect(page.getByText('No-show recorded: $35.00 charged to Visa ending in 4242.')).toBeVisible();
      await block.click();
      await expect(popover.getByText('No-show', { exact: true })).toBeVisible();
      await expect(popover.getByRole('button', { name: 'No-show' })).toHaveCount(0);
      await shoot(page, takeScreenshot, 'no-show-done-1366');
    }
  });

  test('checkout from the appointment credits the deposit: the point of sale charges the rest', async ({
    page,
    api,
    openAs,
    takeScreenshot,
  }) => {
    const last = lettersOf(`Credit${uniqueSuffix()}`);
    const booked = await bookOnline(api, last, 4);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, `/pos?appointmentId=${booked.id}`);
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect(cart.getByTestId('pos-customer')).toContainText(last);
    await expect(cart.getByTestId('pos-deposit-credit')).toHaveText('-$20.00');
    const total = centsOf((await cart.getByTestId('pos-total').textContent()) ?? '');
    const due = `$${((total - 2000) / 100).toFixed(2)}`;
    await expect(cart.getByTestId('pos-amount-due')).toHaveText(due);
    await shoot(page, takeScreenshot, 'pos-deposit-cart-1366');

    // Issue 24 point 2: the pay button says what it charges, the deposit taken off.
    await cart.getByRole('button', { name: `Charge ${due}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await expect(dialog.getByTestId('checkout-total')).toHaveText(due);
    // The customer's card left with the booking pays the rest.
    await dialog.getByRole('radio', { name: /^Visa ending 4242/ }).check();
    const answer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/cart/check_out' && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Take payment' }).click();
    const sale = (await (await answer).json()) as {
      transaction: { amount: string };
      order: { deposit_credit: string; amount_paid: string; amount_total: string };
    };
    expect(sale.order.deposit_credit).toBe('20.00');
    expect(`$${sale.transaction.amount}`).toBe(due);
    expect(sale.order.amount_paid).toBe(sale.order.amount_total);
    await expect(page.getByRole('button', { name: 'Continue to receipt' })).toBeVisible();
    await shoot(page, takeScreenshot, 'pos-deposit-paid-1366');
    const after = await api.get<{ deposit?: { status: string; credit: string } }>(
      `/api/appointment/${booked.id}`,
    );
    expect(after.deposit).toEqual({ status: 'credited', credit: '0.00' });
  });

  test('decision 79: a deposit that covers the sale leaves nothing to pay; the desk completes it without a payment', async ({
    page,
    api,
    openAs,
    takeScreenshot,
  }) => {
    const last = lettersOf(`Covered${uniqueSuffix()}`);
    const booked = await bookOnline(api, last, 5);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, `/pos?appointmentId=${booked.id}`);
    const cart = page.getByRole('region', { name: 'Cart' });
    await expect(cart.getByTestId('pos-customer')).toContainText(last);
    // The customer buys a $6.50 shake instead of the session: the $20.00 deposit covers it.
    await cart.getByRole('button', { name: `Remove ${SERVICE}` }).click();
    await addItem(page, 'Protein Shake');
    await expect(cart.getByTestId('pos-amount-due')).toHaveText('$0.00');
    const total = (await cart.getByTestId('pos-total').textContent()) ?? '';
    await expect(cart.getByTestId('pos-deposit-credit')).toHaveText(`-${total}`);

    const dialog = await openCheckout(page);
    await expect(dialog.getByTestId('checkout-total')).toHaveText('$0.00');
    const notice = dialog.getByTestId('pos-nothing-due');
    await expect(notice).toContainText('Nothing to pay');
    await expect(notice).toContainText('The deposit paid at booking covers this sale.');
    // No payment method is asked for: one button completes the sale.
    await expect(dialog.getByText('Payment method')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Take payment' })).toHaveCount(0);
    await shoot(page, takeScreenshot, 'pos-nothing-due-1366');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(dialog.getByRole('button', { name: 'Complete sale' })).toBeInViewport();
    await shoot(page, takeScreenshot, 'pos-nothing-due-375');
    await page.setViewportSize({ width: 1366, height: 900 });

    const response = await completeSale(page);
    expect(response.request().postDataJSON()).toMatchObject({
      payment_mode: 'none',
      appointment_id: booked.id,
    });
    const sale = (await response.json()) as {
      transaction: unknown;
      order: { deposit_credit: string; amount_paid: string; amount_total: string; payment_status: string };
    };
    expect(sale.transaction).toBeNull();
    expect(`$${sale.order.deposit_credit}`).toBe(total);
    expect(sale.order).toMatchObject({ amount_paid: sale.order.amount_total, payment_status: 'paid' });
    await expect(page.getByRole('dialog', { name: 'Sale complete' })).toContainText(
      `Paid ${total}: nothing charged today`,
    );
    await page.getByRole('button', { name: 'Continue to receipt' }).click();
    await expect(page.getByTestId('receipt-nothing-due')).toHaveText(
      'Nothing was charged at the desk: the sale was already paid.',
    );
    await expect(page.getByTestId('receipt-change-due')).toHaveCount(0);
    await page.getByRole('button', { name: 'No receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Transaction Complete' })).toBeVisible();
    const after = await api.get<{ deposit?: { status: string; credit: string } }>(
      `/api/appointment/${booked.id}`,
    );
    expect(after.deposit).toEqual({ status: 'credited', credit: '0.00' });
  });
});
