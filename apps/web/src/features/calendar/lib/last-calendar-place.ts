import { PLACE_PARAMS } from './calendar-search-params';

// Issue 24 point 3: coming back to Appointments from elsewhere (the navigation's plain /appointments)
// finds the calendar as the user left it: the view, the provider and the week or day. The place is kept
// per user in the browser (localStorage, so a second tab and the next visit find it too) and put back into
// the address by the route (route-loaders.ts), so a reload, Back and a shared link keep working from the
// address alone. The week or day is kept only for the day it was left on: the next morning the desk opens
// on today, in the view and with the provider it used.

interface StoredPlace {
  /** The place parameters of the address, e.g. 'view=day-all&date=2026-11-26'. */
  query: string;
  /** The merchant's date when it was left ('yyyy-MM-dd'). */
  savedOn: string;
}

/** The parts of a stored place that outlive the day it was left on. */
const LASTING_PARAMS = new Set<string>(['view', 'viewProvider']);

const storageKey = (userId: number) => `paybook:calendar-place:${userId}`;

/** The address's place parameters alone, in a fixed order ('' when it names none). */
export function placeQuery(params: URLSearchParams): string {
  const place = new URLSearchParams();
  for (const name of PLACE_PARAMS) {
    const value = params.get(name);
    if (value !== null) place.set(name, value);
  }
  return place.toString();
}

/** Keeps the place of the address shown (none: the default place, today's week of one's own calendar). */
export function rememberCalendarPlace(
  storage: Storage | undefined,
  userId: number,
  params: URLSearchParams,
  today: string,
): void {
  const stored: StoredPlace = { query: placeQuery(params), savedOn: today };
  try {
    storage?.setItem(storageKey(userId), JSON.stringify(stored));
  } catch {
    // A browser that keeps nothing (private mode, full storage) opens on the default place.
  }
}

/** The place to put into a plain /appointments address, or null to stay on the default one. */
export function lastCalendarPlace(
  storage: Storage | undefined,
  userId: number,
  today: string,
): string | null {
  let stored: Partial<StoredPlace> | null = null;
  try {
    stored = JSON.parse(storage?.getItem(storageKey(userId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored?.query !== 'string') return null;
  const place = new URLSearchParams(placeQuery(new URLSearchParams(stored.query)));
  if (stored.savedOn !== today) {
    for (const name of [...place.keys()]) if (!LASTING_PARAMS.has(name)) place.delete(name);
  }
  const query = place.toString();
  return query === '' ? null : query;
}
