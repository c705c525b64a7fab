import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeepAlive } from '@/features/auth/api/keep-alive';
import { useSessionCountdown } from './use-session-countdown';
import { useSignOut } from './use-sign-out';

/**
 * spec 1 §4.3, §8, §9: 60 s before the session's idle expiry a modal counts down; 'Stay signed in'
 * calls keep_alive, and at 0 the user is signed out and told why on the sign-in page.
 */
export function SessionExpiryModal() {
  const { t } = useTranslation();
  const secondsLeft = useSessionCountdown();
  const keepAlive = useKeepAlive();
  const { signOut, isSigningOut } = useSignOut();
  const hasExpired = useRef(false);

  useEffect(() => {
    if (secondsLeft === 0 && !hasExpired.current) {
      hasExpired.current = true;
      void signOut('/login?expired=1');
    }
  }, [secondsLeft, signOut]);

  return (
    <Modal
      opened={secondsLeft !== null && secondsLeft > 0}
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
