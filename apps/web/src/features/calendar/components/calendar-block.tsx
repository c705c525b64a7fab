import type { CalendarItem } from '@paybook/contracts';
import { type ComponentPropsWithRef, useEffect, useState } from 'react';
import { timeRange } from '../lib/calendar-format';

type PopoverModule = typeof import('./block-popover');

// The popover's code (block-popover.tsx and Mantine's Popover) loads with the first block pointed at or
// opened, not with the week (issue 14 point 6). Not through React.lazy: a Suspense boundary that showed
// its fallback holds the content back for 300 ms after it arrives (React's throttle of fallbacks), which
// was most of what a click on a block cost (issue 14 point 7).
let popoverModule: PopoverModule | null = null;
let popoverLoading: Promise<PopoverModule> | null = null;

function loadPopover(): Promise<PopoverModule> {
  popoverLoading ??= import('./block-popover').then(
    (module) => {
      popoverModule = module;
      return module;
    },
    (error: unknown) => {
      // A later pointer or click tries again.
      popoverLoading = null;
      throw error;
    },
  );
  return popoverLoading;
}

const preloadPopover = () => void loadPopover().catch(() => {});

/** The popover's module once `wanted` (and loaded), or null while it loads. */
function usePopoverModule(wanted: boolean): PopoverModule | null {
  const [loaded, setLoaded] = useState<PopoverModule | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let isCurrent = true;
    loadPopover().then(
      (module) => {
        if (isCurrent) setLoaded(module);
      },
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [wanted, loaded]);
  // Already loaded (another block opened first): at once, without waiting for the effect.
  return wanted ? (loaded ?? popoverModule) : null;
}

export interface CalendarBlockProps {
  item: CalendarItem;
  /** The date the block is on (a weekly break's date). */
  date: string;
  isShort: boolean;
  timeZone: string;
  /** The item's kind as the block reads it first ('Appointment'), translated once for the week. */
  kind: string;
  opened: boolean;
  onToggle: () => void;
  onClose: () => void;
  onEdit: (item: CalendarItem) => void;
  onDelete: (item: CalendarItem, date: string) => void;
}

export function customerName(item: CalendarItem): string | null {
  return item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : null;
}

/** The block's headline: an appointment's service, otherwise the item's title. */
export function headline(item: CalendarItem): string {
  return item.calendar_item_type === 'appointment' ? (item.offering?.name ?? item.title) : item.title;
}

type BlockButtonProps = Pick<CalendarBlockProps, 'item' | 'isShort' | 'timeZone' | 'kind'> &
  ComponentPropsWithRef<'button'>;

/**
 * The block itself: its kind (read first), time, headline and customer; one line when it is short. Plain
 * elements dressed by week-calendar.module.css: the busy week draws 350 of them, and Mantine's Text, Stack
 * and VisuallyHidden are several components each (issue 14 point 7).
 */
export function BlockButton({ item, isShort, timeZone, kind, className, ...props }: BlockButtonProps) {
  const time = timeRange(item.start_at, item.end_at, timeZone);
  const customer = customerName(item);
  const title = headline(item);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-testid="calendar-block"
      data-item-type={item.calendar_item_type}
      {...props}
      // A popover's target adds a class of its own: the block keeps its look when its popover is open.
      className={className ? `calendar-block ${className}` : 'calendar-block'}
    >
      {/* The visible text names the button (axe: label-content-name-mismatch); the kind is read first. */}
      <span className="calendar-block-hidden">{`${kind}: `}</span>
      {isShort ? (
        <span className="calendar-block-line">
          {title}
          {customer ? ` · ${customer}` : ''}
          <span className="calendar-block-hidden">{`, ${time}`}</span>
        </span>
      ) : (
        <span className="calendar-block-stack">
          <span className="calendar-block-time">{time}</span>
          <span className="calendar-block-title">{title}</span>
          {customer && <span className="calendar-block-customer">{customer}</span>}
        </span>
      )}
    </button>
  );
}

/**
 * One block on the week grid (spec 1 §2.5): an appointment with its service and customer, a break, or
 * personal time with its title. Choosing it opens a popover with the actions of spec 1 §4.2
 * (block-popover.tsx); once opened, the block stays a popover's target, so the popover can close softly.
 */
export function CalendarBlock(props: CalendarBlockProps) {
  const { item, isShort, timeZone, kind, opened, onToggle } = props;
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  const popover = usePopoverModule(wasOpened);
  if (popover) return <popover.BlockPopover {...props} />;
  return (
    <BlockButton
      item={item}
      isShort={isShort}
      timeZone={timeZone}
      kind={kind}
      aria-expanded={false}
      onClick={onToggle}
      onPointerEnter={preloadPopover}
      onFocus={preloadPopover}
    />
  );
}
