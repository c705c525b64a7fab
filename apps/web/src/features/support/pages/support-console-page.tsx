import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import type { SupportMerchant, SupportMerchantUser } from '@paybook/contracts';
import { IconUserShield } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { useEndImpersonation } from '../api/end-impersonation';
import { useSupportContext } from '../api/get-support-context';
import { useImpersonate } from '../api/impersonate';
import { MerchantEmails } from '../components/merchant-emails';
import { MerchantSearch } from '../components/merchant-search';
import { MerchantUsers } from '../components/merchant-users';
import { SupportLayout } from '../components/support-layout';

/** /support: find a merchant, pick a user, sign in as them (ruling 11). */
export function SupportConsolePage() {
  const { t } = useTranslation();
  const context = useSupportContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const impersonate = useImpersonate();
  const endImpersonation = useEndImpersonation();
  const [merchant, setMerchant] = useState<SupportMerchant | null>(null);

  const handleImpersonate = (user: SupportMerchantUser) =>
    impersonate.mutate(user.id, {
      onSuccess: async () => {
        await navigate('/', { replace: false });
        // Cached support data must not leak into the merchant app.
        queryClient.removeQueries({ queryKey: ['support'] });
      },
    });

  return (
    <SupportLayout supportName={context.support_user.name}>
      <Stack gap="lg" maw={1100}>
        <PageHeader title={t('support.console.heading')} description={t('support.console.subtitle')} />
        {context.impersonating && (
          <Alert color="yellow" variant="light" icon={<IconUserShield size={18} aria-hidden />}>
            <Stack gap="xs">
              <span>{t('support.console.impersonating')}</span>
              <Group gap="sm">
                <Button component={Link} to="/" size="xs">
                  {t('support.console.backToMerchant')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={endImpersonation.isPending}
                  onClick={() =>
                    endImpersonation.mutate(undefined, {
                      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'context'] }),
                    })
                  }
                >
                  {t('shell.impersonation.end')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Card withBorder padding="lg" component="section" aria-label={t('support.search.sectionLabel')}>
          <MerchantSearch selectedId={merchant?.id ?? null} onSelect={setMerchant} />
        </Card>
        {merchant && (
          <Card withBorder padding="lg">
            <MerchantUsers
              merchant={merchant}
              pendingUserId={impersonate.isPending ? (impersonate.variables ?? null) : null}
              onImpersonate={handleImpersonate}
            />
          </Card>
        )}
        {merchant && (
          <Card withBorder padding="lg">
            <MerchantEmails key={merchant.id} merchant={merchant} />
          </Card>
        )}
      </Stack>
    </SupportLayout>
  );
}
