import { Button, Group, Paper, Text } from '@mantine/core';
import type { LoginContext } from '@paybook/contracts';
import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEndImpersonation } from '@/features/support/api/end-impersonation';

/** spec 1 §2.4, ruling 11: who is really signed in while support impersonates a merchant user. */
export function ImpersonationBanner({ context }: { context: LoginContext }) {
  const { t } = useTranslation();
  const endImpersonation = useEndImpersonation();

  const handleEnd = async () => {
    await endImpersonation.mutateAsync();
    // A whole new page: the merchant screens still mounted during a client-side navigation would ask the
    // API again with the support session and take its 401 for a signed-out user (seen under load).
    window.location.replace('/support');
  };

  return (
    <Paper
      component="section"
      aria-label={t('shell.impersonation.label')}
      bg="yellow.1"
      px="md"
      py="xs"
      radius={0}
      withBorder
      data-testid="impersonation-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconUserShield size={20} aria-hidden />
          <Text size="sm" fw={500}>
            {t('shell.impersonation.message', {
              supportName: context.session.support_user_name ?? t('shell.impersonation.unknownSupport'),
              userName: `${context.user.first_name} ${context.user.last_name}`.trim(),
              merchantName: context.merchant.name,
            })}
          </Text>
        </Group>
        <Button
          size="xs"
          color="dark"
          variant="filled"
          loading={endImpersonation.isPending}
          onClick={() => void handleEnd().catch(() => {})}
        >
          {t('shell.impersonation.end')}
        </Button>
      </Group>
    </Paper>
  );
}
