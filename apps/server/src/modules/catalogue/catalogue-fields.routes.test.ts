import type { CatalogueCustomFieldInput, CatalogueItem, CustomFieldTemplate } from '@paybook/contracts';
import { customFieldMessages } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addFeeStructure,
  addItem,
  expectFieldError,
  itemBody,
  setUpCatalogue,
  signInWithoutCatalogue,
} from './catalogue-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DOLLAR_DISCOUNT_MESSAGE =
  'Discount amount cannot exceed value of the item. Please remove the dollar discount "Spring $30 off" or change the item price';

const field = (overrides: Partial<CatalogueCustomFieldInput> = {}): CatalogueCustomFieldInput => ({
  name: 'Shirt size',
  label: 'Your shirt size',
  type: 1,
  options: ['S', 'M', 'L'],
  ...overrides,
});

describe('fee structures of an item (spec 2 §3 fee_structure_ids)', () => {
  it('spec 2 §3: links item-level taxes, fees and discounts and answers their ids', async () => {
    const { owner, merchant } = await setUpCatalogue(t);
    const tax = await addFeeStructure(t, merchant.id, {
      type: 'tax',
      name: 'City tax',
      isPercent: true,
      amountCents: null,
      percentThousandths: 8375,
    });
    const fee = await addFeeStructure(t, merchant.id);
    const discount = await addFeeStructure(t, merchant.id, {
      type: 'line_item_discount',
      name: 'Half off',
      isPercent: true,
      amountCents: null,
      percentThousandths: 50_000,
    });
    const item = await addItem(owner, { fee_structure_ids: [discount.id, tax.id, fee.id, tax.id] });
    expect(item.fee_structure_ids).toEqual([tax.id, fee.id, discount.id].sort((a, b) => a - b));
    const saved = await owner.put(
      `/api/catalog/offering/${item.id}`,
      itemBody({ fee_structure_ids: [fee.id] }),
    );
    expect(saved.json<CatalogueItem>().fee_structure_ids).toEqual([fee.id]);
  });

  it("spec 2 §3: another merchant's, deleted, inactive and order-level fee structures are refused", async () => {
    const { owner, merchant } = await setUpCatalogue(t);
    const other = await setUpCatalogue(t);
    const refused = [
      await addFeeStructure(t, other.merchant.id),
      await addFeeStructure(t, merchant.id, { deletedAt: new Date() }),
      await addFeeStructure(t, merchant.id, { isActive: false }),
      await addFeeStructure(t, merchant.id, { type: 'order_fee', name: 'Handling' }),
    ];
    for (const fee of refused) {
      const response = await owner.post('/api/catalog/offering', itemBody({ fee_structure_ids: [fee.id] }));
      expectFieldError(response, 'fee_structure_ids');
    }
  });

  it('spec 2 §5: a dollar discount above the preset price is refused with the exact message', async () => {
    const { owner, merchant } = await setUpCatalogue(t);
    const discount = await addFeeStructure(t, merchant.id, {
      type: 'line_item_discount',
      name: 'Spring $30 off',
      amountCents: 3000,
    });
    const response = await owner.post(
      '/api/catalog/offering',
      itemBody({ price: '25', fee_structure_ids: [discount.id] }),
    );
    expectFieldError(response, 'fee_structure_ids', DOLLAR_DISCOUNT_MESSAGE);
    expect(response.json()).toMatchObject({ error: { message: DOLLAR_DISCOUNT_MESSAGE } });
  });

  it('spec 2 §5: lowering the price under an attached dollar discount is refused; equal is allowed', async () => {
    const { owner, merchant } = await setUpCatalogue(t);
    const discount = await addFeeStructure(t, merchant.id, {
      type: 'line_item_discount',
      name: 'Spring $30 off',
      amountCents: 3000,
    });
    const item = await addItem(owner, { price: '30', fee_structure_ids: [discount.id] });
    const lower = await owner.put(
      `/api/catalog/offering/${item.id}`,
      itemBody({ price: '29.99', fee_structure_ids: [discount.id] }),
    );
    expectFieldError(lower, 'fee_structure_ids', DOLLAR_DISCOUNT_MESSAGE);
  });

  it('spec 2 §5: an item priced at checkout has no preset price to compare with', async () => {
    const { owner, merchant } = await setUpCatalogue(t);
    const discount = await addFeeStructure(t, merchant.id, {
      type: 'line_item_discount',
      name: 'Spring $30 off',
      amountCents: 3000,
    });
    await addItem(owner, { is_price_manual_entry: true, price: '', fee_structure_ids: [discount.id] });
  });
});

