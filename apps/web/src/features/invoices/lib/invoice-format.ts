import { formatDollars, priceToCents } from '@paybook/domain';

/** "45.00" → "$45.00" (the API's decimal text, ruling 9). */
export const dollars = (text: string): string => formatDollars(priceToCents(text) ?? 0);

/** '2026-11-20' → 'Nov 20, 2026' (a calendar date, shown as it is, whatever the browser's zone). */
export function dateText(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** An instant in the browser's zone. */
export const instantText = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The status badge's colour (the .9 shades pass axe's contrast, as the order badge's). */
export function invoiceStatusColor(status: string): string {
  switch (status) {
    case 'paid':
      return 'teal.9';
    case 'past_due':
    case 'requires_action':
      return 'red.9';
    case 'partially_paid':
    case 'pending':
      return 'violet.9';
    case 'unpaid':
      return 'blue.9';
    default:
      return 'gray.9';
  }
}
