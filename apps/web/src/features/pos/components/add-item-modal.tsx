import { Button, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import type { PosItem } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { usePosItems } from '../api/list-pos-items';
import type { DefaultProductModal } from '../lib/pos-params';
import classes from './pos.module.css';
import { PosModal } from './pos-modal';

interface AddItemModalProps {
  kind: DefaultProductModal | null;
  onAdd: (item: PosItem) => void;
  onClose: () => void;
}

/**
 * spec 3 §2.6 ?openDefaultProductModal=one-time|recurring (the free-trial home's "one-time payment" and
 * "billing schedule" paths): the items of that kind, one click to add.
 */
export function AddItemModal({ kind, onAdd, onClose }: AddItemModalProps) {
  const { t } = useTranslation();
  const items = usePosItems({
    search: '',
    categoryId: null,
    kind: kind === 'recurring' ? 'recurring' : 'one_time',
  });
  const shown = (items.data?.pages ?? []).flatMap((page) => page.data);
  return (
    <PosModal
      opened={kind !== null}
      onClose={onClose}
      title={
        kind === 'recurring' ? t('pointOfSale.addItem.recurringTitle') : t('pointOfSale.addItem.oneTimeTitle')
      }
    >
      <Stack gap="xs">
        {items.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} role="status" />
        ) : shown.length === 0 ? (
          <Text c="dimmed">{t('pointOfSale.addItem.none')}</Text>
        ) : (
          <Stack component="ul" className={classes.list} gap={0}>
            {shown.map((item) => (
              <li key={item.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={item.name}
                  description={item.price_text}
                  onClick={() => {
                    onAdd(item);
                    onClose();
                  }}
                />
              </li>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          {items.hasNextPage && (
            <Button
              variant="default"
              loading={items.isFetchingNextPage}
              onClick={() => void items.fetchNextPage()}
            >
              {t('pointOfSale.catalogue.showMore')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </PosModal>
  );
}
