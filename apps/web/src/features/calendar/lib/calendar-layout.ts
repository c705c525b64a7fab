// spec 1 §2.5, §9: how the week is laid out. Layout only; the rules that decide what may change live in
// packages/domain/src/calendar.

/** 30-minute rows. */
export const SLOT_MINUTES = 30;
/** 72 pixels per hour, so a 30-minute row is 36 pixels tall. */
export const PIXELS_PER_HOUR = 72;
export const SLOT_HEIGHT_PX = (PIXELS_PER_HOUR * SLOT_MINUTES) / 60;
/** The grid runs from 00:00 to 24:00 on the wall clock, a daylight-saving day too (week-grid.ts). */
export const DAY_MINUTES = 24 * 60;
/** A block is at least this tall, so a 5-minute item still shows a line of text. */
export const EVENT_MIN_HEIGHT_PX = 18;
/** The minutes EVENT_MIN_HEIGHT_PX stands for: blocks are laid out as tall as they are drawn. */
export const EVENT_MIN_MINUTES = (EVENT_MIN_HEIGHT_PX * 60) / PIXELS_PER_HOUR;
/** A short event lasts 0.67 hour or less and is drawn compactly (one line). */
export const SHORT_EVENT_HOURS = 0.67;

/** Pixels from the top of the grid to a time of day (minutes after midnight). */
export function minutesToPx(minutes: number): number {
  return (minutes * PIXELS_PER_HOUR) / 60;
}

export function isShortEvent(startAt: string, endAt: string): boolean {
  return (Date.parse(endAt) - Date.parse(startAt)) / 3_600_000 <= SHORT_EVENT_HOURS;
}

/** spec 1 §9: the mobile width threshold (767 px); below it the calendar shows one day (issue 16 point 4). */
export const PHONE_QUERY = '(max-width: 767px)';
