import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { minutesOfTime, todayInTimeZone } from '@paybook/domain';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel, dayParts, weekRangeLabel } from '../lib/calendar-format';
import { minutesToPx, SLOT_MINUTES } from '../lib/calendar-layout';
import { createOpenedBlockStore } from '../lib/opened-block-store';
import { slotAtPoint } from '../lib/slot-at-point';
import { type CalendarDay, type GridBlock, type WeekColumn, weekBlocks, weekColumns } from '../lib/week-grid';
import { instantAtWall } from '../lib/zone-clock';
import { DayHeader } from './day-header';
import classes from './week-calendar.module.css';
import { WeekDayColumn } from './week-day-column';
import type { WeekBlockActions } from './week-event-block';
import { WeekTimeAxis } from './week-time-axis';

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

const NO_BLOCKS = new Map<string, GridBlock[]>();

/**
 * spec 1 §2.5: the week (Sunday first) in 30-minute rows, 72 pixels an hour, in the provider's zone
 * (ruling 8), working hours shaded, scrolled to half an hour above the week's earliest start. Our own grid
 * of positioned elements (decision 63): the calendar uses none of a calendar library's interactions.
 */
export function WeekCalendar(props: WeekCalendarProps) {
  const { week, weekStart, openedKey, onSelectSlot } = props;
  const { t } = useTranslation();
  const timeZone = week.time_zone;
  const today = todayInTimeZone(timeZone);
  const { day } = props;
  const columns = useMemo(() => {
    const all = weekColumns(week, weekStart);
    return day === undefined ? all : all.filter((column) => column.date === day);
  }, [week, weekStart, day]);

  // Issue 14 point 7: the grid (headers, hours, shading) is drawn first and the blocks in a transition
  // after it, which React renders in slices of a few milliseconds: 350 blocks in one task took 600 ms. A
  // column shows only blocks of its own date, so a new week never shows the last one's for that moment.
  const blocksWeek = useDeferredValue<CalendarWeek | null>(week, null);
  const blocksByDate = useMemo(() => (blocksWeek ? weekBlocks(blocksWeek) : NO_BLOCKS), [blocksWeek]);

  // The page's handlers are read through a ref and which popover is open reaches the blocks through a
  // store (week-event-block.tsx), so the blocks' props stay the same while the page renders again.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const [openedStore] = useState(() => createOpenedBlockStore(openedKey));
  useLayoutEffect(() => {
    openedStore.set(openedKey);
  }, [openedStore, openedKey]);
  const actions = useMemo<WeekBlockActions>(
    () => ({
      store: openedStore,
      kindLabels: {
        appointment: t('calendar.kind.appointment'),
        break: t('calendar.kind.break'),
        personal_time: t('calendar.kind.personal_time'),
      },
      setOpened: (key) => latest.current.onOpenedKeyChange(key),
      onEdit: (item) => latest.current.onEditItem(item),
      onDelete: (item, date) => latest.current.onDeleteItem(item, date),
    }),
    [openedStore, t],
  );

  // Half an hour above the week's earliest start, so its first blocks do not touch the header; again on
  // each new week (or earliest start), not when the same week is read again.
  const scrollTop = minutesToPx(Math.max(0, minutesOfTime(week.earliest_default_start_time) - SLOT_MINUTES));
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = `${day ?? weekStart} ${scrollTop}`;
    if (!scrollerRef.current || scrolledFor.current === key) return;
    scrolledFor.current = key;
    scrollerRef.current.scrollTop = scrollTop;
  });

  // A click on an empty slot opens the add dialog at its time (spec 1 §2.3; slot-at-point.ts). A pointer
  // shortcut: the page's 'Add appointment' button is the keyboard's way.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const handleClick = (event: globalThis.MouseEvent) => {
      const slot = slotAtPoint(event.target, event.clientY);
      if (slot) onSelectSlot(instantAtWall(slot.date, slot.time, timeZone));
    };
    root.addEventListener('click', handleClick);
    return () => root.removeEventListener('click', handleClick);
  }, [onSelectSlot, timeZone]);

  const first = columns[0]?.date ?? weekStart;
  const last = columns[columns.length - 1]?.date ?? weekStart;
  return (
    <div
      className={`${classes.root} ${classes.tones}`}
      data-testid={day === undefined ? 'calendar-week' : 'calendar-day-view'}
      data-week-start={weekStart}
      data-refreshing={props.isRefreshing || undefined}
      aria-busy={props.isRefreshing}
      ref={rootRef}
    >
      <div className={classes.scroller} ref={scrollerRef}>
        <section
          className={classes.grid}
          data-single-day={day !== undefined || undefined}
          aria-label={day === undefined ? weekRangeLabel(first, last) : dayLabel(day)}
        >
          <div className={classes.corner} />
          {columns.map((column) => (
            <div key={column.date} className={classes.header} data-testid="calendar-day-header">
              <ColumnHeader
                column={column}
                today={today}
                onEditHours={(day) => latest.current.onEditHours(day)}
                onMarkDayOff={(day) => latest.current.onMarkDayOff(day)}
              />
            </div>
          ))}
          <WeekTimeAxis />
          {columns.map((column) => (
            <WeekDayColumn
              key={column.date}
              column={column}
              blocks={blocksByDate.get(column.date)}
              isToday={column.date === today}
              timeZone={timeZone}
              actions={actions}
            />
          ))}
        </section>
      </div>
    </div>
  );
}

function ColumnHeader({
  column,
  today,
  onEditHours,
  onMarkDayOff,
}: {
  column: WeekColumn;
  today: string;
  onEditHours: (day: CalendarDay) => void;
  onMarkDayOff: (day: CalendarDay) => void;
}) {
  const { date, day } = column;
  const { weekday, dayOfMonth } = dayParts(date);
  if (!day) return `${weekday} ${dayOfMonth}`;
  return (
    <DayHeader
      day={day}
      label={dayLabel(date)}
      weekday={weekday}
      dayOfMonth={dayOfMonth}
      isToday={date === today}
      canChange={date >= today}
      onEditHours={() => onEditHours(day)}
      onMarkDayOff={() => onMarkDayOff(day)}
    />
  );
}
