import { ActionIcon, Menu } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { IconCopy, IconDots, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paymentFormEditPath } from '../lib/ecommerce-paths';

/** storeAbilities(subject) (spec 2 §6): what the menu offers. */
export interface StoreActionAbilities {
  edit: boolean;
  duplicate: boolean;
  delete: boolean;
}

interface StoreActionsMenuProps {
  store: Store;
  abilities: StoreActionAbilities;
  onShare: (store: Store) => void;
  onDuplicate: (store: Store) => void;
  onDelete: (store: Store) => void;
}

/**
 * A store's actions (spec 2 §2.2, §6): Edit (a payment form opens its wizard; ecommerce.edit-store), Share,
 * Duplicate and Delete (ecommerce.duplicate-store, ecommerce.delete-store: not while impersonating).
 */
export function StoreActionsMenu({
  store,
  abilities,
  onShare,
  onDuplicate,
  onDelete,
}: StoreActionsMenuProps) {
  const { t } = useTranslation();
  const canEdit = abilities.edit && store.store_type === 'payment_form';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('stores.actions.more', { name: store.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <Menu.Item
            component={Link}
            to={paymentFormEditPath(store.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('stores.actions.edit')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconShare size={16} aria-hidden />} onClick={() => onShare(store)}>
          {t('stores.actions.share')}
        </Menu.Item>
        {abilities.duplicate && (
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onDuplicate(store)}>
            {t('stores.actions.duplicate')}
          </Menu.Item>
        )}
        {abilities.delete && (
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(store)}
          >
            {t('stores.actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
