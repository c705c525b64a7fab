import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { isWithinEditWindow, todayInTimeZone } from '@paybook/domain';
import { IconClock, IconPencil, IconShoppingCart, IconTrash, IconUser } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { useOpenedAfterMount } from '@/ui/on-demand';
import { dayLabel, timeRange } from '../lib/calendar-format';
import { AppointmentDeposit } from './appointment-deposit';
import { BlockButton, type CalendarBlockProps, customerName, headline } from './calendar-block';

/**
 * A block with its popover (spec 1 §4.2): edit and delete only while the server says `can_edit` (the 7-day
 * window); breaks offer only 'delete for this date' (from today on); an appointment's checkout shows in the
 * same window with create_orders and is enabled with the claim appointments.view-appointment.checkout; it
 * opens the point of sale with the appointment (spec 3 §2.6). Its own chunk, mounted by calendar-block.tsx
 * when a block is first opened.
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

  return (
    <Popover
      opened={isOpened}
      onChange={(next) => {
        if (!next) onClose();
      }}
      position="right-start"
      withArrow
      shadow="md"
      width={280}
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
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">
              {dayLabel(date)}, {time}
            </Text>
          </Group>
          {customer && (
            <Group gap={6} wrap="nowrap">
              <IconUser size={16} aria-hidden />
              <Text size="sm">{customer}</Text>
            </Group>
          )}
          <AppointmentDeposit item={item} onClose={onClose} />
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
              {canDelete && (
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => {
                    onClose();
                    onDelete(item, date);
                  }}
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
