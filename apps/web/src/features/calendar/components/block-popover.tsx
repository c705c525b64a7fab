import { Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClock, IconUser } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '@/ui/on-demand';
import { dayLabel, timeRange } from '../lib/calendar-format';
import { PHONE_QUERY } from '../lib/calendar-layout';
import { AppointmentDeposit } from './appointment-deposit';
import { AppointmentPaymentBadge } from './appointment-payment-badge';
import { BlockButton, type CalendarBlockProps, customerName, headline } from './calendar-block';
import { PopoverChangeActions } from './popover-change-actions';
import { PopoverContact } from './popover-contact';
import { PopoverMoneyActions } from './popover-money-actions';
import { PopoverVisitActions, VisitStatusBadge } from './popover-visit-actions';

/**
 * A block with its popover (spec 1 §4.2), where the desk works (issue 16 point 2): an appointment shows
 * its status, the customer's phone, e-mail and profile (read when the popover opens), then its actions in
 * three groups (issue 24 point 3): the visit (Arrived, Completed…), the money (the price, a card on file,
 * Checkout, No-show) and the changes (Edit, Cancel, Delete). A break or personal time has only the
 * changes. Its own chunk, mounted by calendar-block.tsx when a block is first opened.
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
  const isAppointment = item.calendar_item_type === 'appointment';
  const isNarrow = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;

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
              <AppointmentPaymentBadge item={item} />
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
          <Divider />
          {isAppointment && <PopoverVisitActions item={item} timeZone={timeZone} />}
          {isAppointment && <PopoverMoneyActions item={item} timeZone={timeZone} onClose={onClose} />}
          <PopoverChangeActions
            item={item}
            date={date}
            timeZone={timeZone}
            onClose={onClose}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
