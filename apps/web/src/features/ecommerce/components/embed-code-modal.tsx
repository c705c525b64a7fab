import { Modal } from '@mantine/core';
import type { AcceptedPaymentType, Store } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { EmbedCodePanel } from './embed-code-panel';

/** spec 2 §2.2: a buy-now button's embed code, from the list. */
export function EmbedCodeModal({
  store,
  merchantAccepts,
  onClose,
}: {
  store: Store | null;
  merchantAccepts: readonly AcceptedPaymentType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={store !== null}
      onClose={onClose}
      title={t('stores.buyButton.embed.modalTitle', { name: store?.name ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('stores.closeDialog') }}
    >
      {store && <EmbedCodePanel store={store} merchantAccepts={merchantAccepts} />}
    </Modal>
  );
}
