import { readFile } from 'node:fs/promises';
import type { CheckoutResponse, Customer, Order } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import type { Page } from '@playwright/test';
import { type ApiClient, expect, test, uniqueSuffix } from './support/fixtures.ts';
import { addNorthwindCustomer, NORTHWIND_OWNER, northwindShakeId } from './support/point-of-sale.ts';

// Issue 28 points 1, 4 and 5 (spec 3 §2.2, §9): the transactions report filtered by a customer's name and
// a range of days, sorted by amount, a row opened and refunded from its page, the report changed on the
// way back, and a reload keeping the filters; the filtered report exported as CSV and read back. Northwind
// (full_product, reports_beta) sells; each test makes its own customer and cash sales through the API, so
// its report holds its own rows only, whatever earlier tries left.

const OWNER = NORTHWIND_OWNER;
const NORTHWIND_ZONE = 'America/Chicago';
/** The built-in report, so a default saved report another test left does not open instead. */
const TRANSACTIONS = '/reports/view/transactions?reportId=1';

/** A cash sale of `quantity` shakes to the customer. */
async function cashSale(api: ApiClient, customer: Customer, quantity: number): Promise<Order> {
  const answer = await api.post<CheckoutResponse>(
    '/api/cart/check_out',
    {
      cart: [{ offering_id: await northwindShakeId(api), quantity: String(quantity) }],
      customer: { id: customer.id },
      payment_mode: 'cash',
      amount_tendered: '500',
    },
    { idempotencyKey: `reports-grid-${uniqueSuffix()}` },
  );
  if (!answer.order) throw new Error(`The sale failed: ${answer.failure_reason}`);
  return answer.order;
}

/** A customer of this test with two cash sales, one shake and three. */
async function customerWithSales(api: ApiClient, stem: string) {
  const customer = await addNorthwindCustomer(api, 'Rita', stem);
  const small = await cashSale(api, customer, 1);
  const large = await cashSale(api, customer, 3);
  return { customer, small, large };
}

const rows = (page: Page) => page.getByTestId('report-row');
const total = (page: Page) => page.getByTestId('report-total-amount');

/** Picks one day as the range of the date filter through its calendar, as a user does. */
async function pickDay(page: Page, label: string, day: string) {
  await page
    .getByRole('search', { name: 'Report filters' })
    .getByRole('button', { name: label, exact: true })
    .click();
  const [year, month, date] = day.split('-').map(Number);
  const name = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await button.click();
}

