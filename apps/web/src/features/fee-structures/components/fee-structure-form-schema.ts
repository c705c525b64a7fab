import type { FeeStructure, FeeStructureInput, FeeStructureType } from '@paybook/contracts';
import { decimalTextError, moneyTextError } from '@paybook/domain';
import type { TFunction } from 'i18next';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/** spec 3 §2.5: fees, taxes and discounts apply to items; an order fee applies to the whole order. */
export const isItemLevel = (type: FeeStructureType) => type !== 'order_fee';

/** spec 3 §3.3 is_taxable, tax_fee_structure_ids: only fees are taxed (the server says the same). */
export const canBeTaxable = (type: FeeStructureType) => type === 'fee' || type === 'order_fee';

export const isDiscount = (type: FeeStructureType) => type === 'line_item_discount';

/**
 * The form's shape: ids as the pickers' strings, an empty text for "none". The amount is read by the
 * domain's money rule, as the server reads it (issue 13 point 2: no thousands separators; dollars have at
 * most two decimals).
 */
export function feeFormSchema(t: TFunction) {
  return z
    .object({
      type: z.enum(['fee', 'order_fee', 'tax', 'line_item_discount']),
      name: z
        .string()
        .trim()
        .min(1, t('feeStructures.form.nameRequired'))
        .max(100, t('feeStructures.form.nameTooLong')),
      is_percent: z.boolean(),
      amount: z.string().trim().min(1, t('feeStructures.form.amountRequired')),
      is_recurring: z.boolean(),
      is_taxable: z.boolean(),
      offering_ids: z.array(z.string()),
      tax_fee_structure_ids: z.array(z.string()),
      discount: z.object({
        code: z.string().trim().max(50, t('feeStructures.form.codeTooLong')),
        uses: z.union([z.number(), z.string()]),
        start_date: z.string().nullable(),
        end_date: z.string().nullable(),
      }),
    })
    .superRefine((values, context) => {
      const message = values.is_percent ? decimalTextError(values.amount) : moneyTextError(values.amount);
      if (message) context.addIssue({ code: 'custom', path: ['amount'], message });
    });
}
export type FeeFormValues = z.infer<ReturnType<typeof feeFormSchema>>;

/** The form's values for a saved fee, or for a new one of a type. */
export function feeFormValues(fee: FeeStructure | undefined, type: FeeStructureType): FeeFormValues {
  return {
    type: fee?.type ?? type,
    name: fee?.name ?? '',
    is_percent: fee?.is_percent ?? true,
    amount: fee?.amount ?? '',
    is_recurring: fee?.is_recurring ?? false,
    is_taxable: fee?.is_taxable ?? false,
    offering_ids: (fee?.offering_ids ?? []).map(String),
    tax_fee_structure_ids: (fee?.tax_fee_structure_ids ?? []).map(String),
    discount: {
      code: fee?.discount?.code ?? '',
      uses: fee?.discount?.uses ?? '',
      start_date: fee?.discount?.start_date ?? null,
      end_date: fee?.discount?.end_date ?? null,
    },
  };
}

/** The request body: fields that do not apply to the type are left out. */
export function feeStructureBody(values: FeeFormValues): FeeStructureInput {
  const taxable = canBeTaxable(values.type) && values.is_taxable;
  const uses = values.discount.uses;
  return {
    type: values.type,
    name: values.name,
    amount: values.amount,
    is_percent: values.is_percent,
    is_recurring: values.is_recurring,
    is_taxable: taxable,
    offering_ids: isItemLevel(values.type) ? values.offering_ids.map(Number) : [],
    tax_fee_structure_ids: taxable ? values.tax_fee_structure_ids.map(Number) : [],
    discount: isDiscount(values.type)
      ? {
          code: values.discount.code.trim() || null,
          uses: uses === '' ? null : Number(uses),
          start_date: values.discount.start_date,
          end_date: values.discount.end_date,
        }
      : null,
  };
}

/** spec 3 §5 "Fee save errors are mapped onto fields": the server names them as the form does. */
export const FEE_FORM_FIELDS: readonly Path<FeeFormValues>[] = [
  'type',
  'name',
  'amount',
  'is_percent',
  'offering_ids',
  'tax_fee_structure_ids',
  'discount.code',
  'discount.uses',
  'discount.start_date',
  'discount.end_date',
];
