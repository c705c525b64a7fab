// Ruling 8: a receipt shows the order's time in the merchant's zone, with the zone named, and bill dates
// (calendar dates already in that zone) as they are.

const orderTimeFormats = new Map<string, Intl.DateTimeFormat>();

function orderTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = orderTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    orderTimeFormats.set(timeZone, format);
  }
  return format;
}

/** '2026-11-26T16:17:00Z' in America/Denver: 'November 26, 2026 at 9:17 AM MST'. */
export function formatOrderTime(instant: string, timeZone: string): string {
  return orderTimeFormat(timeZone).format(new Date(instant));
}

// A calendar date has no zone: formatting its UTC midnight in UTC gives back the same day.
const billDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** '2026-12-07': 'Monday, December 7, 2026'. */
export function formatBillDate(date: string): string {
  return billDateFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
