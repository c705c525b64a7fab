// Issue 14 point 4 and ARCHITECTURE.md "Stateless API nodes": the availability engine's inputs from a node
// cache. A provider's schedule and busy items are kept per provider (per range of dates asked), the
// offering's duration, buffer and providers per offering, the schedule settings per merchant; the slots are
// computed per request, so lead time and "now" are always current. Entries live at most 30 s, are removed
// by the invalidations of cache/availability-keys.ts and of the 'merchant' and 'user' topics, and the cache
// is emptied and bypassed while the bus does not listen. A stale entry can show a slot that was just taken,
// never book it twice: the booking is checked by the exclusion constraint (availability-cache.test.ts).
import {
  type AvailabilityKey,
  availabilityKey,
  parseAvailabilityKey,
} from '../../cache/availability-keys.ts';
import type { InvalidationBus } from '../../cache/invalidation-bus.ts';
import { MAX_ENTRY_AGE_MS, TtlCache } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import {
  type AvailabilityRows,
  loadAvailabilityRows,
  type ProviderAvailabilityJson,
} from './availability.repository.ts';

/** What `loadAvailabilityRows` is asked for (availability.repository.ts). */
export interface RowsRequest {
  offeringId: number;
  /** null: every provider who performs the offering. */
  providerId: number | null;
  from: string;
  to: string;
}

type Offering = NonNullable<AvailabilityRows['offering']>;
type Provider = Omit<ProviderAvailabilityJson, 'days_off' | 'boundaries' | 'exceptions' | 'busy'>;
/**
 * A provider's rows; with its date-bound rows, per range asked ('from/to'), the last few ranges only. Each
 * range holds the whole provider object the engine's input is made from, the same object on every read,
 * so that input is made once per range (availability-input.ts).
 */
type ProviderEntry = { provider: Provider; windows: Map<string, ProviderAvailabilityJson> };

/** Ranges kept per provider: a month for the date picker and the days looked at. */
const WINDOWS_PER_PROVIDER = 8;
const MAX_ENTRIES = 20_000;

/** The generation of each cache when a load began (TtlCache: a removal since refuses the store). */
type Generations = { offerings: number; settings: number; providers: number };

/** The merchant behind a public booking address (modules/public-booking). */
export type PageMerchant = { id: number; timeZone: string };

