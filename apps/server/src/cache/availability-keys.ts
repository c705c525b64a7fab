import type { Database } from '../db/client.ts';
import { notifyInvalidation } from './invalidation-bus.ts';

/**
 * Issue 14 point 4: what a write that changes the availability engine's inputs invalidates, on the bus's
 * 'availability' topic (cache/invalidation-bus.ts), from the writer's own transaction. The node caches of
 * modules/availability/availability-cache.ts hear it on every node at COMMIT.
 *  - a provider: its work plan and breaks, days off, day hours, removed breaks, appointments and personal
 *    time, its bookable flags;
 *  - an offering: its duration, buffer, bookable flags and who performs it;
 *  - a merchant: everything of the merchant (schedule settings, a change to several offerings or
 *    providers at once). Changes to the merchant's row itself (time zone, booking address, features) come
 *    on the 'merchant' topic, which the cache also hears.
 */
export const availabilityKey = {
  merchant: (merchantId: number) => `${merchantId}`,
  offering: (merchantId: number, offeringId: number) => `${merchantId}:offering:${offeringId}`,
  provider: (merchantId: number, providerId: number) => `${merchantId}:${providerId}`,
};

/** A key of the 'availability' topic, read back (null for one this version does not know). */
export type AvailabilityKey =
  | { kind: 'merchant'; merchantId: number }
  | { kind: 'offering'; merchantId: number; offeringId: number }
  | { kind: 'provider'; merchantId: number; providerId: number };

export function parseAvailabilityKey(key: string): AvailabilityKey | null {
  const match = /^(\d+)(?::(offering:)?(\d+))?$/.exec(key);
  if (!match) return null;
  const merchantId = Number(match[1]);
  if (match[3] === undefined) return { kind: 'merchant', merchantId };
  const id = Number(match[3]);
  return match[2]
    ? { kind: 'offering', merchantId, offeringId: id }
    : { kind: 'provider', merchantId, providerId: id };
}

/** Every provider in `providerIds` (a set, so a move within one provider notifies once). */
export async function invalidateProviderAvailability(
  tx: Database,
  merchantId: number,
  ...providerIds: number[]
): Promise<void> {
  for (const providerId of new Set(providerIds)) {
    await notifyInvalidation(tx, 'availability', availabilityKey.provider(merchantId, providerId));
  }
}

export function invalidateOfferingAvailability(tx: Database, merchantId: number, offeringId: number) {
  return notifyInvalidation(tx, 'availability', availabilityKey.offering(merchantId, offeringId));
}

export function invalidateMerchantAvailability(tx: Database, merchantId: number) {
  return notifyInvalidation(tx, 'availability', availabilityKey.merchant(merchantId));
}
