import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeleteConfirmationProps {
  message: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks inside the modal before a delete; the focus goes to "keep", so Enter never deletes by accident. */
export function DeleteConfirmation({
  message,
  confirmLabel,
  isPending,
  onConfirm,
  onCancel,
}: DeleteConfirmationProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light">
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} autoFocus>
          {t('calendarModals.keep')}
        </Button>
        <Button color="red.9" loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Alert>
  );
}
