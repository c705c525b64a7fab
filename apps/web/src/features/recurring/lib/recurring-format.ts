import type { RecurrenceValue } from '@paybook/contracts';
import {
  type RecurringPaymentStatus,
  type ScheduledInvoiceStatus,
  scheduleStatusColor,
} from '@paybook/domain';

// spec 3 §4.6 colours from the domain, as the darkest shade Mantine offers (axe contrast on white).
const SHADE = { teal: 'teal.9', red: 'red.9', orange: 'orange.9', gray: 'gray.8' } as const;

export const statusColor = (status: RecurringPaymentStatus | ScheduledInvoiceStatus): string =>
  SHADE[scheduleStatusColor(status)];

export type Frequency = RecurrenceValue['frequency'];
export const FREQUENCIES: readonly Frequency[] = ['daily', 'weekly', 'monthly', 'yearly'];

/** The recurrence fields of a stored recurrence that starts (or next runs) on `startAt`. */
export const recurrenceValuesOf = (recurrence: RecurrenceValue, startAt: string | null) => ({
  frequency: recurrence.frequency,
  interval: recurrence.periods_between_occurrence,
  occurrences: recurrence.occurrence_type === 'fixed_end_date' ? recurrence.occurrences : null,
  startAt,
});

/** A recurrence on the day of the first payment, every `interval` periods, `occurrences` times or with no end. */
export function simpleRecurrence(
  frequency: Frequency,
  interval: number,
  occurrences: number | null,
): RecurrenceValue {
  return {
    occurrence_type: occurrences === null ? 'no_end_date' : 'fixed_end_date',
    frequency,
    periods_between_occurrence: interval,
    // No end: the count is not read (describeRecurrence, recurrenceProblems).
    occurrences: occurrences ?? 1,
    weekly: { type: 'day_of_purchase', day_of_week: null },
    monthly: {
      type: 'day_of_purchase',
      day_of_month: null,
      day_pattern_ordinal: null,
      day_pattern_day: null,
    },
    yearly: {
      type: 'day_of_purchase',
      day_of_year: null,
      month: null,
      pattern: { day_pattern_ordinal: null, day_pattern_day: null },
    },
  };
}