test.describe('report grids (issue 28)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('filter the transactions by customer and day, sort by amount, refund a row from its page, and reload', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    const stem = `Grid${uniqueSuffix()}`;
    const { customer, small, large } = await customerWithSales(api, stem);
    const today = todayInTimeZone(NORTHWIND_ZONE);

    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, TRANSACTIONS);
    await expect(page.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Customer name' }).fill(customer.last_name);
    await expect(page).toHaveURL(new RegExp(`cn=${customer.last_name}`));
    await expect(rows(page)).toHaveCount(2);
    await pickDay(page, 'Date', today);
    await expect(page).toHaveURL(new RegExp(`pd=${today}\\.\\.${today}`));
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId('report-count')).toHaveText('2 rows');
    const paid = Number(small.amount_paid) + Number(large.amount_paid);
    await expect(total(page)).toHaveText(`$${paid.toFixed(2)}`);

    // A click on Amount sorts by it, the largest first; a second, the smallest first.
    await page.getByRole('button', { name: 'Amount', exact: true }).click();
    await expect(page).toHaveURL(/sort_by=amount&sort_direction=desc/);
    const amountHeader = page.getByRole('columnheader', { name: 'Amount' });
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).first()).toContainText(`$${Number(large.amount_paid).toFixed(2)}`);
    await page.getByRole('button', { name: 'Amount', exact: true }).click();
    await expect(page).toHaveURL(/sort_by=amount&sort_direction=asc/);
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).first()).toContainText(`$${Number(small.amount_paid).toFixed(2)}`);
    await checkA11y();

    // The smaller sale's row opens its transaction page, by its link (the keyboard's way in).
    const link = rows(page).first().getByTestId('report-row-link');
    await link.focus();
    await page.keyboard.press('Enter');
    const payment = small.transactions[0];
    if (!payment) throw new Error('the sale has no payment');
    await expect(page).toHaveURL(new RegExp(`/reports/details/transaction/${small.id}/${payment.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Transaction #${payment.id}` })).toBeVisible();

    // Refund the whole cash payment from there.
    await page.getByRole('main').getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: 'Refund payment' });
    await expect(refund).toBeVisible();
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(refund.getByTestId('order-action-successful')).toBeVisible();
    await refund.getByRole('button', { name: 'Done' }).click();
    await expect(refund).toBeHidden();

    // Back on the report: the refund is a row of its own, and the total is less by what was refunded.
    await page.goBack();
    await expect(page).toHaveURL(/\/reports\/view\/transactions\?/);
    await expect(rows(page)).toHaveCount(3);
    await expect(total(page)).toHaveText(`$${Number(large.amount_paid).toFixed(2)}`);

    // A reload shows the same report: the filters, the sort and the rows.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Customer name' })).toHaveValue(customer.last_name);
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rows(page)).toHaveCount(3);
    await expect(total(page)).toHaveText(`$${Number(large.amount_paid).toFixed(2)}`);

    // On a phone (spec 3 §2.2 mobile variants) the rows are cards, each opening its page.
    await page.setViewportSize({ width: 375, height: 812 });
    const cards = page.getByTestId('report-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByTestId('report-row-link')).toHaveAttribute(
      'href',
      /^\/reports\/details\/transaction\/\d+\/\d+$/,
    );
    await expect(total(page)).toHaveText(`$${Number(large.amount_paid).toFixed(2)}`);
    await checkA11y();
  });

  test('export the filtered transactions as CSV and read it back', async ({ page, api, openAs }) => {
    const stem = `Csv${uniqueSuffix()}`;
    const { customer, small, large } = await customerWithSales(api, stem);

    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, `${TRANSACTIONS}&cn=${encodeURIComponent(customer.last_name)}`);
    await expect(rows(page)).toHaveCount(2);

    // The CSV's header follows the columns shown: take the payment type away first.
    await page.getByRole('button', { name: 'Columns' }).click();
    const paymentType = page.getByRole('checkbox', { name: 'Payment Type' });
    await paymentType.click();
    await expect(paymentType).not.toBeChecked();
    await expect(page).toHaveURL(/[?&]c=/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Payment Type' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`transactions-${todayInTimeZone(NORTHWIND_ZONE)}.csv`);
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Order #,Date,Customer,Status,Account,Amount');
    expect(lines).toHaveLength(3);
    const orderNumbers = lines.slice(1).map((line) => line.split(',')[0]);
    expect(orderNumbers.sort()).toEqual([String(small.order_number), String(large.order_number)].sort());
    for (const line of lines.slice(1)) expect(line).toContain(customer.last_name);
    await expect(page.getByRole('dialog', { name: 'Export CSV' })).toBeHidden();
  });
  test('a shared link: its customer as a removable chip, a mistyped day named and left out', async ({
    page,
    api,
    openAs,
    checkA11y,
  }) => {
    const { customer } = await customerWithSales(api, `Link${uniqueSuffix()}`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(
      OWNER,
      `/reports/view/orders?reportId=1&ci=${customer.id}%3AC${customer.id}&ca=2026-13-01..2026-11-30`,
    );
    const chip = page.getByTestId('report-customer-filter');
    await expect(chip).toHaveText(`Customer #${customer.id}`);
    await expect(page.getByTestId('report-ignored')).toContainText('does not apply them: Date.');
    await expect(rows(page)).toHaveCount(2);
    for (const row of await rows(page).all()) await expect(row).toContainText(customer.last_name);
    await checkA11y();

    await page.getByRole('button', { name: `Remove the filter on customer #${customer.id}` }).click();
    await expect(page).not.toHaveURL(/[?&]ci=/);
    await expect(chip).toHaveCount(0);
    await expect(page.getByTestId('report-count')).not.toHaveText('2 rows');
  });
});
