import { Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RecurrenceValue } from '@paybook/contracts';
import { describeRecurrence, MONTH_NAMES, WEEKDAY_NAMES } from '@paybook/domain';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ItemFormValues } from './item-form-schema';

const FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'last'] as const;
const weekdays = WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }));
const months = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

/** Mantine's NumberInput answers '' when emptied: the rules then name the field (NaN is no whole number). */
const toNumber = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);
const toDay = (value: string | null) => (value === null ? null : Number(value));
const fromDay = (value: number | null) => (value === null ? null : String(value));

/** The i18n key of each "charge on" choice. */
const CHARGE_ON_LABELS = {
  day_of_purchase: 'dayOfPurchase',
  day_of_week: 'dayOfWeek',
  day_of_month: 'dayOfMonth',
  day_of_year: 'dayOfYear',
  day_pattern: 'dayPattern',
} as const;
type ChargeOn = keyof typeof CHARGE_ON_LABELS;

/** When in its period a weekly, monthly or yearly item charges. */
function ChargeOnSelect<T extends ChargeOn>({
  choices,
  value,
  onChange,
}: {
  choices: readonly T[];
  value: T;
  onChange: (next: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('catalogue.recurrence.chargeOn')}
      data={choices.map((choice) => ({
        value: choice,
        label: t(`catalogue.recurrence.${CHARGE_ON_LABELS[choice]}`),
      }))}
      value={value}
      onChange={(next) => {
        const chosen = choices.find((choice) => choice === next);
        if (chosen) onChange(chosen);
      }}
      allowDeselect={false}
    />
  );
}

/** A day of the month, 1–31; emptied it is null, which the rules name. */
function DayInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (day: number | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('catalogue.recurrence.day')}
      min={1}
      max={31}
      allowDecimal={false}
      w={120}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      error={error}
    />
  );
}

type DayPattern = RecurrenceValue['yearly']['pattern'];

/** "The second Tuesday": a monthly or yearly day pattern. */
function DayPatternFields({
  value,
  onChange,
  errors,
}: {
  value: DayPattern;
  onChange: (next: DayPattern) => void;
  errors: { ordinal: string | undefined; day: string | undefined };
}) {
  const { t } = useTranslation();
  const pattern = { day_pattern_ordinal: value.day_pattern_ordinal, day_pattern_day: value.day_pattern_day };
  return (
    <>
      <Select
        label={t('catalogue.recurrence.ordinal')}
        data={ORDINALS.map((ordinal) => ({
          value: ordinal,
          label: t(`catalogue.recurrence.ordinals.${ordinal}`),
        }))}
        value={value.day_pattern_ordinal}
        onChange={(next) =>
          onChange({ ...pattern, day_pattern_ordinal: next as DayPattern['day_pattern_ordinal'] })
        }
        error={errors.ordinal}
      />
      <Select
        label={t('catalogue.recurrence.weekday')}
        data={weekdays}
        value={fromDay(value.day_pattern_day)}
        onChange={(next) => onChange({ ...pattern, day_pattern_day: toDay(next) })}
        error={errors.day}
      />
    </>
  );
}

/**
 * spec 2 §3 Recurrence, §4: how often a recurring item charges and for how long, with the frequency
 * description (spec 2 §9) shown as it will read.
 */
