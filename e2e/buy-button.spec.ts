import { uniqueSuffix } from './support/api-client.ts';
import { expect, test } from './support/fixtures.ts';
import { APPROVED_CARD, NORTHWIND_OWNER, saveScreenshotsAtBothWidths } from './support/point-of-sale.ts';
import { serveStaticPage } from './support/static-site.ts';

// Issue 27 point 3: a buy-now button's snippet pasted into a page of another site (another origin) draws
// the button in a shadow root, untouched by that page's styles; it opens the hosted checkout, where a
// visitor pays, and the order reaches the back office. Each run makes its own item and button.

const SHOTS = process.env.STORE_SHOTS_DIR ?? '/tmp/public-store-shots';

test('a buy-now button on another site opens the hosted checkout; the order shows in the back office', async ({
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  await api.login(NORTHWIND_OWNER);
  const item = await api.post<{ id: number }>('/api/catalog/offering', {
    name: `Gift Card ${suffix}`,
    description: 'A $50 gift card for any class or product.',
    price: '50',
  });
  const created = await api.post<{ data: { id: number; url_name: string } }>('/api/store', {
    name: `Gift Card ${suffix}`,
    store_type: 'buy_button',
    offering_ids: [item.id],
    buy_button: { button_text: 'Buy a gift card', button_background_color: '#0b7285', button_shape: 1 },
  });
  await api.put(`/api/store/${created.data.id}/active`);

  const site = await serveStaticPage(
    `<p>Give the gift of fitness.</p><div data-paybook-button="/pay/northwind/${created.data.url_name}"></div>` +
      `<script async src="${baseURL}/embed/buy-button.js"></script>`,
  );
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await visitor.newPage();
    await page.goto(site.url);
    const button = page.getByRole('button', { name: `Buy a gift card: Gift Card ${suffix}` });
    await expect(button).toBeVisible();
    await expect(page.getByText('$50.00')).toBeVisible();
    // The site's own link style (hot pink, 30 px) does not reach into the button.
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(button).toHaveCSS('font-size', '16px');
    await saveScreenshotsAtBothWidths(page, SHOTS, 'buy-button-on-site');

    const [checkout] = await Promise.all([visitor.waitForEvent('page'), button.click()]);
    await expect(checkout.getByRole('heading', { level: 1, name: `Gift Card ${suffix}` })).toBeVisible();
    const email = `gift-${suffix}@example.com`;
    await checkout.getByRole('textbox', { name: 'First name' }).fill('Noor');
    await checkout.getByRole('textbox', { name: 'Last name' }).fill(`Giver ${suffix}`);
    await checkout.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await checkout.getByRole('textbox', { name: 'Card number' }).fill(APPROVED_CARD);
    await checkout.getByRole('textbox', { name: 'Expiry' }).fill('04/30');
    await checkout.getByRole('textbox', { name: 'CVV' }).fill('123');
    await checkout.getByRole('button', { name: 'Pay $50.00' }).click();
    await expect(checkout.getByTestId('public-store-paid')).toContainText('$50.00');

    const found = await api.post<{ data: { id: number }[] }>('/api/customer/search', { email });
    const orders = await api.get<{ data: { payment_status: { code: string } | string }[] }>(
      `/api/customer/${found.data[0]?.id}/orders`,
    );
    expect(orders.data).toHaveLength(1);
  } finally {
    await visitor.close();
    await site.close();
  }
});
