import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PosModal } from './pos-modal';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** spec 3 §2.6 clear-cart, and the leave confirm of §4.8: a question with a red confirm. */
export function ConfirmCartModal({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <PosModal opened={opened} onClose={onClose} title={title} size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red.9" data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </form>
    </PosModal>
  );
}
