import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsShown } from '@/lib/notify';

// Issue 14 point 6: the notifications' container (its transitions and portal) loads with the first
// notification, not with the first page (lib/notify.tsx). The store behind `notifications.show` keeps what
// was shown meanwhile, so the container shows it when it mounts.
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

export function NotificationsOutlet() {
  // Once mounted it stays, so the last notification can leave with its transition.
  const isWanted = useSyncExternalStore(notificationsShown.subscribe, notificationsShown.getSnapshot);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
