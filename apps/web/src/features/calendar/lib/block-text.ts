// Issue 16 point 1: what a calendar block says, shortened by what fits. The front desk's question is "who
// is next?", so an appointment names its customer first, then its service and time; personal time and
// breaks keep their title and time. The whole text goes to the block's tooltip (title).
import type { CalendarItem } from '@paybook/contracts';

/** How much a block has room for, by its length (72 px an hour, spec 1 §9). */
export type BlockLayout = 'line' | 'compact' | 'full';

/**
 * Up to 40 minutes (48 px) one line; under an hour (up to 71 px) two lines; from an hour three lines (a
 * line is about 16 px).
 */
export function blockLayout(minutes: number): BlockLayout {
  if (minutes <= 40) return 'line';
  if (minutes < 60) return 'compact';
  return 'full';
}

export interface BlockTimes {
  /** '3:00', the start on a 12-hour clock. */
  start: string;
  /** '3:00 – 3:30 PM'. */
  range: string;
}

export interface BlockText {
  layout: BlockLayout;
  /** The lines shown, first the one in bold. */
  lines: string[];
  /** Everything the block stands for, for its tooltip. */
  full: string;
}

/** An appointment's customer ('Emma Johnson'), or null without one. */
export function customerName(item: CalendarItem): string | null {
  const name = item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : '';
  return name === '' ? null : name;
}

/** The item's own name: an appointment's service, otherwise its title ('Break', 'Dentist'). */
export function headline(item: CalendarItem): string {
  return item.calendar_item_type === 'appointment' ? (item.offering?.name ?? item.title) : item.title;
}

/**
 * The block's lines for its layout: 'Emma Johnson · 3:00' on one line; 'Emma Johnson' over 'Express
 * Blowout · 3:00' on two; customer, service and time range on three. Without a customer (or for personal
 * time and breaks) the service or title leads.
 */
export function blockText(
  item: CalendarItem,
  minutes: number,
  times: BlockTimes,
  status?: string,
): BlockText {
  const layout = blockLayout(minutes);
  const name = headline(item);
  const customer = item.calendar_item_type === 'appointment' ? customerName(item) : null;
  const full = [customer, name, times.range, status].filter(Boolean).join(' · ');
  const lead = customer ?? name;
  if (layout === 'line') return { layout, lines: [`${lead} · ${times.start}`], full };
  if (customer === null) return { layout, lines: [name, times.range], full };
  if (layout === 'compact') return { layout, lines: [customer, `${name} · ${times.start}`], full };
  return { layout, lines: [customer, name, times.range], full };
}
