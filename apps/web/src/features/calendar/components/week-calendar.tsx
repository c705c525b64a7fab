import type { DayCellContentArg, DayHeaderContentArg, EventContentArg } from '@fullcalendar/core';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { minutesOfTime, todayInTimeZone, wallClock } from '@paybook/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel, dayParts } from '../lib/calendar-format';
import { FIRST_DAY_OF_WEEK, SLOT_MINUTES } from '../lib/calendar-layout';
import { createOpenedBlockStore } from '../lib/opened-block-store';
import { providerZonePlugin } from '../lib/provider-zone-plugin';
import { slotAtPoint } from '../lib/slot-at-point';
import { type ItemEventProps, weekEvents } from '../lib/week-events';
import { instantAtWall } from '../lib/zone-clock';
import { DayHeader } from './day-header';
import { NowMarker } from './now-marker';
import classes from './week-calendar.module.css';
import { type WeekBlockActions, WeekEventBlock } from './week-event-block';

type CalendarDay = CalendarWeek['days'][number];

const plugins = [timeGridPlugin, providerZonePlugin];
const slotDuration = { minutes: SLOT_MINUTES };
const slotLabelInterval = { hours: 1 };

export interface WeekCalendarProps {
  week: CalendarWeek;
  weekStart: string;
  /** Another week (or provider) is loading: the last one stays, dimmed. */
  isRefreshing: boolean;
  /** The key (week-events itemKey) of the block whose popover is open. */
  openedKey: string | null;
  onOpenedKeyChange: (key: string | null) => void;
  onSelectSlot: (start: string) => void;
  onEditItem: (item: CalendarItem) => void;
  onDeleteItem: (item: CalendarItem, date: string) => void;
  onEditHours: (day: CalendarDay) => void;
  onMarkDayOff: (day: CalendarDay) => void;
}

/**
 * spec 1 §2.5: the week (Sunday first) in 30-minute rows, 72 pixels an hour (calendar.css), in the
 * provider's zone (ruling 8), working hours shaded, scrolled to the week's earliest start.
 */
export function WeekCalendar(props: WeekCalendarProps) {
  const { week, weekStart, openedKey, onSelectSlot } = props;
  const { t } = useTranslation();
  const timeZone = week.time_zone;
  const calendarRef = useRef<FullCalendar>(null);
  const events = useMemo(() => weekEvents(week), [week]);
  const daysByDate = useMemo(() => new Map(week.days.map((day) => [day.date, day])), [week]);
  const today = todayInTimeZone(timeZone);
  // Half an hour above the week's earliest start, so its first blocks do not touch the header.
  const earliestMinutes = minutesOfTime(week.earliest_default_start_time);
  const scrollTime = useMemo(
    () => ({ minutes: Math.max(0, earliestMinutes - SLOT_MINUTES) }),
    [earliestMinutes],
  );

  // Issue 14 point 7: FullCalendar draws every block again when one of its options changes identity, so
  // the options below stay the same from render to render: the page's handlers are read through a ref,
  // and which popover is open reaches the blocks through a store (week-event-block.tsx).
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

  // The grid opens on weekStart (initialDate) and moves when the week changes; gotoDate draws every block
  // again, even to the date already shown.
  const shownWeek = useRef(weekStart);
  useEffect(() => {
    if (shownWeek.current === weekStart) return;
    shownWeek.current = weekStart;
    calendarRef.current?.getApi().gotoDate(weekStart);
  }, [weekStart]);

  const renderEvent = useCallback(
    (arg: EventContentArg) => {
      const extended = arg.event.extendedProps as Partial<ItemEventProps>;
      if (arg.event.display === 'background' || !extended.item || !extended.date) return null;
      return (
        <WeekEventBlock
          blockKey={arg.event.id}
          item={extended.item}
          date={extended.date}
          isShort={extended.isShort ?? false}
          timeZone={timeZone}
          actions={actions}
        />
      );
    },
    [timeZone, actions],
  );

  const renderDayHeader = useCallback(
    (arg: DayHeaderContentArg) => {
      const date = wallClock(arg.date, timeZone).date;
      const day = daysByDate.get(date);
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
          onEditHours={() => latest.current.onEditHours(day)}
          onMarkDayOff={() => latest.current.onMarkDayOff(day)}
        />
      );
    },
    [timeZone, daysByDate, today],
  );

  const renderDayCell = useCallback(
    (arg: DayCellContentArg) => (arg.isToday ? <NowMarker timeZone={timeZone} /> : null),
    [timeZone],
  );

  // The same element while nothing it shows changed: a render of the page (a popover opening, a dialog)
  // then stops here instead of resetting FullCalendar's options, which draws the week again.
  const grid = useMemo(
    () => (
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView="timeGridWeek"
        initialDate={weekStart}
        timeZone={timeZone}
        headerToolbar={false}
        firstDay={FIRST_DAY_OF_WEEK}
        allDaySlot={false}
        slotDuration={slotDuration}
        slotLabelInterval={slotLabelInterval}
        scrollTime={scrollTime}
        height="100%"
        expandRows={false}
        nowIndicator={false}
        navLinks={false}
        events={events}
        eventContent={renderEvent}
        // The block shows its own time; FullCalendar's time text (unused) builds two Intl formats per event.
        displayEventTime={false}
        dayHeaderContent={renderDayHeader}
        dayCellContent={renderDayCell}
        eventMinHeight={18}
        eventShortHeight={30}
      />
    ),
    [weekStart, timeZone, scrollTime, events, renderEvent, renderDayHeader, renderDayCell],
  );

  // A click on an empty slot opens the add dialog at its time (spec 1 §2.3), read from the grid
  // (slot-at-point.ts). A pointer shortcut, as FullCalendar's selection was: the page's 'Add appointment'
  // button is the keyboard's way.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const handleClick = (event: globalThis.MouseEvent) => {
      const slot = slotAtPoint(root, event.target, event.clientY);
      if (slot) onSelectSlot(instantAtWall(slot.date, slot.time, timeZone));
    };
    root.addEventListener('click', handleClick);
    return () => root.removeEventListener('click', handleClick);
  }, [onSelectSlot, timeZone]);

  return (
    <div
      className={classes.root}
      data-testid="calendar-week"
      data-week-start={weekStart}
      data-refreshing={props.isRefreshing || undefined}
      aria-busy={props.isRefreshing}
      ref={rootRef}
    >
      {grid}
    </div>
  );
}
