import { Checkbox, Group, MultiSelect, Radio, Select, TextInput } from '@mantine/core';
import { type FeeStructureType, feeStructureTypes } from '@paybook/contracts';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PickerOption } from '../api/get-offering-options';
import { canBeTaxable, type FeeFormValues, isDiscount, isItemLevel } from './fee-structure-form-schema';

interface FeeStructureFieldsProps {
  form: UseFormReturn<FeeFormValues>;
  /** A saved fee keeps its type (the server refuses a change). */
  isTypeLocked: boolean;
  taxOptions: PickerOption[];
  offeringOptions: PickerOption[];
  isLoadingOfferings: boolean;
  /** Shown right under the amount: the items a dollar discount would exceed (spec 3 §5). */
  amountNotice?: ReactNode;
}

/** spec 3 §3.3 fee structure: type, name, percent or amount, recurring, taxable with its taxes, items. */
export function FeeStructureFields({
  form,
  isTypeLocked,
  taxOptions,
  offeringOptions,
  isLoadingOfferings,
  amountNotice,
}: FeeStructureFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [type, isPercent, isTaxable] = useWatch({
    control: form.control,
    name: ['type', 'is_percent', 'is_taxable'],
  });
  return (
    <>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label={t('feeStructures.form.type')}
            data={feeStructureTypes.map((value) => ({ value, label: t(`feeStructures.types.${value}`) }))}
            value={field.value}
            onChange={(value) => value && field.onChange(value as FeeStructureType)}
            allowDeselect={false}
            disabled={isTypeLocked}
            description={isTypeLocked ? t('feeStructures.form.typeLocked') : undefined}
            error={errors.type?.message}
          />
        )}
      />
      <TextInput
        label={t('feeStructures.form.name')}
        withAsterisk
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="is_percent"
        render={({ field }) => (
          <Radio.Group
            label={t('feeStructures.form.chargedAs')}
            value={field.value ? 'percent' : 'dollars'}
            onChange={(value) => field.onChange(value === 'percent')}
            error={errors.is_percent?.message}
          >
            <Group gap="lg" mt={6}>
              <Radio value="percent" label={t('feeStructures.form.percent')} />
              <Radio value="dollars" label={t('feeStructures.form.dollars')} />
            </Group>
          </Radio.Group>
        )}
      />
      <TextInput
        label={t('feeStructures.form.amount')}
        withAsterisk
        inputMode="decimal"
        leftSection={isPercent ? undefined : '$'}
        rightSection={isPercent ? '%' : undefined}
        description={
          isPercent
            ? t(
                isDiscount(type)
                  ? 'feeStructures.form.discountPercentHint'
                  : 'feeStructures.form.percentHint',
              )
            : undefined
        }
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      {amountNotice}
      <Checkbox label={t('feeStructures.form.recurring')} {...form.register('is_recurring')} />
      {canBeTaxable(type) && (
        <Checkbox label={t('feeStructures.form.taxable')} {...form.register('is_taxable')} />
      )}
      {canBeTaxable(type) && isTaxable && (
        <Controller
          control={form.control}
          name="tax_fee_structure_ids"
          render={({ field }) => (
            <MultiSelect
              label={t('feeStructures.form.taxes')}
              placeholder={taxOptions.length === 0 ? t('feeStructures.form.noTaxes') : undefined}
              data={taxOptions}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
              error={errors.tax_fee_structure_ids?.message}
            />
          )}
        />
      )}
      {isItemLevel(type) && (
        <Controller
          control={form.control}
          name="offering_ids"
          render={({ field }) => (
            <MultiSelect
              label={t('feeStructures.form.offerings')}
              description={t('feeStructures.form.offeringsHint')}
              placeholder={isLoadingOfferings ? t('feeStructures.form.loadingOfferings') : undefined}
              data={offeringOptions}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              hidePickedOptions
              comboboxProps={{ withinPortal: true }}
              error={errors.offering_ids?.message}
            />
          )}
        />
      )}
    </>
  );
}
