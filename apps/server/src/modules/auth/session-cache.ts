import type { InvalidationBus } from '../../cache/invalidation-bus.ts';
import { MAX_ENTRY_AGE_MS, TtlCache } from '../../cache/ttl-cache.ts';
import type { SessionBundle } from './sessions.repository.ts';

/** Enough for every session active within an entry's lifetime on one node; the oldest go first beyond. */
const MAX_ENTRIES = 20_000;

/**
 * issue 14 point 2: a signed-in request reads its session, user, merchant (rights, claims and features
 * derive from those rows), MFA state and support user from this node's cache, keyed by the session id (the
 * token's SHA-256), at most 30 s old. Entries go on the bus's notifications: 'session' (that session),
 * 'user' and 'merchant' (every session of the user or merchant, so a merchant-wide change is one
 * notification); the whole cache empties when the listener drops. The writers that send them are listed
 * in docs/decisions.md (the session cache decision).
 */
export class SessionCache {
  readonly #bus: InvalidationBus;
  readonly #entries = new TtlCache<string, SessionBundle>({
    maxAgeMs: MAX_ENTRY_AGE_MS,
    maxEntries: MAX_ENTRIES,
  });

  constructor(bus: InvalidationBus) {
    this.#bus = bus;
    bus.subscribe('session', (id) => this.#entries.delete(id));
    bus.subscribe('user', (id) =>
      this.#entries.deleteWhere((bundle) => String(bundle.session.userId) === id),
    );
    bus.subscribe('merchant', (id) =>
      this.#entries.deleteWhere((bundle) => String(bundle.session.merchantId) === id),
    );
    bus.onReset(() => this.#entries.clear());
  }

  /** The cached bundle of a session, when the bus allows serving it (see cache/invalidation-bus.ts). */
  get(id: string): SessionBundle | undefined {
    const bundle = this.#entries.get(id);
    return bundle && this.#mayCache(bundle) ? bundle : undefined;
  }

  /** Reads the bundle from the database and keeps it, unless it was invalidated meanwhile. */
  async load(id: string, read: () => Promise<SessionBundle | undefined>): Promise<SessionBundle | undefined> {
    const generation = this.#entries.generation;
    const bundle = await read();
    if (bundle && this.#mayCache(bundle)) this.#entries.set(id, bundle, generation);
    return bundle;
  }

  /** The idle timer was written: the cached copy carries it (its age is not renewed). */
  touched(id: string, at: Date): void {
    this.#entries.update(id, (bundle) => ({ ...bundle, session: { ...bundle.session, lastSeenAt: at } }));
  }

  #mayCache({ session }: SessionBundle): boolean {
    return (
      this.#bus.mayCache('session', session.id) &&
      this.#bus.mayCache('user', session.userId) &&
      this.#bus.mayCache('merchant', session.merchantId)
    );
  }
}
