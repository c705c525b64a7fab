// Issue 14 point 5 and ARCHITECTURE.md "Stateless API nodes": a calendar week's answer from a node cache,
// and (issue 24 point 3) each provider's column of the providers' day, kept the same way by its date.
// Computing a busy week costs about 6.5 ms of node time and 2.7 ms of PostgreSQL, far more than a read may
// cost against GET /api/health, so each node keeps the week's checked JSON per (merchant, provider, week
// start), as decision 57 keeps the availability engine's inputs. The only thing in it that depends on
// "now" is can_edit (spec 1 §4.2): an entry remembers the first editable date it was written for and is
// not served on another. Nothing in it depends on the viewer; the route checks the viewer's access to the
// provider on every request, before an entry is served (calendar-week.service.ts). Entries are kept by the
// week's first date, which follows merchants.week_starts_on (issue 16 point 9): a request for any date
// finds the entry of the week that holds it, and a change of the merchant's week start ('merchant', below)
// removes the merchant's weeks.
// Entries live at most 30 s and are removed by every write that changes what a week shows:
//  - 'availability' (cache/availability-keys.ts): a provider's items (created, edited in any field, moved,
//    cancelled, booked or cancelled publicly) and schedule remove its weeks; an offering (name) or the
//    merchant's schedule settings and bulk changes remove the merchant's weeks;
//  - 'calendar' (cache/calendar-keys.ts): a customer saved, deleted or merged removes the merchant's weeks;
//    an appointment's payment (a checkout from it, a void or refund of its order) removes its provider's;
//  - 'merchant': the merchant's row (its time zone);
//  - 'user': the provider's user (names, deactivation, deletion).
// The cache is emptied and bypassed while the bus does not listen.
// Beside them it keeps each merchant's providers' day columns (the active providers on booking, by name),
// so a providers' day read again sends no statement: removed by any 'availability' key of the merchant (a
// provider's flags come as its key), 'merchant', and any 'user' (its key does not name the merchant: every
// list goes; staff saves are rare).

import { addDays } from '@paybook/domain';
import {
  type AvailabilityKey,
  availabilityKey,
  parseAvailabilityKey,
} from '../../cache/availability-keys.ts';
import { calendarKey, parseCalendarKey } from '../../cache/calendar-keys.ts';
import type { InvalidationBus } from '../../cache/invalidation-bus.ts';
import { MAX_ENTRY_AGE_MS, TtlCache } from '../../cache/ttl-cache.ts';

/** A week's answer, or a provider's day of the providers' day, and what it depends on. */
export type CachedWeek = {
  merchantId: number;
  providerId: number;
  /** The provider's user: its names are the week's, its deactivation ends the entry. */
  userId: number;
  timeZone: string;
  /** The first editable date (editWindowStart) when the answer was written: can_edit depends on it. */
  editableFrom: string;
  offeringIds: readonly number[];
  /** The answer as the route's response schema (a day: the providerDay schema) checked and wrote it. */
  json: string;
  /** A day's service categories (the providers' day merges its columns'). */
  offeringCategories?: readonly { id: number; name: string }[];
};

/** A busy week's answer is about 120 KB: a bound of about 60 MB per node in the worst case. */
const MAX_ENTRIES = 500;
/** A merchant's provider ids (at most 100 each). */
const MAX_PROVIDER_LISTS = 2_000;

const weekKey = (merchantId: number, providerId: number, weekStart: string) =>
  `${merchantId}:${providerId}:${weekStart}`;
const dayKey = (merchantId: number, providerId: number, date: string) =>
  `day:${merchantId}:${providerId}:${date}`;

