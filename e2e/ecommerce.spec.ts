import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { type ApiClient, expect, test, uniqueSuffix } from './support/fixtures.ts';

// Issue 27 points 1 and 2: the eCommerce back office. spec 2 §2.2 (list, payment form wizard, modals), §4
// Store status, Duplicate and Offering, §5 Stores and forms, §8. Northwind's owner works on items and forms
// of each test's own, named with a unique suffix; the demo's forms are only read.

const OWNER = 'owner@northwind.test';

test.beforeEach(async ({ page }) => {
  // spec 2 §2.2: the enable-bank-payments prompt shows once per merchant, whenever a form of Northwind's takes
  // cards only (another file's may): answered 'Not now' whenever it shows, it never stands in the way.
  const prompt = page.getByRole('dialog', { name: 'Take bank payments on your forms?' });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: 'Not now' }).click();
  });
});

/** An 800 × 100 PNG banner, wider than spec 2 §5's 728 × 90 minimum. */
function bannerPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="100">
    <rect width="800" height="100" fill="#1d4f7a"/>
    <rect x="20" y="20" width="760" height="60" rx="12" fill="#f4efe6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The list's row of a store by its exact name (a copy's name holds the original's). */
const storeRow = (page: Page, name: string) =>
  page.getByTestId('store-row').filter({ has: page.getByText(name, { exact: true }) });

/** A notice (Mantine's notification) by its text. */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** An item and an active payment form selling it, through the API. */
async function activeForm(api: ApiClient, itemName: string, formName: string) {
  const item = await api.post<{ id: number }>('/api/catalog/offering', { name: itemName, price: '18.00' });
  const form = await api.post<{ data: { id: number; full_url: string } }>('/api/store', {
    name: formName,
    store_type: 'payment_form',
    offering_ids: [item.id],
  });
  await api.put(`/api/store/${form.data.id}/active`);
  return { ...item, page: new URL(form.data.full_url).pathname };
}

