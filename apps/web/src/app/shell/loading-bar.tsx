import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { pendingRequests } from '@/lib/pending-requests';
import classes from './loading-bar.module.css';

/** spec 1 §9: the bar appears only when calls have been pending for 300 ms. */
export const LOADING_BAR_DELAY_MS = 300;

/** A thin indeterminate bar at the top of the page while API calls or route changes are pending. */
export function LoadingBar() {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(pendingRequests.subscribe, pendingRequests.getSnapshot);
  const isNavigating = useNavigation().state !== 'idle';
  const isBusy = pending > 0 || isNavigating;
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    if (!isBusy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), LOADING_BAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isBusy]);

  if (!isVisible) return null;
  // A plain element (loading-bar.module.css), not Mantine's Progress: it comes with every first page.
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      aria-busy="true"
      data-testid="loading-bar"
      className={classes.bar}
    />
  );
}
