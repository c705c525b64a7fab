import type { TimeZoneOption } from '@paybook/contracts';

function zoneNamePart(zone: string, style: 'longGeneric' | 'longOffset', at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** 'America/Argentina/Buenos_Aires' → 'Buenos Aires'. */
function cityOf(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/** '+05:30' → 330 minutes east of UTC; 'GMT' alone is 0. */
function offsetMinutes(offset: string): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function describeZone(zone: string, at: Date): TimeZoneOption & { minutes: number } {
  const generic = zoneNamePart(zone, 'longGeneric', at);
  const offset = zoneNamePart(zone, 'longOffset', at).replace(/^GMT$/, 'GMT+00:00');
  const city = cityOf(zone);
  // Generic names that are only an offset ("GMT-05:00" for Etc/GMT+5) say nothing more than the id.
  const name = generic.startsWith('GMT') ? zone : `${generic} (${city})`;
  return { id: zone, name, offset, minutes: offsetMinutes(offset) };
}

const cache = new Map<string, TimeZoneOption[]>();

/**
 * Ruling 8: every IANA zone the runtime knows, named as people know it ("Mountain Time (Denver)") with
 * its offset now, west to east, then by name. Offsets move with daylight saving, so the list is built
 * once an hour.
 */
export function listTimeZones(now = new Date()): TimeZoneOption[] {
  const hour = now.toISOString().slice(0, 13);
  const cached = cache.get(hour);
  if (cached) return cached;
  const zones = [...Intl.supportedValuesOf('timeZone'), 'UTC'];
  const list = [...new Set(zones)]
    .map((zone) => describeZone(zone, now))
    .sort((a, b) => a.minutes - b.minutes || a.name.localeCompare(b.name))
    .map(({ id, name, offset }) => ({ id, name, offset }));
  cache.clear();
  cache.set(hour, list);
  return list;
}
