import { memo } from 'react';
import { dayLabel } from '../lib/calendar-format';
import { minutesToPx } from '../lib/calendar-layout';
import type { GridBlock, WeekColumn } from '../lib/week-grid';
import { NowMarker } from './now-marker';
import classes from './week-calendar.module.css';
import { type WeekBlockActions, WeekEventBlock } from './week-event-block';

interface WeekDayColumnProps {
  column: WeekColumn;
  /** The day's blocks; undefined until they are drawn (week-calendar.tsx draws them after the grid). */
  blocks: GridBlock[] | undefined;
  isToday: boolean;
  timeZone: string;
  actions: WeekBlockActions;
}

/**
 * One day of the week grid (spec 1 §2.5): its working hours and the time outside them, its blocks in time
 * order (the keyboard's order) as a list named for the day, and on today the current-time marker. A click on its empty background
 * is read by lib/slot-at-point.ts through `data-slot-date`. Memoised: a render of the page (a popover, a
 * dialog) leaves the week's blocks alone.
 */
export const WeekDayColumn = memo(function WeekDayColumn({
  column,
  blocks,
  isToday,
  timeZone,
  actions,
}: WeekDayColumnProps) {
  return (
    <div className={classes.day} data-testid="calendar-day" data-slot-date={column.date}>
      {column.shades.map((shade) => (
        <div
          key={`${shade.kind}-${shade.start}`}
          className={shade.kind === 'working' ? classes.workingHours : classes.offHours}
          style={{ top: minutesToPx(shade.start), height: minutesToPx(shade.end - shade.start) }}
        />
      ))}
      {/* A screen reader hears the day's name and how many blocks it holds before the blocks. */}
      <ul className={classes.events} aria-label={dayLabel(column.date)}>
        {blocks?.map((block) => (
          <WeekEventBlock key={block.key} block={block} timeZone={timeZone} actions={actions} />
        ))}
      </ul>
      {isToday && <NowMarker timeZone={timeZone} />}
    </div>
  );
});
