// spec 1 §2.5, ruling 8: what the week grid draws, in the provider's zone. Each day column runs from 00:00
// to 24:00 on the wall clock, and everything is placed by its wall-clock time (minutes after midnight), so
// on a daylight-saving day of 23 or 25 hours the rows keep their labels: the skipped hour stays empty, the
// repeated hour is drawn once with the items of both passes.
import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { addDays, minutesOfTime, wallClock, zonedInstant } from '@paybook/domain';
import { DAY_MINUTES, EVENT_MIN_MINUTES, isShortEvent, SLOT_MINUTES } from './calendar-layout';
import { categoryTones } from './category-tones';
import { packOverlaps } from './overlap-layout';

export type CalendarDay = CalendarWeek['days'][number];

/** A stretch of a day's background: the working hours, or the time outside them. */
export interface Shade {
  kind: 'working' | 'off';
  /** Minutes after the day's midnight. */
  start: number;
  end: number;
}

/**
 * A column of the grid: one provider's date, a day of their week or, in the providers' day (issue 24
 * point 3), one provider. The day's answer is absent only if the server left the date out.
 */
export interface GridColumn {
  /** Unique in the grid: the date in a week, `{date}@{provider id}` in the providers' day. */
  key: string;
  date: string;
  /** The provider a click on an empty slot books with; null in a week (the page's provider). */
  providerId: number | null;
  /** The provider's zone, in which the column's wall clock runs (ruling 8). */
  timeZone: string;
  day: CalendarDay | undefined;
  shades: Shade[];
}

/** A block in a day column: the item, clipped to the column's day, and its place among overlapping ones. */
export interface GridBlock {
  /** Opens this block's popover (the opened-block store); unique in the week. */
  key: string;
  item: CalendarItem;
  /** The day whose list holds the item (a weekly break's date, spec 1 §4.2 delete for this date). */
  date: string;
  /** Drawn compactly, on one line (spec 1 §9: 0.67 hour or less). */
  isShort: boolean;
  /** Minutes after the column's midnight, clipped to 0 and DAY_MINUTES. */
  start: number;
  end: number;
  column: number;
  columns: number;
  /** Issue 16 point 1: the colour of the appointment's service category (category-tones.ts), if it has one. */
  tone: number | undefined;
}

/** A break repeats weekly under one id: its date tells the days apart (DELETE break/{id}/{date}). */
export function itemKey(item: CalendarItem, date: string): string {
  return item.calendar_item_type === 'break'
    ? `break-${item.id}-${date}`
    : `${item.calendar_item_type}-${item.id}`;
}

