import { ActionIcon, Menu } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { IconCode, IconCopy, IconDots, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type StoreEditAbilities, storeEditPath } from '../lib/store-edit-path';

/** storeAbilities(subject) (spec 2 §6): what the menu offers. */
export interface StoreActionAbilities extends StoreEditAbilities {
  duplicate: boolean;
  delete: boolean;
}

interface StoreActionsMenuProps {
  store: Store;
  abilities: StoreActionAbilities;
  onShare: (store: Store) => void;
  onEmbed: (store: Store) => void;
  onDuplicate: (store: Store) => void;
  onDelete: (store: Store) => void;
}

/**
 * A store's actions (spec 2 §2.2, §6): Edit (a payment form or buy-now button opens its wizard;
 * ecommerce.edit-store), Embed code (a buy-now button's snippet), Share, Duplicate and Delete
 * (ecommerce.duplicate-store, ecommerce.delete-store: not while impersonating).
 */
export function StoreActionsMenu({
  store,
  abilities,
  onShare,
  onEmbed,
  onDuplicate,
  onDelete,
}: StoreActionsMenuProps) {
  const { t } = useTranslation();
  const editPath = storeEditPath(store, abilities);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('stores.actions.more', { name: store.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {editPath && (
          <Menu.Item component={Link} to={editPath} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('stores.actions.edit')}
          </Menu.Item>
        )}
        {store.store_type === 'buy_button' && (
          <Menu.Item leftSection={<IconCode size={16} aria-hidden />} onClick={() => onEmbed(store)}>
            {t('stores.actions.embed')}
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
