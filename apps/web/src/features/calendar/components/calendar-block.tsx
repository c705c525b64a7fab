import type { CalendarItem, CalendarItemStatus } from '@paybook/contracts';
import { type ComponentPropsWithRef, useEffect, useState } from 'react';
import { i18n } from '@/lib/i18n';
import { blockText } from '../lib/block-text';
import { startClock, timeRange } from '../lib/calendar-format';
import { paymentLabel } from '../lib/payment-label';

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

export { customerName, headline } from '../lib/block-text';

type BlockButtonProps = Pick<CalendarBlockProps, 'item' | 'isShort' | 'timeZone' | 'kind'> &
  ComponentPropsWithRef<'button'>;

/** Issue 16 point 1: the visit's status as the block marks it (a booked one has no mark). */
function statusOf(item: CalendarItem): Exclude<CalendarItemStatus, 'booked'> | null {
  if (item.is_no_show) return 'no_show';
  return item.status && item.status !== 'booked' ? item.status : null;
}

const STATUS_MARKS: Record<Exclude<CalendarItemStatus, 'booked'>, string> = {
  arrived: '●',
  completed: '✓',
  no_show: '✕',
};

/**
 * The block itself (issue 16 point 1): who, then what and when, shortened by its length (lib/block-text.ts),
 * the whole text in its tooltip, its kind read first and its status marked. Plain elements dressed by
 * week-calendar.module.css: the busy week draws 350 of them, and Mantine's Text, Stack and VisuallyHidden
 * are several components each (issue 14 point 7). `isShort` (spec 1 §9) keeps a short block on one line.
 */
export function BlockButton({ item, isShort, timeZone, kind, className, ...props }: BlockButtonProps) {
  const minutes = (Date.parse(item.end_at) - Date.parse(item.start_at)) / 60_000;
  const status = statusOf(item);
  // The shared instance, not a hook per block: a week's few marked visits read it.
  const statusLabel = status ? i18n.t(`calendar.status.${status}`) : undefined;
  // Issue 24 point 1: what was paid ("Paid $50.00"), so a paid visit is not sold again.
  const payment = paymentLabel(item.payment);
  const text = blockText(
    item,
    isShort ? Math.min(minutes, 40) : minutes,
    { start: startClock(item.start_at, timeZone), range: timeRange(item.start_at, item.end_at, timeZone) },
    [statusLabel, payment].filter(Boolean).join(' · ') || undefined,
  );
  const [first, second, third] = text.lines;
  const isLine = text.layout === 'line';
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-testid="calendar-block"
      data-item-type={item.calendar_item_type}
      data-layout={text.layout}
      data-status={status ?? undefined}
      data-payment={payment ? item.payment?.state : undefined}
      title={text.full}
      {...props}
      // A popover's target adds a class of its own: the block keeps its look when its popover is open.
      className={className ? `calendar-block ${className}` : 'calendar-block'}
    >
      {/* The visible text names the button (axe: label-content-name-mismatch); the kind is read first. */}
      <span className="calendar-block-hidden">{`${kind}: `}</span>
      <span
        className={
          isLine ? `calendar-block-line${payment ? ' calendar-block-line-paid' : ''}` : 'calendar-block-stack'
        }
      >
        <span className="calendar-block-lead">
          {status && (
            <span className="calendar-block-status" aria-hidden>
              {STATUS_MARKS[status]}
            </span>
          )}
          {first}
        </span>
        {second && <span className="calendar-block-title">{second}</span>}
        {third && <span className="calendar-block-time">{third}</span>}
        {payment && (
          // A one-line block too narrow for the label shows a "$" mark (week-calendar.module.css).
          <span className="calendar-block-payment">
            <span className="calendar-block-payment-label">{payment}</span>
          </span>
        )}
        {statusLabel && <span className="calendar-block-hidden">{`, ${statusLabel}`}</span>}
      </span>
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
