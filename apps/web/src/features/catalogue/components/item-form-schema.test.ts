import type { CatalogueItem, FeeStructure } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyCustomField,
  itemBody,
  itemFieldFor,
  itemFormSchema,
  itemFormValues,
  newItemForm,
} from './item-form-schema';

const discount = (amount: string, is_percent = false): FeeStructure => ({
  id: 7,
  type: 'line_item_discount',
  name: 'Spring promo',
  amount,
  is_percent,
  is_active: true,
  is_recurring: false,
  is_taxable: false,
  offering_ids: [],
  tax_fee_structure_ids: [],
  discount: null,
});

const check = async (values: ReturnType<typeof newItemForm>, fees: FeeStructure[] = []) => {
  const result = await itemFormSchema({
    feeStructures: fees,
    templates: [
      {
        id: 3,
        name: 'Allergies',
        type: 2,
        label: 'Allergies',
        hint_text: null,
        options: [],
        is_required: false,
      },
    ],
  }).safeParseAsync(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the item form (spec 2 §4, §5 Catalogue)', () => {
  it('spec 2 §4: a new item is a fixed, active, preset-price item with no address and a daily recurrence', () => {
    const values = newItemForm();
    expect(values).toMatchObject({
      price_structure: 'fixed',
      is_active: true,
      is_price_manual_entry: false,
      address_option: 'no_address',
    });
    expect(values.recurrence).toMatchObject({
      occurrence_type: 'no_end_date',
      frequency: 'daily',
      periods_between_occurrence: 1,
      occurrences: 2,
    });
  });

  it('spec 2 §5: a preset price is required; a price entered at checkout is not', async () => {
    expect(await check({ ...newItemForm(), name: 'Mat' })).toHaveProperty('price');
    expect(await check({ ...newItemForm(), name: 'Mat', is_price_manual_entry: true })).toEqual({});
  });

  it('spec 2 §3: a price per unit needs its unit; a recurring price its recurrence rules', async () => {
    const perUnit = await check({
      ...newItemForm(),
      name: 'Lesson',
      price: '40',
      price_structure: 'per_unit',
    });
    expect(perUnit).toHaveProperty('unit_name');
    const recurring = newItemForm();
    recurring.recurrence.periods_between_occurrence = Number.NaN;
    const problems = await check({ ...recurring, name: 'Plan', price: '40', price_structure: 'recurring' });
    expect(problems).toHaveProperty('recurrence.periods_between_occurrence');
  });

  it('spec 2 §5: a dollar discount above the preset price is refused with the spec’s message', async () => {
    const values = { ...newItemForm(), name: 'Mat', price: '4.00', fee_structure_ids: ['7'] };
    expect((await check(values, [discount('5.00')])).fee_structure_ids).toBe(
      'Discount amount cannot exceed value of the item. Please remove the dollar discount "Spring promo" or change the item price',
    );
    expect(await check(values, [discount('50', true)])).toEqual({});
  });

  it('spec 2 §5: custom field names are unique with saved templates and may not ask for card numbers', async () => {
    const values = {
      ...newItemForm(),
      name: 'Mat',
      price: '10',
      custom_fields: [
        { ...emptyCustomField(), name: 'allergies', label: 'Any allergies?' },
        { ...emptyCustomField(), name: 'Card Number', label: 'Card' },
      ],
    };
    const problems = await check(values);
    expect(problems['custom_fields.0.name']).toBe('A saved custom field already has this name.');
    expect(problems['custom_fields.1.name']).toMatch(/sensitive information \("Card Number"\)/);
  });

  it('sends the wire body: a manual price is empty, the unit only per unit, server fields map back', () => {
    const body = itemBody(
      { ...newItemForm(), name: ' Mat ', is_price_manual_entry: true, price: '9', unit_name: 'hour' },
      [],
    );
    expect(body).toMatchObject({
      name: 'Mat',
      price: '',
      unit_name: null,
      recurrence: null,
      offering_category_id: null,
    });
    expect(itemFieldFor('custom_fields_collection.2.options')).toBe('custom_fields.2.options');
    expect(itemFieldFor('offering_category_name')).toBe('category');
  });

  it('spec 2 §2.3: a duplicate is a prefilled copy under the given name', () => {
    const saved = {
      name: 'Mat',
      price: '10.00',
      is_price_manual_entry: false,
      unit_name: null,
      recurrence: null,
      image: null,
      offering_category: null,
      fee_structure_ids: [7],
      custom_fields_collection: [],
      price_structure: 'fixed',
      address_option: 'shipping_address',
      is_active: true,
      is_taxable: true,
      description: 'Blue',
    } as unknown as CatalogueItem;
    expect(itemFormValues(saved, 'Mat copy')).toMatchObject({
      name: 'Mat copy',
      price: '10.00',
      fee_structure_ids: ['7'],
      address_option: 'shipping_address',
      is_taxable: true,
    });
  });
});
