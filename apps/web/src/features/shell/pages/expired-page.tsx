import { Card, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/ui/external-link';
import { PageHeader } from '@/ui/page-header';
import { useLoginContext } from '../api/get-login-context';

/** /expired: the free trial has ended (spec 1 §2.1 'Expired Page', spec 2 §4). */
export function ExpiredPage() {
  const { t } = useTranslation();
  const { merchant, config } = useLoginContext();
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader
        title={t('expired.title')}
        description={t('expired.subtitle', { merchantName: merchant.name })}
      />
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{t('expired.upgradeTitle')}</Text>
          <Text>{t('expired.upgradeBody')}</Text>
          <ExternalLink href={config.chat_url} icon={<IconMessageCircle size={16} aria-hidden />}>
            {t('expired.contact')}
          </ExternalLink>
        </Stack>
      </Card>
    </Stack>
  );
}
