const DAY_MS = 86_400_000;
/** Distinct days remembered; a week needs 7, a report a few hundred. */
const MAX_DAYS = 4096;

const twoDigits = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const threeDigits = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const dayPrefixes = new Map<number, string>();

/**
 * `new Date(ms).toISOString()`, for answers that write hundreds of instants. V8 formats each through a
 * C++ runtime call (about 1 µs here, most of calendar_week's presentation time: issue 14 point 5); this
 * takes the date part ('2026-12-27T', or '+010000-01-01T' beyond year 9999) from one toISOString per day
 * and appends the time of day from tables. Throws as toISOString does for an invalid or
 * out-of-range instant.
 */
export function isoInstant(ms: number): string {
  // A fraction of a millisecond (Date drops it) or NaN: Date's own answer, or its RangeError.
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    const iso = new Date(ms).toISOString();
    prefix = iso.slice(0, iso.indexOf('T') + 1);
    if (dayPrefixes.size >= MAX_DAYS) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const milliseconds = rest % 1000;
  rest = (rest - milliseconds) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  return `${prefix}${twoDigits[hours]}:${twoDigits[minutes]}:${twoDigits[seconds]}.${threeDigits[milliseconds]}Z`;
}
