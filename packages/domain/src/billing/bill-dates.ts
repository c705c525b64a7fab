// spec 3 §3.2 Recurrence and Subscription (next_bill_date, final_bill_date, next_bill_dates), spec 3 §4.5
// (resume picks from projected bill dates), spec 3 §9 (projected bill dates). The recurrence is the one a
// catalogue item carries (spec 2 §3, contracts `recurrence`), read field by field as `describeRecurrence`
// reads it: days of the week 0 Sunday … 6 Saturday, months 1 … 12, yearly.day_of_year a day within
// yearly.month, a day pattern an ordinal (first … fourth, last) and a weekday.
//
// Rules settled here (the spec names the fields, not the arithmetic):
// 1. Bill 1 is the first bill date, whatever the pattern. Bill 2 is the first pattern date after it, and
//    each later bill is periods_between_occurrence periods after bill 2. When the first bill date is
//    itself on the pattern, bill 2 is one interval after it. So "monthly on the 1st", first billed Jan 20,
//    bills Jan 20, Feb 1, Mar 1; "every 2 weeks on Monday", first billed on a Monday, bills every 14 days.
// 2. day_of_purchase repeats the first bill date's weekday (weekly), day of the month (monthly), or
//    month and day (yearly). Daily always bills every periods_between_occurrence days.
// 3. A day of the month the month lacks (31 in April, 29–31 in February) falls on its last day, and the
//    next month goes back to the chosen day: each bill is computed from the first one, never from the
//    previous bill, so day 31 bills Jan 31, Feb 28, Mar 31, Apr 30. A yearly Feb 29 (by day_of_year or a
//    leap-day first bill) falls on Feb 28 in other years.
// 4. A day pattern is taken in each month (monthly) or in yearly.month (yearly): "the second Tuesday",
//    "the last Friday".
// 5. The schedule ends after `occurrences` bills when occurrence_type is fixed_end_date (the stored
//    recurrence has no end date of its own: the fixed end is the date of the last of those bills, which
//    `finalBillDate` answers); no_end_date never ends.
import { type DayOrdinal, type Recurrence, recurrenceProblems } from '../catalogue/recurrence.ts';
import {
  clampedDayNumber,
  dateOfDayNumber,
  dayNumberOf,
  monthIndexOf,
  partsOfDayNumber,
  weekdayOfDayNumber,
  yearMonthOf,
} from './calendar-days.ts';

/** Where the pattern falls: period i's one pattern day, and the period holding a day. */
interface Pattern {
  dayOfPeriod(period: number): number;
  periodOf(day: number): number;
}

const ORDINAL_INDEX: Readonly<Record<Exclude<DayOrdinal, 'last'>, number>> = {
  first: 0,
  second: 1,
  third: 2,
  fourth: 3,
};

/** The day number of the ordinal weekday in a month ("the last Friday of May 2027"). */
function patternDay(year: number, month: number, ordinal: DayOrdinal, weekday: number): number {
  if (ordinal === 'last') {
    const last = clampedDayNumber(year, month, 31);
    return last - ((weekdayOfDayNumber(last) - weekday + 7) % 7);
  }
  const first = clampedDayNumber(year, month, 1);
  return first + ((weekday - weekdayOfDayNumber(first) + 7) % 7) + 7 * ORDINAL_INDEX[ordinal];
}

/** Periods are whole weeks from Sunday; the pattern day is `weekday` in each. */
function weeklyPattern(weekday: number): Pattern {
  // Day 3 (1970-01-04) was a Sunday.
  const periodOf = (day: number): number => Math.floor((day - 3) / 7);
  return { periodOf, dayOfPeriod: (week) => 3 + week * 7 + weekday };
}

/** Periods are months; `dayIn` places the pattern day in one. */
function monthlyPattern(dayIn: (year: number, month: number) => number): Pattern {
  return {
    periodOf: (day) => {
      const { year, month } = partsOfDayNumber(day);
      return monthIndexOf(year, month);
    },
    dayOfPeriod: (monthIndex) => {
      const { year, month } = yearMonthOf(monthIndex);
      return dayIn(year, month);
    },
  };
}

