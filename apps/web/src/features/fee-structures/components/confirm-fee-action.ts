import { modals } from '@mantine/modals';
import { i18n } from '@/lib/i18n';

interface ConfirmFeeActionOptions {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** spec 3 §2.5 delete-fee modal, and the question before a deactivation. */
export function confirmFeeAction({ title, body, confirmLabel, onConfirm }: ConfirmFeeActionOptions) {
  modals.openConfirmModal({
    title,
    children: body,
    labels: { confirm: confirmLabel, cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': i18n.t('feeStructures.closeDialog') },
    onConfirm,
  });
}
