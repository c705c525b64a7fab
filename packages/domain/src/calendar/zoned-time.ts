// Ruling 8: times are stored in UTC; calendar dates and wall-clock times are read in an IANA zone.

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The wall clock of an instant in a zone: date 'yyyy-MM-dd', time 'HH:mm', minutes since midnight. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string; minutes: number } {
  const parts: Record<string, number> = {};
  for (const part of partFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const hour = parts.hour ?? 0;
  const minute = parts.minute ?? 0;
  return {
    date: `${pad(parts.year ?? 0, 4)}-${pad(parts.month ?? 1)}-${pad(parts.day ?? 1)}`,
    time: `${pad(hour)}:${pad(minute)}`,
    minutes: hour * 60 + minute,
  };
}

/** Minutes the zone is ahead of UTC at an instant (America/Denver: -420 in winter, -360 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** Minutes since midnight of 'HH:mm' or 'HH:mm:ss'. */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * The instant a local date and time happen in a zone. A time skipped by a daylight-saving change
 * (02:30 on the spring-forward day in America/Denver) is read with the offset before the change.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) + minutesOfTime(time) * 60_000;
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(Math.max(first, second));
}

/** 'yyyy-MM-dd' moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday of a 'yyyy-MM-dd'. */
export function dayOfWeek(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
}

/** Whether a string is a real calendar date 'yyyy-MM-dd'. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}
