import { Group, Table, VisuallyHidden } from '@mantine/core';
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

/** spec 2 §2.2 manage on a wide screen: name, type, item(s), the switch and status, the link, created, actions. */
export function StoreTable({ stores, abilities, toggling, onToggle, ...actions }: StoreListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={980} type="native">
      <Table verticalSpacing="sm" highlightOnHover data-testid="store-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stores.columns.name')}</Table.Th>
            <Table.Th>{t('stores.columns.type')}</Table.Th>
            <Table.Th>{t('stores.columns.items')}</Table.Th>
            <Table.Th>{t('stores.columns.status')}</Table.Th>
            <Table.Th>{t('stores.columns.link')}</Table.Th>
            <Table.Th>{t('stores.columns.created')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stores.map((store) => (
            <Table.Tr key={store.id} data-testid="store-row">
              <Table.Td>
                <StoreName store={store} editPath={storeEditPath(store, abilities)} />
              </Table.Td>
              <Table.Td>
                <StoreTypeBadge type={store.store_type} />
              </Table.Td>
              <Table.Td>
                <StoreItemsText store={store} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <StoreActiveSwitch
                    store={store}
                    shownActive={shownActive(toggling, store)}
                    canToggle={abilities.toggle}
                    isBusy={toggling !== null}
                    onToggle={onToggle}
                  />
                  <StoreStatusBadge status={store.status} />
                </Group>
              </Table.Td>
              <Table.Td>
                <StoreLink store={store} onEmbed={actions.onEmbed} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(store.created_at)}</Table.Td>
              <Table.Td>
                <StoreActionsMenu store={store} abilities={abilities} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
