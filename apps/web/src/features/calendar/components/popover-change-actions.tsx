import { Button, Text } from '@mantine/core';
import type { CalendarItem } from '@paybook/contracts';
import { availableVisitChanges, todayInTimeZone } from '@paybook/domain';
import { IconCalendarX, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteAppointment } from '../api/appointments';
import { PopoverActionGroup } from './popover-action-group';
import { openCancelAppointment } from './popover-cancel-modal';
import { openDeleteAppointment } from './popover-delete-appointment';
import { visitFactsOf } from './popover-visit-actions';

interface PopoverChangeActionsProps {
  item: CalendarItem;
  /** The date the block is on (a weekly break's date). */
  date: string;
  timeZone: string;
  onClose: () => void;
  onEdit: (item: CalendarItem) => void;
  onDelete: (item: CalendarItem, date: string) => void;
}

/**
 * The popover's changes (spec 1 §4.2, issue 16 point 2; grouped by issue 24 point 3): Edit and Delete only
 * while the server says `can_edit` (the 7-day window), breaks only 'delete for this date' from today on, and
 * an appointment's Cancel (keeps the record, frees the time, may notify) beside its Delete (for mistakes).
 * A locked item says why instead.
 */
export function PopoverChangeActions(props: PopoverChangeActionsProps) {
  const { item, date, timeZone, onClose, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const removeAppointment = useDeleteAppointment();
  const isBreak = item.calendar_item_type === 'break';
  const isAppointment = item.calendar_item_type === 'appointment';
  const canDelete = item.can_edit && (!isBreak || date >= todayInTimeZone(timeZone));
  const canEdit = item.can_edit && !isBreak;
  const canCancel =
    isAppointment && availableVisitChanges(visitFactsOf(item, timeZone)).includes('cancelled');
  if (!canEdit && !canDelete && !canCancel)
    return (
      <Text size="xs" c="dimmed">
        {t('calendar.popover.locked')}
      </Text>
    );

  const handleDelete = () => {
    onClose();
    if (isAppointment) openDeleteAppointment(item, date, removeAppointment);
    else onDelete(item, date);
  };
  return (
    <PopoverActionGroup title={t('calendar.popover.changesGroup')} testId="popover-change-actions">
      {canEdit && (
        <Button
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => {
            onClose();
            onEdit(item);
          }}
        >
          {t('calendar.popover.edit')}
        </Button>
      )}
      {canCancel && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          leftSection={<IconCalendarX size={14} aria-hidden />}
          onClick={() => {
            onClose();
            openCancelAppointment(item, date);
          }}
        >
          {t('calendar.popover.cancelAppointment')}
        </Button>
      )}
      {canDelete && (
        <Button
          size="xs"
          variant={isAppointment ? 'default' : 'outline'}
          color="red.9"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={handleDelete}
        >
          {isBreak ? t('calendar.popover.deleteBreak') : t('calendar.popover.delete')}
        </Button>
      )}
    </PopoverActionGroup>
  );
}
