import { addDays, dayOfWeek } from '@paybook/domain';

// spec 1 §2.3: /appointments takes appointmentId, showAddModal, viewProvider and customer; the week shown
// is in the address too (week=yyyy-MM-dd, its Sunday) so a reload keeps the place.

export interface CalendarSearch {
  /** The Sunday of the week shown, or null for the current week. */
  week: string | null;
  viewProvider: number | null;
  appointmentId: number | null;
  showAddModal: boolean;
  customer: number | null;
}

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

/** spec 1 §2.5, §9: weeks start on Sunday. */
export function sundayOf(date: string): string {
  return addDays(date, -dayOfWeek(date));
}

export function readCalendarSearch(params: URLSearchParams): CalendarSearch {
  const week = parseDate(params.get('week'));
  const showAddModal = params.get('showAddModal');
  return {
    week: week ? sundayOf(week) : null,
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
    if (value === null || value === false || value === undefined) next.delete(key);
    else next.set(key, value === true ? 'true' : String(value));
  }
  return next;
}
