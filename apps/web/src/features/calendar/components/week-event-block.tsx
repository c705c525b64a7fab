import type { CalendarItem, CalendarItemType } from '@paybook/contracts';
import type { CSSProperties } from 'react';
import { EVENT_MIN_HEIGHT_PX, minutesToPx } from '../lib/calendar-layout';
import { type OpenedBlockStore, useIsBlockOpened } from '../lib/opened-block-store';
import type { GridBlock } from '../lib/week-grid';
import { CalendarBlock } from './calendar-block';

/** What every block of the week shares; stable for the calendar's life, so a block's props never change. */
export interface WeekBlockActions {
  store: OpenedBlockStore;
  /** Each kind's label, translated once for the week rather than by each block. */
  kindLabels: Record<CalendarItemType, string>;
  /** Opens the block `key`, or closes it when it is open (null: close whichever is open). */
  setOpened: (key: string | null) => void;
  onEdit: (item: CalendarItem) => void;
  onDelete: (item: CalendarItem, date: string) => void;
}

interface WeekEventBlockProps {
  block: GridBlock;
  timeZone: string;
  actions: WeekBlockActions;
}

/** Where a block stands in its day column: its time from the top, its share of the width (week-grid.ts). */
function blockStyle({ start, end, column, columns }: GridBlock): CSSProperties {
  // 1 px less than its time, so back-to-back blocks stay apart.
  const height = Math.max(EVENT_MIN_HEIGHT_PX, minutesToPx(end - start) - 1);
  return {
    top: minutesToPx(start),
    height,
    left: `${(column * 100) / columns}%`,
    width: `${100 / columns}%`,
  };
}

/**
 * A block on the week grid (an item of its day's list), a plain positioned element (issue 14 point 7: the busy week draws 350): it
 * reads whether it is open from the store, so opening a popover re-renders one block, not the week's.
 */
export function WeekEventBlock({ block, timeZone, actions }: WeekEventBlockProps) {
  const { key, item, date, isShort } = block;
  const opened = useIsBlockOpened(actions.store, key);
  return (
    <li
      className={`calendar-event calendar-item-${item.calendar_item_type}${isShort ? ' calendar-item-short' : ''}`}
      style={blockStyle(block)}
      data-tone={block.tone}
    >
      <CalendarBlock
        item={item}
        date={date}
        isShort={isShort}
        timeZone={timeZone}
        kind={actions.kindLabels[item.calendar_item_type]}
        opened={opened}
        onToggle={() => actions.setOpened(opened ? null : key)}
        onClose={() => actions.setOpened(null)}
        onEdit={actions.onEdit}
        onDelete={actions.onDelete}
      />
    </li>
  );
}
