import { lazy, useEffect, useRef } from 'react';
import { OnceOpened } from '@/ui/on-demand';
import { useSessionCountdown } from './use-session-countdown';
import { useSignOut } from './use-sign-out';

// Issue 14 point 6: the dialog's code (Mantine's Modal) loads when the countdown first starts.
const SessionExpiryDialog = lazy(() =>
  import('./session-expiry-dialog').then((m) => ({ default: m.SessionExpiryDialog })),
);

/**
 * spec 1 §4.3, §8, §9: 60 s before the session's idle expiry a modal counts down (session-expiry-dialog.tsx);
 * at 0 the user is signed out and told why on the sign-in page.
 */
export function SessionExpiryModal() {
  const secondsLeft = useSessionCountdown();
  const { signOut } = useSignOut();
  const hasExpired = useRef(false);

  useEffect(() => {
    if (secondsLeft === 0 && !hasExpired.current) {
      hasExpired.current = true;
      void signOut('/login?expired=1');
    }
  }, [secondsLeft, signOut]);

  const isCounting = secondsLeft !== null && secondsLeft > 0;
  return (
    <OnceOpened opened={isCounting}>
      <SessionExpiryDialog secondsLeft={isCounting ? secondsLeft : null} />
    </OnceOpened>
  );
}
