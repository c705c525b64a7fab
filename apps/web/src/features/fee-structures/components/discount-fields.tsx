import '@mantine/dates/styles.css';
import { Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { FeeStructureDiscount } from '@paybook/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DiscountStatusBadge } from './discount-status-badge';
import type { FeeFormValues } from './fee-structure-form-schema';

interface DiscountFieldsProps {
  form: UseFormReturn<FeeFormValues>;
  /** The saved discount, to show its status and uses so far; undefined when adding. */
  saved?: FeeStructureDiscount | null;
}

/** spec 3 §3.3 discount: code, allowed uses, first and last day (dates typed or picked). */
export function DiscountFields({ form, saved }: DiscountFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const dateProps = {
    valueFormat: 'YYYY-MM-DD',
    placeholder: t('feeStructures.form.datePlaceholder'),
    clearable: true,
    clearButtonProps: { 'aria-label': t('feeStructures.form.clearDate') },
    popoverProps: { withinPortal: true },
    nextLabel: t('feeStructures.form.nextMonth'),
    previousLabel: t('feeStructures.form.previousMonth'),
  };
  return (
    <>
      {saved && (
        <Group gap="xs">
          <Text size="sm">{t('feeStructures.form.status')}</Text>
          <DiscountStatusBadge status={saved.status} />
          <Text size="sm" c="dimmed">
            {t('feeStructures.form.usedCount', { count: saved.discounts_used_count })}
          </Text>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('feeStructures.form.code')}
          description={t('feeStructures.form.codeHint')}
          error={errors.discount?.code?.message}
          {...form.register('discount.code')}
        />
        <Controller
          control={form.control}
          name="discount.uses"
          render={({ field }) => (
            <NumberInput
              label={t('feeStructures.form.uses')}
              description={t('feeStructures.form.usesHint')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.discount?.uses?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="discount.start_date"
          render={({ field }) => (
            <DateInput
              {...dateProps}
              label={t('feeStructures.form.startDate')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.discount?.start_date?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="discount.end_date"
          render={({ field }) => (
            <DateInput
              {...dateProps}
              label={t('feeStructures.form.endDate')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.discount?.end_date?.message}
            />
          )}
        />
      </SimpleGrid>
    </>
  );
}
