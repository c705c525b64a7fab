import { Button, Group, Text } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { isAbortError, isApiError } from './api-error';
import { i18n } from './i18n';

/** The text to show for a failed call: the server's message, else the default (spec 1 §8). */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return i18n.t('errors.unknown');
}

// Issue 14 point 6: Mantine's notifications (their store and container) load with the first notification,
// not with the first page. The container (app/notifications-outlet.tsx) mounts once one was shown.
const loadNotifications = () => import('@mantine/notifications').then((m) => m.notifications);

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
function show(data: NotificationData) {
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

/** The page (pathname) each shown undo belongs to, by the notification's id. */
const undoPages = new Map<string, string>();

const currentPathname = () => globalThis.location?.pathname ?? '';

/**
 * A success that can be taken back for a few seconds (an undo where it is cheap). It stays with the page
 * that showed it (hideOtherPagesUndos): an undo of the calendar's "Arrived" has no place on the point of sale
 * the desk goes on to (issue 24 point 2).
 */
export function notifySuccessWithUndo(message: string, onUndo: () => void) {
  const id = `undo:${message}:${Date.now()}`;
  undoPages.set(id, currentPathname());
  show({
    id,
    color: 'teal.9',
    autoClose: 8000,
    onClose: () => undoPages.delete(id),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            void loadNotifications().then((notifications) => notifications.hide(id));
            onUndo();
          }}
        >
          {i18n.t('common.undo')}
        </Button>
      </Group>
    ),
  });
}

/** Hides the undos shown on another page than `pathname` (the shell calls it as the page changes). */
export function hideOtherPagesUndos(pathname: string) {
  const others = [...undoPages].filter(([, page]) => page !== pathname).map(([id]) => id);
  if (others.length === 0) return;
  for (const id of others) undoPages.delete(id);
  void loadNotifications().then((notifications) => {
    for (const id of others) notifications.hide(id);
  });
}
