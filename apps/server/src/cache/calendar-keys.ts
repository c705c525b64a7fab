import type { Database } from '../db/client.ts';
import { notifyInvalidation } from './invalidation-bus.ts';

/**
 * Issue 14 point 5: what a write that changes a calendar week without changing any provider's
 * availability invalidates, on the bus's 'calendar' topic keyed by merchant id, from the writer's own
 * transaction (cache/invalidation-bus.ts): a customer's names or deletion, a merge that moves items to
 * another customer. Coarse on purpose: every cached week of the merchant goes, so no week can show a
 * customer's old name. The week cache (modules/calendar/calendar-week-cache.ts) also hears the
 * 'availability' topic (items, schedules, offerings), 'merchant' (time zone) and 'user' (a provider's
 * names, deactivation).
 */
export function invalidateMerchantCalendar(tx: Database, merchantId: number) {
  return notifyInvalidation(tx, 'calendar', merchantId);
}
