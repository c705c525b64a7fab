import { notifications } from '@mantine/notifications';
import { isAbortError, isApiError } from './api-error';
import { i18n } from './i18n';

/** The text to show for a failed call: the server's message, else the default (spec 1 §8). */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return i18n.t('errors.unknown');
}

/** Shows a failed call that no screen handled itself. Sign-in redirects and aborted calls stay quiet. */
export function notifyError(error: unknown) {
  if (isAbortError(error)) return;
  if (isApiError(error) && error.isUnauthenticated) return;
  const message = errorMessage(error);
  notifications.show({
    id: `error:${message}`,
    color: 'red',
    title: i18n.t('errors.title'),
    message,
    autoClose: 8000,
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: 4000 });
}
