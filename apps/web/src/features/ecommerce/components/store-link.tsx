import { Button, Group } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { IconCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/ui/copy-button';
import { ExternalLink } from '@/ui/external-link';

/**
 * spec 2 §3 full_url: the hosted page, opened in a new tab, with a copy button; a buy-now button's embed
 * code beside it (what its merchant pastes on their site is the code, not the link).
 */
export function StoreLink({ store, onEmbed }: { store: Store; onEmbed?: (store: Store) => void }) {
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
      {onEmbed && store.store_type === 'buy_button' && (
        <Button
          variant="default"
          size="compact-xs"
          leftSection={<IconCode size={14} aria-hidden />}
          aria-label={t('stores.buyButton.embed.openFor', { name: store.name })}
          onClick={() => onEmbed(store)}
        >
          {t('stores.actions.embed')}
        </Button>
      )}
    </Group>
  );
}
