import { Group } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/ui/copy-button';
import { ExternalLink } from '@/ui/external-link';

/** spec 2 §3 full_url: the hosted page, opened in a new tab, with a copy button. */
export function StoreLink({ store }: { store: Store }) {
  const { t } = useTranslation();
  const path = new URL(store.full_url).pathname;
  return (
    <Group gap="xs" wrap="wrap">
      <ExternalLink href={store.full_url} size="sm" maw={220} style={{ overflowWrap: 'anywhere' }}>
        {path}
      </ExternalLink>
      <CopyButton
        value={store.full_url}
        label={t('stores.link.copy')}
        aria-label={t('stores.link.copyFor', { name: store.name })}
        size="compact-xs"
      />
    </Group>
  );
}
