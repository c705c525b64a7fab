import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { settledWithin } from '../lib/settled-within.ts';

// Issue 23 point 1, ARCHITECTURE.md "Connections and locks": a request never waits for a pooled connection
// while it holds a lock or an open transaction. Ten concurrent refunds of one payment hung the server for
// good: the lock holder asked the pool for a second connection (the sandbox processor's) while the others
// held every connection waiting for its lock. This pool refuses that second connection outright (outside
// production), so such a path fails its first test instead of hanging a server under load; and taking a
// connection is bounded.

export type DatabaseTimeouts = {
  /** lock_timeout: how long a statement waits for a row, table or advisory lock (then 55P03). */
  lockMs: number;
  /** statement_timeout: how long one statement may run (then 57014). */
  statementMs: number;
  /** idle_in_transaction_session_timeout: how long a transaction may sit between statements (then 25P03). */
  idleInTransactionMs: number;
  /** How long taking a pooled connection may wait, connecting included (pg's connectionTimeoutMillis). */
  connectMs: number;
};

/** Safe for one machine; docs/operations.md "Database connections" lists the variables that change them. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  lockMs: 5_000,
  statementMs: 30_000,
  idleInTransactionMs: 30_000,
  connectMs: 5_000,
};

/**
 * A script's bulk load (seed:large, the bench's seeding): one statement may insert for minutes. Only the
 * statement bound is lifted (0: PostgreSQL's "no limit"); never for a server's requests.
 */
export const bulkLoadTimeouts = (timeouts: DatabaseTimeouts): DatabaseTimeouts => ({
  ...timeouts,
  statementMs: 0,
});

/** No connection could be had in time, or the server could not be reached: 503 with Retry-After. */
export class ConnectionUnavailable extends Error {
  constructor(cause: unknown) {
    super('No database connection is available', { cause });
    this.name = 'ConnectionUnavailable';
  }
}

/** A transaction asked its own pool for another connection (a programming error, never a wait). */
export class NestedConnectionRefused extends Error {
  constructor() {
    super(
      'A transaction asked its pool for a second connection: it could wait for connections held by requests ' +
        'that wait for its own locks (ARCHITECTURE.md "Connections and locks"). Use the transaction, or do ' +
        'this work before the transaction or after its COMMIT.',
    );
    this.name = 'NestedConnectionRefused';
  }
}

type Mark = { pool: pg.Pool; open: boolean };
const openTransactions = new AsyncLocalStorage<Mark>();

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * pg's pool with the rule above, a bounded wait for a connection (ConnectionUnavailable past it), and a
 * way to end connections that are in use (shutdown past its grace).
 *
 * The rule is checked where `refuseNested` is set: tests, development and scripts. It follows the async
 * context with AsyncLocalStorage, which on Node 20 slows every await (measured: 2.3 times as long for a
 * loop of awaits), so production leaves it off; there, a path that broke the rule would wait for a
 * connection at most DATABASE_CONNECT_TIMEOUT_MS and answer 503, never hang (decision 90).
 */
export class GuardedPool extends pg.Pool {
  readonly #clients = new Set<pg.Client>();
  readonly #refuseNested: boolean;

  constructor(config: pg.PoolConfig, refuseNested: boolean) {
    super(config);
    this.#refuseNested = refuseNested;
    this.on('connect', (client) => {
      this.#clients.add(client);
      // A connection the server ends while it is checked out (idle_in_transaction_session_timeout, a
      // restart) emits 'error' with no listener of pg's: its holder learns it from its next query, and
      // the process must not die of it meanwhile.
      client.on('error', () => undefined);
    });
    this.on('remove', (client) => this.#clients.delete(client));
  }

  /**
   * Runs `work`, which holds a connection of this pool with a transaction open on it: whatever `work`
   * starts is refused a second connection of this pool until it ends (other pools, such as the sandbox
   * processor's, stay open to it).
   */
  async holding<T>(work: () => Promise<T>): Promise<T> {
    if (!this.#refuseNested) return work();
    const mark: Mark = { pool: this, open: true };
    try {
      return await openTransactions.run(mark, work);
    } finally {
      // Work that outlives the transaction (a COMMIT's follow-up) is no longer inside it.
      mark.open = false;
    }
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const mark = openTransactions.getStore();
    const refused = mark?.open === true && mark.pool === this ? new NestedConnectionRefused() : null;
    if (callback) {
      // pg's own pool.query() takes its connection this way.
      if (refused) process.nextTick(() => callback(refused, undefined, () => undefined));
      else
        super.connect((error, client, done) =>
          callback(error ? new ConnectionUnavailable(error) : undefined, client, done),
        );
      return undefined;
    }
    if (refused) return Promise.reject(refused);
    return super.connect().catch((error: unknown) => {
      throw new ConnectionUnavailable(error);
    });
  }

  /** Ends every connection, also those in use: their holders' queries fail and they release them. */
  destroyConnections(): void {
    for (const client of this.#clients) void client.end().catch(() => undefined);
  }
}

/**
 * Ends the pool within about `graceMs` twice over: connections in use get `graceMs` to be released, then
 * they are ended under their holders, who then have `graceMs` more to let go (shutdown within 10 s).
 */
export async function endPool(pool: GuardedPool, graceMs: number): Promise<void> {
  if (pool.ending) return;
  const ended = pool.end();
  if (await settledWithin(ended, graceMs)) return;
  pool.destroyConnections();
  await settledWithin(ended, graceMs);
}
