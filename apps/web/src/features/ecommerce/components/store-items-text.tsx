import { Text } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';

/** spec 2 §3 items: what a store sells; an inactive item (hidden from customers) says so. */
export function StoreItemsText({ store }: { store: Store }) {
  const { t } = useTranslation();
  if (store.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('stores.items.none')}
      </Text>
    );
  if (store.items.length > 2)
    return <Text size="sm">{t('stores.items.count', { count: store.items.length })}</Text>;
  return (
    <>
      {store.items.map((item) => (
        <Text key={item.id} size="sm">
          {item.name}
          {!item.is_active && (
            <Text span size="sm" fw={600}>
              {' '}
              {t('stores.items.inactive')}
            </Text>
          )}
        </Text>
      ))}
    </>
  );
}
