/**
 * A node's in-memory cache with a maximum entry age (ARCHITECTURE.md "Stateless API nodes": at most 30 s,
 * the backstop behind LISTEN/NOTIFY invalidation) and an optional size bound (the oldest entry goes first).
 *
 * `generation` counts removals (delete, deleteWhere, clear). A loader reads it before it goes to the
 * database and passes it to `set`: when anything was removed in between, the value it read may predate that
 * invalidation, so it is not stored (the next request loads again). See cache/invalidation-bus.ts.
 */
export const MAX_ENTRY_AGE_MS = 30_000;

export type TtlCacheOptions = {
  /** At most MAX_ENTRY_AGE_MS. */
  maxAgeMs: number;
  /** Beyond this many entries the oldest stored is dropped. */
  maxEntries?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
};

type Entry<V> = { value: V; storedAt: number };

export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;

  constructor(options: TtlCacheOptions) {
    if (!(options.maxAgeMs > 0 && options.maxAgeMs <= MAX_ENTRY_AGE_MS)) {
      throw new Error(`A node cache entry lives more than 0 and at most ${MAX_ENTRY_AGE_MS} ms`);
    }
    this.#maxAgeMs = options.maxAgeMs;
    this.#maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get generation(): number {
    return this.#generation;
  }

  /** The value, unless absent or older than the maximum age. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt >= this.#maxAgeMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores a value read from the database. With `loadedAtGeneration` (the `generation` read before the
   * load began) nothing is stored when a removal happened since; answers whether it was stored.
   */
  set(key: K, value: V, loadedAtGeneration?: number): boolean {
    if (loadedAtGeneration !== undefined && loadedAtGeneration !== this.#generation) return false;
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return true;
  }

  /**
   * Replaces a live entry's value with `change(value)`, keeping its age (the rest of the value is as old
   * as it was); nothing happens when the entry is absent or too old.
   */
  update(key: K, change: (value: V) => V): void {
    const entry = this.#entries.get(key);
    if (!entry || this.#now() - entry.storedAt >= this.#maxAgeMs) return;
    entry.value = change(entry.value);
  }

  delete(key: K): void {
    this.#generation += 1;
    this.#entries.delete(key);
  }

  /** Removes every entry the predicate matches (an invalidation by user or merchant). */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    this.#generation += 1;
    for (const [key, entry] of this.#entries) {
      if (matches(entry.value, key)) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
