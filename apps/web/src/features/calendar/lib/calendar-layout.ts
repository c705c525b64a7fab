// spec 1 §2.5, §9: how the week is laid out. Layout only; the rules that decide what may change live in
// packages/domain/src/calendar.

/** 30-minute rows. */
export const SLOT_MINUTES = 30;
/** 72 pixels per hour, so a 30-minute row is 36 pixels tall. */
export const PIXELS_PER_HOUR = 72;
export const SLOT_HEIGHT_PX = (PIXELS_PER_HOUR * SLOT_MINUTES) / 60;
/** The week starts on Sunday (FullCalendar's firstDay 0). */
export const FIRST_DAY_OF_WEEK = 0;
/** A short event lasts 0.67 hour or less and is drawn compactly (one line). */
export const SHORT_EVENT_HOURS = 0.67;

export function isShortEvent(startAt: string, endAt: string): boolean {
  return (Date.parse(endAt) - Date.parse(startAt)) / 3_600_000 <= SHORT_EVENT_HOURS;
}
