// Dates and times as the calendar shows them (en-US, like the app's texts). Instants are shown in the
// provider's zone (ruling 8); local dates 'yyyy-MM-dd' are read as they are, never through the browser's zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, cached);
  }
  return cached;
}

const localDate = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Monday, November 23'. */
export function dayLabel(date: string): string {
  return formatter('day', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    localDate(date),
  );
}

/** 'Nov 22, 2026'. */
export function shortDate(date: string): string {
  return formatter('short', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    localDate(date),
  );
}

/** 'Mon' and '23', for a column header. */
export function dayParts(date: string): { weekday: string; dayOfMonth: string } {
  const value = localDate(date);
  return {
    weekday: formatter('weekday', { timeZone: 'UTC', weekday: 'short' }).format(value),
    dayOfMonth: formatter('dom', { timeZone: 'UTC', day: 'numeric' }).format(value),
  };
}

/** 'Nov 22 – 28, 2026' (or across months and years). */
export function weekRangeLabel(from: string, to: string): string {
  return formatter('range', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    localDate(from),
    localDate(to),
  );
}

/** '9:00 AM' in the zone. */
export function clockTime(instant: string, timeZone: string): string {
  return formatter(`time:${timeZone}`, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/** Issue 14 point 7: formatRange costs about 0.2 ms a call, and a busy week draws 350 blocks. */
const ranges = new Map<string, string>();
const MAX_RANGES = 5_000;

/** '9:00 – 10:00 AM' in the zone. */
export function timeRange(start: string, end: string, timeZone: string): string {
  const key = `${timeZone} ${start} ${end}`;
  let text = ranges.get(key);
  if (text === undefined) {
    text = formatter(`time:${timeZone}`, { timeZone, hour: 'numeric', minute: '2-digit' }).formatRange(
      new Date(start),
      new Date(end),
    );
    if (ranges.size >= MAX_RANGES) ranges.clear();
    ranges.set(key, text);
  }
  return text;
}

/** The zone's short name now ('MST'). */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  return (
    formatter(`zone:${timeZone}`, { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
