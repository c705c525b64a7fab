import type { DateSelectArg, DayHeaderContentArg, EventContentArg } from '@fullcalendar/core';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { minutesOfTime, todayInTimeZone, wallClock } from '@paybook/domain';
import { useEffect, useMemo, useRef } from 'react';
import { dayLabel, dayParts } from '../lib/calendar-format';
import { FIRST_DAY_OF_WEEK, SLOT_MINUTES } from '../lib/calendar-layout';
import { providerZonePlugin } from '../lib/provider-zone-plugin';
import { type ItemEventProps, weekEvents } from '../lib/week-events';
import { CalendarBlock } from './calendar-block';
import { DayHeader } from './day-header';
import { NowMarker } from './now-marker';
import classes from './week-calendar.module.css';

type CalendarDay = CalendarWeek['days'][number];

const plugins = [timeGridPlugin, interactionPlugin, providerZonePlugin];
const slotDuration = { minutes: SLOT_MINUTES };

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
  const { week, weekStart, openedKey, onOpenedKeyChange, onSelectSlot } = props;
  const calendarRef = useRef<FullCalendar>(null);
  const events = useMemo(() => weekEvents(week), [week]);
  const daysByDate = useMemo(() => new Map(week.days.map((day) => [day.date, day])), [week]);
  const today = todayInTimeZone(week.time_zone);
  // Half an hour above the week's earliest start, so its first blocks do not touch the header.
  const scrollTime = { minutes: Math.max(0, minutesOfTime(week.earliest_default_start_time) - SLOT_MINUTES) };

  useEffect(() => {
    calendarRef.current?.getApi().gotoDate(weekStart);
  }, [weekStart]);

  const renderEvent = (arg: EventContentArg) => {
    const extended = arg.event.extendedProps as Partial<ItemEventProps>;
    if (arg.event.display === 'background' || !extended.item || !extended.date) return null;
    const key = arg.event.id;
    return (
      <CalendarBlock
        item={extended.item}
        date={extended.date}
        isShort={extended.isShort ?? false}
        timeZone={week.time_zone}
        opened={openedKey === key}
        onToggle={() => onOpenedKeyChange(openedKey === key ? null : key)}
        onClose={() => onOpenedKeyChange(null)}
        onEdit={props.onEditItem}
        onDelete={props.onDeleteItem}
      />
    );
  };

  const renderDayHeader = (arg: DayHeaderContentArg) => {
    const date = wallClock(arg.date, week.time_zone).date;
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
        onEditHours={() => props.onEditHours(day)}
        onMarkDayOff={() => props.onMarkDayOff(day)}
      />
    );
  };

  const handleSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    onSelectSlot(arg.start.toISOString());
  };

  return (
    <div
      className={classes.root}
      data-testid="calendar-week"
      data-week-start={weekStart}
      data-refreshing={props.isRefreshing || undefined}
      aria-busy={props.isRefreshing}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView="timeGridWeek"
        initialDate={weekStart}
        timeZone={week.time_zone}
        headerToolbar={false}
        firstDay={FIRST_DAY_OF_WEEK}
        allDaySlot={false}
        slotDuration={slotDuration}
        slotLabelInterval={{ hours: 1 }}
        scrollTime={scrollTime}
        height="100%"
        expandRows={false}
        nowIndicator={false}
        navLinks={false}
        events={events}
        eventContent={renderEvent}
        dayHeaderContent={renderDayHeader}
        dayCellContent={(arg) => (arg.isToday ? <NowMarker timeZone={week.time_zone} /> : null)}
        selectable
        selectMirror
        unselectAuto
        select={handleSelect}
        eventMinHeight={18}
        eventShortHeight={30}
      />
    </div>
  );
}
