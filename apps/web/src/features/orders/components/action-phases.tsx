import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// spec 3 §4.4 "Modal states: main, processing, successful, failure": the three states after main, shared
// by the order's and the transactions' action modals.

export function ActionProcessing({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text>{label ?? t('orders.action.processing')}</Text>
    </Group>
  );
}

export function ActionSuccessful({
  message,
  testId,
  onDone,
}: {
  message: string;
  testId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center" py="md">
      <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
      <Text fw={700} role="status" data-testid={testId}>
        {message}
      </Text>
      <Button onClick={onDone} data-autofocus>
        {t('orders.action.done')}
      </Button>
    </Stack>
  );
}

interface ActionFailureProps {
  title: string;
  message: string;
  testId: string;
  onClose: () => void;
  onRetry: () => void;
}

export function ActionFailure({ title, message, testId, onClose, onRetry }: ActionFailureProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="red"
        title={title}
        icon={<IconAlertTriangle size={18} aria-hidden />}
        data-testid={testId}
      >
        {message}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('orders.action.close')}
        </Button>
        <Button onClick={onRetry}>{t('orders.action.retry')}</Button>
      </Group>
    </Stack>
  );
}
