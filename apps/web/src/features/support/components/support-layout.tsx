import { AppShell, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSupportLogout } from '../api/support-logout';

/** The support console's own simple layout: no merchant navigation (ruling 11). */
export function SupportLayout({ supportName, children }: { supportName: string; children: ReactNode }) {
  const { t } = useTranslation();
  const logout = useSupportLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const handleSignOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Signed out either way.
    }
    await navigate('/support/login', { replace: true });
    queryClient.removeQueries();
  };

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Text fw={800} size="lg" c="blue.8">
              {t('app.productName')}
            </Text>
            <Text size="sm" fw={600} c="dimmed">
              {t('support.brand')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="xs" data-testid="support-user-name">
              {supportName}
            </Text>
            <Button
              variant="subtle"
              color="dark"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={logout.isPending}
              onClick={() => void handleSignOut()}
            >
              {t('support.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
