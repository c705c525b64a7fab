import { wallClock } from '@paybook/domain';
import { useEffect, useState } from 'react';

const DAY_SECONDS = 24 * 60 * 60;

/** How far through the provider's day an instant is, 0 to 1 (the grid runs 00:00 to 24:00 on the wall clock). */
function dayFraction(now: Date, timeZone: string): number {
  return (wallClock(now, timeZone).minutes * 60 + now.getUTCSeconds()) / DAY_SECONDS;
}

/**
 * spec 1 §2.5: the current-time marker, updated every second, in today's column (today and the time in the
 * provider's zone), placed by the wall clock as the blocks are (lib/week-grid.ts).
 */
export function NowMarker({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div
      className="calendar-now-marker"
      data-testid="calendar-now-marker"
      data-time={now.toISOString()}
      aria-hidden
      style={{ top: `${(dayFraction(now, timeZone) * 100).toFixed(4)}%` }}
    />
  );
}
