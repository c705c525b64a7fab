import type { NotificationData } from '@mantine/notifications';
import { isAbortError, isApiError } from './api-error';
import { i18n } from './i18n';

/**
 * The text to show for a failed call: the server's message, else its code's wording (issue 24 point 1),
 * else the default (spec 1 §8).
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return i18n.t('errors.unknown');
}

// Issue 14 point 6: Mantine's notifications (their store and container) load with the first notification,
// not with the first page. The container (app/notifications-outlet.tsx) mounts once one was shown.
export const loadNotifications = () => import('@mantine/notifications').then((m) => m.notifications);

type Listener = () => void;
let hasShownOne = false;
const listeners = new Set<Listener>();

/** Whether a notification has been shown yet, for useSyncExternalStore. */
export const notificationsShown = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): boolean {
    return hasShownOne;
  },
};

/** Every notification's close button has a name (axe: button-name). */
export function show(data: NotificationData) {
  void loadNotifications().then((notifications) => {
    notifications.show({ closeButtonProps: { 'aria-label': i18n.t('common.closeNotification') }, ...data });
    if (hasShownOne) return;
    hasShownOne = true;
    for (const listener of listeners) listener();
  });
}

/** Shows a failed call that no screen handled itself. Sign-in redirects and aborted calls stay quiet. */
export function notifyError(error: unknown) {
  if (isAbortError(error)) return;
  if (isApiError(error) && error.isUnauthenticated) return;
  notifyFailure(errorMessage(error), i18n.t('errors.title'));
}

export function notifyFailure(message: string, title?: string) {
  show({ id: `error:${message}`, color: 'red.9', title, message, autoClose: 8000 });
}

export function notifySuccess(message: string) {
  show({ color: 'teal.9', message, autoClose: 4000 });
}
