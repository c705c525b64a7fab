// Ruling 8: the calendar shows the week in the PROVIDER's zone, not the browser's: a clicked slot's wall
// time becomes an instant through the domain's zone conversions (one set of daylight-saving rules for
// server and web).
import { wallToUtcMs } from '@paybook/domain/availability/zoned-time';

/** The instant (ISO) of a wall-clock date ('2026-11-26') and time ('10:30', seconds allowed) in a zone. */
export function instantAtWall(date: string, time: string, timeZone: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(wallToUtcMs(timeZone, Date.UTC(year, month - 1, day, hours, minutes))).toISOString();
}