/** Periods are years; `dayIn` places the pattern day in one. */
function yearlyPattern(dayIn: (year: number) => number): Pattern {
  return { periodOf: (day) => partsOfDayNumber(day).year, dayOfPeriod: dayIn };
}

// The validator has passed, so the fields the chosen rule reads are set: `?? 0` only satisfies the types.
function monthlyPatternOf({ monthly }: Recurrence, firstDayOfMonth: number): Pattern {
  switch (monthly.type) {
    case 'day_of_purchase':
      return monthlyPattern((year, month) => clampedDayNumber(year, month, firstDayOfMonth));
    case 'day_of_month':
      return monthlyPattern((year, month) => clampedDayNumber(year, month, monthly.day_of_month ?? 1));
    case 'day_pattern':
      return monthlyPattern((year, month) =>
        patternDay(year, month, monthly.day_pattern_ordinal ?? 'first', monthly.day_pattern_day ?? 0),
      );
  }
}

function yearlyPatternOf({ yearly }: Recurrence, first: { month: number; day: number }): Pattern {
  const month = yearly.month ?? 1;
  switch (yearly.type) {
    case 'day_of_purchase':
      return yearlyPattern((year) => clampedDayNumber(year, first.month, first.day));
    case 'day_of_year':
      return yearlyPattern((year) => clampedDayNumber(year, month, yearly.day_of_year ?? 1));
    case 'day_pattern': {
      const { day_pattern_ordinal: ordinal, day_pattern_day: weekday } = yearly.pattern;
      return yearlyPattern((year) => patternDay(year, month, ordinal ?? 'first', weekday ?? 0));
    }
  }
}

function patternOf(recurrence: Recurrence, firstDay: number): Pattern {
  switch (recurrence.frequency) {
    case 'daily':
      return { periodOf: (day) => day, dayOfPeriod: (day) => day };
    case 'weekly': {
      const { weekly } = recurrence;
      return weeklyPattern(
        weekly.type === 'day_of_week' ? (weekly.day_of_week ?? 0) : weekdayOfDayNumber(firstDay),
      );
    }
    case 'monthly':
      return monthlyPatternOf(recurrence, partsOfDayNumber(firstDay).day);
    case 'yearly':
      return yearlyPatternOf(recurrence, partsOfDayNumber(firstDay));
  }
}

/** A recurrence `recurrenceProblems` refuses throws RangeError naming its fields. */
function assertBillable(recurrence: Recurrence): void {
  const problems = Object.entries(recurrenceProblems(recurrence));
  if (problems.length > 0) {
    throw new RangeError(problems.map(([field, message]) => `${field}: ${message}`).join(' '));
  }
}

/** A schedule ready to answer bill n: the first bill, where bill 2 falls, and the interval. */
interface Schedule {
  firstDay: number;
  pattern: Pattern;
  /** The period of bill 2. */
  secondPeriod: number;
  interval: number;
  /** How many bills in all; Infinity without an end. */
  total: number;
}

function scheduleOf(recurrence: Recurrence, firstBillDate: string): Schedule {
  assertBillable(recurrence);
  const firstDay = dayNumberOf(firstBillDate);
  const pattern = patternOf(recurrence, firstDay);
  const interval = recurrence.periods_between_occurrence;
  const firstPeriod = pattern.periodOf(firstDay);
  const onPattern = pattern.dayOfPeriod(firstPeriod);
  // Rule 1: on the pattern, bill 2 is an interval on; otherwise it is the next pattern day.
  const secondPeriod =
    onPattern === firstDay ? firstPeriod + interval : onPattern > firstDay ? firstPeriod : firstPeriod + 1;
  const total =
    recurrence.occurrence_type === 'fixed_end_date' ? recurrence.occurrences : Number.POSITIVE_INFINITY;
  return { firstDay, pattern, secondPeriod, interval, total };
}

