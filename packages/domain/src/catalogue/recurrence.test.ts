import { describe, expect, it } from 'vitest';
import {
  type DayPattern,
  defaultRecurrence,
  describeRecurrence,
  type MonthlyRecurrence,
  type Recurrence,
  recurrenceMessages,
  recurrenceProblems,
  type WeeklyRecurrence,
  type YearlyRecurrence,
} from './recurrence.ts';

const recurrence = (overrides: Partial<Recurrence>): Recurrence => ({ ...defaultRecurrence(), ...overrides });

const weekly = (rule: Partial<WeeklyRecurrence>, overrides: Partial<Recurrence> = {}): Recurrence =>
  recurrence({ frequency: 'weekly', weekly: { ...defaultRecurrence().weekly, ...rule }, ...overrides });

const monthly = (rule: Partial<MonthlyRecurrence>): Recurrence =>
  recurrence({ frequency: 'monthly', monthly: { ...defaultRecurrence().monthly, ...rule } });

const yearly = (rule: Partial<YearlyRecurrence>): Recurrence =>
  recurrence({ frequency: 'yearly', yearly: { ...defaultRecurrence().yearly, ...rule } });

const secondTuesday: DayPattern = { day_pattern_ordinal: 'second', day_pattern_day: 2 };

describe('default recurrence of a new item', () => {
  it('spec 2 §4: no end, daily, every 1 period, 2 occurrences', () => {
    expect(defaultRecurrence()).toMatchObject({
      occurrence_type: 'no_end_date',
      frequency: 'daily',
      periods_between_occurrence: 1,
      occurrences: 2,
    });
  });

  it('spec 2 §4: is a fresh object each time, so one form cannot change another', () => {
    const first = defaultRecurrence();
    first.yearly.pattern.day_pattern_day = 3;
    expect(defaultRecurrence().yearly.pattern.day_pattern_day).toBeNull();
  });

  it('spec 2 §3: is valid as it is', () => {
    expect(recurrenceProblems(defaultRecurrence())).toEqual({});
  });
});

describe('recurrence validation', () => {
  it.each([0, -1, 1.5, Number.NaN])('spec 2 §3: periods between occurrences of %s is refused', (periods) => {
    expect(recurrenceProblems(recurrence({ periods_between_occurrence: periods }))).toEqual({
      'recurrence.periods_between_occurrence': recurrenceMessages.periodsBetweenOccurrence,
    });
  });

  it.each([0, 2.5, Number.NaN])('spec 2 §3: %s occurrences is refused with a fixed end', (occurrences) => {
    expect(recurrenceProblems(recurrence({ occurrence_type: 'fixed_end_date', occurrences }))).toEqual({
      'recurrence.occurrences': recurrenceMessages.occurrences,
    });
  });

  it('spec 2 §3: a fixed end of 1 occurrence is allowed', () => {
    expect(recurrenceProblems(recurrence({ occurrence_type: 'fixed_end_date', occurrences: 1 }))).toEqual({});
  });

  it('spec 2 §3: occurrences are not checked without an end', () => {
    expect(recurrenceProblems(recurrence({ occurrences: 0 }))).toEqual({});
  });

  it.each([null, 7, -1, 1.5])('spec 2 §3: a weekly day of week of %s is refused', (day) => {
    expect(recurrenceProblems(weekly({ type: 'day_of_week', day_of_week: day }))).toEqual({
      'recurrence.weekly.day_of_week': recurrenceMessages.dayOfWeek,
    });
  });

  it('spec 2 §3: weekly on Sunday (0) or Saturday (6), or on the day of purchase, is valid', () => {
    expect(recurrenceProblems(weekly({ type: 'day_of_week', day_of_week: 0 }))).toEqual({});
    expect(recurrenceProblems(weekly({ type: 'day_of_week', day_of_week: 6 }))).toEqual({});
    expect(recurrenceProblems(weekly({ type: 'day_of_purchase', day_of_week: null }))).toEqual({});
  });

  it.each([null, 0, 32, 15.5])('spec 2 §3: a monthly day of month of %s is refused', (day) => {
    expect(recurrenceProblems(monthly({ type: 'day_of_month', day_of_month: day }))).toEqual({
      'recurrence.monthly.day_of_month': recurrenceMessages.dayOfMonth,
    });
  });

  it('spec 2 §3: days 1 to 31 of the month are valid', () => {
    expect(recurrenceProblems(monthly({ type: 'day_of_month', day_of_month: 1 }))).toEqual({});
    expect(recurrenceProblems(monthly({ type: 'day_of_month', day_of_month: 31 }))).toEqual({});
  });

  it('spec 2 §3: a monthly day pattern needs an ordinal and a weekday', () => {
    expect(recurrenceProblems(monthly({ type: 'day_pattern' }))).toEqual({
      'recurrence.monthly.day_pattern_ordinal': recurrenceMessages.ordinal,
      'recurrence.monthly.day_pattern_day': recurrenceMessages.dayOfWeek,
    });
    expect(recurrenceProblems(monthly({ type: 'day_pattern', ...secondTuesday }))).toEqual({});
  });

  it('spec 2 §3: the rule of another frequency is not checked', () => {
    const incompleteMonthly = { ...defaultRecurrence().monthly, type: 'day_of_month' as const };
    expect(recurrenceProblems(recurrence({ frequency: 'daily', monthly: incompleteMonthly }))).toEqual({});
    expect(recurrenceProblems(recurrence({ frequency: 'weekly', monthly: incompleteMonthly }))).toEqual({});
  });

  it('spec 2 §3: a yearly date needs a month and a day that exists in it', () => {
    expect(recurrenceProblems(yearly({ type: 'day_of_year', month: 3, day_of_year: 3 }))).toEqual({});
    expect(recurrenceProblems(yearly({ type: 'day_of_year', month: 2, day_of_year: 29 }))).toEqual({});
    expect(recurrenceProblems(yearly({ type: 'day_of_year', month: 4, day_of_year: 31 }))).toEqual({
      'recurrence.yearly.day_of_year': 'Choose a day of April from 1 to 30.',
    });
    expect(recurrenceProblems(yearly({ type: 'day_of_year', month: 2, day_of_year: 30 }))).toEqual({
      'recurrence.yearly.day_of_year': 'Choose a day of February from 1 to 29.',
    });
  });

  it.each([null, 0, 13, 2.5])('spec 2 §3: a yearly month of %s is refused', (month) => {
    expect(recurrenceProblems(yearly({ type: 'day_of_year', month, day_of_year: 31 }))).toEqual({
      'recurrence.yearly.month': recurrenceMessages.month,
    });
    expect(recurrenceProblems(yearly({ type: 'day_of_year', month, day_of_year: 32 }))).toEqual({
      'recurrence.yearly.month': recurrenceMessages.month,
      'recurrence.yearly.day_of_year': recurrenceMessages.dayOfMonth,
    });
  });

  it('spec 2 §3: a yearly pattern needs a month, an ordinal and a weekday', () => {
    expect(recurrenceProblems(yearly({ type: 'day_pattern' }))).toEqual({
      'recurrence.yearly.month': recurrenceMessages.month,
      'recurrence.yearly.pattern.day_pattern_ordinal': recurrenceMessages.ordinal,
      'recurrence.yearly.pattern.day_pattern_day': recurrenceMessages.dayOfWeek,
    });
    expect(recurrenceProblems(yearly({ type: 'day_pattern', month: 3, pattern: secondTuesday }))).toEqual({});
  });

  it('spec 2 §3: yearly on the day of purchase needs nothing more', () => {
    expect(recurrenceProblems(yearly({ type: 'day_of_purchase' }))).toEqual({});
  });

  it('spec 2 §3: reports every problem at once', () => {
    const problems = recurrenceProblems(
      weekly(
        { type: 'day_of_week', day_of_week: null },
        { periods_between_occurrence: 0, occurrence_type: 'fixed_end_date', occurrences: 0 },
      ),
    );
    expect(Object.keys(problems).sort()).toEqual([
      'recurrence.occurrences',
      'recurrence.periods_between_occurrence',
      'recurrence.weekly.day_of_week',
    ]);
  });
});