describe('custom fields of an item (spec 2 §3, §5)', () => {
  it('spec 2 §5: custom fields are saved normalised; a phone field drops its hint', async () => {
    const { owner } = await setUpCatalogue(t);
    const item = await addItem(owner, {
      custom_fields_collection: [
        field({ name: ' Shirt size ', options: [' S ', '', 'M'] }),
        field({ name: 'Mobile', label: 'Mobile', type: 5, hint_text: 'Digits only', options: [] }),
      ],
    });
    expect(item.custom_fields_collection).toEqual([
      expect.objectContaining({ name: 'Shirt size', options: ['S', 'M'], field_id: null }),
      expect.objectContaining({ name: 'Mobile', type: 5, hint_text: null }),
    ]);
  });

  it.each([
    [
      [field({ name: 'Card Number' })],
      'custom_fields_collection.0.name',
      customFieldMessages.blocked('Card Number'),
    ],
    [[field({ label: 'Your CC' })], 'custom_fields_collection.0.label', customFieldMessages.blocked('CC')],
    [
      [field(), field({ name: 'SHIRT SIZE' })],
      'custom_fields_collection.1.name',
      customFieldMessages.duplicateOnItem,
    ],
    [[field({ options: [] })], 'custom_fields_collection.0.options', customFieldMessages.optionsRequired],
    [
      [field({ options: ['', '  '] })],
      'custom_fields_collection.0.options',
      customFieldMessages.optionsRequired,
    ],
  ])('spec 2 §5: %o is refused naming %s', async (fields, property, message) => {
    const { owner } = await setUpCatalogue(t);
    const response = await owner.post(
      '/api/catalog/offering',
      itemBody({ custom_fields_collection: fields }),
    );
    expectFieldError(response, property, message);
  });

  it('spec 2 §5: a field saved as a template is listed, clashes with new fields, and not with its own item', async () => {
    const { owner, clerk, merchant } = await setUpCatalogue(t);
    const item = await addItem(owner, {
      custom_fields_collection: [
        field({ save_as_template: true }),
        field({ name: 'Gift note', type: 3, options: [] }),
      ],
    });
    const templates = (await clerk.get(`/api/customfields/templates/non_legacy/${merchant.id}`)).json<{
      data: CustomFieldTemplate[];
    }>();
    expect(templates.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Shirt size',
        label: 'Your shirt size',
        type: 1,
        hint_text: null,
        options: ['S', 'M', 'L'],
        is_required: false,
      },
    ]);
    const template = templates.data[0]!;
    expect(item.custom_fields_collection[0]).toMatchObject({
      field_id: template.id,
      save_as_template: false,
    });

    const again = await owner.put(
      `/api/catalog/offering/${item.id}`,
      itemBody({ custom_fields_collection: item.custom_fields_collection }),
    );
    expect(again.statusCode, again.body).toBe(200);

    const clash = await owner.post(
      '/api/catalog/offering',
      itemBody({ custom_fields_collection: [field({ name: 'shirt SIZE' })] }),
    );
    expectFieldError(clash, 'custom_fields_collection.0.name', customFieldMessages.duplicateTemplate);
    await addItem(owner, { name: 'Tee', custom_fields_collection: [field({ field_id: template.id })] });
  });

  it('spec 2 §7: templates are sorted by name and kept to their merchant (the client id is its own)', async () => {
    const { owner, merchant } = await setUpCatalogue(t);
    const other = await setUpCatalogue(t);
    await addItem(owner, {
      custom_fields_collection: [
        field({ name: 'zip of delivery', label: 'Zip', type: 2, options: [], save_as_template: true }),
        field({ name: 'Allergies', label: 'Allergies', type: 3, options: [], save_as_template: true }),
      ],
    });
    await addItem(other.owner, {
      custom_fields_collection: [field({ name: 'Theirs', save_as_template: true })],
    });
    const templatesOf = (client: typeof owner, clientId: number) =>
      client.get(`/api/customfields/templates/non_legacy/${clientId}`);
    const names = (await templatesOf(owner, merchant.id)).json<{ data: CustomFieldTemplate[] }>();
    expect(names.data.map((template) => template.name)).toEqual(['Allergies', 'zip of delivery']);
    const theirs = (await templatesOf(other.owner, other.merchant.id)).json<{
      data: CustomFieldTemplate[];
    }>();
    expect(theirs.data.map((template) => template.name)).toEqual(['Theirs']);
    const asked = await templatesOf(other.owner, merchant.id);
    expect(asked.statusCode).toBe(404);
    expect(asked.json().error.message).toBe('The client was not found.');
  });

  it('spec 2 §2.3: a merchant without the catalogue features cannot read templates', async () => {
    const client = await signInWithoutCatalogue(t);
    expect((await client.get('/api/customfields/templates/non_legacy/1')).statusCode).toBe(403);
  });

  it("spec 2 §7 GET customfields/collection/offering/{id}: an item's fields for its buyers", async () => {
    const { owner, clerk } = await setUpCatalogue(t);
    const item = await addItem(owner, { custom_fields_collection: [field()] });
    const answer = await clerk.get(`/api/customfields/collection/offering/${item.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: item.custom_fields_collection });
    const other = await setUpCatalogue(t);
    expect((await other.owner.get(`/api/customfields/collection/offering/${item.id}`)).statusCode).toBe(404);
    const outsider = await signInWithoutCatalogue(t);
    expect((await outsider.get(`/api/customfields/collection/offering/${item.id}`)).statusCode).toBe(403);
  });
});
