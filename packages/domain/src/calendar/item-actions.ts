// spec 1 §4.2 calendar item actions, §9 (edit window 7 days, back navigation 365 days).
import { todayInTimeZone } from '../access/trial.ts';
import { addDays, wallClock } from './zoned-time.ts';

export const EDIT_WINDOW_DAYS = 7;
export const BACK_NAVIGATION_DAYS = 365;

/**
 * spec 1 §4.2: edit and delete are offered while the item's start date is no earlier than 7 days
 * before today, both read in the provider's zone.
 */
export function isWithinEditWindow(startAt: Date, providerTimeZone: string, now: Date = new Date()): boolean {
  return wallClock(startAt, providerTimeZone).date >= editWindowStart(providerTimeZone, now);
}

/**
 * spec 1 §4.2: the earliest local start date ('yyyy-MM-dd') still editable: 7 days before today in the
 * provider's zone. A week of items reads it once (issue 14 point 5) rather than once per item.
 */
export function editWindowStart(providerTimeZone: string, now: Date = new Date()): string {
  return addDays(todayInTimeZone(providerTimeZone, now), -EDIT_WINDOW_DAYS);
}

/** spec 1 §4.2: previous-week navigation is disabled when the week start is more than 365 days back. */
export function canGoToPreviousWeek(
  weekStart: string,
  providerTimeZone: string,
  now: Date = new Date(),
): boolean {
  return weekStart > addDays(todayInTimeZone(providerTimeZone, now), -BACK_NAVIGATION_DAYS);
}
