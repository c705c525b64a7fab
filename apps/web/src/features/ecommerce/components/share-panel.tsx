import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { IconBrandFacebook, IconBrandX, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/ui/copy-button';
import { shareLinks } from '../lib/share-links';

/**
 * spec 2 §2.2 the share step and the share post link modal: the hosted page's link with a copy button, and
 * e-mail, Facebook and X links (plain share addresses, opened in a new tab).
 */
export function SharePanel({ store }: { store: Pick<Store, 'name' | 'full_url' | 'is_active'> }) {
  const { t } = useTranslation();
  const links = shareLinks(store.full_url, {
    subject: t('stores.share.subject', { name: store.name }),
    body: t('stores.share.body', { name: store.name }),
  });
  const networks = [
    { key: 'facebook', href: links.facebook, icon: <IconBrandFacebook size={16} aria-hidden /> },
    { key: 'x', href: links.x, icon: <IconBrandX size={16} aria-hidden /> },
  ] as const;
  return (
    <Stack gap="md" maw={760}>
      {!store.is_active && <Alert color="orange">{t('stores.share.notActive')}</Alert>}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('stores.share.link')}
          value={store.full_url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <CopyButton value={store.full_url} label={t('stores.link.copy')} />
      </Group>
      <Group gap="xs">
        <Button
          component="a"
          href={links.email}
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {t('stores.share.email')}
        </Button>
        {networks.map((network) => (
          <Button
            key={network.key}
            component="a"
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={network.icon}
            aria-label={`${t(`stores.share.${network.key}`)} ${t('common.opensInNewTab')}`}
          >
            {t(`stores.share.${network.key}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
