// The empty slot under a click on FullCalendar's time grid, read from the grid's own markup: each day's
// column is a `td.fc-timegrid-col[data-date]`, each half-hour row a `td.fc-timegrid-slot-lane[data-time]`.
// Issue 14 point 6: this replaces FullCalendar's interaction plugin (7 KB of gzipped JavaScript on the
// calendar's first page), whose selection the calendar used only for a click's slot.

/** Elements that have a click of their own: a block, a day's actions, a link. */
const OWN_CLICK = 'button, a, [role="button"], [role="dialog"]';

/** The date and time ('2026-11-26', '10:30:00') of the slot under a click at `clientY`, or null. */
export function slotAtPoint(
  grid: HTMLElement,
  target: EventTarget | null,
  clientY: number,
): { date: string; time: string } | null {
  if (!(target instanceof Element) || target.closest(OWN_CLICK)) return null;
  const date = target.closest<HTMLElement>('td.fc-timegrid-col[data-date]')?.dataset.date;
  if (!date) return null;
  for (const lane of grid.querySelectorAll<HTMLElement>('td.fc-timegrid-slot-lane[data-time]')) {
    const { top, bottom } = lane.getBoundingClientRect();
    if (clientY >= top && clientY < bottom && lane.dataset.time) return { date, time: lane.dataset.time };
  }
  return null;
}
