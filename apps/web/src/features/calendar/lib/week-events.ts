import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { addDays, zonedInstant } from '@paybook/domain';
import { isShortEvent } from './calendar-layout';

/** What a block on the grid carries: the week's item, and whether it is drawn compactly (spec 1 §9). */
export interface ItemEventProps {
  item: CalendarItem;
  date: string;
  isShort: boolean;
}

export interface WeekEvent {
  id: string;
  start: string;
  end: string;
  title?: string;
  display: 'auto' | 'background';
  classNames: string[];
  extendedProps?: ItemEventProps;
}

/** A break repeats weekly under one id: its date tells the days apart (DELETE break/{id}/{date}). */
export function itemKey(item: CalendarItem, date: string): string {
  return item.calendar_item_type === 'break'
    ? `break-${item.id}-${date}`
    : `${item.calendar_item_type}-${item.id}`;
}

/**
 * The week's blocks (appointments, breaks, personal time) and, behind them, each day's working hours
 * (after the work plan, the day's own hours and days off; spec 1 §2.5) and the time outside them.
 */
export function weekEvents(week: CalendarWeek): WeekEvent[] {
  const events: WeekEvent[] = [];
  for (const day of week.days) {
    const dayStart = zonedInstant(day.date, '00:00', week.time_zone).toISOString();
    const dayEnd = zonedInstant(addDays(day.date, 1), '00:00', week.time_zone).toISOString();
    if (day.is_working_day && day.start_at && day.end_at) {
      events.push(background(`hours-${day.date}`, day.start_at, day.end_at, 'calendar-working-hours'));
      if (Date.parse(day.start_at) > Date.parse(dayStart))
        events.push(background(`off-before-${day.date}`, dayStart, day.start_at, 'calendar-off-hours'));
      if (Date.parse(day.end_at) < Date.parse(dayEnd))
        events.push(background(`off-after-${day.date}`, day.end_at, dayEnd, 'calendar-off-hours'));
    } else {
      events.push(background(`off-${day.date}`, dayStart, dayEnd, 'calendar-off-hours'));
    }
    for (const item of day.items) {
      const isShort = isShortEvent(item.start_at, item.end_at);
      events.push({
        id: itemKey(item, day.date),
        start: item.start_at,
        end: item.end_at,
        title: item.title,
        display: 'auto',
        classNames: [`calendar-item-${item.calendar_item_type}`, ...(isShort ? ['calendar-item-short'] : [])],
        extendedProps: { item, date: day.date, isShort },
      });
    }
  }
  return events;
}

function background(id: string, start: string, end: string, className: string): WeekEvent {
  return { id, start, end, display: 'background', classNames: [className] };
}
