import { Button, Group, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { CalendarItem } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { IconClock, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayLabel, timeRange } from '../lib/calendar-format';

export interface CalendarBlockProps {
  item: CalendarItem;
  /** The date the block is on (a weekly break's date). */
  date: string;
  isShort: boolean;
  timeZone: string;
  opened: boolean;
  onToggle: () => void;
  onClose: () => void;
  onEdit: (item: CalendarItem) => void;
  onDelete: (item: CalendarItem, date: string) => void;
}

function customerName(item: CalendarItem): string | null {
  return item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : null;
}

/** The block's headline: an appointment's service, otherwise the item's title. */
function headline(item: CalendarItem): string {
  return item.calendar_item_type === 'appointment' ? (item.offering?.name ?? item.title) : item.title;
}

/**
 * One block on the week grid (spec 1 §2.5): an appointment with its service and customer, a break, or
 * personal time with its title; one line when it lasts 0.67 hour or less. Choosing it opens a popover with
 * the actions of spec 1 §4.2: edit and delete only while the server says `can_edit` (the 7-day window);
 * breaks offer only 'delete for this date' (from today on); checkout stays hidden until the point of sale
 * exists.
 */
export function CalendarBlock(props: CalendarBlockProps) {
  const { item, date, isShort, timeZone, opened, onToggle, onClose, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const kind = t(`calendar.kind.${item.calendar_item_type}`);
  const time = timeRange(item.start_at, item.end_at, timeZone);
  const customer = customerName(item);
  const title = headline(item);
  const isBreak = item.calendar_item_type === 'break';
  const canDelete = item.can_edit && (!isBreak || date >= todayInTimeZone(timeZone));
  const canEdit = item.can_edit && !isBreak;

  return (
    <Popover
      opened={opened}
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
        <UnstyledButton
          className="calendar-block"
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={onToggle}
          data-testid="calendar-block"
          data-item-type={item.calendar_item_type}
        >
          {/* The visible text names the button (axe: label-content-name-mismatch); the kind is read first. */}
          <VisuallyHidden>{`${kind}: `}</VisuallyHidden>
          {isShort ? (
            <Text component="span" size="xs" fw={600} truncate="end" className="calendar-block-line">
              {title}
              {customer ? ` · ${customer}` : ''}
              <VisuallyHidden>{`, ${time}`}</VisuallyHidden>
            </Text>
          ) : (
            <Stack gap={0} className="calendar-block-stack">
              <Text component="span" size="xs" className="calendar-block-time">
                {time}
              </Text>
              <Text component="span" size="sm" fw={600} lineClamp={2}>
                {title}
              </Text>
              {customer && (
                <Text component="span" size="xs" truncate="end">
                  {customer}
                </Text>
              )}
            </Stack>
          )}
        </UnstyledButton>
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
          {canEdit || canDelete ? (
            <Group gap="xs" mt={4}>
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
