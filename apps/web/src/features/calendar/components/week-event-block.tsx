import type { CalendarItem, CalendarItemType } from '@paybook/contracts';
import { type OpenedBlockStore, useIsBlockOpened } from '../lib/opened-block-store';
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
  blockKey: string;
  item: CalendarItem;
  date: string;
  isShort: boolean;
  timeZone: string;
  actions: WeekBlockActions;
}

/**
 * A block as FullCalendar draws it (week-calendar.tsx's eventContent): it reads whether it is open from
 * the store, so opening a popover re-renders one block, not the week's 350 (issue 14 point 7).
 */
export function WeekEventBlock({ blockKey, item, date, isShort, timeZone, actions }: WeekEventBlockProps) {
  const opened = useIsBlockOpened(actions.store, blockKey);
  return (
    <CalendarBlock
      item={item}
      date={date}
      isShort={isShort}
      timeZone={timeZone}
      kind={actions.kindLabels[item.calendar_item_type]}
      opened={opened}
      onToggle={() => actions.setOpened(opened ? null : blockKey)}
      onClose={() => actions.setOpened(null)}
      onEdit={actions.onEdit}
      onDelete={actions.onDelete}
    />
  );
}