export class AvailabilityCache {
  readonly #bus: InvalidationBus;
  readonly #offerings = new TtlCache<string, Offering>({
    maxAgeMs: MAX_ENTRY_AGE_MS,
    maxEntries: MAX_ENTRIES,
  });
  /** Per merchant; `value` null: never saved, the table's defaults apply. */
  readonly #settings = new TtlCache<number, { value: AvailabilityRows['settings'] }>({
    maxAgeMs: MAX_ENTRY_AGE_MS,
    maxEntries: MAX_ENTRIES,
  });
  readonly #providers = new TtlCache<string, ProviderEntry>({
    maxAgeMs: MAX_ENTRY_AGE_MS,
    maxEntries: MAX_ENTRIES,
  });

  /** By lower-case booking address. */
  readonly #pages = new TtlCache<string, PageMerchant>({
    maxAgeMs: MAX_ENTRY_AGE_MS,
    maxEntries: MAX_ENTRIES,
  });

  constructor(bus: InvalidationBus) {
    this.#bus = bus;
    bus.subscribe('availability', (key) => this.#invalidate(parseAvailabilityKey(key)));
    // The merchant's row (time zone, booking address, features) and a user's (active, deleted).
    bus.subscribe('merchant', (key) => this.#invalidate({ kind: 'merchant', merchantId: Number(key) }));
    bus.subscribe('user', (key) =>
      this.#providers.deleteWhere((entry) => entry.provider.user_id === Number(key)),
    );
    bus.onReset(() => this.clear());
  }

  /** The rows from the cache, or null when any part is missing or may not be served now. */
  read(merchantId: number, request: RowsRequest): AvailabilityRows | null {
    if (!this.#merchantMayCache(merchantId)) return null;
    const offering = this.#offerings.get(availabilityKey.offering(merchantId, request.offeringId));
    if (
      !offering ||
      !this.#bus.mayCache('availability', availabilityKey.offering(merchantId, request.offeringId))
    )
      return null;
    const settings = this.#settings.get(merchantId);
    if (!settings) return null;
    const range = `${request.from}/${request.to}`;
    const providers: ProviderAvailabilityJson[] = [];
    for (const providerId of request.providerId === null ? offering.provider_ids : [request.providerId]) {
      const key = availabilityKey.provider(merchantId, providerId);
      const entry = this.#providers.get(key);
      const whole = entry?.windows.get(range);
      if (!entry || !whole || !this.#providerMayCache(key, entry.provider)) return null;
      providers.push(whole);
    }
    return { offering, settings: settings.value, providers };
  }

  /**
   * The merchant behind a booking address, from the cache or `load` (which throws for an unknown one, so
   * only found merchants are kept; a new address is seen at once).
   */
  async pageMerchant(urlSubdomain: string, load: () => Promise<PageMerchant>): Promise<PageMerchant> {
    const key = urlSubdomain.toLowerCase();
    const cached = this.#pages.get(key);
    if (cached && this.#merchantMayCache(cached.id)) return cached;
    const generation = this.#pages.generation;
    const merchant = await load();
    if (this.#merchantMayCache(merchant.id)) this.#pages.set(key, merchant, generation);
    return merchant;
  }

  /** Read before the load's first query, and passed to `store`. */
  generations(): Generations {
    return {
      offerings: this.#offerings.generation,
      settings: this.#settings.generation,
      providers: this.#providers.generation,
    };
  }

  /** Keeps what was loaded, unless anything was invalidated since `loadedAt` or may not be cached now. */
  store(merchantId: number, request: RowsRequest, rows: AvailabilityRows, loadedAt: Generations): void {
    const { offering } = rows;
    const offeringKey = availabilityKey.offering(merchantId, request.offeringId);
    if (!offering || !this.#merchantMayCache(merchantId) || !this.#bus.mayCache('availability', offeringKey))
      return;
    this.#offerings.set(offeringKey, offering, loadedAt.offerings);
    this.#settings.set(merchantId, { value: rows.settings }, loadedAt.settings);
    const range = `${request.from}/${request.to}`;
    for (const whole of rows.providers) {
      const { days_off, boundaries, exceptions, busy, ...provider } = whole;
      const key = availabilityKey.provider(merchantId, provider.id);
      if (!this.#providerMayCache(key, provider) || this.#providers.generation !== loadedAt.providers) return;
      const entry = this.#providers.get(key);
      if (!entry) {
        this.#providers.set(key, { provider, windows: new Map([[range, whole]]) }, loadedAt.providers);
        continue;
      }
      // Nothing of this provider was invalidated since the load began, so its entry is as current.
      entry.windows.delete(range);
      entry.windows.set(range, whole);
      if (entry.windows.size > WINDOWS_PER_PROVIDER) entry.windows.delete(entry.windows.keys().next().value!);
    }
  }

  clear(): void {
    this.#pages.clear();
    this.#offerings.clear();
    this.#settings.clear();
    this.#providers.clear();
  }

  #merchantMayCache(merchantId: number): boolean {
    return (
      this.#bus.mayCache('availability', availabilityKey.merchant(merchantId)) &&
      this.#bus.mayCache('merchant', merchantId)
    );
  }

  #providerMayCache(key: string, provider: Provider): boolean {
    return this.#bus.mayCache('availability', key) && this.#bus.mayCache('user', provider.user_id);
  }

  #invalidate(key: AvailabilityKey | null): void {
    if (key === null) {
      this.clear();
    } else if (key.kind === 'provider') {
      this.#providers.delete(availabilityKey.provider(key.merchantId, key.providerId));
    } else if (key.kind === 'offering') {
      this.#offerings.delete(availabilityKey.offering(key.merchantId, key.offeringId));
    } else {
      this.#pages.deleteWhere((merchant) => merchant.id === key.merchantId);
      const prefix = `${key.merchantId}:`;
      this.#offerings.deleteWhere((_, entryKey) => entryKey.startsWith(prefix));
      this.#providers.deleteWhere((_, entryKey) => entryKey.startsWith(prefix));
      this.#settings.delete(key.merchantId);
    }
  }
}

const caches = new WeakMap<InvalidationBus, AvailabilityCache>();

/** The app's availability cache: one per invalidation bus, so one per app (a node). */
export function availabilityCacheOf(bus: InvalidationBus): AvailabilityCache {
  let cache = caches.get(bus);
  if (!cache) {
    cache = new AvailabilityCache(bus);
    caches.set(bus, cache);
  }
  return cache;
}

/**
 * The engine's rows for `request`: from the cache when it holds them all, else read in one statement
 * (availability.repository.ts) in a read-only tenant transaction and kept. Without a cache, always read.
 */
export async function readAvailabilityRows(
  db: Database,
  merchantId: number,
  request: RowsRequest,
  cache: AvailabilityCache | null,
): Promise<AvailabilityRows> {
  const cached = cache?.read(merchantId, request);
  if (cached) return cached;
  return withTenantRead(db, merchantId, async (tx) => {
    const loadedAt = cache?.generations();
    const rows = await loadAvailabilityRows(tx, merchantId, request);
    if (cache && loadedAt) cache.store(merchantId, request, rows, loadedAt);
    return rows;
  });
}
