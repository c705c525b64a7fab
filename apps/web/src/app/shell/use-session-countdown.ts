import { useEffect, useState, useSyncExternalStore } from 'react';
import { sessionClock } from '@/lib/session-clock';

/** spec 1 §9: the session-expiring countdown lasts 60 s. */
export const SESSION_WARNING_MS = 60_000;

/**
 * Seconds left before the session's idle expiry once inside the warning window, else null.
 * Timing comes from the server's idle_expires_at, so a short server idle timeout makes it testable.
 */
export function useSessionCountdown(): number | null {
  const clock = useSyncExternalStore(sessionClock.subscribe, sessionClock.getSnapshot);
  const [, setTick] = useState(0);
  const msLeft = sessionClock.msUntilExpiry();
  const isWarning = msLeft !== null && msLeft <= SESSION_WARNING_MS;

  useEffect(() => {
    // Re-read the clock when the warning window starts, every half second inside it, and when a
    // background tab (whose timers the browser throttles) becomes visible again.
    const rerender = () => setTick((n) => n + 1);
    let timer: number | undefined;
    let interval: number | undefined;
    if (clock.idleExpiresAt !== null) {
      if (isWarning) {
        interval = window.setInterval(rerender, 500);
      } else {
        const ms = sessionClock.msUntilExpiry() ?? 0;
        timer = window.setTimeout(rerender, Math.max(0, ms - SESSION_WARNING_MS) + 10);
      }
    }
    document.addEventListener('visibilitychange', rerender);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', rerender);
    };
  }, [clock, isWarning]);

  if (msLeft === null || !isWarning) return null;
  return Math.max(0, Math.ceil(msLeft / 1000));
}
