import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/date-format';
import { storeEditPath } from '../lib/store-edit-path';
import { StoreActionsMenu } from './store-actions-menu';
import { StoreActiveSwitch } from './store-active-switch';
import { StoreStatusBadge, StoreTypeBadge } from './store-badges';
import { StoreItemsText } from './store-items-text';
import { StoreLink } from './store-link';
import { type StoreListProps, shownActive } from './store-list-row';
import { StoreName } from './store-name';

/** spec 2 §2.2 manage on a phone (spec 2 §9: at most 767 px): one card per store, form or button. */
export function StoreCards({ stores, abilities, toggling, onToggle, ...actions }: StoreListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {stores.map((store) => (
        <Paper key={store.id} component="li" withBorder p="md" radius="md" data-testid="store-row">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <StoreName store={store} editPath={storeEditPath(store, abilities)} />
                <Group gap={6}>
                  <StoreTypeBadge type={store.store_type} />
                  <StoreStatusBadge status={store.status} />
                </Group>
              </Stack>
              <StoreActionsMenu store={store} abilities={abilities} {...actions} />
            </Group>
            <StoreItemsText store={store} />
            <StoreLink store={store} onEmbed={actions.onEmbed} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('stores.createdOn', { date: formatDate(store.created_at) })}
              </Text>
              <Group gap="xs">
                <Text size="sm">{t('stores.columns.active')}</Text>
                <StoreActiveSwitch
                  store={store}
                  shownActive={shownActive(toggling, store)}
                  canToggle={abilities.toggle}
                  isBusy={toggling !== null}
                  onToggle={onToggle}
                />
              </Group>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
