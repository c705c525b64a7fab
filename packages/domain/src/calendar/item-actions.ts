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
  const earliest = addDays(todayInTimeZone(providerTimeZone, now), -EDIT_WINDOW_DAYS);
  return wallClock(startAt, providerTimeZone).date >= earliest;
}

/** spec 1 §4.2: previous-week navigation is disabled when the week start is more than 365 days back. */
export function canGoToPreviousWeek(
  weekStart: string,
  providerTimeZone: string,
  now: Date = new Date(),
): boolean {
  return weekStart > addDays(todayInTimeZone(providerTimeZone, now), -BACK_NAVIGATION_DAYS);
}