export function RecurrenceFields({ form }: { form: UseFormReturn<ItemFormValues> }) {
  const { t } = useTranslation();
  const { control, watch, formState } = form;
  const recurrence = watch('recurrence');
  const errorAt = (path: Path<ItemFormValues>) => form.getFieldState(path, formState).error?.message;
  const set = (next: RecurrenceValue) =>
    form.setValue('recurrence', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="recurrence.periods_between_occurrence"
            render={({ field }) => (
              <NumberInput
                label={t('catalogue.recurrence.every')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={Number.isNaN(field.value) ? '' : field.value}
                onChange={(value) => field.onChange(toNumber(value))}
                onBlur={field.onBlur}
                error={errorAt('recurrence.periods_between_occurrence')}
              />
            )}
          />
          <Select
            label={t('catalogue.recurrence.frequency')}
            data={FREQUENCIES.map((value) => ({
              value,
              label: t(`catalogue.recurrence.frequencies.${value}`),
            }))}
            value={recurrence.frequency}
            onChange={(value) =>
              value && set({ ...recurrence, frequency: value as RecurrenceValue['frequency'] })
            }
            allowDeselect={false}
          />
          <Select
            label={t('catalogue.recurrence.ends')}
            data={[
              { value: 'no_end_date', label: t('catalogue.recurrence.noEnd') },
              { value: 'fixed_end_date', label: t('catalogue.recurrence.fixedEnd') },
            ]}
            value={recurrence.occurrence_type}
            onChange={(value) =>
              value && set({ ...recurrence, occurrence_type: value as RecurrenceValue['occurrence_type'] })
            }
            allowDeselect={false}
          />
        </SimpleGrid>
        {recurrence.occurrence_type === 'fixed_end_date' && (
          <Controller
            control={control}
            name="recurrence.occurrences"
            render={({ field }) => (
              <NumberInput
                label={t('catalogue.recurrence.occurrences')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                maw={240}
                value={Number.isNaN(field.value) ? '' : field.value}
                onChange={(value) => field.onChange(toNumber(value))}
                onBlur={field.onBlur}
                error={errorAt('recurrence.occurrences')}
              />
            )}
          />
        )}
        {recurrence.frequency === 'weekly' && (
          <Group align="flex-end">
            <ChargeOnSelect
              choices={['day_of_purchase', 'day_of_week'] as const}
              value={recurrence.weekly.type}
              onChange={(type) => set({ ...recurrence, weekly: { ...recurrence.weekly, type } })}
            />
            {recurrence.weekly.type === 'day_of_week' && (
              <Select
                label={t('catalogue.recurrence.weekday')}
                data={weekdays}
                value={fromDay(recurrence.weekly.day_of_week)}
                onChange={(value) =>
                  set({ ...recurrence, weekly: { ...recurrence.weekly, day_of_week: toDay(value) } })
                }
                error={errorAt('recurrence.weekly.day_of_week')}
              />
            )}
          </Group>
        )}
        {recurrence.frequency === 'monthly' && (
          <Group align="flex-end">
            <ChargeOnSelect
              choices={['day_of_purchase', 'day_of_month', 'day_pattern'] as const}
              value={recurrence.monthly.type}
              onChange={(type) => set({ ...recurrence, monthly: { ...recurrence.monthly, type } })}
            />
            {recurrence.monthly.type === 'day_of_month' && (
              <DayInput
                value={recurrence.monthly.day_of_month}
                onChange={(day_of_month) =>
                  set({ ...recurrence, monthly: { ...recurrence.monthly, day_of_month } })
                }
                error={errorAt('recurrence.monthly.day_of_month')}
              />
            )}
            {recurrence.monthly.type === 'day_pattern' && (
              <DayPatternFields
                value={recurrence.monthly}
                onChange={(pattern) => set({ ...recurrence, monthly: { ...recurrence.monthly, ...pattern } })}
                errors={{
                  ordinal: errorAt('recurrence.monthly.day_pattern_ordinal'),
                  day: errorAt('recurrence.monthly.day_pattern_day'),
                }}
              />
            )}
          </Group>
        )}
        {recurrence.frequency === 'yearly' && (
          <Group align="flex-end">
            <ChargeOnSelect
              choices={['day_of_purchase', 'day_of_year', 'day_pattern'] as const}
              value={recurrence.yearly.type}
              onChange={(type) => set({ ...recurrence, yearly: { ...recurrence.yearly, type } })}
            />
            {recurrence.yearly.type === 'day_pattern' && (
              <DayPatternFields
                value={recurrence.yearly.pattern}
                onChange={(pattern) => set({ ...recurrence, yearly: { ...recurrence.yearly, pattern } })}
                errors={{
                  ordinal: errorAt('recurrence.yearly.pattern.day_pattern_ordinal'),
                  day: errorAt('recurrence.yearly.pattern.day_pattern_day'),
                }}
              />
            )}
            {recurrence.yearly.type !== 'day_of_purchase' && (
              <Select
                label={t('catalogue.recurrence.month')}
                data={months}
                value={fromDay(recurrence.yearly.month)}
                onChange={(value) =>
                  set({ ...recurrence, yearly: { ...recurrence.yearly, month: toDay(value) } })
                }
                error={errorAt('recurrence.yearly.month')}
              />
            )}
            {recurrence.yearly.type === 'day_of_year' && (
              <DayInput
                value={recurrence.yearly.day_of_year}
                onChange={(day_of_year) =>
                  set({ ...recurrence, yearly: { ...recurrence.yearly, day_of_year } })
                }
                error={errorAt('recurrence.yearly.day_of_year')}
              />
            )}
          </Group>
        )}
        <Text size="sm" aria-live="polite">
          {t('catalogue.recurrence.summary', { text: describeRecurrence(recurrence) })}
        </Text>
      </Stack>
    </Paper>
  );
}
