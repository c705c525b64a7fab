import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The point of sale's dialogs (spec 3 §2.6 modals): a Mantine modal whose close button is named. */
export function PosModal(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal closeButtonProps={{ 'aria-label': t('pointOfSale.closeDialog') }} {...props} />;
}