test.describe('eCommerce', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a payment form for a new product: wizard, banner, finish, activate, a visitor pays, duplicate, delete the copy', async ({
    page,
    browser,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const suffix = uniqueSuffix();
    const product = `Yoga mat ${suffix}`;
    const name = `Mat form ${suffix}`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, '/ecommerce/create');
    await takeScreenshot('ecommerce-create');
    await page.getByRole('link', { name: 'Create payment form' }).click();

    // Step 1: 'Create item' adds the product in the catalogue and comes back with it chosen (spec 2 §2.2).
    await expect(page.getByRole('heading', { name: 'Create payment form', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await takeScreenshot('ecommerce-wizard-product');
    await page.getByRole('button', { name: 'Create item' }).click();
    await expect(page.getByRole('heading', { name: 'Add item', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(product);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('35');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByRole('heading', { name: 'Create payment form', level: 1 })).toBeVisible();
    await expect(page.getByText(`Chosen: ${product}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 2: the name derives the address (spec 2 §5); the banner is one file, cropped and uploaded.
    await page.getByRole('textbox', { name: 'Form name' }).fill(name);
    await expect(page.getByTestId('payment-form-address')).toContainText(`/pay/northwind/mat-form-${suffix}`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose image for Banner' }).click();
    await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng() });
    const crop = page.getByRole('dialog', { name: 'Crop the image' });
    await expect(crop.getByRole('button', { name: 'Save image' })).toBeEnabled();
    await crop.getByRole('button', { name: 'Save image' }).click();
    await expect(page.getByRole('img', { name: 'Current Banner' })).toBeVisible();
    const preview = page.getByTestId('payment-form-preview');
    await expect(preview).toContainText(name);
    await expect(preview).toContainText(product);
    await expect(preview.getByRole('img', { name: 'Banner' })).toBeVisible();
    await takeScreenshot('ecommerce-wizard-design');
    await checkA11y();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 3: save (a draft, spec 2 §4), the offer to activate, then the share step and Done.
    await expect(page.getByText(`Sells: ${product}, $35.00`)).toBeVisible();
    await takeScreenshot('ecommerce-wizard-finish');
    await page.getByRole('button', { name: 'Save payment form' }).click();
    await expect(page.getByText(`'${name}' is saved`)).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('textbox', { name: 'Link' })).toHaveValue(
      new RegExp(`/pay/northwind/mat-form-${suffix}$`),
    );
    await expect(page.getByRole('link', { name: /^E-mail/ })).toHaveAttribute('href', /^mailto:/);
    await takeScreenshot('ecommerce-wizard-share');
    await checkA11y();
    await page.getByRole('button', { name: 'Done', exact: true }).click();

    // The list says it was saved, once (spec 2 §2.2 saveMsg), and shows the draft.
    await expect(notice(page, 'Your payment form has been saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/ecommerce$/);
    const row = storeRow(page, name);
    await expect(row).toContainText('Draft');
    await expect(row).toContainText(product);

    // spec 2 §4 Store status: the switch asks first.
    await row.getByRole('switch', { name: `Active: ${name}` }).click({ force: true });
    const activate = page.getByRole('dialog', { name: `Activate ${name}?` });
    await expect(activate).toContainText('Customers can pay through its link');
    await takeScreenshot('ecommerce-activate-confirm');
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(notice(page, `'${name}' is active.`)).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row.getByRole('switch', { name: `Active: ${name}` })).toBeChecked();
    await takeScreenshot('ecommerce-list');
    await checkA11y();

    // Ruling 4: a visitor opens the form's link and pays it by card.
    const link = await row
      .getByRole('link', { name: `/pay/northwind/mat-form-${suffix}` })
      .getAttribute('href');
    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const buyer = await visitor.newPage();
    await buyer.goto(link ?? '');
    await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const [field, value] of [
      ['First name', 'Mia'],
      ['Last name', `Mat ${suffix}`],
      ['E-mail', `mat-${suffix}@example.com`],
      ['Card number', '4242 4242 4242 4242'],
      ['Expiry', '04/30'],
      ['CVV', '123'],
    ] as const)
      await buyer.getByRole('textbox', { name: field }).fill(value);
    await buyer.getByRole('button', { name: /\$35\.00$/ }).click();
    await expect(buyer.getByTestId('public-store-paid')).toContainText('$35.00');
    await visitor.close();

    // spec 2 §4 Duplicate: ' - Copy', a draft.
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    const duplicate = page.getByRole('dialog', { name: `Duplicate ${name}` });
    await expect(duplicate.getByRole('textbox', { name: 'Name of the copy' })).toHaveValue(`${name} - Copy`);
    await takeScreenshot('ecommerce-duplicate');
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await expect(notice(page, `'${name} - Copy' has been created as a draft.`)).toBeVisible();
    const copy = storeRow(page, `${name} - Copy`);
    await expect(copy).toContainText('Draft');
    await expect(copy).toContainText(`/pay/northwind/mat-form-${suffix}-copy`);

    // spec 2 §8: "'{name}' has been deleted."
    await copy.getByRole('button', { name: `Actions for ${name} - Copy` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: `Delete ${name} - Copy?` });
    await takeScreenshot('ecommerce-delete');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, `'${name} - Copy' has been deleted.`)).toBeVisible();
    await expect(copy).toHaveCount(0);
    await expect(row).toContainText('Active');

    // A phone shows one card per form.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await takeScreenshot('ecommerce-list-phone');
  });

  test('See how it works: the image carousel wraps around, by its buttons and by the arrow keys', async ({
    page,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(OWNER, '/ecommerce/teaser');
    await page.getByRole('button', { name: 'See how it works' }).click();
    const dialog = page.getByRole('dialog', { name: 'How selling online works' });
    const showsSlide = async (counter: string, heading: string) => {
      await expect(dialog.getByRole('group', { name: counter })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    };
    await showsSlide('1 of 4', 'A payment form');
    await takeScreenshot('ecommerce-carousel');
    await checkA11y({ include: ['[role="dialog"]'] });

    // spec 2 §2.2 "image carousel (wraps around)": before the first comes the last, after the last the first.
    await dialog.getByRole('button', { name: 'Previous slide' }).click();
    await showsSlide('4 of 4', 'You get paid');
    await dialog.getByRole('button', { name: 'Next slide' }).click();
    await showsSlide('1 of 4', 'A payment form');
    for (const [counter, heading] of [
      ['2 of 4', 'An online store'],
      ['3 of 4', 'A buy-now button'],
      ['4 of 4', 'You get paid'],
      ['1 of 4', 'A payment form'],
    ] as const) {
      await page.keyboard.press('ArrowRight');
      await showsSlide(counter, heading);
    }
    await page.keyboard.press('ArrowLeft');
    await showsSlide('4 of 4', 'You get paid');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The Create page offers it too, from the first slide again.
    await page.goto('/ecommerce/create');
    await page.getByRole('button', { name: 'See how it works' }).click();
    await showsSlide('1 of 4', 'A payment form');
  });

  test('deactivating an item names its active payment forms, which then show inactive and stop selling', async ({
    page,
    api,
    browser,
    openAs,
    takeScreenshot,
  }) => {
    const suffix = uniqueSuffix();
    await api.login(OWNER);
    const single = { item: `Chalk bag ${suffix}`, form: `Chalk form ${suffix}` };
    const pair = [
      { item: `Rope ${suffix}`, form: `Rope form ${suffix}` },
      { item: `Grips ${suffix}`, form: `Grips form ${suffix}` },
    ];
    const edited = { item: `Bands ${suffix}`, form: `Bands form ${suffix}` };
    const items = [];
    for (const { item, form } of [single, ...pair, edited]) items.push(await activeForm(api, item, form));

    // A visitor finds the first form selling (ruling 4's hosted page).
    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const buyer = await visitor.newPage();
    await buyer.goto(items[0]?.page ?? '');
    await expect(buyer.getByRole('heading', { level: 1, name: single.form })).toBeVisible();

    // One item, from its switch in the list (spec 2 §4 Offering).
    await openAs(OWNER, `/products-and-services/view?search=${encodeURIComponent(single.item)}`);
    await page.getByRole('switch', { name: `${single.item} is active` }).click({ force: true });
    const ask = page.getByRole('dialog', { name: `Deactivate ${single.item}?` });
    await expect(ask).toContainText(`This payment form will be deactivated too: ${single.form}.`);
    await takeScreenshot('catalogue-deactivate-with-forms');
    await ask.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('switch', { name: `${single.item} is active` })).not.toBeChecked();
    await expect(page.getByText(`${single.item} is inactive and can no longer be sold.`)).toBeVisible();

    // Two items at once: asked once, naming both forms.
    await page.goto(`/products-and-services/view?search=${suffix}`);
    for (const { item } of pair) await page.getByRole('checkbox', { name: `Select ${item}` }).check();
    await page.getByRole('button', { name: 'Deactivate 2 selected' }).click();
    const bulk = page.getByRole('dialog', { name: 'Deactivate 2 items?' });
    await expect(bulk).toContainText('These payment forms will be deactivated too:');
    for (const { form } of pair) await expect(bulk).toContainText(form);
    await bulk.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('You have successfully deactivated 2 item(s)')).toBeVisible();

    // The item's own form: its Active switch asks before it moves; saving deactivates the form.
    await page.goto(`/products-and-services/edit/${items[3]?.id}`);
    await page.getByRole('switch', { name: 'Active' }).click({ force: true });
    const fromForm = page.getByRole('dialog', { name: `Deactivate ${edited.item}?` });
    await expect(fromForm).toContainText(`This payment form will be deactivated too: ${edited.form}.`);
    await fromForm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`${edited.item} has been saved.`)).toBeVisible();

    await page.goto('/ecommerce/manage');
    for (const { form } of [single, ...pair, edited]) {
      await expect(storeRow(page, form)).toContainText('Inactive');
      await expect(page.getByRole('switch', { name: `Active: ${form}` })).not.toBeChecked();
    }
    await takeScreenshot('ecommerce-forms-inactive');
    // The form's hosted page now says so.
    await buyer.reload();
    await expect(buyer.getByText('This page is not available')).toBeVisible();
    await visitor.close();
  });
});
