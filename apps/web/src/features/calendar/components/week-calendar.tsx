import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { useMemo } from 'react';
import { dayLabel, dayParts, weekRangeLabel } from '../lib/calendar-format';
import {
  type CalendarDay,
  type GridColumn,
  scrollStartMinutes,
  weekBlocks,
  weekColumns,
} from '../lib/week-grid';
import { CalendarGrid } from './calendar-grid';
import { DayHeader } from './day-header';

export interface WeekCalendarProps {
  week: CalendarWeek;
  weekStart: string;
  /** The one day a phone shows (issue 16 point 4); the whole week without it. */
  day?: string;
  /** Another week (or provider) is loading: the last one stays, dimmed. */
  isRefreshing: boolean;
  /** The key (week-grid itemKey) of the block whose popover is open. */
  openedKey: string | null;
  onOpenedKeyChange: (key: string | null) => void;
  onSelectSlot: (start: string) => void;
  onEditItem: (item: CalendarItem) => void;
  onDeleteItem: (item: CalendarItem, date: string) => void;
  onEditHours: (day: CalendarDay) => void;
  onMarkDayOff: (day: CalendarDay) => void;
}

/**
 * spec 1 §2.5: a provider's week (the merchant's first day first), or on a phone one day of it (issue 16
 * point 4), on the calendar's grid (calendar-grid.tsx), opening half an hour above the shown days' earliest
 * working hour.
 */
export function WeekCalendar(props: WeekCalendarProps) {
  const { week, weekStart, day, onEditHours, onMarkDayOff, onSelectSlot } = props;
  const columns = useMemo(() => {
    const all = weekColumns(week, weekStart);
    return day === undefined ? all : all.filter((column) => column.date === day);
  }, [week, weekStart, day]);
  const blocks = useMemo(() => ({ data: week, blocksOf: weekBlocks }), [week]);
  const today = todayInTimeZone(week.time_zone);
  const first = columns[0]?.date ?? weekStart;
  const last = columns[columns.length - 1]?.date ?? weekStart;

  const renderHeader = (column: GridColumn) => {
    const { weekday, dayOfMonth } = dayParts(column.date);
    const shown = column.day;
    if (!shown) return `${weekday} ${dayOfMonth}`;
    return (
      <DayHeader
        day={shown}
        label={dayLabel(column.date)}
        weekday={weekday}
        dayOfMonth={dayOfMonth}
        isToday={column.date === today}
        canChange={column.date >= today}
        onEditHours={() => onEditHours(shown)}
        onMarkDayOff={() => onMarkDayOff(shown)}
      />
    );
  };

  return (
    <CalendarGrid
      columns={columns}
      blocks={blocks}
      renderHeader={renderHeader}
      columnLabel={(column) => dayLabel(column.date)}
      label={day === undefined ? weekRangeLabel(first, last) : dayLabel(day)}
      testId={day === undefined ? 'calendar-week' : 'calendar-day-view'}
      dataAttributes={{ 'data-week-start': weekStart }}
      layout={day === undefined ? 'week' : 'day'}
      scrollMinutes={scrollStartMinutes(columns, week.earliest_default_start_time)}
      scrollKey={day ?? weekStart}
      isRefreshing={props.isRefreshing}
      openedKey={props.openedKey}
      onOpenedKeyChange={props.onOpenedKeyChange}
      onSelectSlot={(start) => onSelectSlot(start)}
      onEditItem={props.onEditItem}
      onDeleteItem={props.onDeleteItem}
    />
  );
}
