import { Notifications } from '@mantine/notifications';

/** The notifications' container, its own chunk (notifications-outlet.tsx loads it on demand). */
export function NotificationsContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
