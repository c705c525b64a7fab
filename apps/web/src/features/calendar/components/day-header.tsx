import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import type { CalendarWeek } from '@paybook/contracts';
import { IconClockEdit, IconDots, IconMoonStars } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="sm"
              aria-label={t('calendar.day.actions', { day: label })}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconClockEdit size={16} aria-hidden />} onClick={onEditHours}>
              {t('calendar.day.editHours')}
            </Menu.Item>
            {day.is_working_day && (
              <Menu.Item leftSection={<IconMoonStars size={16} aria-hidden />} onClick={onMarkDayOff}>
                {t('calendar.day.markDayOff')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
