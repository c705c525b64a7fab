import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Subscription } from '@paybook/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { type IdempotencyAttempt, nextAttempt } from '@/lib/idempotency-key';
import { show } from '@/lib/notify';
import {
  type SubscriptionActionRequest,
  type SubscriptionModalAction,
  useSubscriptionAction,
} from '../api/subscription-actions';

type BodyOf<A extends SubscriptionModalAction> = Extract<SubscriptionActionRequest, { action: A }>['body'];

/**
 * One action's run: the Idempotency-Key (the same while the body is, so a retry never acts twice), the
 * phase, and the failure's server message.
 */
export function useActionRun<A extends SubscriptionModalAction>(
  subscriptionId: number,
  action: A,
  onDone: (subscription: Subscription) => void,
) {
  const { t } = useTranslation();
  const mutation = useSubscriptionAction();
  const attempt = useRef<IdempotencyAttempt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = (body: BodyOf<A>) => {
    attempt.current = nextAttempt(attempt.current, JSON.stringify(body));
    setFailure(null);
    const request = {
      subscriptionId,
      action,
      body,
      idempotencyKey: attempt.current.key,
    } as SubscriptionActionRequest;
    mutation.mutate(request, {
      onSuccess: (subscription) => {
        show({ color: 'teal', message: t(`subscriptions.actions.done.${action}`) });
        onDone(subscription);
      },
      onError: (error) => {
        setFailure(
          isApiError(error) && error.serverMessage
            ? error.serverMessage
            : t('subscriptions.actions.unknownFailure'),
        );
      },
    });
  };
  return { run, failure, isBusy: mutation.isPending, clearFailure: () => setFailure(null) };
}

interface SubscriptionModalProps {
  action: SubscriptionModalAction | 'discounts';
  isBusy: boolean;
  /** The server's message of a failed action. */
  failure: string | null;
  onClose: () => void;
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * A subscription action's dialog (spec 3 §4.5, §8): the form, a busy state while the call runs, and a
 * failure as "a failed header, the reason word, a colon, the server message". Closing by the backdrop,
 * Escape or the close button just closes it (not an error); while busy it stays open.
 */
export function SubscriptionModal({
  action,
  isBusy,
  failure,
  onClose,
  onRetry,
  children,
}: SubscriptionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={isBusy ? () => undefined : onClose}
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
      withCloseButton={!isBusy}
      title={t(`subscriptions.actions.titles.${action}`)}
      closeButtonProps={{ 'aria-label': t('subscriptions.closeDialog') }}
      centered
      size="lg"
    >
      {isBusy ? (
        <Group justify="center" py="xl" role="status" aria-live="polite">
          <Loader aria-hidden />
          <Text>{t('subscriptions.actions.processing')}</Text>
        </Group>
      ) : failure !== null ? (
        <Stack gap="md">
          <Alert
            color="red"
            title={t(`subscriptions.actions.failed.${action}`)}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="subscription-action-failure"
          >
            {t('subscriptions.actions.reason', { message: failure })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('subscriptions.actions.close')}
            </Button>
            {onRetry && <Button onClick={onRetry}>{t('subscriptions.actions.back')}</Button>}
          </Group>
        </Stack>
      ) : (
        children
      )}
    </Modal>
  );
}

/** The modal's buttons: back out, or do it. */
export function ModalButtons({
  submitLabel,
  color,
  onCancel,
}: {
  submitLabel: string;
  color?: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('subscriptions.actions.cancelButton')}
      </Button>
      <Button type="submit" color={color}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** spec 3 §8: a prerequisite of the modal could not be read. */
export function PrerequisiteFailure() {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="subscription-prerequisite-failure"
    >
      {t('subscriptions.actions.prerequisiteFailed')}
    </Alert>
  );
}

/** spec 3 §7 suppress_notification: whether the customer is told by e-mail. */
export function NotifyCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('subscriptions.actions.notify')}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** spec 3 §7: the notes every action carries (the last action's are kept on the schedule). */
export function NotesField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('subscriptions.notes')}
      value={value}
      maxLength={2000}
      autosize
      minRows={2}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
