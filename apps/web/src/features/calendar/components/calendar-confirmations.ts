import { modals } from '@mantine/modals';
import type { CalendarItem } from '@paybook/contracts';
import { i18n } from '@/lib/i18n';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import type { useMarkDayOff } from '../api/day-settings';
import type { useDeleteCalendarItem } from '../api/delete-calendar-item';
import { dayLabel } from '../lib/calendar-format';

/**
 * spec 1 §4.2: deleting personal time, or a weekly break on one date, after saying which, on the item's
 * own provider's calendar (a week's provider, or a column of the providers' day).
 */
export function confirmDeleteItem(
  item: CalendarItem,
  date: string,
  deleteItem: ReturnType<typeof useDeleteCalendarItem>,
) {
  const t = i18n.t;
  const isBreak = item.calendar_item_type === 'break';
  const kind = t(`calendar.kind.${item.calendar_item_type}`);
  modals.openConfirmModal({
    title: isBreak ? t('calendar.confirm.deleteBreakTitle') : t('calendar.confirm.deleteTitle', { kind }),
    children: isBreak
      ? t('calendar.confirm.deleteBreakBody', { day: dayLabel(date) })
      : t('calendar.confirm.deleteBody', { title: item.offering?.name ?? item.title, day: dayLabel(date) }),
    labels: {
      confirm: isBreak ? t('calendar.popover.deleteBreak') : t('calendar.popover.delete'),
      cancel: t('calendar.cancel'),
    },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': t('calendar.closeDialog') },
    onConfirm: () =>
      deleteItem.mutate(
        { serviceProviderId: item.provider.id, item, date },
        {
          onSuccess: () => notifySuccess(t('calendar.confirm.deleted', { kind })),
          onError: (error) => notifyFailure(errorMessage(error)),
        },
      ),
  });
}

/** spec 1 §4.2: a provider's date becomes a day off, after saying what that means. */
export function confirmDayOff(
  providerId: number,
  date: string,
  markDayOff: ReturnType<typeof useMarkDayOff>,
) {
  const t = i18n.t;
  const label = dayLabel(date);
  modals.openConfirmModal({
    title: t('calendar.dayOff.title', { day: label }),
    children: t('calendar.dayOff.body'),
    labels: { confirm: t('calendar.day.markDayOff'), cancel: t('calendar.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': t('calendar.closeDialog') },
    onConfirm: () =>
      markDayOff.mutate(
        { serviceProviderId: providerId, date },
        {
          onSuccess: () => notifySuccess(t('calendar.dayOff.saved', { day: label })),
          onError: (error) => notifyFailure(errorMessage(error)),
        },
      ),
  });
}
