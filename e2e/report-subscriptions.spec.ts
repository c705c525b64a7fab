import pg from 'pg';
import { createFullProductBusiness, disposeBusiness } from './support/business.ts';
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

    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: "E-mail 'Vipsons'" });
    await expect(dialog).toContainText(business.ownerEmail);
    await expect(dialog).toContainText('America/Denver');
    await dialog.getByRole('combobox', { name: 'How often' }).click();
    await page.getByRole('option', { name: 'Daily' }).click();
    await dialog.getByRole('combobox', { name: 'At', exact: true }).click();
    await page.getByRole('option', { name: '7:00 AM', exact: true }).click();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
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
    await page.goto('/settings/notifications/outbox');
    const row = page.getByRole('row').filter({ hasText: 'Your daily report: Vipsons' });
    // The outbox shows what was sent when it is opened: reopened until the send is there, as a person would.
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row).toContainText(business.ownerEmail);
    await expect(row).toContainText('Subscribed report');
    await takeScreenshot('report-subscription-outbox');

    const [email] = await query<{ attachments: Attachment[]; text_body: string }>(
      `select attachments, text_body from outbox_emails where merchant_id = $1 and kind = 'report_subscription'`,
      [business.merchantId],
    );
    const [attachment] = email?.attachments ?? [];
    expect(attachment?.filename).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(attachment?.contentType).toBe('text/csv');
    const csv = Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString('utf8');
    expect(csv).toContain('Vera Vipson');
    expect(csv).toContain('Victor Vipson');
    expect(csv).not.toContain('Norm Plain');
    expect(email?.text_body).toContain('(2 rows)');

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
