import type { CatalogueSearchResult, Customer, CustomerAccounts } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { type ApiClient, expect, test, uniqueSuffix } from './support/fixtures.ts';
import { APPROVED_CARD, NORTHWIND_OWNER, saveScreenshotsAtBothWidths } from './support/point-of-sale.ts';

// Issue 25 point 8: a customer who bought a recurring item shows the billing schedule and the statement on
// the profile, and deleting them is refused with the reason (spec 2 §2.1, §5; spec 3 §4.2). The customer
// list shows their order count and last order date; the fee screen counts the orders using a tax. Each test
// makes its own customer. Screenshots at 1366 and 375 px go to /tmp/customer-money-shots.

const SHOTS = process.env.CUSTOMER_MONEY_SHOTS_DIR ?? '/tmp/customer-money-shots';

/** Northwind's active items by name (DEMO.md: the Monthly Membership recurs, the Protein Shake is taxed). */
async function itemIds(api: ApiClient): Promise<Record<string, number>> {
  const found = await api.put<CatalogueSearchResult>(
    '/api/offering/search',
    { query: { kind: 'all', status: 'active' } },
    { params: { items_per_page: 100, sort_by: 'name', sort_direction: 'asc' } },
  );
  return Object.fromEntries(found.data.map((item) => [item.name, item.id]));
}

/**
 * A new customer who bought the membership and a shake with their stored card, which expires this month
 * (on Northwind's clock, America/Chicago): the membership's next bill, a month on, is after it.
 */
async function memberWithSale(api: ApiClient): Promise<Customer> {
  await api.login(NORTHWIND_OWNER);
  const suffix = uniqueSuffix();
  const [year, month] = todayInTimeZone('America/Chicago').split('-');
  const customer = await api.post<Customer>(
    '/api/customer',
    {
      first_name: 'Mia',
      last_name: `Member${suffix}`,
      email: `mia.${suffix}@example.com`,
      card: {
        card_number: APPROVED_CARD,
        cvv: '123',
        expiration: `${month}/${year?.slice(2)}`,
        billing_zip_code: '60601',
      },
    },
    { idempotencyKey: `customer-money-customer-${suffix}` },
  );
  const accounts = await api.get<CustomerAccounts>(`/api/customer/${customer.id}/accounts`);
  const items = await itemIds(api);
  await api.post(
    '/api/cart/check_out',
    {
      payment_mode: 'stored',
      account_id: accounts.credit_card_accounts[0]?.id,
      cart: [
        { offering_id: items['Monthly Membership'], quantity: '1' },
        { offering_id: items['Protein Shake'], quantity: '1' },
      ],
      customer: { id: customer.id, email: customer.email },
    },
    { idempotencyKey: `customer-money-sale-${suffix}` },
  );
  return customer;
}

test.describe("the customer's money (issue 25 point 8)", () => {
  test.describe.configure({ timeout: 120_000 });

  test('the profile shows the schedule and the statement; deleting is refused with the reason', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    const customer = await memberWithSale(api);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(NORTHWIND_OWNER, `/customer/profile/${customer.id}`);

    const schedules = page.getByRole('region', { name: 'Billing schedules' });
    const schedule = schedules.getByTestId('billing-schedule');
    await expect(schedule).toHaveCount(1);
    await expect(schedule.getByRole('link')).toContainText('Monthly Membership');
    await expect(schedule.getByRole('link')).toHaveAttribute(
      'href',
      /^\/reports\/details\/subscription\/\d+$/,
    );
    await expect(schedule.getByTestId('schedule-status')).toHaveText('Active');
    await expect(schedule).toContainText('$59.00 each bill');
    await expect(schedule).toContainText('Next bill');
    // The stored card runs out this month, before the next bill.
    await expect(schedule.getByTestId('schedule-card-expiry')).toContainText('The card ending 4242 expires');

    const statement = page.getByRole('region', { name: 'Statement' });
    await expect(statement).toContainText('Orders of the last 180 days');
    const row = statement.getByTestId('statement-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('statement-status')).toHaveText('Paid');
    await expect(row.getByTestId('statement-transaction')).toContainText('Payment · Visa ••4242');
    await expect(row.getByTestId('statement-transaction')).toHaveAttribute('data-red', 'false');
    await expect(page.getByTestId('past-due-notice')).toHaveCount(0);
    await checkA11y();
    await saveScreenshotsAtBothWidths(page, SHOTS, 'profile-money');

    // spec 2 §5: an active schedule blocks the delete; the dialog says so before any confirmation.
    await page.getByRole('button', { name: 'Delete customer' }).click();
    const blocked = page.getByRole('dialog', { name: "This customer can't be deleted" });
    await expect(blocked).toContainText('1 billing schedule');
    await expect(page.getByRole('dialog', { name: 'Delete customer' })).toHaveCount(0);
    await blocked.getByRole('button', { name: 'Close dialog' }).click();
    await expect(blocked).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/customer/profile/${customer.id}`));
  });

  test('the list shows the order count and last order date; the fee screen counts its orders', async ({
    page,
    api,
    openAs,
  }) => {
    const customer = await memberWithSale(api);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(NORTHWIND_OWNER, `/customer/list?reportId=1&search=${customer.last_name}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Orders' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Last order' })).toBeVisible();
    const listed = table.getByRole('row').filter({ hasText: customer.last_name });
    await expect(listed).toHaveCount(1);
    // M/d/yy on Northwind's clock (DEMO.md: America/Chicago), as the list writes it.
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'numeric',
      day: 'numeric',
      year: '2-digit',
      timeZone: 'America/Chicago',
    }).format(new Date());
    await expect(listed.getByRole('cell')).toContainText(['1', today]);
    await saveScreenshotsAtBothWidths(page, SHOTS, 'customer-list-orders');
    // On a phone the card says it too.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('customer-card-orders')).toHaveText(`1 order, last on ${today}`);
    await page.setViewportSize({ width: 1366, height: 900 });

    await openAs(NORTHWIND_OWNER, '/settings/taxes-fees-discounts');
    await page.getByRole('button', { name: 'Edit Illinois sales tax' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Illinois sales tax' });
    await expect(dialog.getByTestId('fee-structure-use')).toContainText(
      /Used on \d+ orders? and by \d+ billing schedules?/,
    );
    await saveScreenshotsAtBothWidths(page, SHOTS, 'fee-use');
  });
});
