import { isSetupComplete, SETUP_POLL_ATTEMPTS, SETUP_POLL_INTERVAL_MS } from '@paybook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getLoginContext } from '@/features/shell/api/get-login-context';
import { authKeys } from '@/lib/query-keys';

export type PollingState = 'idle' | 'polling' | 'done' | 'gave-up';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * spec 1 §4.5, §9: after setup, read the login context every 2 s, up to 5 times, until the merchant's
 * client id is non-zero. The fresh context goes into the query cache, so the route guards see the
 * activated appointments before the next screen.
 */
export function useSetupPolling(onDone: () => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PollingState>('idle');
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const start = useCallback(async () => {
    setState('polling');
    for (let attempt = 1; attempt <= SETUP_POLL_ATTEMPTS; attempt++) {
      if (attempt > 1) await wait(SETUP_POLL_INTERVAL_MS);
      if (!alive.current) return;
      try {
        const context = await getLoginContext();
        queryClient.setQueryData(authKeys.loginContext(), context);
        if (isSetupComplete(context.merchant)) {
          setState('done');
          onDone();
          return;
        }
      } catch {
        // A failed read counts as one of the tries; the next one may succeed.
      }
    }
    if (alive.current) setState('gave-up');
  }, [queryClient, onDone]);

  return { state, start };
}
