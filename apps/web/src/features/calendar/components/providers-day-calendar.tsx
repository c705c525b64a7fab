import { Group, Stack, Text } from '@mantine/core';
import type { CalendarItem, ProvidersDay } from '@paybook/contracts';
import { DEFAULT_DAY_START, todayInTimeZone } from '@paybook/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel, timeRange } from '../lib/calendar-format';
import { providerColumns, providersDayBlocks } from '../lib/providers-day-grid';
import { type CalendarDay, type GridColumn, scrollStartMinutes } from '../lib/week-grid';
import { CalendarGrid } from './calendar-grid';
import { DayActions } from './day-header';

/** A provider's date, for the dialogs its column's actions open. */
export interface ProviderDate {
  providerId: number;
  day: CalendarDay;
}

export interface ProvidersDayCalendarProps {
  answer: ProvidersDay;
  /** Another day is loading: the last one stays, dimmed. */
  isRefreshing: boolean;
  openedKey: string | null;
  onOpenedKeyChange: (key: string | null) => void;
  onSelectSlot: (start: string, providerId: number) => void;
  onEditItem: (item: CalendarItem) => void;
  onDeleteItem: (item: CalendarItem, date: string) => void;
  onEditHours: (target: ProviderDate) => void;
  onMarkDayOff: (target: ProviderDate) => void;
}

const fullName = (provider: { first_name: string; last_name: string }) =>
  `${provider.first_name} ${provider.last_name}`.trim();

/**
 * Issue 24 point 3: the day of every provider the user may see, one column each as a front desk reads
 * it (Square's and Acuity's day view), on the calendar's grid: the same blocks, popover and slot booking
 * (an empty slot books with that column's provider at that time), each column headed by its provider with
 * their hours and the day's actions, opening half an hour above the earliest working hour of them all.
 */
export function ProvidersDayCalendar(props: ProvidersDayCalendarProps) {
  const { t } = useTranslation();
  const { answer, onEditHours, onMarkDayOff, onSelectSlot } = props;
  const columns = useMemo(() => providerColumns(answer), [answer]);
  const blocks = useMemo(() => ({ data: answer, blocksOf: providersDayBlocks }), [answer]);
  const names = useMemo(
    () => new Map(answer.providers.map((provider) => [provider.service_provider_id, fullName(provider)])),
    [answer],
  );
  const columnLabel = (column: GridColumn) =>
    t('calendar.providersDay.column', {
      name: names.get(column.providerId ?? 0) ?? '',
      day: dayLabel(column.date),
    });

  const renderHeader = (column: GridColumn) => {
    const { day, providerId } = column;
    const name = names.get(providerId ?? 0) ?? '';
    const canChange = column.date >= todayInTimeZone(column.timeZone);
    return (
      <Group gap={4} justify="center" wrap="nowrap" className="calendar-day-header" data-date={column.date}>
        <Stack gap={0} align="center" miw={0}>
          <Text size="sm" fw={700} truncate="end" maw="100%" title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" maw="100%">
            {day?.is_working_day && day.start_at && day.end_at
              ? timeRange(day.start_at, day.end_at, column.timeZone)
              : t('calendar.day.off')}
          </Text>
        </Stack>
        {canChange && day && providerId !== null && (
          <DayActions
            label={columnLabel(column)}
            isWorkingDay={day.is_working_day}
            onEditHours={() => onEditHours({ providerId, day })}
            onMarkDayOff={() => onMarkDayOff({ providerId, day })}
          />
        )}
      </Group>
    );
  };

  return (
    <CalendarGrid
      columns={columns}
      blocks={blocks}
      renderHeader={renderHeader}
      columnLabel={columnLabel}
      label={t('calendar.providersDay.label', { day: dayLabel(answer.date) })}
      testId="calendar-providers-day"
      dataAttributes={{ 'data-date': answer.date }}
      layout="providers"
      scrollMinutes={scrollStartMinutes(columns, DEFAULT_DAY_START)}
      scrollKey={answer.date}
      isRefreshing={props.isRefreshing}
      openedKey={props.openedKey}
      onOpenedKeyChange={props.onOpenedKeyChange}
      onSelectSlot={(start, providerId) => {
        if (providerId !== null) onSelectSlot(start, providerId);
      }}
      onEditItem={props.onEditItem}
      onDeleteItem={props.onDeleteItem}
    />
  );
}