/** The seven dates of the week from its first date (the merchant's week start, issue 16 point 9). */
export function weekDates(first: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/**
 * The week's columns, from its first day as the server counts the merchant's week (`fallbackDate`, the week
 * start asked for, only if the answer has no days): each day's working hours (after the work plan, its own
 * hours, days off) shaded.
 */
export function weekColumns(week: CalendarWeek, fallbackDate: string): GridColumn[] {
  const byDate = new Map(week.days.map((day) => [day.date, day]));
  const timeZone = week.time_zone;
  return weekDates(week.days[0]?.date ?? fallbackDate).map((date) => {
    const day = byDate.get(date);
    return { key: date, date, providerId: null, timeZone, day, shades: day ? dayShades(day, timeZone) : [] };
  });
}

/** A day's working hours and the time outside them, in minutes of the day's wall clock. */
export function dayShades(day: CalendarDay, timeZone: string): Shade[] {
  if (!day.is_working_day || !day.start_at || !day.end_at)
    return [{ kind: 'off', start: 0, end: DAY_MINUTES }];
  const bounds = dayBounds(day.date, timeZone);
  const start = minuteInDay(Date.parse(day.start_at), bounds, timeZone);
  const end = Math.max(start, minuteInDay(Date.parse(day.end_at), bounds, timeZone));
  const shades: Shade[] = [{ kind: 'working', start, end }];
  if (start > 0) shades.push({ kind: 'off', start: 0, end: start });
  if (end < DAY_MINUTES) shades.push({ kind: 'off', start: end, end: DAY_MINUTES });
  return shades;
}

/**
 * Each column's blocks, by date, in time order (the keyboard's order), placed side by side where they
 * overlap as drawn (a block is at least EVENT_MIN_MINUTES tall). An item that runs past midnight is cut at
 * the end of its day and goes on in the next day's column.
 */
export function weekBlocks(
  week: Pick<CalendarWeek, 'time_zone' | 'days' | 'offering_categories'>,
): Map<string, GridBlock[]> {
  const timeZone = week.time_zone;
  const dates = new Set(week.days.map((day) => day.date));
  const bounds = new Map<string, DayBounds>();
  const boundsOf = (date: string) => {
    let found = bounds.get(date);
    if (!found) {
      found = dayBounds(date, timeZone);
      bounds.set(date, found);
    }
    return found;
  };

  const tones = categoryTones(week.offering_categories);
  const columns = new Map<string, GridBlock[]>();
  for (const day of week.days) {
    for (const item of day.items) {
      const startMs = Date.parse(item.start_at);
      const endMs = Math.max(startMs, Date.parse(item.end_at));
      const key = itemKey(item, day.date);
      const isShort = isShortEvent(item.start_at, item.end_at);
      const categoryId = item.offering?.category_id;
      const tone = categoryId === undefined ? undefined : tones.get(categoryId);
      for (let date = day.date; dates.has(date); date = addDays(date, 1)) {
        const dayBound = boundsOf(date);
        const start = minuteInDay(startMs, dayBound, timeZone);
        const end = Math.max(start, minuteInDay(endMs, dayBound, timeZone));
        const block: GridBlock = {
          key: date === day.date ? key : `${key}@${date}`,
          item,
          date: day.date,
          isShort,
          start,
          end,
          column: 0,
          columns: 1,
          tone,
        };
        const list = columns.get(date);
        if (list) list.push(block);
        else columns.set(date, [block]);
        if (endMs <= dayBound.end) break;
      }
    }
  }

  for (const blocks of columns.values()) {
    blocks.sort((a, b) => a.start - b.start || b.end - a.end);
    const placements = packOverlaps(
      blocks.map((block) => ({
        start: block.start,
        end: Math.max(block.end, block.start + EVENT_MIN_MINUTES),
      })),
    );
    blocks.forEach((block, index) => {
      const placement = placements[index]!;
      block.column = placement.column;
      block.columns = placement.columns;
    });
  }
  return columns;
}

/** A day's first and last instant (epoch ms): its midnight and the next day's, in the zone. */
interface DayBounds {
  start: number;
  end: number;
}

function dayBounds(date: string, timeZone: string): DayBounds {
  return {
    start: zonedInstant(date, '00:00', timeZone).getTime(),
    end: zonedInstant(addDays(date, 1), '00:00', timeZone).getTime(),
  };
}

/** An instant's wall-clock minutes in the day of `bounds`, held to 0 before it and DAY_MINUTES after it. */
function minuteInDay(ms: number, bounds: DayBounds, timeZone: string): number {
  if (ms <= bounds.start) return 0;
  if (ms >= bounds.end) return DAY_MINUTES;
  return wallClock(new Date(ms), timeZone).minutes;
}

/**
 * Where the grid opens (spec 1 §2.5): half an hour above the earliest working hour of its columns, so the
 * first blocks do not touch the header, or above `fallback` ('HH:mm') when no column works.
 */
export function scrollStartMinutes(columns: readonly GridColumn[], fallback: string): number {
  const starts = columns.flatMap((column) =>
    column.shades.filter((shade) => shade.kind === 'working').map((shade) => shade.start),
  );
  const earliest = starts.length > 0 ? Math.min(...starts) : minutesOfTime(fallback);
  return Math.max(0, earliest - SLOT_MINUTES);
}
