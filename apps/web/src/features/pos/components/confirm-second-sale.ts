import { modals } from '@mantine/modals';
import { appointmentCheckedOutBody, errorCodes } from '@paybook/contracts';
import { isApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

// Issue 24 point 1: a checkout of a visit already paid is refused (409 APPOINTMENT_CHECKED_OUT, with the
// order it was paid on); the desk asks whether to sell it again on purpose.

/** The order a refused checkout names when the visit was checked out already, or null for any other error. */
export function checkedOutOrderOf(error: unknown): { order_number: number } | null {
  if (!isApiError(error) || error.code !== errorCodes.appointmentCheckedOut) return null;
  const parsed = appointmentCheckedOutBody.safeParse(error.body);
  return parsed.success ? { order_number: parsed.data.order_number } : null;
}

/** "This visit is already paid (order #N). Sell it again?": true when the cashier confirms. */
export function confirmSecondSale(orderNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('pointOfSale.secondSale.title'),
      children: i18n.t('pointOfSale.secondSale.body', { number: orderNumber }),
      labels: {
        confirm: i18n.t('pointOfSale.secondSale.confirm'),
        cancel: i18n.t('pointOfSale.secondSale.cancel'),
      },
      closeButtonProps: { 'aria-label': i18n.t('pointOfSale.closeDialog') },
      // Closing it any other way (Escape, the close button) is "no".
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
