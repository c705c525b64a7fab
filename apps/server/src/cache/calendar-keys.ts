import type { Database } from '../db/client.ts';
import { notifyInvalidation } from './invalidation-bus.ts';

/**
 * Issue 14 point 5: what a write that changes a calendar week without changing any provider's
 * availability invalidates, on the bus's 'calendar' topic, from the writer's own transaction
 * (cache/invalidation-bus.ts):
 *  - a merchant (key: its id): a customer's names or deletion, a merge that moves items to another
 *    customer. Coarse on purpose: every cached week of the merchant goes, so no week can show a customer's
 *    old name;
 *  - a provider (`${merchantId}:${providerId}`, issue 24 point 1): an appointment's payment (a checkout
 *    from it, a void or refund of its order), which its blocks show.
 * The week cache (modules/calendar/calendar-week-cache.ts) also hears the 'availability' topic (items,
 * schedules, offerings), 'merchant' (time zone) and 'user' (a provider's names, deactivation).
 */
export const calendarKey = {
  merchant: (merchantId: number) => `${merchantId}`,
  provider: (merchantId: number, providerId: number) => `${merchantId}:${providerId}`,
};

/** A key of the 'calendar' topic, read back (null for one this version does not know). */
export function parseCalendarKey(key: string): { merchantId: number; providerId: number | null } | null {
  const match = /^(\d+)(?::(\d+))?$/.exec(key);
  if (!match) return null;
  return { merchantId: Number(match[1]), providerId: match[2] === undefined ? null : Number(match[2]) };
}

export function invalidateMerchantCalendar(tx: Database, merchantId: number) {
  return notifyInvalidation(tx, 'calendar', calendarKey.merchant(merchantId));
}

export function invalidateProviderCalendar(tx: Database, merchantId: number, providerId: number) {
  return notifyInvalidation(tx, 'calendar', calendarKey.provider(merchantId, providerId));
}
