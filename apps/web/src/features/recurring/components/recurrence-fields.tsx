import '@mantine/dates/styles.css';
import { Group, NumberInput, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { tomorrowOf } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { FREQUENCIES, type Frequency } from '../lib/recurring-format';

/** What a schedule repeats on: its period, every N periods, how many times (null: no end), from when. */
export interface RecurrenceValues {
  frequency: Frequency;
  interval: number;
  occurrences: number | null;
  startAt: string | null;
}

interface RecurrenceFieldsProps {
  values: RecurrenceValues;
  today: string;
  /** The words of the count and the first date ("Number of payments", "First invoice on"). */
  labels: { occurrences: string; startAt: string };
  errorOf: (property: string) => string | undefined;
  onChange: (change: Partial<RecurrenceValues>) => void;
  /** The first date's test id, for the browser tests' date picker. */
  startTestId: string;
}

/**
 * The recurrence of a recurring payment and of a scheduled invoice (spec 3 §2.4, decisions 143, 153):
 * repeats on the first date's day, every N periods, a number of times or with no end, from a day after
 * today. Errors name the body's `recurrence.*` and `start_at` fields.
 */
export function RecurrenceFields({
  values,
  today,
  labels,
  errorOf,
  onChange,
  startTestId,
}: RecurrenceFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group grow align="flex-start">
        <Select
          label={t('recurring.edit.frequency')}
          data={FREQUENCIES.map((value) => ({ value, label: t(`recurring.frequency.${value}`) }))}
          value={values.frequency}
          allowDeselect={false}
          onChange={(value) => onChange({ frequency: (value ?? 'monthly') as Frequency })}
        />
        <NumberInput
          label={t('recurring.edit.interval')}
          min={1}
          max={99}
          value={values.interval}
          onChange={(value) => onChange({ interval: typeof value === 'number' ? value : 1 })}
          error={errorOf('recurrence.periods_between_occurrence')}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label={labels.occurrences}
          description={t('recurring.edit.occurrencesHint')}
          min={1}
          value={values.occurrences ?? ''}
          onChange={(value) => onChange({ occurrences: typeof value === 'number' ? value : null })}
          error={errorOf('recurrence.occurrences')}
        />
        <DateInput
          label={labels.startAt}
          required
          valueFormat="MM/DD/YYYY"
          nextLabel={t('recurring.nextMonth')}
          previousLabel={t('recurring.previousMonth')}
          clearButtonProps={{ 'aria-label': t('recurring.clearDate') }}
          minDate={tomorrowOf(today)}
          value={values.startAt}
          onChange={(startAt) => onChange({ startAt })}
          error={errorOf('start_at')}
          data-testid={startTestId}
        />
      </Group>
    </>
  );
}
