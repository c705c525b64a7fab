import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * spec 3 §4.8: "The cart is cleared on leaving the page (after a confirm), and a leave warning shows when
 * the cart is populated"; spec 3 §2.3 asks the same of the invoice builder. In-app navigation asks through the returned blocker (the page shows the
 * confirm); closing or reloading the tab asks through the browser's own beforeunload prompt. A sale that
 * went through leaves without asking (`allowNextLeave`).
 */
export function useLeaveGuard(isPopulated: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isPopulated && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isPopulated) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isPopulated]);

  const allowNextLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowNextLeave };
}
