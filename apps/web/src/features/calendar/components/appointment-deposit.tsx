import { Badge } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CalendarItem } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { useMarkNoShow } from '../api/mark-no-show';

/** Issue 15 point 7, in the appointment's popover: "Deposit paid" (or what became of the deposit). */
export function AppointmentDeposit({ item }: { item: CalendarItem }) {
  const { t } = useTranslation();
  if (item.calendar_item_type !== 'appointment' || !item.deposit_status) return null;
  return (
    <Badge
      variant="light"
      color={item.deposit_status === 'paid' ? 'teal' : 'gray'}
      data-testid="deposit-status"
    >
      {t(`calendar.deposit.status.${item.deposit_status}`)}
    </Badge>
  );
}

/**
 * Issue 15 point 7: whether the popover's No-show charges the fee the customer agreed to (a card left with
 * consent, not charged yet; for users with manage_appointments). The server checks it all again.
 */
export const chargesNoShowFee = (item: CalendarItem, canManage: boolean) =>
  item.no_show_fee != null && !item.is_no_show && canManage;

/**
 * Issue 15 point 7: confirms, then charges the no-show fee once (POST appointment/{id}/no_show). The
 * popover is closed by then: the promise, unlike mutate's callbacks, still answers after unmounting.
 */
export function confirmNoShowCharge(item: CalendarItem, noShow: ReturnType<typeof useMarkNoShow>) {
  const fee = item.no_show_fee ?? '0.00';
  const idempotencyKey = newIdempotencyKey();
  modals.openConfirmModal({
    title: i18n.t('calendar.deposit.noShowTitle', { fee }),
    children: i18n.t('calendar.deposit.noShowBody', { fee }),
    labels: { confirm: i18n.t('calendar.deposit.noShowConfirm', { fee }), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': i18n.t('calendar.closeDialog') },
    onConfirm: () =>
      noShow
        .mutateAsync({ appointmentId: item.id, idempotencyKey })
        .then((result) =>
          notifySuccess(i18n.t('calendar.deposit.noShowDone', { fee: result.fee, card: result.card_label })),
        )
        .catch(notifyError),
  });
}
