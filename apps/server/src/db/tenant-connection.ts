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
 */
export interface TenantConnection {
  /** The Drizzle database on this connection; made once per pooled connection. */
  db: Database;
  /** Sends `setup` and lets the next query follow it without waiting; answers the set-up's result. */
  open(setup: string): Promise<unknown>;
  /** Pipeline mode off; call only when the connection is idle (its COMMIT or ROLLBACK answered). */
  close(): void;
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
  /** The set-up, until the first query after it takes it as its gate. */
  let gate: Promise<unknown> | null = null;
  let pipelined = false;
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

  const query: QueryFunction = (config, values) => {
    if (!pipelined) return client.query(config, values);
    const sent = client.query(config, values);
    track(sent);
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
    open(setup) {
      pipelined = true;
      client.pipeline = true;
      const sent = client.query(setup);
      track(sent);
      gate = sent;
      // Awaited by the first query or by db/tenant.ts; this only keeps an unawaited failure quiet.
      sent.catch(() => undefined);
      return sent;
    },
    close() {
      gate = null;
      if (pipelined) endPipeline();
    },
  };
}
