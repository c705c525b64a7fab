import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RoleSorryModalProps {
  message: string;
  onClose: () => void;
}

/** spec 3 §2.5 sorry-role modal, spec 3 §8: a refused delete shows the server's first message. */
export function RoleSorryModal({ message, onClose }: RoleSorryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('roles.sorry.title')}
      closeButtonProps={{ 'aria-label': t('roles.close') }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('roles.sorry.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
