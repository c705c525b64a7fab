import type { Page } from '@playwright/test';
import { expect, test, uniqueSuffix } from './support/fixtures.ts';

// Issue 6: spec 2 §2.3 catalogue list and item editor, §5 Catalogue rules, §8, §9 price text.
// Northwind (full_product: online store, point of sale, payment forms, appointments).

const OWNER = 'owner@northwind.test';

const LIST = '/products-and-services/view';

/** From the item list: Add item, a product. */
async function startNewItem(page: Page) {
  await page.getByRole('button', { name: 'Add item' }).click();
  // spec 2 §2.3: with the appointments feature the item type is asked first.
  await page
    .getByRole('dialog', { name: 'What would you like to add?' })
    .getByRole('button', { name: /Product/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Add item', level: 1 })).toBeVisible();
}

async function chooseFee(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Attached taxes, fees and discounts' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.keyboard.press('Escape');
}

test.describe('catalogue', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a recurring product with a tax and a discount code shows its price text', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const suffix = uniqueSuffix();
    await api.login(OWNER);
    await api.post('/api/catalog/fee_structure', {
      type: 'tax',
      name: `City tax ${suffix}`,
      amount: '8.25',
      is_percent: true,
    });
    await api.post('/api/catalog/fee_structure', {
      type: 'line_item_discount',
      name: `Welcome ${suffix}`,
      amount: '10',
      is_percent: true,
      discount: {
        code: `WELCOME${suffix}`.toUpperCase().slice(0, 20),
        uses: 100,
        start_date: null,
        end_date: null,
      },
    });
    await openAs(OWNER, LIST);
    await startNewItem(page);
    const name = `Coaching plan ${suffix}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('25');
    await page.getByRole('combobox', { name: 'Price structure' }).click();
    await page.getByRole('option', { name: 'Recurring' }).click();
    await page.getByRole('textbox', { name: 'Charge every' }).fill('2');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Week(s)' }).click();
    await page.getByRole('combobox', { name: 'Charge on' }).click();
    await page.getByRole('option', { name: 'A day of the week' }).click();
    await page.getByRole('combobox', { name: 'Weekday' }).click();
    await page.getByRole('option', { name: 'Monday' }).click();
    await page.getByRole('combobox', { name: 'Ends' }).click();
    await page.getByRole('option', { name: 'After a number of charges' }).click();
    await page.getByRole('textbox', { name: 'Number of charges' }).fill('6');
    await page.getByRole('switch', { name: /Taxable/ }).check({ force: true });
    await chooseFee(page, `City tax ${suffix}`);
    await chooseFee(page, `Welcome ${suffix}`);
    // spec 2 §9: the one price text, as customers will read it.
    await expect(page.getByText('$25.00 every 2 weeks on Monday, 6 times')).toBeVisible();
    await takeScreenshot('catalogue-add-recurring');
    await checkA11y();
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText(`${name} has been saved.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit item', level: 1 })).toBeVisible();
    // spec 2 §2.3: 'duplicate' saves, then opens a prefilled copy named '… copy'.
    await page.getByRole('button', { name: 'Save and duplicate' }).click();
    await expect(page.getByRole('heading', { name: 'Add item', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${name} copy`);
    await expect(page.getByText('$25.00 every 2 weeks on Monday, 6 times')).toBeVisible();

    await page.goto(`/products-and-services/view?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$25.00 every 2 weeks on Monday, 6 times');
    await takeScreenshot('catalogue-list');
    await checkA11y();
  });

  test('a dollar discount above the price is refused with the spec’s message', async ({
    page,
    api,
    openAs,
  }) => {
    const suffix = uniqueSuffix();
    await api.login(OWNER);
    await api.post('/api/catalog/fee_structure', {
      type: 'line_item_discount',
      name: `Big five ${suffix}`,
      amount: '5.00',
      is_percent: false,
    });
    await openAs(OWNER, LIST);
    await startNewItem(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Sticker ${suffix}`);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('4');
    await chooseFee(page, `Big five ${suffix}`);
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(
      page.getByText(
        `Discount amount cannot exceed value of the item. Please remove the dollar discount "Big five ${suffix}" or change the item price`,
      ),
    ).toBeVisible();
    // spec 2 §8: the incomplete form says so at the top (issue 16 point 9: in the catalogue's voice).
    await expect(page.getByText('Fill in the fields marked below.')).toBeVisible();
  });

  test('two items are deactivated together', async ({ page, api, openAs, takeScreenshot }) => {
    const suffix = uniqueSuffix();
    await api.login(OWNER);
    for (const label of ['Chalk', 'Bands']) {
      await api.post('/api/catalog/offering', { name: `${label} ${suffix}`, price: '12.00' });
    }
    await openAs(OWNER, `/products-and-services/view?search=${suffix}`);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('checkbox', { name: `Select Chalk ${suffix}` }).check();
    await page.getByRole('checkbox', { name: `Select Bands ${suffix}` }).check();
    await page.getByRole('button', { name: 'Deactivate 2 selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate 2 items?' });
    await expect(confirm.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await takeScreenshot('catalogue-bulk-confirm');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('You have successfully deactivated 2 item(s)')).toBeVisible();
    await expect(page.getByRole('switch', { name: new RegExp(`Chalk ${suffix}`) })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: new RegExp(`Bands ${suffix}`) })).not.toBeChecked();

    // spec 2 §7: an item is deleted from its editor, after a confirmation.
    await page.getByRole('link', { name: `Chalk ${suffix}` }).click();
    await page.getByRole('button', { name: 'Delete item' }).click();
    await page
      .getByRole('dialog', { name: `Delete Chalk ${suffix}?` })
      .getByRole('button', { name: 'Delete item' })
      .click();
    await expect(page.getByText(`'Chalk ${suffix}' has been deleted.`)).toBeVisible();
    await page.goto(`/products-and-services/view?search=${suffix}`);
    await expect(page.getByRole('row')).toHaveCount(2);
  });

  test('a custom field named Card Number is refused with a warning', async ({
    page,
    openAs,
    takeScreenshot,
  }) => {
    await openAs(OWNER, LIST);
    await startNewItem(page);
    await page.getByRole('button', { name: 'Add custom field' }).click();
    await page.getByRole('textbox', { name: 'Field name' }).fill('Card Number');
    // spec 2 §5: blocked with a warning as it is typed (spec 3 §9: after 200 ms).
    await expect(
      page.getByRole('alert').filter({ hasText: 'cannot ask for sensitive information' }),
    ).toBeVisible();
    await takeScreenshot('catalogue-custom-field-warning');
  });
});

test('spec 2 §2.3: the mobile list shows each item with its price', async ({
  page,
  openAs,
  takeScreenshot,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAs(OWNER, LIST);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await takeScreenshot('catalogue-mobile-list');
});
