// spec 2 §3 Offering recurrence, §4 the default new item, §9 "recurring shows a frequency description".
// The spec names the fields but not their codes; these are ours:
// - days of the week are 0 Sunday … 6 Saturday (as in staff work plans), months 1 January … 12 December;
// - a day pattern is an ordinal (first … fourth, or last) and a day of the week: "the second Tuesday";
// - yearly.day_of_year is the day within yearly.month ("March 3"), yearly.pattern a day pattern in it;
// - 'day_of_purchase' repeats on the weekday, date or anniversary of the purchase.
import { type FieldProblems, isWholeNumberBetween } from './field-problems.ts';

export type OccurrenceType = 'no_end_date' | 'fixed_end_date';
export type RecurrenceFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';
export type DayOrdinal = 'first' | 'second' | 'third' | 'fourth' | 'last';

export interface WeeklyRecurrence {
  type: 'day_of_purchase' | 'day_of_week';
  day_of_week: number | null;
}

export interface DayPattern {
  day_pattern_ordinal: DayOrdinal | null;
  day_pattern_day: number | null;
}

export interface MonthlyRecurrence extends DayPattern {
  type: 'day_of_purchase' | 'day_of_month' | 'day_pattern';
  day_of_month: number | null;
}

export interface YearlyRecurrence {
  type: 'day_of_purchase' | 'day_of_year' | 'day_pattern';
  day_of_year: number | null;
  month: number | null;
  pattern: DayPattern;
}

