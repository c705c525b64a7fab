import { i18n } from '@/lib/i18n';

/** A customer's display name: first and last name. */
export const customerName = (customer: { first_name: string; last_name: string }) =>
  `${customer.first_name} ${customer.last_name}`.trim();

/** A date and time from the API, in the user's language (time is UTC on the wire, ruling 9). */
export function formatDateTime(iso: string | undefined | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date from the API, in the user's language. */
export function formatDate(iso: string | undefined | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(i18n.language, { dateStyle: 'medium' });
}

/** The profile of a customer (spec 2 §2.1); a tab adds its own segment. */
export const customerProfilePath = (
  id: number,
  tab: 'overview' | 'timeline' | 'payment-methods' | 'addresses' = 'overview',
) => `/customer/profile/${id}${tab === 'overview' ? '' : `/${tab}`}`;
