import type { Page } from '@playwright/test';
import pg from 'pg';
import {
  businessWithTwoSales,
  createFullProductBusiness,
  disposeBusiness,
  type NewBusiness,
} from './support/business.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 28 point 3, spec 3 §6 "subscribe to reports": a report saved on the customer list (which carries
// the saved-reports bar) is subscribed to daily; the test steps the subscription's clock (its next
// period's job is made due now in the server's database, E2E_DATABASE_URL, as support/billing-day.ts does
// for the billing engine), the server's own job worker sends it, and the e-mail with its CSV is in the
// outbox. A business of its own, so its saved reports and e-mails are nobody else's.

const PASSWORD = 'Report-mail-e2e-1';

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const connectionString = process.env.E2E_DATABASE_URL;
  if (!connectionString)
    throw new Error('E2E_DATABASE_URL is not set: run the browser tests with e2e/run.ts');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Steps the clock of the merchant's report subscriptions: their next period's job is due now. */
async function makeReportSendsDue(merchantId: number): Promise<number> {
  const rows = await query<{ id: string }>(
    `update jobs set run_at = now() where queue = 'report-subscription' and state = 'queued'
      and key like $1 returning id`,
    [`${merchantId}:%`],
  );
  return rows.length;
}

type Attachment = { filename: string; contentType: string; contentBase64: string };

/** The merchant's report e-mail with this subject, once the outbox page shows it (reopened as a person would). */
async function reportEmailInOutbox(page: Page, business: NewBusiness, subject: string) {
  await page.goto('/settings/notifications/outbox');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText(business.ownerEmail);
  await expect(row).toContainText('Subscribed report');
  const [email] = await query<{ attachments: Attachment[]; text_body: string }>(
    `select attachments, text_body from outbox_emails
      where merchant_id = $1 and kind = 'report_subscription' and subject = $2`,
    [business.merchantId, subject],
  );
  const [attachment] = email?.attachments ?? [];
  // The page names the CSV; a staff member's e-mail is its reader's, so it is not a link (decision 172).
  await expect(row.getByRole('group', { name: 'Attached files' })).toContainText(attachment?.filename ?? '');
  return {
    text: email?.text_body ?? '',
    filename: attachment?.filename ?? '',
    contentType: attachment?.contentType ?? '',
    csv: Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString('utf8'),
  };
}

/** Subscribes to the report shown, through the bar's modal. */
async function subscribeInBar(page: Page, reportName: string, frequency: string, hour: string) {
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: `E-mail '${reportName}'` });
  await dialog.getByRole('combobox', { name: 'How often' }).click();
  await page.getByRole('option', { name: frequency, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'At', exact: true }).click();
  await page.getByRole('option', { name: hour, exact: true }).click();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  return dialog;
}

test('a saved report subscribed to daily is e-mailed with its CSV once its hour comes, and the subscription is cancelled', async ({
  page,
  baseURL,
  signIn,
  checkA11y,
  takeScreenshot,
}) => {
  test.setTimeout(150_000);
  const business = await createFullProductBusiness(baseURL!, { prefix: 'reportmail', password: PASSWORD });
  try {
    for (const [first, last] of [
      ['Vera', 'Vipson'],
      ['Victor', 'Vipson'],
      ['Norm', 'Plain'],
    ] as const)
      await business.owner.post('/api/customer', {
        first_name: first,
        last_name: last,
        email: `${first.toLowerCase()}.${business.urlSubdomain}@e2e.test`,
      });

    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(business.ownerEmail, PASSWORD);
    await page.goto('/customer/list?reportId=1');
    await expect(page.getByRole('link', { name: 'Norm Plain' })).toBeVisible();
    await page.getByLabel('Search customers').fill('vipson');
    await expect(page).toHaveURL(/search=vipson/);
    // spec 3 §9: the report now differs from the one chosen.
    await expect(page.getByRole('status').filter({ hasText: /Unsaved changes|Modified/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save as new report' }).click();
    const save = page.getByRole('dialog', { name: 'Save report' });
    await save.getByLabel('Report name').fill('Vipsons');
    await save.getByRole('button', { name: 'Save report' }).click();
    await expect(page.getByRole('heading', { name: 'Vipsons', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Unsaved changes|Modified/ })).toHaveCount(0);

    const dialog = await subscribeInBar(page, 'Vipsons', 'Daily', '7:00 AM');
    await expect(dialog).toContainText(business.ownerEmail);
    await expect(dialog).toContainText('America/Denver');
    await expect(dialog.getByText('Daily at 7:00 AM')).toBeVisible();
    await takeScreenshot('report-subscription-modal');
    await checkA11y({ include: ['[role="dialog"]'] });
    await page.setViewportSize({ width: 375, height: 800 });
    await takeScreenshot('report-subscription-modal-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The subscription's hour comes: its job is due, and the server's worker sends it.
    expect(await makeReportSendsDue(business.merchantId)).toBe(1);
    const email = await reportEmailInOutbox(page, business, 'Your daily report: Vipsons');
    await takeScreenshot('report-subscription-outbox');
    expect(email.filename).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(email.contentType).toBe('text/csv');
    expect(email.csv).toContain('Vera Vipson');
    expect(email.csv).toContain('Victor Vipson');
    expect(email.csv).not.toContain('Norm Plain');
    expect(email.text).toContain('(2 rows)');

    // Cancelled from the bar, after a confirmation: no more e-mails.
    await page.goto('/customer/list?reportId=1');
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Vipsons' }).click();
    await expect(page.getByRole('heading', { name: 'Vipsons', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByRole('button', { name: 'Cancel subscription: Daily at 7:00 AM' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the subscription?' });
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(dialog.getByText('Daily at 7:00 AM')).toHaveCount(0);
    expect(await makeReportSendsDue(business.merchantId)).toBe(0);
  } finally {
    await disposeBusiness(business);
  }
});

test('the transactions report, filtered and saved, is e-mailed weekly as the grid’s CSV of that filter', async ({
  page,
  baseURL,
  signIn,
}) => {
  test.setTimeout(150_000);
  const business = await businessWithTwoSales(baseURL!, { prefix: 'gridmail', password: PASSWORD });
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(business.ownerEmail, PASSWORD);
    await page.goto('/reports/view/transactions');
    await expect(page.getByTestId('report-row')).toHaveCount(2);
    await page.getByLabel('Customer name').fill('Lovelace');
    await expect(page).toHaveURL(/cn=Lovelace/);
    await expect(page.getByTestId('report-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Save as new report' }).click();
    const save = page.getByRole('dialog', { name: 'Save report' });
    await save.getByLabel('Report name').fill('Ada payments');
    await save.getByRole('button', { name: 'Save report' }).click();
    await expect(page.getByRole('heading', { name: 'Ada payments' })).toBeVisible();

    const dialog = await subscribeInBar(page, 'Ada payments', 'Weekly', '6:00 AM');
    await expect(dialog.getByText('Mondays at 6:00 AM')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    expect(await makeReportSendsDue(business.merchantId)).toBe(1);
    const email = await reportEmailInOutbox(page, business, 'Your weekly report: Ada payments');
    expect(email.filename).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(email.csv).toContain('Lovelace');
    expect(email.csv).not.toContain('Babbage');
    expect(email.text).toContain('(1 row)');
  } finally {
    await disposeBusiness(business);
  }
});
