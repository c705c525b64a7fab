import { expect, test } from './support/fixtures.ts';
import {
  APPROVED_CARD,
  addItem,
  NORTHWIND_OWNER,
  openCheckout,
  takeCardPayment,
} from './support/point-of-sale.ts';

// Issue 23 point 1, decision 94, spec 3 §4.8: the cashier's "submit it again" after a decline. The point
// of sale keeps the retry token across a failure and sends it again for the unchanged cart and card; the
// server takes that as the sale's next attempt and asks the processor again (an answer of its own, not a
// replay), while an accepted sale is final. Northwind (full_product) sells.

/** docs/operations.md "Sandbox processor": tokenised, then declined for insufficient funds when charged. */
const INSUFFICIENT_FUNDS_CARD = '4000000000009995';

test.describe('point of sale: submitting a declined sale again', () => {
  test.describe.configure({ timeout: 120_000 });

  test('decision 94: the kept token is the next attempt; another card then completes one sale', async ({
    page,
    signIn,
  }) => {
    await signIn(NORTHWIND_OWNER);
    await page.goto('/pos');
    await addItem(page, 'Protein Shake');
    const dialog = await openCheckout(page);
    const cardNumber = dialog.getByRole('textbox', { name: 'Card number' });
    await cardNumber.fill(INSUFFICIENT_FUNDS_CARD);
    await dialog.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    await dialog.getByRole('textbox', { name: 'Expiration' }).fill('04/30');

    const first = await takeCardPayment(page);
    const token = first.request().headers()['idempotency-key'];
    expect(token).toBeTruthy();
    expect((await first.json()).payment_status).toBe('failed');
    const failed = page.getByRole('dialog', { name: 'Transaction failed' });
    await expect(failed.getByTestId('pos-transaction-failed')).toHaveText(
      'Your card has insufficient funds.',
    );

    // The customer says the money is there now: the cashier submits the same sale again.
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog).toBeVisible();
    if ((await cardNumber.inputValue()) === '') {
      await cardNumber.fill(INSUFFICIENT_FUNDS_CARD);
      await dialog.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    }
    const again = await takeCardPayment(page);
    expect(again.request().headers()['idempotency-key']).toBe(token);
    // The processor was asked again (the sandbox declines this card every time), not the record replayed.
    expect(again.headers()['idempotent-replayed']).toBeUndefined();
    expect((await again.json()).payment_status).toBe('failed');
    await expect(failed.getByTestId('pos-transaction-failed')).toHaveText(
      'Your card has insufficient funds.',
    );

    // Another card is another attempt; it goes through, once.
    await failed.getByRole('button', { name: 'Try again' }).click();
    await cardNumber.fill(APPROVED_CARD);
    await dialog.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    const paid = await takeCardPayment(page);
    const body = await paid.json();
    expect(body.payment_status).toBe('processed');
    expect(paid.headers()['idempotent-replayed']).toBeUndefined();
    await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText(`Order #${body.order.order_number}`)).toBeVisible();
  });
});
