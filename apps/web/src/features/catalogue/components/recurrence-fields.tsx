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
            <Select
              label={t('catalogue.recurrence.chargeOn')}
              data={[
                { value: 'day_of_purchase', label: t('catalogue.recurrence.dayOfPurchase') },
                { value: 'day_of_week', label: t('catalogue.recurrence.dayOfWeek') },
              ]}
              value={recurrence.weekly.type}
              onChange={(value) =>
                value &&
                set({
                  ...recurrence,
                  weekly: { ...recurrence.weekly, type: value as RecurrenceValue['weekly']['type'] },
                })
              }
              allowDeselect={false}
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
            <Select
              label={t('catalogue.recurrence.chargeOn')}
              data={[
                { value: 'day_of_purchase', label: t('catalogue.recurrence.dayOfPurchase') },
                { value: 'day_of_month', label: t('catalogue.recurrence.dayOfMonth') },
                { value: 'day_pattern', label: t('catalogue.recurrence.dayPattern') },
              ]}
              value={recurrence.monthly.type}
              onChange={(value) =>
                value &&
                set({
                  ...recurrence,
                  monthly: { ...recurrence.monthly, type: value as RecurrenceValue['monthly']['type'] },
                })
              }
              allowDeselect={false}
            />
            {recurrence.monthly.type === 'day_of_month' && (
              <NumberInput
                label={t('catalogue.recurrence.day')}
                min={1}
                max={31}
                allowDecimal={false}
                w={120}
                value={recurrence.monthly.day_of_month ?? ''}
                onChange={(value) =>
                  set({
                    ...recurrence,
                    monthly: {
                      ...recurrence.monthly,
                      day_of_month: typeof value === 'number' ? value : null,
                    },
                  })
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
            <Select
              label={t('catalogue.recurrence.chargeOn')}
              data={[
                { value: 'day_of_purchase', label: t('catalogue.recurrence.dayOfPurchase') },
                { value: 'day_of_year', label: t('catalogue.recurrence.dayOfYear') },
                { value: 'day_pattern', label: t('catalogue.recurrence.dayPattern') },
              ]}
              value={recurrence.yearly.type}
              onChange={(value) =>
                value &&
                set({
                  ...recurrence,
                  yearly: { ...recurrence.yearly, type: value as RecurrenceValue['yearly']['type'] },
                })
              }
              allowDeselect={false}
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
              <NumberInput
                label={t('catalogue.recurrence.day')}
                min={1}
                max={31}
                allowDecimal={false}
                w={120}
                value={recurrence.yearly.day_of_year ?? ''}
                onChange={(value) =>
                  set({
                    ...recurrence,
                    yearly: { ...recurrence.yearly, day_of_year: typeof value === 'number' ? value : null },
                  })
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
