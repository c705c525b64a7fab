import type { CalendarItem } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import {
  type CSSProperties,
  type ReactNode,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { minutesToPx } from '../lib/calendar-layout';
import { createOpenedBlockStore } from '../lib/opened-block-store';
import { slotAtPoint } from '../lib/slot-at-point';
import type { GridBlock, GridColumn } from '../lib/week-grid';
import { instantAtWall } from '../lib/zone-clock';
import classes from './week-calendar.module.css';
import { WeekDayColumn } from './week-day-column';
import type { WeekBlockActions } from './week-event-block';
import { WeekTimeAxis } from './week-time-axis';

/** What the grid's blocks are drawn from (a week, the providers' day) and how. */
export interface GridBlocksSource<T> {
  data: T;
  /** Each column's blocks by column key; a function of the module, so the blocks' memo holds. */
  blocksOf: (data: T) => Map<string, GridBlock[]>;
}

export interface CalendarGridProps<T> {
  columns: GridColumn[];
  blocks: GridBlocksSource<T>;
  /** A column's header. */
  renderHeader: (column: GridColumn) => ReactNode;
  /** A column's list of blocks is named for it ('Monday, November 23'). */
  columnLabel: (column: GridColumn) => string;
  /** The grid's own name (the week's range, the day). */
  label: string;
  testId: string;
  /** What the grid shows, for tests and tools: its week's first date, or its day. */
  dataAttributes: { [name: `data-${string}`]: string };
  /** 'week': seven columns; 'day': one across the screen; 'providers': one per provider, side by side. */
  layout: 'week' | 'day' | 'providers';
  /** Minutes after midnight the grid opens at; again whenever `scrollKey` changes. */
  scrollMinutes: number;
  scrollKey: string;
  /** Another week, day or provider is loading: the last one stays, dimmed. */
  isRefreshing: boolean;
  /** The key (week-grid itemKey) of the block whose popover is open. */
  openedKey: string | null;
  onOpenedKeyChange: (key: string | null) => void;
  /** An empty slot was clicked: its start, and the provider of its column (null: the page's). */
  onSelectSlot: (start: string, providerId: number | null) => void;
  onEditItem: (item: CalendarItem) => void;
  onDeleteItem: (item: CalendarItem, date: string) => void;
}

const NO_BLOCKS = new Map<string, GridBlock[]>();

/**
 * spec 1 §2.5: the calendar's grid, in 30-minute rows, 72 pixels an hour, each column on its provider's
 * wall clock (ruling 8), working hours shaded, scrolled to half an hour above the earliest start. Our own
 * grid of positioned elements (decision 63): the calendar uses none of a calendar library's interactions.
 * A provider's week (week-calendar.tsx) and the providers' day (providers-day-calendar.tsx, issue 24
 * point 3) are its columns.
 */
export function CalendarGrid<T>(props: CalendarGridProps<T>) {
  const { columns, openedKey, layout, scrollMinutes, scrollKey } = props;
  const { t } = useTranslation();

  // Issue 14 point 7: the grid (headers, hours, shading) is drawn first and the blocks in a transition
  // after it, which React renders in slices of a few milliseconds: 350 blocks in one task took 600 ms. A
  // column shows only blocks of its own key and date, so a new week never shows the last one's.
  const deferred = useDeferredValue<GridBlocksSource<T> | null>(props.blocks, null);
  const blocksByColumn = useMemo(() => (deferred ? deferred.blocksOf(deferred.data) : NO_BLOCKS), [deferred]);

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

  // Again on each new week, day or earliest start, not when the same one is read again.
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = `${scrollKey} ${scrollMinutes}`;
    if (!scrollerRef.current || scrolledFor.current === key) return;
    scrolledFor.current = key;
    scrollerRef.current.scrollTop = minutesToPx(scrollMinutes);
  });

  // A click on an empty slot opens the add dialog at its time, with its column's provider (spec 1 §2.3;
  // slot-at-point.ts). A pointer shortcut: the page's 'Add appointment' button is the keyboard's way.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const handleClick = (event: globalThis.MouseEvent) => {
      const slot = slotAtPoint(event.target, event.clientY);
      const column = slot && latest.current.columns.find((entry) => entry.key === slot.columnKey);
      if (slot && column)
        latest.current.onSelectSlot(instantAtWall(slot.date, slot.time, column.timeZone), column.providerId);
    };
    root.addEventListener('click', handleClick);
    return () => root.removeEventListener('click', handleClick);
  }, []);

  return (
    <div
      className={`${classes.root} ${classes.tones}`}
      data-testid={props.testId}
      {...props.dataAttributes}
      data-refreshing={props.isRefreshing || undefined}
      aria-busy={props.isRefreshing}
      ref={rootRef}
    >
      <div className={classes.scroller} ref={scrollerRef}>
        <section
          className={classes.grid}
          data-layout={layout}
          style={
            layout === 'providers' ? ({ '--calendar-columns': columns.length } as CSSProperties) : undefined
          }
          aria-label={props.label}
        >
          <div className={classes.corner} />
          {columns.map((column) => (
            <div key={column.key} className={classes.header} data-testid="calendar-day-header">
              {props.renderHeader(column)}
            </div>
          ))}
          <WeekTimeAxis />
          {columns.map((column) => (
            <WeekDayColumn
              key={column.key}
              column={column}
              label={props.columnLabel(column)}
              blocks={blocksByColumn.get(column.key)}
              isToday={column.date === todayInTimeZone(column.timeZone)}
              actions={actions}
            />
          ))}
        </section>
      </div>
    </div>
  );
}
