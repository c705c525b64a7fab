// Issue 25 point 7: the billing engine's rules (spec 3 §3.2 Subscription, §4.5; ruling 8). Dates are the
// merchant's local dates ('yyyy-MM-dd'); the server computes "today" in the merchant's zone, so these rules
// hold across daylight-saving changes. Pure: the server reads a schedule, asks these, and writes the answer.
import { addDaysToDate } from '../availability/zoned-time.ts';
import type { Recurrence } from '../catalogue/recurrence.ts';
import { billDateAfter } from './bill-dates.ts';

/** Decision 149: 'draft' is an invoice schedule's (never billed). */
export type ScheduleStatus = 'active' | 'suspended' | 'expired' | 'cancelled' | 'draft';

/** A billing schedule as the engine reads it (billing_schedules). */
export interface BillableSchedule {
  status: ScheduleStatus;
  recurrence: Recurrence;
  /** Bill 1's date: every later date is computed from it (bill-dates.ts rule 3). */
  start_at: string;
  /** The next bill not yet charged; null when the schedule has ended. */
  next_bill_date: string | null;
  /** spec 3 §3.2: the last bill's date with a fixed end. */
  final_bill_date: string | null;
  /** spec 3 §3.2 occurrences: bills in all with a fixed end; null without an end. */
  occurrences: number | null;
  /** Bills charged so far (the checkout's first charge included, decision 77). */
  number_of_active_executions: number;
  /** spec 3 §4.5 suspend: the day billing stops, and the day it resumes (null: no end). */
  suspend_at: string | null;
  resume_at: string | null;
}

/** At most this many bills of one schedule are issued in one run (a daily schedule after a long outage). */
export const MOST_BILLS_PER_RUN = 400;

/** Whether a bill on `date` is within the schedule's end (occurrences or final date). */
function isWithinEnd(schedule: BillableSchedule, date: string, executions: number): boolean {
  if (schedule.occurrences !== null && executions >= schedule.occurrences) return false;
  return schedule.final_bill_date === null || date <= schedule.final_bill_date;
}

/**
 * Issue 25 point 7: the bill dates of an active schedule to write as bills through `throughDate` (today,
 * or today plus the pre-notification days so each bill can be announced before it is charged): its next
 * bill date and each later one, until the schedule's end or its coming suspension. After downtime this
 * answers every missed day's bill, and the bills' unique key (schedule, bill date) makes a repeat write
 * nothing, so no period is billed twice or missed.
 */
export function billDatesToIssue(schedule: BillableSchedule, throughDate: string): string[] {
  if (schedule.status !== 'active') return [];
  const dates: string[] = [];
  let date = schedule.next_bill_date;
  let executions = schedule.number_of_active_executions;
  while (date !== null && date <= throughDate && dates.length < MOST_BILLS_PER_RUN) {
    if (!isWithinEnd(schedule, date, executions)) break;
    if (schedule.suspend_at !== null && date >= schedule.suspend_at) break;
    dates.push(date);
    executions += 1;
    date = billDateAfter(schedule.recurrence, schedule.start_at, date);
  }
  return dates;
}

/**
 * The last date whose bills a run writes: today plus the pre-notification days, so each bill exists (and
 * can be announced once, on its row) before its date.
 */
export const issueThroughDate = (today: string, preNotificationDays: number): string =>
  addDaysToDate(today, Math.max(0, preNotificationDays));

/**
 * Whether a regular bill's first charge may go ahead: the schedule is active and the bill is its next one.
 * A bill written ahead whose schedule was then suspended, cancelled, ended or moved to another date is
 * skipped instead (its period is no longer the schedule's).
 */
export function isBillCurrent(
  schedule: Pick<BillableSchedule, 'status' | 'next_bill_date'>,
  billDate: string,
): boolean {
  return schedule.status === 'active' && schedule.next_bill_date === billDate;
}

