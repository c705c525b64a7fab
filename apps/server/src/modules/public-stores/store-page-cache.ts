// Issue 27 point 4 and ARCHITECTURE.md "Stateless API nodes": a store's hosted page answer from a node
// cache. The page (GET public/store/{url_subdomain}/{url_name}) is read by every visitor and changes
// rarely; loading it costs the subdomain's lookup and a tenant transaction of five statements, far more
// than a public read may cost against GET /api/health. Each node keeps the answer by its lower-case
// address, with the merchant it belongs to. Entries live at most 30 s and go with every write that changes
// what a page shows (and the facts a purchase on it reads: its store, the items it sells, what it takes,
// the merchant's zone):
//  - 'store' (cache/store-keys.ts): any store, its items or images, and any offering saved, activated,
//    deactivated or deleted (its name, price, image; the trigger that deactivates its forms runs in the
//    same transaction);
//  - 'merchant': the merchant's row (its business details, accepted payment types, subdomain).
// Only a found page is kept: an unknown or inactive address is read again each time, so a new or newly
// activated form shows at once. The cache is emptied and bypassed while the bus does not listen.

import type { InvalidationBus } from '../../cache/invalidation-bus.ts';
import { MAX_ENTRY_AGE_MS, TtlCache } from '../../cache/ttl-cache.ts';
import type { StorePageEntry } from './public-store.service.ts';

const MAX_ENTRIES = 5_000;

export class StorePageCache {
  readonly #bus: InvalidationBus;
  readonly #pages = new TtlCache<string, StorePageEntry>({
    maxAgeMs: MAX_ENTRY_AGE_MS,
    maxEntries: MAX_ENTRIES,
  });

  constructor(bus: InvalidationBus) {
    this.#bus = bus;
    bus.subscribe('store', (key) => this.#removeMerchant(Number(key)));
    bus.subscribe('merchant', (key) => this.#removeMerchant(Number(key)));
    bus.onReset(() => this.#pages.clear());
  }

  #removeMerchant(merchantId: number): void {
    this.#pages.deleteWhere((entry) => entry.merchantId === merchantId);
  }

  #mayCache(merchantId: number): boolean {
    return this.#bus.mayCache('store', merchantId) && this.#bus.mayCache('merchant', merchantId);
  }

  /** The page at this address, from the cache or `load` (which throws for a page that is not shown). */
  async entry(
    urlSubdomain: string,
    urlName: string,
    load: () => Promise<StorePageEntry>,
  ): Promise<StorePageEntry> {
    const key = `${urlSubdomain.toLowerCase()}/${urlName.toLowerCase()}`;
    const cached = this.#pages.get(key);
    if (cached && this.#mayCache(cached.merchantId)) return cached;
    const generation = this.#pages.generation;
    const loaded = await load();
    if (this.#mayCache(loaded.merchantId)) this.#pages.set(key, loaded, generation);
    return loaded;
  }
}

const caches = new WeakMap<InvalidationBus, StorePageCache>();

/** The app's store page cache (one per invalidation bus). */
export function storePageCacheOf(bus: InvalidationBus): StorePageCache {
  let cache = caches.get(bus);
  if (!cache) {
    cache = new StorePageCache(bus);
    caches.set(bus, cache);
  }
  return cache;
}
