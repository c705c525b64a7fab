import type { Locator, Page } from '@playwright/test';
import { createFullProductBusiness, disposeBusiness } from './support/business.ts';
import { expect, test } from './support/fixtures.ts';

// spec 3 §2.5 card-account-dedupe, spec 2 §2.1 add card (issue 26 point 8, decision 190): adding a card
// the customer already has on file opens the dedupe modal instead of storing a second copy; "Use the card
// on file" adds nothing (and makes it the default when the form asked), "Add it anyway" adds the copy. A
// business of its own, so the customer's cards are this test's alone.

const PASSWORD = 'Card-dedupe-e2e-1';

/** Fills the add-card form with a card the sandbox tokeniser approves (ruling 5) and sends it. */
async function addCard(page: Page, number: string, options: { makeDefault?: boolean } = {}) {
  await page.getByRole('button', { name: 'Add card' }).click();
  const form = page.getByRole('dialog', { name: 'Add a card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Security code (CVV)').fill('123');
  await form.getByLabel('Expiration').fill('12/30');
  if (options.makeDefault) await form.getByLabel('Make it the default payment method').check();
  await form.getByRole('button', { name: 'Add card' }).click();
  return form;
}

const cardsEnding = (page: Page, last4: string): Locator =>
  page
    .getByRole('region', { name: 'Cards' })
    .getByRole('listitem')
    .filter({ hasText: `ending in ${last4}` });

test('the same card again opens the dedupe modal: use the card on file, or add it anyway', async ({
  page,
  baseURL,
  signIn,
  checkA11y,
  takeScreenshot,
}) => {
  test.setTimeout(120_000);
  const business = await createFullProductBusiness(baseURL!, { prefix: 'dedupe', password: PASSWORD });
  try {
    const customer = await business.owner.post<{ id: number }>('/api/customer', {
      first_name: 'Dana',
      last_name: 'Duplicate',
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(business.ownerEmail, PASSWORD);
    await page.goto(`/customer/profile/${customer.id}/payment-methods`);

    await addCard(page, '4242 4242 4242 4242');
    await expect(page.getByText('Card added.')).toBeVisible();
    await expect(cardsEnding(page, '4242')).toHaveCount(1);
    // The banner would sit over the dialog in the screenshots.
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.getByText('Card added.')).toBeHidden();

    // The same card again: the dedupe names the one on file; its first choice has the focus.
    await addCard(page, '4242 4242 4242 4242');
    const dedupe = page.getByRole('dialog', { name: 'This card is already on file' });
    await expect(dedupe.getByTestId('account-on-file-name')).toHaveText('Visa ending 4242, expires 12/30');
    const useOnFile = dedupe.getByRole('button', { name: 'Use the card on file' });
    await expect(useOnFile).toBeFocused();
    await takeScreenshot('card-dedupe-1366');
    await checkA11y({ include: ['[role="dialog"]'] });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cardsEnding(page, '4242')).toHaveCount(1);

    // Escape leaves the dedupe for the form, which keeps what was typed; then "Add it anyway".
    await page.setViewportSize({ width: 375, height: 800 });
    const form = await addCard(page, '4242 4242 4242 4242');
    await expect(dedupe).toBeVisible();
    await takeScreenshot('card-dedupe-375');
    await page.keyboard.press('Escape');
    await expect(dedupe).toBeHidden();
    await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Add card' }).click();
    await dedupe.getByRole('button', { name: 'Add it anyway' }).click();
    await expect(page.getByText('Card added.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cardsEnding(page, '4242')).toHaveCount(2);

    // A form that asked to make the card the default makes the one on file the default instead.
    await page.setViewportSize({ width: 1366, height: 900 });
    await addCard(page, '5555 5555 5555 4444');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cardsEnding(page, '4444')).toHaveCount(1);
    await expect(cardsEnding(page, '4444')).not.toContainText('Default');
    await addCard(page, '5555 5555 5555 4444', { makeDefault: true });
    await expect(dedupe).toContainText('The one on file becomes the default payment method.');
    await dedupe.getByRole('button', { name: 'Use the card on file' }).click();
    await expect(page.getByText('The default card was updated.')).toBeVisible();
    await expect(cardsEnding(page, '4444')).toHaveCount(1);
    await expect(cardsEnding(page, '4444')).toContainText('Default');
    const defaultBadge = page.getByText('Default', { exact: true });
    await expect(cardsEnding(page, '4242').filter({ has: defaultBadge })).toHaveCount(0);
  } finally {
    await disposeBusiness(business);
  }
});
