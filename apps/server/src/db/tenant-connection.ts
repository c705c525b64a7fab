import type { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Issue 14 point 3: a pooled connection's Drizzle database for tenant transactions (db/tenant.ts), which
 * sends a transaction's set-up and its first query together, so a read that needs one query costs one
 * round trip.
 *
 * How: pg's pipeline mode (`pipeline` on a client, pg 8.2x, kept in pg 9) writes a query without waiting
 * for the previous one's answer. `open` turns it on and sends the set-up (`begin; select set_config(...)`);
 * the work's first query follows on the wire at once, and PostgreSQL answers both in order. The mode goes
 * off again as soon as the connection is idle, so the rest of the transaction is sent one query at a time
 * as before (and the API tests' pg 9 guard, test/pg-concurrency-guard.ts, still sees every overlap there).
 *
 * Row-level security stays as strong: the first query's answer is handed to the work only once the
 * set-up's answer is in, and a failed set-up fails that query too (the transaction is aborted, so
 * PostgreSQL refuses the query; and the answer given is the set-up's error).
 *
 * One write, too: the socket is corked from the set-up until the first query is in it, so both leave in
 * one system call (on a loopback connection each write also wakes PostgreSQL, the bench's biggest cost).
 * A read that declared it sends one query (`commitAfterFirst`) has its COMMIT added to the same write:
 * set-up, query and COMMIT in one write, answered in one round trip. Such a read's second query would
 * run after the COMMIT, outside the tenant's transaction and its row-level security, so it is refused.
 */
export interface TenantConnection {
  /** The Drizzle database on this connection; made once per pooled connection. */
  db: Database;
  /**
   * Sends `setup` and lets the next query follow it without waiting (in the same write); answers the
   * set-up's result. With `commitAfterFirst`, the COMMIT follows the first query in that write too.
   */
  open(setup: string, options?: { commitAfterFirst: boolean }): Promise<unknown>;
  /**
   * Sends what is still held back: the set-up when the work sent no query, and the COMMIT it was to be
   * followed by (then in `sentCommit`). Call when the work is done, before awaiting the set-up or
   * sending the COMMIT or ROLLBACK oneself.
   */
  flush(): void;
  /** The COMMIT sent for a one-query transaction (commitAfterFirst), or null. */
  readonly sentCommit: Promise<unknown> | null;
  /** Pipeline mode off; call only when the connection is idle (its COMMIT or ROLLBACK answered). */
  close(): void;
}

/** pg's Client keeps its wire in `connection.stream` (not in @types/pg). */
interface WireClient {
  connection: { stream: Writable };
}

/** pg's Client has `pipeline` (readonly in @types/pg, a plain field in pg); a PoolClient is a Client. */
type PipelineClient = pg.PoolClient & { pipeline: boolean };
type QueryFunction = (config: pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

const connections = new WeakMap<pg.PoolClient, TenantConnection>();

/** The tenant connection of a pooled client, made on its first tenant transaction. */
export function tenantConnection(client: pg.PoolClient): TenantConnection {
  let connection = connections.get(client);
  if (!connection) {
    connection = makeTenantConnection(client as PipelineClient);
    connections.set(client, connection);
  }
  return connection;
}

function makeTenantConnection(client: PipelineClient): TenantConnection {
  const wire = (client as unknown as WireClient).connection.stream;
  /** The set-up, until the first query after it takes it as its gate. */
  let gate: Promise<unknown> | null = null;
  let pipelined = false;
  /** The socket holds the set-up back until the first query joins it. */
  let corked = false;
  /** This transaction is to send one query, then its COMMIT (commitAfterFirst). */
  let oneQuery = false;
  let commit: Promise<unknown> | null = null;
  /** The set-up and the queries sent while pipelined that have not been answered. */
  let unanswered = 0;

  const endPipeline = () => {
    pipelined = false;
    client.pipeline = false;
  };
  /** Counts a raw query until pg is done with it; the last one of a pipeline ends it. */
  const track = (sent: Promise<unknown>) => {
    unanswered += 1;
    const answered = () => {
      unanswered -= 1;
      if (pipelined && unanswered === 0 && gate === null) endPipeline();
    };
    sent.then(answered, answered);
  };

  const sendCommit = () => {
    oneQuery = false;
    commit = client.query('commit');
    track(commit);
    commit.catch(() => undefined); // awaited by db/tenant.ts
  };
  const uncork = () => {
    if (!corked) return;
    corked = false;
    wire.uncork();
  };

  const query: QueryFunction = (config, values) => {
    if (commit !== null) {
      return Promise.reject(
        new Error(
          'A one-statement tenant transaction sent a second query, after its COMMIT: use withTenantRead or withTenant',
        ),
      );
    }
    if (!pipelined) return client.query(config, values);
    const sent = client.query(config, values);
    track(sent);
    if (oneQuery) sendCommit();
    uncork();
    const setup = gate;
    if (setup === null) return sent;
    gate = null;
    return Promise.all([setup, sent]).then(([, result]) => result);
  };

  // Drizzle calls only `query` on its client; everything else is the pooled client's own.
  const gated = new Proxy(client, {
    get: (target, property) => (property === 'query' ? query : Reflect.get(target, property)),
  });

  return {
    db: drizzle({ client: gated, schema }) as Database,
    open(setup, options) {
      pipelined = true;
      client.pipeline = true;
      oneQuery = options?.commitAfterFirst ?? false;
      commit = null;
      corked = true;
      wire.cork();
      const sent = client.query(setup);
      track(sent);
      gate = sent;
      // Awaited by the first query or by db/tenant.ts; this only keeps an unawaited failure quiet.
      sent.catch(() => undefined);
      return sent;
    },
    flush() {
      if (oneQuery) sendCommit();
      uncork();
    },
    get sentCommit() {
      return commit;
    },
    close() {
      uncork();
      gate = null;
      oneQuery = false;
      commit = null;
      if (pipelined) endPipeline();
    },
  };
}
