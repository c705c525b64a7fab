// spec 3 §6 "view_reports: reports, export and subscribe to reports" (issue 28 point 3): a user has a saved
// report e-mailed to them as CSV daily, weekly or monthly, at a local hour on the merchant's clock (ruling
// 8: the merchant's IANA zone). Each period is sent once: its key is the local date it starts on.
import { ALWAYS, allOf, meets, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { addDaysToDate, dayOfWeek } from '../availability/zoned-time.ts';
import { wallClock, zonedInstant } from '../calendar/zoned-time.ts';
import { EXPORT_CUSTOMERS_REQUIREMENT } from '../customers/permissions.ts';
import { isReportType, type ReportType } from '../saved-reports/saved-reports.ts';
import { reportSubscribeRequirement } from './grid-access.ts';

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** The local hours a report may be sent at: 0 (midnight) to 23. */
export const REPORT_HOUR_MIN = 0;
export const REPORT_HOUR_MAX = 23;

/** Rows an e-mailed CSV holds at most; a larger result is cut there and the e-mail says so. */
export const REPORT_EMAIL_MAX_ROWS = 50_000;

export interface ReportSchedule {
  readonly frequency: ReportFrequency;
  /** The local hour of the merchant's zone, 0–23. */
  readonly hour: number;
}

/** One period's run: the local date the period starts on (its key) and the instant it is sent. */
export interface ReportRun {
  readonly period_start: string;
  readonly run_at: Date;
}

/**
 * The first local date of the period a date is in: the date itself (daily), the Monday of its week
 * (weekly; ISO weeks), the first of its month (monthly).
 */
export function periodStartOf(frequency: ReportFrequency, date: string): string {
  switch (frequency) {
    case 'daily':
      return date;
    case 'weekly':
      return addDaysToDate(date, -((dayOfWeek(date) + 6) % 7));
    case 'monthly':
      return `${date.slice(0, 8)}01`;
  }
}

/** The first local date of the period after the one starting on `periodStart`. */
export function nextPeriodStart(frequency: ReportFrequency, periodStart: string): string {
  switch (frequency) {
    case 'daily':
      return addDaysToDate(periodStart, 1);
    case 'weekly':
      return addDaysToDate(periodStart, 7);
    case 'monthly': {
      const year = Number(periodStart.slice(0, 4));
      const month = Number(periodStart.slice(5, 7));
      const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
      return `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-01`;
    }
  }
}

/**
 * The instant a period is sent: its first day at the hour, in the zone. An hour the clock skips (02:00
 * on a spring-forward night) is sent when the clock comes back to it (03:00 daylight time); an hour the
 * clock shows twice (01:00 on a fall-back night) is sent the first time. The period keeps its one run.
 */
export function runInstantOf(schedule: ReportSchedule, timeZone: string, periodStart: string): Date {
  return zonedInstant(periodStart, `${String(schedule.hour).padStart(2, '0')}:00`, timeZone);
}

/** The first run strictly after `now`: this period's if its hour is still ahead, else the next one's. */
export function nextReportRun(schedule: ReportSchedule, timeZone: string, now: Date): ReportRun {
  const current = periodStartOf(schedule.frequency, wallClock(now, timeZone).date);
  const currentAt = runInstantOf(schedule, timeZone, current);
  if (currentAt.getTime() > now.getTime()) return { period_start: current, run_at: currentAt };
  const next = nextPeriodStart(schedule.frequency, current);
  return { period_start: next, run_at: runInstantOf(schedule, timeZone, next) };
}

/**
 * The run after the period just sent (or skipped). Periods missed while nothing ran (the servers were
 * down for days) are not sent late one after another: the next run is the first still ahead of `now`.
 */
export function followingReportRun(
  schedule: ReportSchedule,
  timeZone: string,
  sentPeriodStart: string,
  now: Date,
): ReportRun {
  const next = nextPeriodStart(schedule.frequency, sentPeriodStart);
  const ahead = nextReportRun(schedule, timeZone, now);
  if (ahead.period_start > next) return ahead;
  return { period_start: next, run_at: runInstantOf(schedule, timeZone, next) };
}

/** An hour as the e-mail and the subscribe form show it: '7:00 AM', '12:00 PM' (en-US, as the app's texts). */
export const reportHourLabel = (hour: number): string =>
  `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

/** The problem with an hour, or null. */
export function reportHourError(hour: number): string | null {
  return Number.isInteger(hour) && hour >= REPORT_HOUR_MIN && hour <= REPORT_HOUR_MAX
    ? null
    : `Choose an hour from ${REPORT_HOUR_MIN} to ${REPORT_HOUR_MAX}.`;
}

/**
 * spec 3 §6: subscribing to a report is view_reports' ("export and subscribe to reports") on top of
 * reading the report; the e-mail carries the whole result, so it also needs what exporting it needs. The
 * customers report is the customer list, whose export is manage_customers' with payments (spec 2 §6).
 */
export function reportSubscriptionRequirement(type: ReportType): Requirement {
  if (type === 'customers') return allOf(EXPORT_CUSTOMERS_REQUIREMENT, needRight('view_reports'));
  return reportSubscribeRequirement(type);
}

/** The same from a call's raw path (`/saved_reports/{reportType}/…`); an unknown type is left to validation. */
export const reportSubscriptionPathRequirement = (params: Readonly<Record<string, string>>): Requirement => {
  const type = params.reportType ?? '';
  return isReportType(type) ? reportSubscriptionRequirement(type) : ALWAYS;
};

export const canSubscribeToReport = (subject: AccessSubject, type: ReportType): boolean =>
  meets(subject, reportSubscriptionRequirement(type));
