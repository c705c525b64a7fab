import { readFile } from 'node:fs/promises';
import { createFullProductBusiness, disposeBusiness } from './support/business.ts';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// spec 2 §2 view customer email, issue 26 point 8 (decision 189): every e-mail sent to a customer is a
// line of their timeline, and the line opens the message as it was sent. A business of its own (signed up
// here, on the full product for its point of sale) e-mails a cash sale's receipt to its new customer.

const PASSWORD = 'Mail-view-e2e-1';

test('the customer’s timeline opens the receipt e-mailed to them: subject, address, delivery and the message', async ({
  page,
  baseURL,
  signIn,
  checkA11y,
  takeScreenshot,
}) => {
  test.setTimeout(120_000);
  const business = await createFullProductBusiness(baseURL!, { prefix: 'mailview', password: PASSWORD });
  try {
    const { owner } = business;
    const address = `wren-${uniqueSuffix()}@e2e.test`;
    const customer = await owner.post<{ id: number }>('/api/customer', {
      first_name: 'Wren',
      last_name: 'Ashby',
      email: address,
    });
    const offerings = await owner.get<{ data: { id: number; name: string }[] }>('/api/offerings/active', {
      search: 'Consultation',
    });
    const service = offerings.data.find((item) => item.name === 'Consultation');
    if (!service) throw new Error('The new business has no Consultation');
    const sale = await owner.post<{ order: { id: number; order_number: number } | null }>(
      '/api/cart/check_out',
      {
        customer: { id: customer.id, first_name: 'Wren', last_name: 'Ashby', email: address },
        cart: [{ offering_id: service.id, quantity: '1' }],
        payment_mode: 'cash',
        amount_tendered: '20',
      },
      { idempotencyKey: `mail-view-${business.urlSubdomain}` },
    );
    if (!sale.order) throw new Error('The cash sale made no order');
    await owner.post(`/api/order/${sale.order.id}/send_receipt`, { email: address });
    const subject = `Your receipt from ${business.name} (order #${sale.order.order_number})`;

    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(business.ownerEmail, PASSWORD);
    await page.goto(`/customer/profile/${customer.id}`);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    const line = page
      .getByRole('list', { name: 'Timeline events' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await expect(line).toContainText('E-mail sent');
    // The timeline's E-mails choice shows the e-mails alone: the customer's own events go.
    const events = page.getByRole('list', { name: 'Timeline events' }).getByRole('listitem');
    await page.getByText('E-mails', { exact: true }).click();
    await expect(events.filter({ hasNotText: 'E-mail sent' })).toHaveCount(0);
    await expect(line).toBeVisible();
    await line.getByRole('button', { name: 'View e-mail' }).click();

    const dialog = page.getByRole('dialog', { name: 'E-mail' });
    await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
    await expect(dialog).toContainText(address);
    await expect(dialog).toContainText('Order receipt');
    // No SMTP server in the browser tests: the outbox keeps the message queued (ruling 7).
    await expect(dialog).toContainText('Queued');
    const message = dialog.frameLocator('iframe');
    await expect(message.getByText('Thank you for your purchase.', { exact: false })).toBeVisible();
    await expect(message.getByText('Consultation')).toBeVisible();
    await takeScreenshot('customer-email-view-1366');
    await checkA11y({ include: ['[role="dialog"]'] });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 375, height: 800 });
    await line.getByRole('button', { name: 'View e-mail' }).click();
    await expect(message.getByText('Consultation')).toBeVisible();
    await takeScreenshot('customer-email-view-375');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await takeScreenshot('customer-email-timeline-375');

    // The sent e-mails page names the receipt's PDF and downloads it as it was sent (ruling 7).
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/settings/notifications/outbox');
    const row = page.getByRole('row').filter({ hasText: subject });
    const pdfName = `receipt-${sale.order.order_number}.pdf`;
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: pdfName }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(pdfName);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await takeScreenshot('outbox-attachment-1366');
    // A phone lists the e-mails as cards, the subject and the file in view.
    await page.setViewportSize({ width: 375, height: 800 });
    const card = page
      .getByRole('list', { name: 'Sent e-mails' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await expect(card.getByRole('link', { name: pdfName })).toBeInViewport();
    await card.getByRole('button', { name: subject }).click();
    await expect(page.getByText('Thank you for your purchase.', { exact: false })).toBeVisible();
    await takeScreenshot('outbox-attachment-375');
  } finally {
    await disposeBusiness(business);
  }
});