/** What a schedule becomes once the bill of `billDate` (its next bill) was charged, paid or not. */
export interface ScheduleAfterBill {
  number_of_active_executions: number;
  next_bill_date: string | null;
  status: ScheduleStatus;
}

/** Issue 25 point 7: counts the bill and moves to the next; past its occurrences or final date it expires. */
export function scheduleAfterBill(schedule: BillableSchedule, billDate: string): ScheduleAfterBill {
  const executions = schedule.number_of_active_executions + 1;
  const next = billDateAfter(schedule.recurrence, schedule.start_at, billDate);
  if (!isWithinEnd(schedule, next, executions)) {
    return { number_of_active_executions: executions, next_bill_date: null, status: 'expired' };
  }
  return { number_of_active_executions: executions, next_bill_date: next, status: schedule.status };
}

/** Issue 25 point 7: a failed bill is tried again this many days after its bill date, then past due. */
export const BILL_RETRY_DAYS = [1, 3, 5] as const;

export type BillAfterFailure = { state: 'retrying'; next_attempt_on: string } | { state: 'past_due' };

/** After the `attempts`-th failed charge of the bill of `billDate`: its next try, or past due. */
export function billAfterFailure(billDate: string, attempts: number): BillAfterFailure {
  const days = BILL_RETRY_DAYS[attempts - 1];
  return days === undefined
    ? { state: 'past_due' }
    : { state: 'retrying', next_attempt_on: addDaysToDate(billDate, days) };
}

export type SuspensionChange = 'suspend' | 'resume' | null;

/**
 * spec 3 §4.5 suspend with an end choice: an active schedule is suspended on its suspend_at, and a
 * suspended one resumes on its resume_at (none: it stays suspended until activated by hand).
 */
export function suspensionChange(
  schedule: Pick<BillableSchedule, 'status' | 'suspend_at' | 'resume_at'>,
  today: string,
): SuspensionChange {
  if (schedule.status === 'active' && schedule.suspend_at !== null && schedule.suspend_at <= today) {
    return 'suspend';
  }
  if (schedule.status === 'suspended' && schedule.resume_at !== null && schedule.resume_at <= today) {
    return 'resume';
  }
  return null;
}

/**
 * spec 3 §4.5, §9: where billing goes on when a suspension ends on `resumeAt`. The periods suspended are
 * not billed and not counted, so a schedule with a fixed number of bills keeps the ones remaining (the
 * final bill date moves with them); one with only a final date keeps that date.
 */
export function scheduleOnResume(
  schedule: BillableSchedule,
  resumeAt: string,
): Pick<BillableSchedule, 'next_bill_date' | 'final_bill_date'> {
  const { recurrence, start_at: startAt } = schedule;
  const next =
    schedule.next_bill_date !== null && schedule.next_bill_date >= resumeAt
      ? schedule.next_bill_date
      : billDateAfter(recurrence, startAt, addDaysToDate(resumeAt, -1));
  if (schedule.occurrences === null) {
    const ended = schedule.final_bill_date !== null && next > schedule.final_bill_date;
    return { next_bill_date: ended ? null : next, final_bill_date: schedule.final_bill_date };
  }
  const remaining = schedule.occurrences - schedule.number_of_active_executions;
  if (remaining <= 0) return { next_bill_date: null, final_bill_date: schedule.final_bill_date };
  let last = next;
  for (let bill = 1; bill < remaining; bill += 1) last = billDateAfter(recurrence, startAt, last);
  return { next_bill_date: next, final_bill_date: last };
}

/**
 * Issue 25 point 7: a bill is announced to the customer `days` days before its date (merchants.
 * pre_notification_days; 0 sends none). After an outage a bill not yet due is still announced late.
 */
export function isPreNotificationDue(billDate: string, days: number, today: string): boolean {
  return days > 0 && today < billDate && addDaysToDate(billDate, -days) <= today;
}
