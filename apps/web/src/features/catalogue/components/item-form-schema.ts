import type {
  AddressOption,
  CatalogueItem,
  CatalogueItemInput,
  CustomFieldTemplate,
  FeeStructure,
  OfferingCategory,
  OfferingImage,
  PriceStructure,
  RecurrenceValue,
} from '@paybook/contracts';
import {
  type CatalogueCustomFieldType,
  customFieldProblems,
  defaultRecurrence,
  dollarDiscountProblem,
  priceError,
  priceToCents,
  recurrenceProblems,
} from '@paybook/domain';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { categoryFields } from '@/features/services/components/service-form-schema';
import { fieldRules } from '@/lib/field-messages';
import { i18n } from '@/lib/i18n';

/** One custom field in the builder; options are edited one per line. */
export interface CustomFieldFormValue {
  field_id: number | null;
  name: string;
  label: string;
  type: CatalogueCustomFieldType;
  hint_text: string;
  options: string;
  is_required: boolean;
  save_as_template: boolean;
}

/** The item form's values (spec 2 §3 Offering, §4). */
export interface ItemFormValues {
  name: string;
  description: string;
  is_active: boolean;
  is_price_manual_entry: boolean;
  price: string;
  price_structure: PriceStructure;
  unit_name: string;
  recurrence: RecurrenceValue;
  is_taxable: boolean;
  address_option: AddressOption;
  category: string;
  image: OfferingImage | null;
  fee_structure_ids: string[];
  custom_fields: CustomFieldFormValue[];
}

/** spec 2 §4 the default new item: fixed price, active, preset price, no address, daily recurrence. */
export const newItemForm = (): ItemFormValues => ({
  name: '',
  description: '',
  is_active: true,
  is_price_manual_entry: false,
  price: '',
  price_structure: 'fixed',
  unit_name: '',
  recurrence: defaultRecurrence(),
  is_taxable: false,
  address_option: 'no_address',
  category: '',
  image: null,
  fee_structure_ids: [],
  custom_fields: [],
});

export const emptyCustomField = (): CustomFieldFormValue => ({
  field_id: null,
  name: '',
  label: '',
  type: 2,
  hint_text: '',
  options: '',
  is_required: false,
  save_as_template: false,
});

const optionLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A saved item as the form holds it; `copyName` makes the duplicate ('… copy', spec 2 §2.3). */
export function itemFormValues(item: CatalogueItem, copyName?: string): ItemFormValues {
  return {
    name: copyName ?? item.name,
    description: item.description,
    is_active: item.is_active,
    is_price_manual_entry: item.is_price_manual_entry,
    price: item.is_price_manual_entry ? '' : item.price,
    price_structure: item.price_structure,
    unit_name: item.unit_name ?? '',
    recurrence: item.recurrence ?? defaultRecurrence(),
    is_taxable: item.is_taxable,
    address_option: item.address_option,
    category: item.offering_category?.name ?? '',
    image: item.image,
    fee_structure_ids: item.fee_structure_ids.map(String),
    custom_fields: item.custom_fields_collection.map((field) => ({
      field_id: field.field_id,
      name: field.name,
      label: field.label,
      type: field.type,
      hint_text: field.hint_text ?? '',
      options: field.options.join('\n'),
      is_required: field.is_required,
      save_as_template: false,
    })),
  };
}

const customFieldDrafts = (fields: readonly CustomFieldFormValue[]) =>
  fields.map((field) => ({
    field_id: field.field_id,
    name: field.name,
    label: field.label,
    type: field.type,
    hint_text: field.hint_text.trim() || null,
    options: optionLines(field.options),
  }));

export interface ItemFormContext {
  feeStructures: readonly FeeStructure[];
  templates: readonly CustomFieldTemplate[];
}

const attachedFees = (ids: readonly string[], fees: readonly FeeStructure[]) =>
  fees
    .filter((fee) => ids.includes(String(fee.id)))
    .map((fee) => ({
      type: fee.type,
      name: fee.name,
      is_percent: fee.is_percent,
      amount: fee.is_percent ? Number(fee.amount) : (priceToCents(fee.amount) ?? 0),
    }));

