// spec 1 §2.3: a click on an empty slot of the grid opens the add dialog at that slot's time. The column
// is the one under the click (week-day-column.tsx: `[data-column-key]`, its date `data-slot-date`), the
// slot the 30-minute row under the pointer, counted from the column's top: the grid runs 00:00 to 24:00 at
// SLOT_HEIGHT_PX a row (week-grid.ts).
import { DAY_MINUTES, SLOT_HEIGHT_PX, SLOT_MINUTES } from './calendar-layout';

/** Elements that have a click of their own: a block, a day's actions, a link. */
const OWN_CLICK = 'button, a, [role="button"], [role="dialog"]';

const pad = (value: number) => String(value).padStart(2, '0');

/** The start ('10:30') of the slot `offsetPx` pixels below the top of a day column, or null outside it. */
export function slotTimeAt(offsetPx: number): string | null {
  const minutes = Math.floor(offsetPx / SLOT_HEIGHT_PX) * SLOT_MINUTES;
  if (!Number.isFinite(minutes) || minutes < 0 || minutes >= DAY_MINUTES) return null;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The column (its key), date and time ('2026-11-26', '10:30') of the empty slot under a click at `clientY`. */
export function slotAtPoint(
  target: EventTarget | null,
  clientY: number,
): { columnKey: string; date: string; time: string } | null {
  if (!(target instanceof Element) || target.closest(OWN_CLICK)) return null;
  const column = target.closest<HTMLElement>('[data-column-key]');
  const columnKey = column?.dataset.columnKey;
  const date = column?.dataset.slotDate;
  if (!column || !columnKey || !date) return null;
  const time = slotTimeAt(clientY - column.getBoundingClientRect().top);
  return time ? { columnKey, date, time } : null;
}
