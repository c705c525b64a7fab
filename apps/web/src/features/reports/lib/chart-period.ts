import { i18n } from '@/lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${i18n.language}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

/**
 * A chart period's label on its axis (issue 28 point 4): a day or a week by its first day ("11/23"), a
 * month by its name and year ("Nov 2026"). The summary names periods by their first calendar day
 * (yyyy-MM-dd, or yyyy-MM for a month); anything else shows as it came.
 */
export function chartPeriodLabel(period: string, bucket: 'day' | 'week' | 'month'): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(period);
  if (!match) return period;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '1'), 12));
  if (Number.isNaN(date.getTime())) return period;
  return bucket === 'month'
    ? format({ month: 'short', year: 'numeric' }).format(date)
    : format({ month: 'numeric', day: 'numeric' }).format(date);
}
