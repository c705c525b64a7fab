import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from './use-sign-out';

/**
 * spec 3 §2.5: sign out or set MFA up. Its own chunk, mounted by mfa-required-modal.tsx for a user who
 * must set MFA up.
 */
export function MfaRequiredDialog({ opened, merchantName }: { opened: boolean; merchantName: string }) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={t('shell.mfaRequired.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={1400}
      data-testid="mfa-required-modal"
    >
      <Stack gap="lg">
        <Text>{t('shell.mfaRequired.body', { merchantName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void signOut()}>
            {t('shell.userMenu.signOut')}
          </Button>
          <Button
            component={Link}
            to="/settings/multi-factor-authentication"
            leftSection={<IconShieldLock size={16} aria-hidden />}
            data-autofocus
          >
            {t('shell.mfaRequired.action')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
