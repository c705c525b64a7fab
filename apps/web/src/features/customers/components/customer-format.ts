import { i18n } from '@/lib/i18n';

/** A customer's display name: first and last name. */
export const customerName = (customer: { first_name: string; last_name: string }) =>
  `${customer.first_name} ${customer.last_name}`.trim();

/** The profile of a customer (spec 2 §2.1); a tab adds its own segment. */
export const customerProfilePath = (
  id: number,
  tab: 'overview' | 'timeline' | 'payment-methods' | 'addresses' = 'overview',
) => `/customer/profile/${id}${tab === 'overview' ? '' : `/${tab}`}`;

/**
 * Issue 25 point 8: the list's last order date, M/d/yy ("11/27/26"), on the merchant's clock. Kept here,
 * not in lib/date-format, so the sign-in page's bundle does not carry it.
 */
export function formatShortDate(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(i18n.language, {
    month: 'numeric',
    day: 'numeric',
    year: '2-digit',
    timeZone,
  }).format(date);
}
