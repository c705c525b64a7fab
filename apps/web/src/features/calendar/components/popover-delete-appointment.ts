import { modals } from '@mantine/modals';
import type { CalendarItem } from '@paybook/contracts';
import { APPOINTMENT_HAS_PAYMENTS } from '@paybook/contracts/visit-status-codes';
import { isApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import type { useDeleteAppointment } from '../api/appointments';
import { dayLabel } from '../lib/calendar-format';
import { openCancelAppointment } from './popover-cancel-modal';

type DeleteMutation = ReturnType<typeof useDeleteAppointment>;

/**
 * Issue 16 point 2: the server refused the delete because money is attached (a deposit, a no-show fee or a
 * checkout); the dialog says why and offers to cancel the appointment instead.
 */
function offerCancelInstead(item: CalendarItem, date: string) {
  modals.openConfirmModal({
    title: i18n.t('calendarModals.deleteAppointment.refusedTitle'),
    children: i18n.t('calendarModals.deleteAppointment.refusedBody'),
    labels: {
      confirm: i18n.t('calendarModals.deleteAppointment.refusedConfirm'),
      cancel: i18n.t('calendarModals.close'),
    },
    closeButtonProps: { 'aria-label': i18n.t('calendar.closeDialog') },
    onConfirm: () => openCancelAppointment(item, date),
  });
}

/**
 * Issue 16 point 2: delete is for mistakes. The confirmation says the record goes for good and points at
 * Cancel for a visit that is called off; "Keep" has the focus, so Enter never deletes by accident.
 */
export function openDeleteAppointment(item: CalendarItem, date: string, remove: DeleteMutation) {
  modals.openConfirmModal({
    title: i18n.t('calendarModals.deleteAppointment.title'),
    children: i18n.t('calendarModals.deleteAppointment.body', {
      service: item.offering?.name ?? item.title,
      day: dayLabel(date),
    }),
    labels: {
      confirm: i18n.t('calendarModals.deleteAppointment.confirm'),
      cancel: i18n.t('calendarModals.keep'),
    },
    confirmProps: { color: 'red.9' },
    // Mantine's focus trap starts on the element marked data-autofocus.
    cancelProps: { 'data-autofocus': true },
    closeButtonProps: { 'aria-label': i18n.t('calendar.closeDialog') },
    onConfirm: () =>
      remove.mutateAsync(item.id).then(
        () => notifySuccess(i18n.t('calendarModals.deleteAppointment.done')),
        (error: unknown) => {
          if (isApiError(error) && error.code === APPOINTMENT_HAS_PAYMENTS) offerCancelInstead(item, date);
          else notifyFailure(errorMessage(error));
        },
      ),
  });
}
