import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Database, poolOf } from '../db/client.ts';
import { serializeError } from '../lib/log-serializers.ts';
import { KeyHolds } from './key-holds.ts';

/**
 * The node's cache invalidation bus (ARCHITECTURE.md "Stateless API nodes"; issue 14 points 2 and 4).
 * One dedicated connection per app LISTENs on one channel; every change that must end, narrow or alter a
 * cached value sends `pg_notify` from its own transaction, so every node hears it at COMMIT, or never.
 *
 * A writer calls `notifyInvalidation(tx, topic, key)` inside the transaction that changes the data
 * (repositories do, next to their UPDATE or DELETE, so no caller can forget it).
 *
 * A cache (see modules/auth/session-cache.ts):
 *  - `bus.subscribe(topic, (key) => …)`: removes what depends on `key`. Called for every notification of
 *    the topic, from any node including this one, once the writer's transaction has committed.
 *  - `bus.onReset(() => cache.clear())`: called when the listening connection drops or errors, and again
 *    once it listens anew (notifications sent in between were missed).
 *  - `bus.mayCache(topic, key)` before it serves an entry and before it stores one, for each (topic, key)
 *    the entry depends on. False while the bus does not listen (a missed notification could leave any entry
 *    stale, so the cache is bypassed until it listens again), and while a transaction of this process that
 *    invalidates the key has not been seen committed: `notifyInvalidation` holds the key on this process's
 *    buses until its own notification comes back (cache/key-holds.ts).
 *    So the writing node never serves, or stores, the old value once its answer is sent, though the
 *    notification reaches its own listener a moment after the COMMIT.
 *  - `TtlCache.generation` around a load (cache/ttl-cache.ts): a load that began before an invalidation
 *    is not stored.
 *
 * `invalidateLocal(topic, key)` runs this node's handlers at once, without a notification (a test, or a
 * value only this node derived). Without a PostgreSQL pool the bus never listens, so caches stay empty.
 */
export const INVALIDATION_CHANNEL = 'paybook_cache';
/** The listener's application_name, to find it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'paybook_cache_listener';
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * What a notification names: a session (by its id, the token's SHA-256), every session of a user or of a
 * merchant (by id), a provider's availability inputs (helper T: `${merchantId}:${providerId}`), or a
 * merchant's calendar weeks (by merchant id: its customers and the items naming them; cache/calendar-keys.ts),
 * or a merchant's store pages (by merchant id: its stores, their items and images; issue 27).
 */
export type InvalidationTopic = 'session' | 'user' | 'merchant' | 'availability' | 'calendar' | 'store';
type Payload = { topic: InvalidationTopic; key: string; nonce: string };

const TOPICS: readonly string[] = [
  'session',
  'user',
  'merchant',
  'availability',
  'calendar',
  'store',
] satisfies InvalidationTopic[];
const processTag = randomBytes(4).toString('hex');
let nonceCount = 0;
/** Every bus of this process: a node is a process, so its writers hold keys on each of them. */
const processBuses = new Set<InvalidationBus>();

