import { weekStartOf } from '@paybook/domain';

// spec 1 §2.3: /appointments takes appointmentId, showAddModal, viewProvider and customer; the week shown
// is in the address too (week=yyyy-MM-dd, its first day by the merchant's week start, issue 16 point 9) so
// a reload keeps the place. On a phone (issue 16 point 4) the day shown (date=yyyy-MM-dd) and the mode
// (view=agenda; the day view without it) are there as well, and so is the day of every provider side by
// side (view=day-all&date=yyyy-MM-dd, issue 24 point 3).

/**
 * The calendar's views: one provider's (their week on a desktop, their day on a phone; the address leaves
 * it out), the phone's agenda (issue 16 point 4; a desktop shows the week instead), and the day of every
 * provider the user may see, side by side (issue 24 point 3).
 */
export const calendarViews = ['provider', 'agenda', 'day-all'] as const;
export type CalendarView = (typeof calendarViews)[number];

export interface CalendarSearch {
  /** The first day of the week shown (by the merchant's week start), or null for today's week. */
  week: string | null;
  /** The day shown (the phone's, or every provider's), or null for today (or the week's first day). */
  date: string | null;
  view: CalendarView;
  viewProvider: number | null;
  appointmentId: number | null;
  showAddModal: boolean;
  customer: number | null;
}

/** The parameters that say where the calendar is (not which dialog is open): the place a user returns to. */
export const PLACE_PARAMS = ['view', 'date', 'week', 'viewProvider'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A real date 'yyyy-MM-dd' (or 'yyyyMMdd'), else null. */
export function parseDate(value: string | null): string | null {
  if (!value) return null;
  const date = /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
  if (!DATE.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/**
 * The address's calendar parameters; `week` becomes the first day of its week for weeks starting on
 * `weekStartsOn` (the merchant's, issue 16 point 9).
 */
export function readCalendarSearch(params: URLSearchParams, weekStartsOn: number): CalendarSearch {
  const showAddModal = params.get('showAddModal');
  const week = parseDate(params.get('week'));
  return {
    week: week === null ? null : weekStartOf(week, weekStartsOn),
    date: parseDate(params.get('date')),
    view: calendarViews.find((view) => view !== 'provider' && view === params.get('view')) ?? 'provider',
    viewProvider: positiveId(params.get('viewProvider')),
    appointmentId: positiveId(params.get('appointmentId')),
    showAddModal: showAddModal === 'true' || showAddModal === '1',
    customer: positiveId(params.get('customer')),
  };
}

/** The address's query after a change; null or false leaves a parameter out. */
export function writeCalendarSearch(
  params: URLSearchParams,
  change: Partial<CalendarSearch>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    // One provider's calendar is the default view: the address names only the others.
    if (value === null || value === false || value === undefined || (key === 'view' && value === 'provider'))
      next.delete(key);
    else next.set(key, value === true ? 'true' : String(value));
  }
  return next;
}
