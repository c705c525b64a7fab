import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { CalendarWeek } from '@paybook/contracts';
import { IconDots } from '@tabler/icons-react';
import { type ComponentPropsWithRef, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '@/ui/on-demand';

const loadMenu = () => import('./day-actions-menu');
const DayActionsMenu = lazy(() => loadMenu().then((m) => ({ default: m.DayActionsMenu })));

type CalendarDay = CalendarWeek['days'][number];

interface DayHeaderProps {
  day: CalendarDay;
  /** 'Monday, November 23', for names and titles. */
  label: string;
  weekday: string;
  dayOfMonth: string;
  isToday: boolean;
  /** Hours and days off change only from today on, in the provider's zone (the server refuses the past). */
  canChange: boolean;
  onEditHours: () => void;
  onMarkDayOff: () => void;
}

/** The day's actions button; its menu (day-actions-menu.tsx) wraps it once opened. */
export function DayActionsButton({ label, ...props }: { label: string } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      size="sm"
      aria-label={t('calendar.day.actions', { day: label })}
      aria-haspopup="menu"
      {...props}
    >
      <IconDots size={16} aria-hidden />
    </ActionIcon>
  );
}

/** A day column's header: the date, the day's hours, and its actions (spec 1 §2.5, §4.2). */
export function DayHeader({
  day,
  label,
  weekday,
  dayOfMonth,
  isToday,
  canChange,
  onEditHours,
  onMarkDayOff,
}: DayHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="center" wrap="nowrap" className="calendar-day-header" data-date={day.date}>
      <Stack gap={0} align="center">
        <Text size="xs" fw={600} tt="uppercase" c={isToday ? 'blue.9' : 'dimmed'}>
          {weekday}
        </Text>
        <Text
          size="lg"
          fw={700}
          lh={1.2}
          className={isToday ? 'calendar-today-number' : undefined}
          aria-current={isToday ? 'date' : undefined}
        >
          {dayOfMonth}
        </Text>
        {!day.is_working_day && (
          <Text size="xs" c="dimmed">
            {t('calendar.day.off')}
          </Text>
        )}
      </Stack>
      {canChange && (
        <DayActions
          label={label}
          isWorkingDay={day.is_working_day}
          onEditHours={onEditHours}
          onMarkDayOff={onMarkDayOff}
        />
      )}
    </Group>
  );
}

/** A day's actions (spec 1 §4.2: edit its hours, mark it a day off): the button, its menu once opened. */
export function DayActions(props: {
  /** The day as the button names it ('Monday, November 23', or with the provider's name). */
  label: string;
  isWorkingDay: boolean;
  onEditHours: () => void;
  onMarkDayOff: () => void;
}) {
  return (
    <OnDemand
      trigger={(open) => (
        <DayActionsButton
          label={props.label}
          aria-expanded={false}
          onClick={open}
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
        />
      )}
    >
      <DayActionsMenu {...props} />
    </OnDemand>
  );
}
