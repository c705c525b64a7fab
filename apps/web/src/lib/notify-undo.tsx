import { Button, Group, Text } from '@mantine/core';
import { i18n } from './i18n';
import { loadNotifications, show } from './notify';

// The undo toasts of the signed-in pages, apart from lib/notify.tsx so that the sign-in page, which shows
// none, does not load them (its weight, decision 97).

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
