// Issue 26 point 5 and ARCHITECTURE.md "Stateless API nodes": a provider's feed from a node cache.
// Calendars poll a feed every few minutes and a feed of 2,000 items costs tens of milliseconds to read and
// write out, so each node keeps the feed's bytes and ETag by the token's SHA-256. Entries live at most 30 s
// and go with every write that changes what a feed shows, or whether its token still opens it:
//  - 'availability' (cache/availability-keys.ts): a provider's items (created, moved, cancelled, deleted)
//    and flags (active, on booking) remove its feeds; an offering (its name) or a merchant-wide change
//    removes the merchant's;
//  - 'calendar' (cache/calendar-keys.ts): a customer's names or a merge remove the merchant's feeds; a
//    provider's key removes its feed, and a token reset sends it (calendar-feed.service.ts), so the old
//    address stops on every node at the reset's COMMIT;
//  - 'merchant': the merchant's row (its name, its zone); 'user': the provider's user (names, deactivation).
// Only a found feed is kept: an unknown token is read again each time. The cache is emptied and bypassed
// while the bus does not listen (bus.mayCache).

import { availabilityKey, parseAvailabilityKey } from '../../cache/availability-keys.ts';
import { calendarKey, parseCalendarKey } from '../../cache/calendar-keys.ts';
import type { InvalidationBus } from '../../cache/invalidation-bus.ts';
import { MAX_ENTRY_AGE_MS, TtlCache } from '../../cache/ttl-cache.ts';

export type FeedEntry = {
  merchantId: number;
  providerId: number;
  userId: number;
  /** The feed's iCalendar text, UTF-8. */
  body: Buffer;
  /** The same, gzipped once when loaded: calendar clients ask for gzip, and a feed is about ten times smaller so. */
  gzipped: Buffer;
  /** A strong ETag of the body (the gzipped form's is `"…-gzip"`: a strong ETag names one representation). */
  etag: string;
};

/** A feed of 2,000 items is about 700 KB: a bound of about 140 MB per node in the worst case. */
const MAX_ENTRIES = 200;

export class CalendarFeedCache {
  readonly #bus: InvalidationBus;
  readonly #feeds = new TtlCache<string, FeedEntry>({ maxAgeMs: MAX_ENTRY_AGE_MS, maxEntries: MAX_ENTRIES });
  /** Loads under way by token hash, with the cache's generation when each began. */
  readonly #loading = new Map<string, { generation: number; promise: Promise<FeedEntry> }>();

  constructor(bus: InvalidationBus) {
    this.#bus = bus;
    bus.subscribe('availability', (key) => {
      const parsed = parseAvailabilityKey(key);
      if (parsed === null) this.#feeds.clear();
      else if (parsed.kind === 'provider') this.#removeProvider(parsed.merchantId, parsed.providerId);
      else this.#removeMerchant(parsed.merchantId);
    });
    bus.subscribe('calendar', (key) => {
      const parsed = parseCalendarKey(key);
      if (parsed === null) this.#feeds.clear();
      else if (parsed.providerId === null) this.#removeMerchant(parsed.merchantId);
      else this.#removeProvider(parsed.merchantId, parsed.providerId);
    });
    bus.subscribe('merchant', (key) => this.#removeMerchant(Number(key)));
    bus.subscribe('user', (key) => this.#feeds.deleteWhere((feed) => feed.userId === Number(key)));
    bus.onReset(() => this.#feeds.clear());
  }

  /**
   * The feed a token's hash opens, from the cache or `load` (which throws for a token that opens none).
   * Requests that miss together share one load, begun after the last removal they could have missed: a
   * calendar's refresh and a burst of clients must not build a 2,000-item feed once each.
   */
  async entry(tokenHash: string, load: () => Promise<FeedEntry>): Promise<FeedEntry> {
    const cached = this.#feeds.get(tokenHash);
    if (cached && this.#mayCache(cached)) return cached;
    const generation = this.#feeds.generation;
    const shared = this.#loading.get(tokenHash);
    // A load that began before a write of this node committed may have read before it: join none then.
    if (shared && shared.generation === generation && this.#bus.mayCacheAny) return shared.promise;
    const promise = load().then((loaded) => {
      if (this.#mayCache(loaded)) this.#feeds.set(tokenHash, loaded, generation);
      return loaded;
    });
    const loading = { generation, promise };
    this.#loading.set(tokenHash, loading);
    try {
      return await promise;
    } finally {
      if (this.#loading.get(tokenHash) === loading) this.#loading.delete(tokenHash);
    }
  }

  /** Whether no transaction of this node that changes the feed, or ends its token, is still unseen. */
  #mayCache({ merchantId, providerId, userId }: FeedEntry): boolean {
    return (
      this.#bus.mayCacheAny ||
      (this.#bus.mayCache('availability', availabilityKey.provider(merchantId, providerId)) &&
        this.#bus.mayCache('availability', availabilityKey.merchant(merchantId)) &&
        this.#bus.mayCache('calendar', calendarKey.merchant(merchantId)) &&
        this.#bus.mayCache('calendar', calendarKey.provider(merchantId, providerId)) &&
        this.#bus.mayCache('merchant', merchantId) &&
        this.#bus.mayCache('user', userId))
    );
  }

  #removeProvider(merchantId: number, providerId: number): void {
    this.#feeds.deleteWhere((feed) => feed.merchantId === merchantId && feed.providerId === providerId);
  }

  #removeMerchant(merchantId: number): void {
    this.#feeds.deleteWhere((feed) => feed.merchantId === merchantId);
  }
}

const caches = new WeakMap<InvalidationBus, CalendarFeedCache>();

/** The app's feed cache (one per invalidation bus, so one per node). */
export function calendarFeedCacheOf(bus: InvalidationBus): CalendarFeedCache {
  let cache = caches.get(bus);
  if (!cache) {
    cache = new CalendarFeedCache(bus);
    caches.set(bus, cache);
  }
  return cache;
}