describe('frequency description', () => {
  it.each<[string, Recurrence]>([
    ['every day', defaultRecurrence()],
    ['every 3 days', recurrence({ periods_between_occurrence: 3 })],
    ['every week', weekly({ type: 'day_of_purchase' })],
    [
      'every 2 weeks on Monday, 6 times',
      weekly(
        { type: 'day_of_week', day_of_week: 1 },
        { periods_between_occurrence: 2, occurrence_type: 'fixed_end_date', occurrences: 6 },
      ),
    ],
    ['every week on Sunday', weekly({ type: 'day_of_week', day_of_week: 0 })],
    ['every month', monthly({ type: 'day_of_purchase' })],
    ['every month on day 15', monthly({ type: 'day_of_month', day_of_month: 15 })],
    ['every month on the second Tuesday', monthly({ type: 'day_pattern', ...secondTuesday })],
    [
      'every month on the last Friday',
      monthly({ type: 'day_pattern', day_pattern_ordinal: 'last', day_pattern_day: 5 }),
    ],
    ['every year', yearly({ type: 'day_of_purchase', month: 3 })],
    ['every year on March 3', yearly({ type: 'day_of_year', month: 3, day_of_year: 3 })],
    [
      'every year on the second Tuesday of March',
      yearly({ type: 'day_pattern', month: 3, pattern: secondTuesday }),
    ],
    ['every year on December 31', yearly({ type: 'day_of_year', month: 12, day_of_year: 31 })],
  ])('spec 2 §9: reads "%s"', (text, value) => {
    expect(describeRecurrence(value)).toBe(text);
  });

  it('spec 2 §9: a fixed end counts the occurrences, one in the singular', () => {
    expect(describeRecurrence(recurrence({ occurrence_type: 'fixed_end_date', occurrences: 1 }))).toBe(
      'every day, 1 time',
    );
    expect(describeRecurrence(recurrence({ occurrence_type: 'fixed_end_date', occurrences: 12 }))).toBe(
      'every day, 12 times',
    );
  });

  it('spec 2 §9: without an end the occurrences are not mentioned', () => {
    expect(describeRecurrence(recurrence({ occurrences: 12 }))).toBe('every day');
  });

  it('spec 2 §9: daily ignores the rules of other frequencies', () => {
    const onMonday = { type: 'day_of_week' as const, day_of_week: 1 };
    expect(describeRecurrence(recurrence({ weekly: onMonday }))).toBe('every day');
  });

  it.each<[string, Recurrence]>([
    ['every week', weekly({ type: 'day_of_week', day_of_week: null })],
    ['every month', monthly({ type: 'day_of_month', day_of_month: null })],
    ['every month', monthly({ type: 'day_pattern', day_pattern_ordinal: 'first', day_pattern_day: null })],
    ['every month', monthly({ type: 'day_pattern', day_pattern_ordinal: null, day_pattern_day: 1 })],
    ['every year', yearly({ type: 'day_of_year', month: null, day_of_year: 3 })],
    ['every year', yearly({ type: 'day_of_year', month: 3, day_of_year: null })],
    ['every year', yearly({ type: 'day_pattern', month: 3 })],
  ])('spec 2 §9: a day not chosen yet leaves the "on" part out ("%s")', (text, value) => {
    expect(describeRecurrence(value)).toBe(text);
  });
});
