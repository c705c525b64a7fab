// ARCHITECTURE.md "No double booking": weekly breaks are rules, not rows, so a booking is checked against
// the provider's day (availability/day-schedule.ts: work plan, day boundary, day off, breaks per date).
import type { DaySchedule } from '../availability/day-schedule.ts';

export type BookingProblem = 'outside_working_hours' | 'over_break';

export const bookingProblemMessages: Record<BookingProblem, string> = {
  outside_working_hours: "The time is outside the provider's working hours.",
  over_break: "The time overlaps the provider's break.",
};

/** Whether a range overlaps one of the day's breaks (ranges are half-open: touching is fine). */
export function overlapsBreak(range: { start: Date; end: Date }, day: DaySchedule): boolean {
  const start = range.start.getTime();
  const end = range.end.getTime();
  return day.breaks.some((entry) => start < Date.parse(entry.end_at) && Date.parse(entry.start_at) < end);
}

/** Whether a range fits one day of the provider's schedule: inside its hours and clear of its breaks. */
export function bookingProblem(range: { start: Date; end: Date }, day: DaySchedule): BookingProblem | null {
  const start = range.start.getTime();
  const end = range.end.getTime();
  if (!day.hours || start < Date.parse(day.hours.start_at) || end > Date.parse(day.hours.end_at))
    return 'outside_working_hours';
  if (overlapsBreak(range, day)) return 'over_break';
  return null;
}
