import { memo } from 'react';
import { minutesToPx } from '../lib/calendar-layout';
import type { GridBlock, GridColumn } from '../lib/week-grid';
import { NowMarker } from './now-marker';
import classes from './week-calendar.module.css';
import { type WeekBlockActions, WeekEventBlock } from './week-event-block';

interface WeekDayColumnProps {
  column: GridColumn;
  /** What the column's list of blocks is called ('Monday, November 23', or the provider and the day). */
  label: string;
  /** The column's blocks; undefined until they are drawn (calendar-grid.tsx draws them after the grid). */
  blocks: GridBlock[] | undefined;
  isToday: boolean;
  actions: WeekBlockActions;
}

/**
 * One column of the grid (spec 1 §2.5), a provider's date: its working hours and the time outside them,
 * its blocks in time order (the keyboard's order) as a list named for the column, and on today the
 * current-time marker. A click on its empty background is read by lib/slot-at-point.ts through
 * `data-column-key` and `data-slot-date`. Memoised: a render of the page (a popover, a dialog) leaves the
 * blocks alone.
 */
export const WeekDayColumn = memo(function WeekDayColumn({
  column,
  label,
  blocks,
  isToday,
  actions,
}: WeekDayColumnProps) {
  const { timeZone } = column;
  return (
    <div
      className={classes.day}
      data-testid="calendar-day"
      data-column-key={column.key}
      data-slot-date={column.date}
      data-provider-id={column.providerId ?? undefined}
    >
      {column.shades.map((shade) => (
        <div
          key={`${shade.kind}-${shade.start}`}
          className={shade.kind === 'working' ? classes.workingHours : classes.offHours}
          style={{ top: minutesToPx(shade.start), height: minutesToPx(shade.end - shade.start) }}
        />
      ))}
      {/* A screen reader hears the column's name and how many blocks it holds before the blocks. */}
      <ul className={classes.events} aria-label={label}>
        {blocks?.map((block) => (
          <WeekEventBlock key={block.key} block={block} timeZone={timeZone} actions={actions} />
        ))}
      </ul>
      {isToday && <NowMarker timeZone={timeZone} />}
    </div>
  );
});
