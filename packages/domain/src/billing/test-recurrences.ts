// Recurrences for the bill-date tests, built from the catalogue's default as a form would fill it in.
import {
  type DayPattern,
  defaultRecurrence,
  type MonthlyRecurrence,
  type Recurrence,
  type WeeklyRecurrence,
  type YearlyRecurrence,
} from '../catalogue/recurrence.ts';

export type Options = Partial<Omit<Recurrence, 'weekly' | 'monthly' | 'yearly'>>;

export const daily = (options: Options = {}): Recurrence => ({
  ...defaultRecurrence(),
  frequency: 'daily',
  ...options,
});

export const weekly = (rule: Partial<WeeklyRecurrence>, options: Options = {}): Recurrence => ({
  ...defaultRecurrence(),
  frequency: 'weekly',
  weekly: { ...defaultRecurrence().weekly, ...rule },
  ...options,
});

export const monthly = (rule: Partial<MonthlyRecurrence>, options: Options = {}): Recurrence => ({
  ...defaultRecurrence(),
  frequency: 'monthly',
  monthly: { ...defaultRecurrence().monthly, ...rule },
  ...options,
});

export const yearly = (rule: Partial<YearlyRecurrence>, options: Options = {}): Recurrence => ({
  ...defaultRecurrence(),
  frequency: 'yearly',
  yearly: { ...defaultRecurrence().yearly, ...rule },
  ...options,
});

export const pattern = (ordinal: DayPattern['day_pattern_ordinal'], day: number): DayPattern => ({
  day_pattern_ordinal: ordinal,
  day_pattern_day: day,
});

export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const FRIDAY = 5;
export const SATURDAY = 6;
