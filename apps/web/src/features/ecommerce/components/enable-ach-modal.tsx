import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface EnableAchModalProps {
  opened: boolean;
  isSaving: boolean;
  onAnswer: (enable: boolean) => void;
}

/**
 * spec 2 §2.2 modals: enable bank payments (ACH prompt), asked once (spec 2 §6: of users with
 * manage_configuration, at merchants that accept ACH). Closing it is an answer too: not now.
 */
export function EnableAchModal({ opened, isSaving, onAnswer }: EnableAchModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => !isSaving && onAnswer(false)}
      title={t('stores.ach.title')}
      closeButtonProps={{ 'aria-label': t('stores.closeDialog') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('stores.ach.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(false)} disabled={isSaving}>
            {t('stores.ach.notNow')}
          </Button>
          <Button loading={isSaving} onClick={() => onAnswer(true)}>
            {t('stores.ach.enable')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
