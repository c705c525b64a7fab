import { modals } from '@mantine/modals';
import { i18n } from '@/lib/i18n';

interface ConfirmServiceActionOptions {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before a destructive service action (deactivate with bookings ahead, delete). */
export function confirmServiceAction({ title, body, confirmLabel, onConfirm }: ConfirmServiceActionOptions) {
  modals.openConfirmModal({
    title,
    children: body,
    labels: { confirm: confirmLabel, cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': i18n.t('services.closeDialog') },
    onConfirm,
  });
}
