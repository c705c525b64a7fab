import type { Locator, Page } from '@playwright/test';
import { createFullProductBusiness, disposeBusiness, type NewBusiness } from './support/business.ts';
import { test as base, expect, uniqueSuffix } from './support/fixtures.ts';

// Issue 6 point 4: spec 3 §2.5 /settings/taxes-fees-discounts, §3.3 fee structure, §4.7 discount code
// status, §5 fee save errors on fields, §8 delete message, §9 discount percentage rounding; spec 2 §5
// dollar discount limit. Each test on a business of its own (full_product), signed in as its owner: a tax
// or discount added to a demo merchant would change the totals of the other tests' sales while it lasts.

const PASSWORD = 'Fees-e2e-Pass-1';
const PAGE = '/settings/taxes-fees-discounts';

/** Every test's own business, its owner signed in; disposed when the test ends. */
const test = base.extend<{ business: NewBusiness }>({
  business: [
    async ({ baseURL, signIn }, use) => {
      const business = await createFullProductBusiness(baseURL!, { prefix: 'fees', password: PASSWORD });
      try {
        await signIn(business.ownerEmail, PASSWORD);
        await use(business);
      } finally {
        await disposeBusiness(business);
      }
    },
    { auto: true },
  ],
});

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add tax, fee or discount' }).click();
  return page.getByRole('dialog', { name: 'Add tax, fee or discount' });
}

async function chooseType(dialog: Locator, type: string) {
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await dialog.page().getByRole('option', { name: type, exact: true }).click();
}

function row(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

test.describe('taxes, fees and discounts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner adds a tax and a coded discount, sees and changes its status, and deletes a fee', async ({
    page,
    checkA11y,
    takeScreenshot,
  }) => {
    const suffix = uniqueSuffix();
    const taxName = `City tax ${suffix}`;
    const saleName = `Spring sale ${suffix}`;
    const code = `SPRING${suffix}`.toUpperCase();
    // spec 3 §2.5: the old address redirects to the page.
    await page.goto('/settings/taxes-fees');
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole('heading', { name: 'Taxes, Fees and Discounts', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order-level fees', level: 2 })).toBeVisible();

    const taxDialog = await openAddDialog(page);
    await taxDialog.getByRole('textbox', { name: 'Name' }).fill(taxName);
    await taxDialog.getByRole('textbox', { name: 'Amount' }).fill('8.375');
    await takeScreenshot('fee-structures-add-tax');
    await checkA11y();
    await taxDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${taxName} has been added.`)).toBeVisible();
    await expect(row(page, taxName)).toContainText('8.375%');

    // spec 3 §4.7: a discount whose last day has passed is past_end_date; §9: the percentage rounds.
    const saleDialog = await openAddDialog(page);
    await chooseType(saleDialog, 'Discount');
    await saleDialog.getByRole('textbox', { name: 'Name' }).fill(saleName);
    await saleDialog.getByRole('textbox', { name: 'Amount' }).fill('12.345');
    await saleDialog.getByRole('textbox', { name: 'Code' }).fill(code);
    await saleDialog.getByRole('textbox', { name: 'Allowed uses' }).fill('50');
    await saleDialog.getByRole('textbox', { name: 'Start date' }).fill('2020-03-01');
    await saleDialog.getByRole('textbox', { name: 'End date' }).fill('2020-05-31');
    await saleDialog.getByRole('heading', { name: 'Discount code' }).click();
    await takeScreenshot('fee-structures-add-discount');
    await saleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${saleName} has been added.`)).toBeVisible();
    await expect(row(page, saleName)).toContainText('12.35%');
    await expect(row(page, saleName)).toContainText(code);
    await expect(row(page, saleName)).toContainText('Past end date');

    // Editing the end date makes the code valid again.
    await page.getByRole('button', { name: `Edit ${saleName}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${saleName}` });
    await expect(editDialog.getByText('Past end date')).toBeVisible();
    await editDialog.getByRole('textbox', { name: 'End date' }).fill('2099-12-31');
    await editDialog.getByRole('heading', { name: 'Discount code' }).click();
    await takeScreenshot('fee-structures-edit-discount');
    await checkA11y();
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${saleName} has been saved.`)).toBeVisible();
    await expect(row(page, saleName)).toContainText('Valid');
    await takeScreenshot('fee-structures-list');
    await checkA11y();

    // spec 3 §2.5 delete fee: the confirmation names the usage; spec 3 §8 the message.
    await page.getByRole('button', { name: `Delete ${taxName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${taxName}?` });
    await expect(confirm).toContainText('It is not attached to any item. This cannot be undone.');
    await takeScreenshot('fee-structures-delete');
    await checkA11y();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${taxName} has been successfully deleted.`)).toBeVisible();
    await expect(row(page, taxName)).toHaveCount(0);

    // spec 3 §7 deactivate: the discount leaves the active list, and Undo brings it back.
    await page.getByRole('button', { name: `Deactivate ${saleName}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${saleName}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText(`${saleName} has been deactivated.`)).toBeVisible();
    await expect(row(page, saleName)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${saleName} is active again.`)).toBeVisible();
    await expect(row(page, saleName)).toContainText('Valid');
  });

  test('spec 2 §5: a dollar discount above an item’s price is refused with the exact message', async ({
    page,
    business,
    checkA11y,
    takeScreenshot,
  }) => {
    const name = `Big saving ${uniqueSuffix()}`;
    await business.owner.post('/api/catalog/offering', { name: 'Fitness Assessment', price: '25.00' });
    await page.goto(PAGE);
    const dialog = await openAddDialog(page);
    await chooseType(dialog, 'Discount');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('radio', { name: 'Dollar amount' }).check();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('30');
    // The business's $25.00 item.
    await dialog.getByRole('combobox', { name: 'Applies to items' }).click();
    await page.getByRole('option', { name: 'Fitness Assessment' }).click();
    await dialog.getByRole('heading', { name: 'Discount code' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText(
        `Discount amount cannot exceed value of the item. Please remove the dollar discount "${name}" or change the item price`,
      ),
    ).toBeVisible();
    await takeScreenshot('fee-structures-dollar-discount-refused');
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} has been added.`)).toBeVisible();
    await expect(row(page, name)).toContainText('$20.00');
    await expect(row(page, name)).toContainText('1 item');

    // spec 3 §5: raising a saved dollar discount is checked against its items before saving.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByRole('textbox', { name: 'Amount' }).fill('26');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText('Fitness Assessment ($25.00)');
    await expect(
      edit.getByText(
        `Discount amount cannot exceed value of the item. Please remove the dollar discount "${name}" or change the item price`,
      ),
    ).toBeVisible();
    await takeScreenshot('fee-structures-price-violation');
    await checkA11y();
  });
});
