import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface UserNameExistsModalProps {
  opened: boolean;
  onNewEmail: () => void;
  onChooseUserName: () => void;
  onClose: () => void;
}

/** spec 3 §2.5 user-name-exists modal: enter another e-mail, or keep it and choose a user name. */
export function UserNameExistsModal({
  opened,
  onNewEmail,
  onChooseUserName,
  onClose,
}: UserNameExistsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('staff.userNameExists.title')}>
      <Stack gap="md">
        <Text>{t('staff.form.userNameInUse')}</Text>
        <Text size="sm" c="dimmed">
          {t('staff.userNameExists.body')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onChooseUserName}>
            {t('staff.userNameExists.chooseUserName')}
          </Button>
          <Button onClick={onNewEmail} data-autofocus>
            {t('staff.userNameExists.newEmail')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