export class CalendarWeekCache {
  readonly #bus: InvalidationBus;
  readonly #weeks = new TtlCache<string, CachedWeek>({ maxAgeMs: MAX_ENTRY_AGE_MS, maxEntries: MAX_ENTRIES });
  readonly #providerLists = new TtlCache<number, readonly number[]>({
    maxAgeMs: MAX_ENTRY_AGE_MS,
    maxEntries: MAX_PROVIDER_LISTS,
  });

  constructor(bus: InvalidationBus) {
    this.#bus = bus;
    bus.subscribe('availability', (key) => this.#invalidate(parseAvailabilityKey(key)));
    bus.subscribe('calendar', (key) => this.#invalidateCalendar(parseCalendarKey(key)));
    bus.subscribe('merchant', (key) => {
      this.#removeMerchant(Number(key));
      this.#providerLists.delete(Number(key));
    });
    bus.subscribe('user', (key) => {
      this.#weeks.deleteWhere((week) => week.userId === Number(key));
      this.#providerLists.clear();
    });
    bus.onReset(() => this.clear());
  }

  /** Read before the week's statement is sent, and passed to `store`. */
  get generation(): number {
    return this.#weeks.generation;
  }

  /**
   * The entry of the week that holds local date `date`, unless absent, written for another first editable
   * date (`editableFrom` computes it in the entry's zone), or not to be served now. Weeks are stored by
   * their first date and the merchant's weeks never overlap, so the week of `date` is the entry that starts
   * on it or on one of the six days before.
   */
  read(
    merchantId: number,
    providerId: number,
    date: string,
    editableFrom: (timeZone: string) => string,
  ): CachedWeek | null {
    for (let back = 0; back < 7; back += 1) {
      const week = this.#weeks.get(weekKey(merchantId, providerId, addDays(date, -back)));
      if (!week) continue;
      if (!this.#mayCache(week) || week.editableFrom !== editableFrom(week.timeZone)) return null;
      return week;
    }
    return null;
  }

  /** Keeps a week read when the cache's generation was `loadedAt`, unless anything was removed since. */
  store(weekStart: string, week: CachedWeek, loadedAt: number): void {
    if (!this.#mayCache(week)) return;
    this.#weeks.set(weekKey(week.merchantId, week.providerId, weekStart), week, loadedAt);
  }

  /** The provider's day `date` (the providers' day's column), on the same terms as a week (`read`). */
  readDay(
    merchantId: number,
    providerId: number,
    date: string,
    editableFrom: (timeZone: string) => string,
  ): CachedWeek | null {
    const day = this.#weeks.get(dayKey(merchantId, providerId, date));
    if (!day || !this.#mayCache(day) || day.editableFrom !== editableFrom(day.timeZone)) return null;
    return day;
  }

  /** Keeps a provider's day read when the cache's generation was `loadedAt`, as `store` keeps a week. */
  storeDay(date: string, day: CachedWeek, loadedAt: number): void {
    if (!this.#mayCache(day)) return;
    this.#weeks.set(dayKey(day.merchantId, day.providerId, date), day, loadedAt);
  }

  /** Read before the providers' statement is sent, and passed to `storeProviders`. */
  get providersGeneration(): number {
    return this.#providerLists.generation;
  }

  /** The merchant's providers' day columns, in order, unless absent or not to be served now. */
  readProviders(merchantId: number): readonly number[] | null {
    if (!this.#bus.mayCacheAny) return null;
    return this.#providerLists.get(merchantId) ?? null;
  }

  /** Keeps the list read when the lists' generation was `loadedAt`, unless anything was removed since. */
  storeProviders(merchantId: number, ids: readonly number[], loadedAt: number): void {
    if (this.#bus.mayCacheAny) this.#providerLists.set(merchantId, ids, loadedAt);
  }

  clear(): void {
    this.#weeks.clear();
    this.#providerLists.clear();
  }

  /** Whether no transaction of this node that changes the week is still unseen (bus.mayCache). */
  #mayCache(week: CachedWeek): boolean {
    const { merchantId } = week;
    return (
      this.#bus.mayCache('availability', availabilityKey.provider(merchantId, week.providerId)) &&
      this.#bus.mayCache('availability', availabilityKey.merchant(merchantId)) &&
      this.#bus.mayCache('calendar', calendarKey.merchant(merchantId)) &&
      this.#bus.mayCache('calendar', calendarKey.provider(merchantId, week.providerId)) &&
      this.#bus.mayCache('merchant', merchantId) &&
      this.#bus.mayCache('user', week.userId) &&
      week.offeringIds.every((id) =>
        this.#bus.mayCache('availability', availabilityKey.offering(merchantId, id)),
      )
    );
  }

  #invalidate(key: AvailabilityKey | null): void {
    if (key === null) {
      this.clear();
      return;
    }
    // A provider's key also comes for its flags (active, on booking): the merchant's list goes too.
    this.#providerLists.delete(key.merchantId);
    if (key.kind === 'provider') this.#removeProvider(key.merchantId, key.providerId);
    else this.#removeMerchant(key.merchantId);
  }

  #invalidateCalendar(key: ReturnType<typeof parseCalendarKey>): void {
    if (key === null) this.#weeks.clear();
    else if (key.providerId === null) this.#removeMerchant(key.merchantId);
    else this.#removeProvider(key.merchantId, key.providerId);
  }

  #removeProvider(merchantId: number, providerId: number): void {
    this.#weeks.deleteWhere((week) => week.merchantId === merchantId && week.providerId === providerId);
  }

  #removeMerchant(merchantId: number): void {
    this.#weeks.deleteWhere((week) => week.merchantId === merchantId);
  }
}

const caches = new WeakMap<InvalidationBus, CalendarWeekCache>();

/** The app's calendar week cache: one per invalidation bus, so one per app (a node). */
export function calendarWeekCacheOf(bus: InvalidationBus): CalendarWeekCache {
  let cache = caches.get(bus);
  if (!cache) {
    cache = new CalendarWeekCache(bus);
    caches.set(bus, cache);
  }
  return cache;
}
