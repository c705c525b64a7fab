import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { availableVisitChanges, isWithinEditWindow, todayInTimeZone } from '@paybook/domain';
import {
  IconCalendarX,
  IconClock,
  IconPencil,
  IconShoppingCart,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { useOpenedAfterMount } from '@/ui/on-demand';
import { useDeleteAppointment } from '../api/appointments';
import { dayLabel, timeRange } from '../lib/calendar-format';
import { AppointmentDeposit } from './appointment-deposit';
import { BlockButton, type CalendarBlockProps, customerName, headline } from './calendar-block';
import { openCancelAppointment } from './popover-cancel-modal';
import { PopoverContact } from './popover-contact';
import { openDeleteAppointment } from './popover-delete-appointment';
import { PopoverVisitActions, VisitStatusBadge, visitStatusOf } from './popover-visit-actions';

/** Issue 16 point 4: below 768 px the calendar shows one day across the screen. */
const NARROW_QUERY = '(max-width: 767px)';

/**
 * A block with its popover (spec 1 §4.2): edit and delete only while the server says `can_edit` (the 7-day
 * window); breaks offer only 'delete for this date' (from today on); an appointment's checkout shows in the
 * same window with create_orders and is enabled with the claim appointments.view-appointment.checkout; it
 * opens the point of sale with the appointment (spec 3 §2.6). Issue 16 point 2, where the desk works: an
 * appointment shows its status, the customer's phone, e-mail and profile (read when the popover opens),
 * the visit's status actions, Cancel (keeps the record, frees the time, may notify) and Delete (for
 * mistakes). Its own chunk, mounted by calendar-block.tsx when a block is first opened.
 */
export function BlockPopover(props: CalendarBlockProps) {
  const { item, date, isShort, timeZone, opened, onToggle, onClose, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const targetRef = useRef<HTMLButtonElement>(null);
  const isOpened = useOpenedAfterMount(opened, targetRef);
  const kind = t(`calendar.kind.${item.calendar_item_type}`);
  const time = timeRange(item.start_at, item.end_at, timeZone);
  const customer = customerName(item);
  const title = headline(item);
  const isBreak = item.calendar_item_type === 'break';
  const canDelete = item.can_edit && (!isBreak || date >= todayInTimeZone(timeZone));
  const canEdit = item.can_edit && !isBreak;
  const subject = subjectFor(useLoginContext());
  const showsCheckout =
    item.calendar_item_type === 'appointment' &&
    subject.rights.has('create_orders') &&
    isWithinEditWindow(new Date(item.start_at), timeZone);
  const canCheckout = subject.claims.has('appointments.view-appointment.checkout');
  const isAppointment = item.calendar_item_type === 'appointment';
  const canCancel =
    isAppointment &&
    availableVisitChanges({
      status: visitStatusOf(item),
      start_at: new Date(item.start_at),
      time_zone: timeZone,
      has_money: false,
    }).includes('cancelled');
  const removeAppointment = useDeleteAppointment();
  const isNarrow = useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const handleDelete = () => {
    onClose();
    if (isAppointment) openDeleteAppointment(item, date, removeAppointment);
    else onDelete(item, date);
  };

  return (
    <Popover
      opened={isOpened}
      onChange={(next) => {
        if (!next) onClose();
      }}
      // Beside the block on a desktop; under it on a phone, where the day's column fills the width.
      position={isNarrow ? 'bottom' : 'right-start'}
      withArrow
      shadow="md"
      width={320}
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BlockButton
          ref={targetRef}
          item={item}
          isShort={isShort}
          timeZone={timeZone}
          kind={kind}
          aria-expanded={isOpened}
          onClick={onToggle}
        />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={title} data-testid="calendar-popover">
        <Stack gap="xs">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {kind}
            </Text>
            <Text fw={700}>{title}</Text>
          </div>
          {isAppointment && (
            <Group gap="xs">
              <VisitStatusBadge item={item} />
              <AppointmentDeposit item={item} />
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">
              {dayLabel(date)}, {time}
            </Text>
          </Group>
          {isAppointment ? (
            <PopoverContact item={item} onClose={onClose} />
          ) : (
            customer && (
              <Group gap={6} wrap="nowrap">
                <IconUser size={16} aria-hidden />
                <Text size="sm">{customer}</Text>
              </Group>
            )
          )}
          {isAppointment && <PopoverVisitActions item={item} timeZone={timeZone} onClose={onClose} />}
          {canEdit || canDelete || showsCheckout ? (
            <Group gap="xs" mt={4}>
              {showsCheckout &&
                (canCheckout ? (
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={`/pos?appointmentId=${item.id}`}
                    onClick={onClose}
                    leftSection={<IconShoppingCart size={14} aria-hidden />}
                  >
                    {t('calendar.popover.checkout')}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    disabled
                    leftSection={<IconShoppingCart size={14} aria-hidden />}
                  >
                    {t('calendar.popover.checkout')}
                  </Button>
                ))}
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
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('calendar.popover.locked')}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
