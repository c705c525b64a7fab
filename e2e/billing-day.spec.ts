import type { CatalogueSearchResult, Customer, CustomerAccounts } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { addDaysToDate } from '@paybook/domain/availability/zoned-time';
import { queueBillingDay } from './support/billing-day.ts';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';
import { APPROVED_CARD, NORTHWIND_OWNER, saveScreenshotsAtBothWidths } from './support/point-of-sale.ts';

// Issue 25 point 7: the billing engine bills a schedule on its date, and the merchant sees the bill on the
// customer's statement. A membership sold today to start ten days on is not charged at the sale (decision
// 133); the test steps the engine's clock to that day (support/billing-day.ts queues that day's run, which
// the server's job worker runs) and waits for the statement to say Paid. Only a schedule due by that day is
// billed, so the run leaves other tests' customers alone (their schedules bill a month on).

const SHOTS = process.env.BILLING_DAY_SHOTS_DIR ?? '/tmp/billing-day-shots';

test('the billing run on a later day charges the schedule, and the statement shows it paid', async ({
  page,
  api,
  openAs,
}) => {
  test.setTimeout(120_000);
  const context = await api.login(NORTHWIND_OWNER);
  const suffix = uniqueSuffix();
  const customer = await api.post<Customer>(
    '/api/customer',
    {
      first_name: 'Bo',
      last_name: `Biller${suffix}`,
      email: `bo.${suffix}@example.com`,
      card: { card_number: APPROVED_CARD, cvv: '123', expiration: '12/30', billing_zip_code: '60601' },
    },
    { idempotencyKey: `billing-day-customer-${suffix}` },
  );
  const accounts = await api.get<CustomerAccounts>(`/api/customer/${customer.id}/accounts`);
  const found = await api.put<CatalogueSearchResult>(
    '/api/offering/search',
    { query: { kind: 'all', status: 'active' } },
    { params: { items_per_page: 100, sort_by: 'name', sort_direction: 'asc' } },
  );
  const membership = found.data.find((item) => item.name === 'Monthly Membership');
  const startsOn = addDaysToDate(todayInTimeZone('America/Chicago'), 10);
  await api.post(
    '/api/cart/check_out',
    {
      payment_mode: 'stored',
      account_id: accounts.credit_card_accounts[0]?.id,
      cart: [{ offering_id: membership?.id, quantity: '1', start_date: startsOn }],
      customer: { id: customer.id, email: customer.email },
    },
    { idempotencyKey: `billing-day-sale-${suffix}` },
  );

  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(NORTHWIND_OWNER, `/customer/profile/${customer.id}`);
  const row = page.getByRole('region', { name: 'Statement' }).getByTestId('statement-row');
  await expect(row).toHaveCount(1);
  // Nothing was charged at the sale: the membership's first bill waits for its day.
  await expect(row.getByTestId('statement-status')).toHaveText('Unpaid');
  await expect(row.getByTestId('statement-transaction')).toHaveCount(0);

  await queueBillingDay(context.merchant.id, startsOn);
  // The merchant reloads the profile until the worker has run the day (it polls every few seconds).
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('statement-status')).toHaveText('Paid', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('statement-transaction')).toContainText('Payment · Visa ••4242');
  const schedule = page.getByRole('region', { name: 'Billing schedules' }).getByTestId('billing-schedule');
  await expect(schedule.getByTestId('schedule-status')).toHaveText('Active');
  await saveScreenshotsAtBothWidths(page, SHOTS, 'statement-after-billing-day');
});
