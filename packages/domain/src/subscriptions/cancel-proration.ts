// spec 3 §4.5 "Cancel offers a last payment option: full_amount or prorated", spec 3 §7 GET
// subscription/{id}/cancellation/calculate_proration. Decision 127 fixes what the last payment is:
// - A cancel stops the schedule at once; a last payment is one more bill, charged on the cancel day (the
//   merchant's date, ruling 8), standing in for the bill at next_bill_date that will no longer run.
// - full_amount charges the schedule's price, the whole bill.
// - prorated charges the share of the price for the days of the period in progress that the cancel day
//   leaves: the period runs from the bill before next_bill_date to next_bill_date (end excluded), and the
//   days left are those from the cancel day to next_bill_date, never fewer than 0 nor more than the period.
//   Cents are rounded half up. A schedule with no next bill date (ended, expired) has no period in
//   progress: prorated is 0, and a last payment of 0 is not charged.

import { billDates } from '../billing/bill-dates.ts';
import {
  clampedDayNumber,
  dateOfDayNumber,
  dayNumberOf,
  partsOfDayNumber,
} from '../billing/calendar-days.ts';
import type { Recurrence } from '../catalogue/recurrence.ts';

export const LAST_PAYMENT_OPTIONS = ['full_amount', 'prorated'] as const;
export type LastPaymentOption = (typeof LAST_PAYMENT_OPTIONS)[number];

export interface ProratedSchedule {
  recurrence: Recurrence;
  /** The first bill date ('yyyy-MM-dd'). */
  start_at: string;
  number_of_active_executions: number;
  next_bill_date: string | null;
  /** Cents each bill charges. */
  price_cents: number;
}

export interface CancelProration {
  /** The period in progress, [period_start, period_end), or nulls without one. */
  period_start: string | null;
  period_end: string | null;
  period_days: number;
  days_left: number;
  full_amount_cents: number;
  prorated_cents: number;
}

/** The date `months` calendar months before `date`, on its day or the month's last day (rule 3). */
function monthsBefore(date: string, months: number): string {
  const { year, month, day } = partsOfDayNumber(dayNumberOf(date));
  const index = year * 12 + month - 1 - months;
  return dateOfDayNumber(clampedDayNumber(Math.floor(index / 12), (index % 12) + 1, day));
}

/** One interval of the recurrence before `date`, by the calendar (months clamp to the month's end). */
function intervalBefore(recurrence: Recurrence, date: string): string {
  const n = recurrence.periods_between_occurrence;
  switch (recurrence.frequency) {
    case 'daily':
      return dateOfDayNumber(dayNumberOf(date) - n);
    case 'weekly':
      return dateOfDayNumber(dayNumberOf(date) - 7 * n);
    case 'monthly':
      return monthsBefore(date, n);
    case 'yearly':
      return monthsBefore(date, 12 * n);
  }
}

/**
 * The bill before `next`: the schedule's own bill when `next` is the bill after the executions done (so a
 * day-31 schedule billing Apr 30 started its period on Mar 31), otherwise one interval before `next`.
 */
export function periodStartBefore(schedule: ProratedSchedule, next: string): string {
  const done = schedule.number_of_active_executions;
  if (done >= 1) {
    const dates = billDates(schedule.recurrence, schedule.start_at, done + 1);
    if (dates[done] === next && dates[done - 1] !== undefined) return dates[done - 1] as string;
  }
  return intervalBefore(schedule.recurrence, next);
}

/** Decision 127: what each last payment option would charge if the schedule were cancelled on `today`. */
export function cancelProration(schedule: ProratedSchedule, today: string): CancelProration {
  const price = schedule.price_cents;
  const next = schedule.next_bill_date;
  if (next === null) {
    return {
      period_start: null,
      period_end: null,
      period_days: 0,
      days_left: 0,
      full_amount_cents: price,
      prorated_cents: 0,
    };
  }
  const start = periodStartBefore(schedule, next);
  const periodDays = dayNumberOf(next) - dayNumberOf(start);
  const daysLeft = Math.min(periodDays, Math.max(0, dayNumberOf(next) - dayNumberOf(today)));
  // Half up in whole numbers: (2·price·left + days) / (2·days), floored.
  const prorated = Math.floor((2 * price * daysLeft + periodDays) / (2 * periodDays));
  return {
    period_start: start,
    period_end: next,
    period_days: periodDays,
    days_left: daysLeft,
    full_amount_cents: price,
    prorated_cents: prorated,
  };
}

/** The cents a cancel with `option` charges as its last payment (0: nothing is charged). */
export function lastPaymentCents(proration: CancelProration, option: LastPaymentOption): number {
  return option === 'full_amount' ? proration.full_amount_cents : proration.prorated_cents;
}