/** Sends an invalidation from the writer's transaction; delivered to every node at COMMIT only. */
export async function notifyInvalidation(tx: Database, topic: InvalidationTopic, key: string | number) {
  nonceCount += 1;
  const payload: Payload = { topic, key: String(key), nonce: `${processTag}:${nonceCount}` };
  for (const bus of processBuses) bus.hold(payload);
  await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${JSON.stringify(payload)})`);
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;
export type BusOptions = {
  /** Reconnection back-off: the first wait, doubled per failure up to the last. */
  backoffMs?: { first: number; max: number };
};

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const holdKey = (topic: InvalidationTopic, key: string) => `${topic}\u0000${key}`;

function parsePayload(text: string | undefined): Payload | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { topic, key, nonce } = value as Record<string, unknown>;
    if (typeof topic !== 'string' || !TOPICS.includes(topic)) return null;
    if (typeof key !== 'string' || typeof nonce !== 'string') return null;
    return { topic: topic as InvalidationTopic, key, nonce };
  } catch {
    return null;
  }
}

export class InvalidationBus {
  readonly #connection: pg.ClientConfig | null;
  readonly #log: Log;
  readonly #backoff: { first: number; max: number };
  readonly #handlers = new Map<InvalidationTopic, Set<(key: string) => void>>();
  readonly #resetHandlers = new Set<() => void>();
  readonly #holds = new KeyHolds();
  #client: pg.Client | null = null;
  #listening = false;
  #stopped = false;
  #failures = 0;
  #retryTimer: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(connection: pg.ClientConfig | null, log: Log, options: BusOptions = {}) {
    this.#connection = connection;
    this.#log = log;
    this.#backoff = options.backoffMs ?? { first: 100, max: 5_000 };
  }

  /** Whether the listening connection is up, so caches may serve. */
  get isListening(): boolean {
    return this.#listening;
  }

  /** Connects and listens; a first failure is logged and retried in the background. */
  async start(): Promise<void> {
    processBuses.add(this);
    if (!this.#connection) return;
    try {
      await this.#connect();
    } catch (error) {
      this.#failed(error);
    }
    this.#heartbeat = setInterval(() => this.#beat(), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    processBuses.delete(this);
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = null;
    this.#listening = false;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }

  subscribe(topic: InvalidationTopic, handler: (key: string) => void): () => void {
    let handlers = this.#handlers.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(topic, handlers);
    }
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  onReset(handler: () => void): () => void {
    this.#resetHandlers.add(handler);
    return () => this.#resetHandlers.delete(handler);
  }

  /** Whether a cache may serve or store an entry that depends on (topic, key); see the file's header. */
  mayCache(topic: InvalidationTopic, key: string | number): boolean {
    if (!this.#listening) return false;
    return this.#holds.isEmpty || !this.#holds.has(holdKey(topic, String(key)));
  }

  /**
   * Whether a cache may serve or store an entry that depends on keys it cannot name (a merchant's list of
   * providers: any provider or user of the merchant): listening, and no transaction of this node unseen.
   */
  get mayCacheAny(): boolean {
    return this.#listening && this.#holds.isEmpty;
  }

  /** Runs this node's handlers for (topic, key) now, without telling other nodes. */
  invalidateLocal(topic: InvalidationTopic, key: string | number): void {
    for (const handler of this.#handlers.get(topic) ?? []) {
      try {
        handler(String(key));
      } catch (error) {
        this.#log.warn({ err: serializeError(asError(error)), topic }, 'cache invalidation handler failed');
      }
    }
  }

  /** Called by notifyInvalidation inside the writer's transaction (see the file's header). */
  hold({ topic, key, nonce }: Payload): void {
    this.#holds.add(holdKey(topic, key), nonce);
  }

  #receive(text: string | undefined): void {
    const payload = parsePayload(text);
    if (!payload) {
      this.#log.warn({ channel: INVALIDATION_CHANNEL }, 'ignored a malformed cache invalidation');
      return;
    }
    this.invalidateLocal(payload.topic, payload.key);
    this.#holds.release(payload.nonce);
  }

  #reset(): void {
    for (const handler of this.#resetHandlers) {
      try {
        handler();
      } catch (error) {
        this.#log.warn({ err: serializeError(asError(error)) }, 'cache reset handler failed');
      }
    }
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      ...this.#connection,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === INVALIDATION_CHANNEL) this.#receive(message.payload);
    });
    client.on('error', (error) => this.#drop(client, error));
    client.on('end', () => this.#drop(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#listening = true;
    this.#failures = 0;
    // Whatever was cached before this LISTEN took effect may have missed a notification.
    this.#reset();
    this.#log.info({ channel: INVALIDATION_CHANNEL }, 'cache invalidation listener connected');
  }

  /** The listening connection dropped or errored: empty every cache, bypass them, and reconnect. */
  #drop(client: pg.Client, error: unknown): void {
    if (client !== this.#client) return;
    this.#client = null;
    this.#listening = false;
    this.#reset();
    this.#log.warn(
      { err: serializeError(asError(error)) },
      'cache invalidation listener lost; node caches emptied until it listens again',
    );
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    this.#scheduleReconnect();
  }

  #failed(error: unknown): void {
    this.#log.warn({ err: serializeError(asError(error)) }, 'cache invalidation listener could not connect');
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#stopped || this.#retryTimer) return;
    const wait = Math.min(this.#backoff.max, this.#backoff.first * 2 ** this.#failures);
    this.#failures += 1;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (this.#stopped) return;
      this.#connect().catch((error: unknown) => this.#failed(error));
    }, wait);
    this.#retryTimer.unref();
  }

  /** A connection that died without a word (a network partition) is found by a periodic query. */
  #beat(): void {
    const client = this.#client;
    if (!client) return;
    const timer = setTimeout(
      () => this.#drop(client, new Error('heartbeat timed out')),
      HEARTBEAT_TIMEOUT_MS,
    );
    client.query('select 1').then(
      () => clearTimeout(timer),
      (error: unknown) => {
        clearTimeout(timer);
        this.#drop(client, error);
      },
    );
  }
}

/** The app's bus, connected like its pool; see the file's header. */
export async function startInvalidationBus(
  db: Database,
  log: Log,
  options: BusOptions = {},
): Promise<InvalidationBus> {
  const pool = poolOf(db);
  const bus = new InvalidationBus(pool ? { ...pool.options } : null, log, options);
  await bus.start();
  return bus;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's invalidation bus (app.ts); caches subscribe to it. */
    invalidation: InvalidationBus;
  }
}
