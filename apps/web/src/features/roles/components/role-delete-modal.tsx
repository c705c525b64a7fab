import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Role } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';

interface RoleDeleteModalProps {
  role: Role;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** spec 3 §2.5 delete role modal: the question before the delete. */
export function RoleDeleteModal({ role, isDeleting, onConfirm, onClose }: RoleDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('roles.delete.title', { name: role.name })}
      closeOnClickOutside={!isDeleting}
      closeOnEscape={!isDeleting}
      closeButtonProps={{ 'aria-label': t('roles.close') }}
    >
      <Stack gap="md">
        <Text>{t('roles.delete.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isDeleting}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={isDeleting}>
            {t('roles.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