/** The contract's limits (contracts catalogue.ts catalogueItemBody): the inputs stop there. */
export const ITEM_MAX = { name: 200, description: 2000, unitName: 50, category: 100 } as const;

/**
 * The item form's checks are the domain's (spec 2 §5 Catalogue): price, unit, recurrence, the custom
 * field builder and the dollar discount against the preset price. The server applies the same rules.
 */
export function itemFormSchema({ feeStructures, templates }: ItemFormContext) {
  // Issue 16 point 9: the catalogue's words, as on the services and customer forms.
  const { messages, text, requiredText } = fieldRules(i18n.t);
  return z
    .object({
      name: requiredText('name', ITEM_MAX.name),
      description: z.string().max(ITEM_MAX.description, messages.tooLong(ITEM_MAX.description)),
      is_active: z.boolean(),
      is_price_manual_entry: z.boolean(),
      price: z.string(),
      price_structure: z.enum(['fixed', 'per_unit', 'recurring']),
      unit_name: text(ITEM_MAX.unitName),
      // The form's own widgets fill these; the domain's rules below check them.
      recurrence: z.custom<RecurrenceValue>(),
      is_taxable: z.boolean(),
      address_option: z.enum(['no_address', 'service_address', 'shipping_address']),
      category: text(ITEM_MAX.category),
      image: z.custom<OfferingImage | null>(),
      fee_structure_ids: z.array(z.string()),
      custom_fields: z.custom<CustomFieldFormValue[]>(),
    })
    .superRefine((values, context) => {
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: path.split('.'), message });
      if (!values.is_price_manual_entry) {
        const problem = priceError(values.price);
        if (problem) issue('price', problem);
      }
      if (values.price_structure === 'per_unit' && values.unit_name.trim() === '') {
        issue('unit_name', 'Enter the unit the price is for, like hour or session.');
      }
      if (values.price_structure === 'recurring') {
        for (const [path, message] of Object.entries(recurrenceProblems(values.recurrence)))
          issue(path, message);
      }
      const fieldProblems = customFieldProblems(customFieldDrafts(values.custom_fields), templates);
      for (const [path, message] of Object.entries(fieldProblems)) {
        issue(path.replace('custom_fields_collection', 'custom_fields'), message);
      }
      const presetCents = values.is_price_manual_entry ? null : priceToCents(values.price);
      const discount = dollarDiscountProblem(
        presetCents,
        attachedFees(values.fee_structure_ids, feeStructures),
      );
      if (discount) issue('fee_structure_ids', discount);
    });
}

/** The wire body (spec 2 §7 POST/PUT catalog/offering). */
export function itemBody(
  values: ItemFormValues,
  categories: readonly OfferingCategory[],
): CatalogueItemInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    is_active: values.is_active,
    price_structure: values.price_structure,
    unit_name: values.price_structure === 'per_unit' ? values.unit_name.trim() : null,
    is_price_manual_entry: values.is_price_manual_entry,
    price: values.is_price_manual_entry ? '' : values.price.trim(),
    is_taxable: values.is_taxable,
    address_option: values.address_option,
    ...categoryFields(values.category, categories),
    image_id: values.image?.id ?? null,
    fee_structure_ids: values.fee_structure_ids.map(Number),
    recurrence: values.price_structure === 'recurring' ? values.recurrence : null,
    custom_fields_collection: values.custom_fields.map((field) => ({
      field_id: field.field_id,
      name: field.name.trim(),
      label: field.label.trim(),
      type: field.type,
      hint_text: field.hint_text.trim() || null,
      options: optionLines(field.options),
      is_required: field.is_required,
      save_as_template: field.save_as_template,
    })),
  };
}

/** Server field names → form fields: the catalogue body names custom fields custom_fields_collection. */
export function itemFieldFor(property: string): Path<ItemFormValues> {
  return property
    .replace(/^custom_fields_collection/, 'custom_fields')
    .replace(/^offering_category_(id|name)$/, 'category')
    .replace(/^image_id$/, 'image') as Path<ItemFormValues>;
}
