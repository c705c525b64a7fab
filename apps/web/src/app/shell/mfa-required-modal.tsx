import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LoginContext } from '@paybook/contracts';
import { isMfaSetupRequired } from '@paybook/domain';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { currentHandle } from '../route-handle';
import { useSignOut } from './use-sign-out';

const MFA_ROUTE_ID = 'settings.multi-factor-authentication';

/**
 * spec 3 §2.5: while the merchant requires MFA and the user has none (impersonation exempt),
 * every page but the MFA settings page is covered by this modal.
 */
export function MfaRequiredModal({ context }: { context: LoginContext }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const { signOut } = useSignOut();
  const isRequired = isMfaSetupRequired({
    merchantRequiresMfa: context.merchant.requires_mfa,
    userHasMfa: context.user.has_mfa,
    impersonated: context.session.impersonated,
  });
  const isOnMfaPage = currentHandle(matches)?.routeId === MFA_ROUTE_ID;

  return (
    <Modal
      opened={isRequired && !isOnMfaPage}
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
        <Text>{t('shell.mfaRequired.body', { merchantName: context.merchant.name })}</Text>
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
