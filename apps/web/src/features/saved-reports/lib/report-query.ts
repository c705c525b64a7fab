// spec 2 §2.1: a saved report replays the list's address query; the report and page are not part of it.

const NOT_SAVED = new Set(['reportId', 'page', 'deletedId', 'deletedName', 'long_loading']);

/** The part of the list's address a report saves (search, sort, columns …), in a stable order. */
export function reportQueryOf(params: URLSearchParams): string {
  const kept = [...params.entries()].filter(([key]) => !NOT_SAVED.has(key));
  kept.sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept).toString();
}

/** The list's address for a report: its saved query plus its number. */
export function addressOfReport(reportNumber: number, queryString: string): URLSearchParams {
  const params = new URLSearchParams(queryString);
  params.set('reportId', String(reportNumber));
  return params;
}

/** Moves one entry up (-1) or down (+1); the list unchanged when it would leave the ends. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
