import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useKeepAlive } from '@/features/auth/api/keep-alive';
import { useSignOut } from './use-sign-out';

/**
 * spec 1 §4.3, §9: the countdown before the idle expiry; 'Stay signed in' calls keep_alive. Its own chunk,
 * mounted by session-expiry-modal.tsx when the countdown first starts (`secondsLeft` null: closed).
 */
export function SessionExpiryDialog({ secondsLeft }: { secondsLeft: number | null }) {
  const { t } = useTranslation();
  const keepAlive = useKeepAlive();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <Modal
      opened={secondsLeft !== null}
      onClose={() => keepAlive.mutate()}
      title={t('shell.sessionExpiry.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      zIndex={1500}
      data-testid="session-expiry-modal"
    >
      <Stack gap="lg">
        <Text>{t('shell.sessionExpiry.body', { count: secondsLeft ?? 0 })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void signOut()} loading={isSigningOut}>
            {t('shell.sessionExpiry.signOut')}
          </Button>
          <Button onClick={() => keepAlive.mutate()} loading={keepAlive.isPending} data-autofocus>
            {t('shell.sessionExpiry.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
