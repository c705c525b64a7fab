import { Modal } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { SharePanel } from './share-panel';

/** spec 2 §2.2 the share post link modal, from the list. */
export function ShareStoreModal({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={store !== null}
      onClose={onClose}
      title={t('stores.share.title', { name: store?.name ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('stores.closeDialog') }}
    >
      {store && <SharePanel store={store} />}
    </Modal>
  );
}