/** Numbers may be NaN and days null while a form is being filled in; the validator names them. */
export interface Recurrence {
  occurrence_type: OccurrenceType;
  frequency: RecurrenceFrequency;
  periods_between_occurrence: number;
  /** How many charges in all; counts only with a fixed end. */
  occurrences: number;
  weekly: WeeklyRecurrence;
  monthly: MonthlyRecurrence;
  yearly: YearlyRecurrence;
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** February has 29: the day exists in leap years. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The weekday's name for 0–6, else null (also for 1.5 or NaN: they index nothing). */
const weekdayName = (day: number | null): string | null =>
  day === null ? null : (WEEKDAY_NAMES[day] ?? null);

/** The month's name for 1–12, else null. */
const monthName = (month: number | null): string | null =>
  month === null ? null : (MONTH_NAMES[month - 1] ?? null);

/** spec 2 §4: a new item repeats with no end, daily, every 1 period, 2 occurrences. */
export function defaultRecurrence(): Recurrence {
  const noPattern: DayPattern = { day_pattern_ordinal: null, day_pattern_day: null };
  return {
    occurrence_type: 'no_end_date',
    frequency: 'daily',
    periods_between_occurrence: 1,
    occurrences: 2,
    weekly: { type: 'day_of_purchase', day_of_week: null },
    monthly: { type: 'day_of_purchase', day_of_month: null, ...noPattern },
    yearly: { type: 'day_of_purchase', day_of_year: null, month: null, pattern: { ...noPattern } },
  };
}

export const recurrenceMessages = {
  periodsBetweenOccurrence: 'Repeat every must be a whole number of 1 or more.',
  occurrences: 'The number of occurrences must be a whole number of 1 or more.',
  dayOfWeek: 'Choose a day of the week.',
  ordinal: 'Choose first, second, third, fourth or last.',
  dayOfMonth: 'Choose a day of the month from 1 to 31.',
  month: 'Choose a month.',
  dayInMonth: (month: string, days: number): string => `Choose a day of ${month} from 1 to ${days}.`,
} as const;

function patternProblems(pattern: DayPattern, path: string): FieldProblems {
  const problems: FieldProblems = {};
  if (pattern.day_pattern_ordinal === null) {
    problems[`${path}.day_pattern_ordinal`] = recurrenceMessages.ordinal;
  }
  if (weekdayName(pattern.day_pattern_day) === null) {
    problems[`${path}.day_pattern_day`] = recurrenceMessages.dayOfWeek;
  }
  return problems;
}

function weeklyProblems(weekly: WeeklyRecurrence): FieldProblems {
  if (weekly.type === 'day_of_purchase' || weekdayName(weekly.day_of_week) !== null) return {};
  return { 'recurrence.weekly.day_of_week': recurrenceMessages.dayOfWeek };
}

function monthlyProblems(monthly: MonthlyRecurrence): FieldProblems {
  if (monthly.type === 'day_pattern') return patternProblems(monthly, 'recurrence.monthly');
  if (monthly.type === 'day_of_purchase' || isWholeNumberBetween(monthly.day_of_month, 1, 31)) return {};
  return { 'recurrence.monthly.day_of_month': recurrenceMessages.dayOfMonth };
}

function yearlyProblems(yearly: YearlyRecurrence): FieldProblems {
  if (yearly.type === 'day_of_purchase') return {};
  const month = monthName(yearly.month);
  const problems: FieldProblems = month ? {} : { 'recurrence.yearly.month': recurrenceMessages.month };
  if (yearly.type === 'day_pattern') {
    return { ...problems, ...patternProblems(yearly.pattern, 'recurrence.yearly.pattern') };
  }
  const days = DAYS_IN_MONTH[(yearly.month ?? 0) - 1] ?? 31;
  if (!isWholeNumberBetween(yearly.day_of_year, 1, days)) {
    problems['recurrence.yearly.day_of_year'] = month
      ? recurrenceMessages.dayInMonth(month, days)
      : recurrenceMessages.dayOfMonth;
  }
  return problems;
}

/**
 * spec 2 §3, §5: what is wrong with a recurrence, by field path; empty when it can be saved. Only the
 * rule of the chosen frequency is checked, and occurrences only with a fixed end.
 */
export function recurrenceProblems(recurrence: Recurrence): FieldProblems {
  const problems: FieldProblems = {};
  if (!isWholeNumberBetween(recurrence.periods_between_occurrence, 1, Number.MAX_SAFE_INTEGER)) {
    problems['recurrence.periods_between_occurrence'] = recurrenceMessages.periodsBetweenOccurrence;
  }
  if (
    recurrence.occurrence_type === 'fixed_end_date' &&
    !isWholeNumberBetween(recurrence.occurrences, 1, Number.MAX_SAFE_INTEGER)
  ) {
    problems['recurrence.occurrences'] = recurrenceMessages.occurrences;
  }
  switch (recurrence.frequency) {
    case 'daily':
      return problems;
    case 'weekly':
      return { ...problems, ...weeklyProblems(recurrence.weekly) };
    case 'monthly':
      return { ...problems, ...monthlyProblems(recurrence.monthly) };
    case 'yearly':
      return { ...problems, ...yearlyProblems(recurrence.yearly) };
  }
}

const PERIOD_NAMES: Readonly<Record<RecurrenceFrequency, string>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

function patternText(pattern: DayPattern): string | null {
  const day = weekdayName(pattern.day_pattern_day);
  return pattern.day_pattern_ordinal && day ? `the ${pattern.day_pattern_ordinal} ${day}` : null;
}

function monthlyDayText(monthly: MonthlyRecurrence): string | null {
  switch (monthly.type) {
    case 'day_of_purchase':
      return null;
    case 'day_of_month':
      return monthly.day_of_month === null ? null : `day ${monthly.day_of_month}`;
    case 'day_pattern':
      return patternText(monthly);
  }
}

function yearlyDayText(yearly: YearlyRecurrence): string | null {
  const month = monthName(yearly.month);
  if (month === null) return null;
  switch (yearly.type) {
    case 'day_of_purchase':
      return null;
    case 'day_of_year':
      return yearly.day_of_year === null ? null : `${month} ${yearly.day_of_year}`;
    case 'day_pattern': {
      const pattern = patternText(yearly.pattern);
      return pattern === null ? null : `${pattern} of ${month}`;
    }
  }
}

/** The "on …" part: which day in the period; null when it is the day of purchase (or not chosen yet). */
function dayText(recurrence: Recurrence): string | null {
  switch (recurrence.frequency) {
    case 'daily':
      return null;
    case 'weekly':
      return recurrence.weekly.type === 'day_of_week' ? weekdayName(recurrence.weekly.day_of_week) : null;
    case 'monthly':
      return monthlyDayText(recurrence.monthly);
    case 'yearly':
      return yearlyDayText(recurrence.yearly);
  }
}

/**
 * spec 2 §9: the frequency description of a recurring price, in lower case so it reads after an amount:
 * "every day", "every 2 weeks on Monday, 6 times", "every month on the second Tuesday",
 * "every year on March 3". Repeating on the day of purchase adds no "on" part; a fixed end adds the
 * number of occurrences.
 */
export function describeRecurrence(recurrence: Recurrence): string {
  const period = PERIOD_NAMES[recurrence.frequency];
  const periods = recurrence.periods_between_occurrence;
  const every = periods === 1 ? `every ${period}` : `every ${periods} ${period}s`;
  const day = dayText(recurrence);
  const on = day === null ? '' : ` on ${day}`;
  const { occurrences } = recurrence;
  const times =
    recurrence.occurrence_type === 'fixed_end_date'
      ? `, ${occurrences} ${occurrences === 1 ? 'time' : 'times'}`
      : '';
  return `${every}${on}${times}`;
}
