import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Issue 14 point 6: the notifications' container (its transitions and portal) loads with the first
// notification, not with the first page. The store behind `notifications.show` keeps what was shown
// meanwhile, so the container shows it when it mounts.
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

export function NotificationsOutlet() {
  const { notifications } = useNotifications();
  const [isWanted, setIsWanted] = useState(false);
  // Once mounted it stays, so the last notification can leave with its transition.
  if (!isWanted && notifications.length > 0) setIsWanted(true);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
