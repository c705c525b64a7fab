// spec 3 §4.5 "Resume picks from projected bill dates", spec 3 §9 "Projected bill dates: 10 times the
// interval plus one, with the interval reset to 1", and the edit form's next bill date (spec 3 §4.5
// "next bill date defaulting to tomorrow").
import { addDaysToDate } from '../availability/zoned-time.ts';
import { billDates } from '../billing/bill-dates.ts';
import { dayNumberOf } from '../billing/calendar-days.ts';
import type { Recurrence } from '../catalogue/recurrence.ts';

/** The fewest days a period of each frequency lasts, to bound how many dates to walk past. */
const SHORTEST_PERIOD_DAYS: Readonly<Record<Recurrence['frequency'], number>> = {
  daily: 1,
  weekly: 7,
  monthly: 28,
  yearly: 365,
};

/**
 * spec 3 §9: the dates a resume (activate) may pick from: the schedule's own pattern (anchored on its
 * first bill date `startAt`, so "monthly on the day of purchase" keeps the purchase's day) every period,
 * from `fromDate` on, 10 × periods_between_occurrence + 1 of them. The schedule's end is ignored: the
 * remaining occurrences go on from the chosen date.
 */
export function resumeBillDates(recurrence: Recurrence, startAt: string, fromDate: string): string[] {
  const count = 10 * recurrence.periods_between_occurrence + 1;
  const everyPeriod: Recurrence = {
    ...recurrence,
    periods_between_occurrence: 1,
    occurrence_type: 'no_end_date',
  };
  const gap = Math.max(0, dayNumberOf(fromDate) - dayNumberOf(startAt));
  const skipped = Math.floor(gap / SHORTEST_PERIOD_DAYS[recurrence.frequency]) + 2;
  return billDates(everyPeriod, startAt, skipped + count)
    .filter((date) => date >= fromDate)
    .slice(0, count);
}

/** The day after `today`: the earliest a moved next bill date may be. */
export const tomorrowOf = (today: string): string => addDaysToDate(today, 1);

/**
 * spec 3 §4.5: the edit form's next bill date: the schedule's own when it is still ahead, otherwise
 * tomorrow (decision 128).
 */
export function defaultNextBillDate(nextBillDate: string | null, today: string): string {
  return nextBillDate !== null && nextBillDate > today ? nextBillDate : tomorrowOf(today);
}

/** spec 3 §3.2 number_of_remaining_executions: bills still to run with a fixed end, null without one. */
export function remainingExecutions(occurrences: number | null, executionsDone: number): number | null {
  return occurrences === null ? null : Math.max(0, occurrences - executionsDone);
}

/** What the coming bills read of a schedule. */
export interface ScheduleProgress {
  recurrence: Recurrence;
  start_at: string;
  number_of_active_executions: number;
  next_bill_date: string | null;
  /** Bills in all with a fixed end; null without one. */
  occurrences: number | null;
}

/**
 * spec 3 §3.2 next_bill_dates: the next `count` bills from next_bill_date, fewer when the schedule ends.
 * While next_bill_date is the schedule's own next bill they follow the schedule; a moved next bill date
 * (an edit, an activate) starts the pattern again from it.
 */
export function upcomingBillDates(schedule: ScheduleProgress, count: number): string[] {
  const { recurrence, start_at: start, number_of_active_executions: done, next_bill_date: next } = schedule;
  const left = remainingExecutions(schedule.occurrences, done) ?? Number.POSITIVE_INFINITY;
  const n = Math.min(count, left);
  if (next === null || n <= 0) return [];
  const endless: Recurrence = { ...recurrence, occurrence_type: 'no_end_date' };
  if (billDates(endless, start, done + 1)[done] === next) {
    return billDates(endless, start, done + n).slice(done);
  }
  return billDates(endless, next, n);
}

/** spec 3 §3.2 final_bill_date: the date of the last remaining bill; null without an end or a next bill. */
export function finalBillDateOf(schedule: ScheduleProgress): string | null {
  const left = remainingExecutions(schedule.occurrences, schedule.number_of_active_executions);
  if (left === null || left === 0) return null;
  return upcomingBillDates(schedule, left).at(-1) ?? null;
}
