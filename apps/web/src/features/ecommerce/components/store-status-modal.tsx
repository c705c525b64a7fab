import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import type { StoreToggle } from '@paybook/domain';
import { useTranslation } from 'react-i18next';

export interface StoreToggleRequest {
  store: Store;
  target: StoreToggle;
}

interface StoreStatusModalProps {
  request: StoreToggleRequest | null;
  isSaving: boolean;
  onConfirm: (request: StoreToggleRequest) => void;
  onCancel: () => void;
}

/**
 * spec 2 §2.2 activation confirm; spec 2 §4: "Confirming activation sets status active (and activates the
 * payment-form offering if it is inactive). Confirming deactivation sets status inactive."
 */
export function StoreStatusModal({ request, isSaving, onConfirm, onCancel }: StoreStatusModalProps) {
  const { t } = useTranslation();
  const target = request?.target ?? 'active';
  const store = request?.store;
  const inactiveItems =
    store && target === 'active' && store.store_type !== 'store'
      ? store.items.filter((item) => !item.is_active).map((item) => item.name)
      : [];
  return (
    <Modal
      opened={request !== null}
      onClose={onCancel}
      title={t(`stores.toggle.${target}Title`, { name: store?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('stores.closeDialog') }}
    >
      <Stack gap="md">
        <Text size="sm">{t(`stores.toggle.${target}Body`)}</Text>
        {inactiveItems.length > 0 && (
          <Text size="sm">{t('stores.toggle.activatesItem', { items: inactiveItems.join(', ') })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button
            color={target === 'active' ? undefined : 'red.9'}
            loading={isSaving}
            onClick={() => request && onConfirm(request)}
          >
            {t(`stores.toggle.${target}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