/** The date of bill n (1 is the first bill), ignoring the end. */
function billDate(schedule: Schedule, n: number): string {
  if (n === 1) return dateOfDayNumber(schedule.firstDay);
  return dateOfDayNumber(schedule.pattern.dayOfPeriod(schedule.secondPeriod + (n - 2) * schedule.interval));
}

function assertWholeNumber(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of 0 or more: ${value}`);
  }
}

/**
 * spec 3 §3.2: the first `count` bill dates ('yyyy-MM-dd'), the first bill date first, fewer when the
 * schedule ends sooner (fixed_end_date after `occurrences` bills). A recurrence `recurrenceProblems`
 * refuses, a date that is not 'yyyy-MM-dd' or a negative or fractional count throws RangeError.
 */
export function billDates(recurrence: Recurrence, firstBillDate: string, count: number): string[] {
  assertWholeNumber(count, 'count');
  const schedule = scheduleOf(recurrence, firstBillDate);
  const length = Math.min(count, schedule.total);
  return Array.from({ length }, (_, index) => billDate(schedule, index + 1));
}

/**
 * spec 3 §3.2 next_bill_date: the date of bill executionsDone + 1, or null when the schedule has ended
 * (fixed_end_date and `occurrences` bills done). Bad input throws RangeError as in `billDates`.
 */
export function nextBillDateAfter(
  recurrence: Recurrence,
  firstBillDate: string,
  executionsDone: number,
): string | null {
  assertWholeNumber(executionsDone, 'executionsDone');
  const schedule = scheduleOf(recurrence, firstBillDate);
  return executionsDone < schedule.total ? billDate(schedule, executionsDone + 1) : null;
}

/**
 * Issue 25 point 7: the schedule's first bill date strictly after `date`, ignoring the end (the engine
 * checks it). Each date is computed from the first bill, as `billDates` does, so a schedule whose next bill
 * date was moved (an edit, a resume) goes back onto its pattern without drifting at month ends.
 */
export function billDateAfter(recurrence: Recurrence, firstBillDate: string, date: string): string {
  const schedule = scheduleOf(recurrence, firstBillDate);
  const day = dayNumberOf(date);
  if (day < schedule.firstDay) return dateOfDayNumber(schedule.firstDay);
  const dayOf = (n: number) =>
    schedule.pattern.dayOfPeriod(schedule.secondPeriod + (n - 2) * schedule.interval);
  // Bill dates grow with n: find the first after `day` by doubling, then halving.
  let high = 2;
  while (dayOf(high) <= day) high *= 2;
  let low = high === 2 ? 1 : high / 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (dayOf(middle) <= day) low = middle;
    else high = middle;
  }
  return dateOfDayNumber(dayOf(high));
}

/** spec 3 §3.2 final_bill_date: the last bill's date with a fixed end, null without an end. */
export function finalBillDate(recurrence: Recurrence, firstBillDate: string): string | null {
  const schedule = scheduleOf(recurrence, firstBillDate);
  return Number.isFinite(schedule.total) ? billDate(schedule, schedule.total) : null;
}

/**
 * spec 3 §9, §4.5: the dates a resume may pick from: 10 × periods_between_occurrence + 1 dates from
 * `fromDate` on the recurrence's pattern with the interval reset to 1 (so "every 3 months" offers the
 * next 31 monthly dates). The offer ignores the end: the caller keeps the remaining occurrences.
 */
export function projectedBillDates(recurrence: Recurrence, fromDate: string): string[] {
  assertBillable(recurrence);
  const everyPeriod: Recurrence = {
    ...recurrence,
    periods_between_occurrence: 1,
    occurrence_type: 'no_end_date',
  };
  return billDates(everyPeriod, fromDate, 10 * recurrence.periods_between_occurrence + 1);
}
