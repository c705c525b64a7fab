import { uniqueSuffix } from './support/api-client.ts';
import { expect, test } from './support/fixtures.ts';
import { APPROVED_CARD, NORTHWIND_OWNER, saveScreenshotsAtBothWidths } from './support/point-of-sale.ts';

// Ruling 4; issue 27 point 4: a visitor buys on a payment form's hosted page /pay/{url_subdomain}/{url_name},
// by keyboard alone, answering the item's custom field, and the back office finds the order; an inactive form says it is not available. Each
// run makes its own item and form. Screenshots at 1366 and 375 px go to STORE_SHOTS_DIR.

const SHOTS = process.env.STORE_SHOTS_DIR ?? '/tmp/public-store-shots';

interface Created {
  data: { id: number; url_name: string };
}

test.describe('a store’s hosted page', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor pays a payment form by keyboard; the order shows in the back office', async ({
    page,
    api,
    browser,
    openAs,
    checkA11y,
  }) => {
    const suffix = uniqueSuffix();
    await api.login(NORTHWIND_OWNER);
    const item = await api.post<{ id: number }>('/api/catalog/offering', {
      name: `Punch Card ${suffix}`,
      description: 'Five drop-in classes.',
      price: '45',
      custom_fields_collection: [{ name: 'holder', label: 'Name on the card', type: 2, is_required: true }],
    });
    const form = await api.post<Created>('/api/store', {
      name: `Punch Card ${suffix}`,
      store_type: 'payment_form',
      offering_ids: [item.id],
      button_text: 'Buy now',
    });
    await api.put(`/api/store/${form.data.id}/active`);

    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const buyer = await visitor.newPage();
    await buyer.goto(`/pay/northwind/${form.data.url_name}`);
    await expect(buyer.getByRole('heading', { level: 1, name: `Punch Card ${suffix}` })).toBeVisible();
    await expect(buyer.getByRole('region', { name: 'Order summary' })).toContainText('$45.00');
    await saveScreenshotsAtBothWidths(buyer, SHOTS, 'payment-form');
    await checkA11y({ page: buyer });

    // Keyboard alone: two of it, the buyer's details and the card, then Enter on the button.
    await buyer.getByRole('textbox', { name: /Quantity of/ }).focus();
    await buyer.keyboard.press('ControlOrMeta+A');
    await buyer.keyboard.type('2');
    await expect(buyer.getByRole('region', { name: 'Order summary' })).toContainText('$90.00');
    const email = `buyer-${suffix}@example.com`;
    for (const [name, value] of [
      ['First name', 'Kai'],
      ['Name on the card', 'Kai Buyer'],
      ['Last name', `Buyer ${suffix}`],
      ['E-mail', email],
      ['Card number', APPROVED_CARD],
      ['Expiry', '04/30'],
      ['CVV', '123'],
    ] as const) {
      await buyer.getByRole('textbox', { name }).focus();
      await buyer.keyboard.type(value);
    }
    await buyer.getByRole('button', { name: 'Buy now $90.00' }).focus();
    await buyer.keyboard.press('Enter');
    const paid = buyer.getByTestId('public-store-paid');
    await expect(paid).toContainText('$90.00');
    await expect(paid).toContainText(email);
    const number = /Order #(\d+)/.exec((await paid.textContent()) ?? '')?.[1];
    expect(number).toBeTruthy();
    await saveScreenshotsAtBothWidths(buyer, SHOTS, 'payment-form-paid');

    // The back office: the new customer's order, sold on the payment form, paid.
    const found = await api.post<{ data: { id: number }[] }>('/api/customer/search', { email });
    const customerId = found.data[0]?.id;
    expect(customerId).toBeTruthy();
    const orders = await api.get<{ data: { id: number; order_number: number }[] }>(
      `/api/customer/${customerId}/orders`,
    );
    const order = orders.data.find((row) => String(row.order_number) === number);
    expect(order).toBeTruthy();
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(NORTHWIND_OWNER, `/reports/details/order/${order?.id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByText('Payment Form')).toBeVisible();
    await expect(page.getByTestId('order-line-answers')).toHaveText('Name on the card: Kai Buyer');
    await visitor.close();
  });

  test('an inactive form says it is not available', async ({ api, browser }) => {
    const suffix = uniqueSuffix();
    await api.login(NORTHWIND_OWNER);
    const item = await api.post<{ id: number }>('/api/catalog/offering', {
      name: `Gift ${suffix}`,
      price: '25',
    });
    const form = await api.post<Created>('/api/store', {
      name: `Gift ${suffix}`,
      store_type: 'payment_form',
      offering_ids: [item.id],
    });
    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await visitor.newPage();
    await page.goto(`/pay/northwind/${form.data.url_name}`);
    await expect(page.getByText('This page is not available')).toBeVisible();
    await visitor.close();
  });
});
