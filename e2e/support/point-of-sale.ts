import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The point of sale's parts as a user finds them (spec 3 §2.6), shared by the /pos specs.

export const cart = (page: Page) => page.getByRole('region', { name: 'Cart' });

export const addItem = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add ${name}` }).click();

/** Opens the checkout modal from the cart and answers it once it shows. */
export async function openCheckout(page: Page) {
  await cart(page).getByRole('button', { name: 'Checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const checkoutAnswer = (page: Page) =>
  page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/cart/check_out' && res.request().method() === 'POST',
  );

/** Takes the payment (the button, or Enter in the modal) and answers the response of POST cart/check_out. */
export async function takePayment(page: Page, how: 'click' | 'enter' = 'click') {
  const answer = checkoutAnswer(page);
  if (how === 'click') await page.getByRole('button', { name: 'Take payment' }).click();
  else await page.keyboard.press('Enter');
  return answer;
}

/** Decision 76: completes a sale with nothing to pay and answers the response of POST cart/check_out. */
export async function completeSale(page: Page) {
  const answer = checkoutAnswer(page);
  await page.getByRole('button', { name: 'Complete sale' }).click();
  return answer;
}
