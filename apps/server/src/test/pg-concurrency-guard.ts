import pg from 'pg';

/**
 * pg 8 queues a query sent on a client that is still executing one and warns (only from the third query,
 * once per process); pg 9 refuses it. The API tests fail on the second such query already, with the stack
 * of the call that sent it, so every such place (a Promise.all over one transaction, a query sent before
 * COMMIT came back) fails on PostgreSQL in CI. The query still runs, so the failure is this one message
 * rather than a broken transaction's aftermath. pg's other pg@9 deprecation warnings fail the test too.
 *
 * This module patches pg once per process: a test worker runs many files one after another (isolate: false
 * in vitest.config.ts, issue 23 point 9). file-hooks.ts, run before each file, fails the test on what it saw.
 */
const violations: string[] = [];
const inFlight = new WeakMap<pg.Client, number>();

type QueryFunction = (this: pg.Client, ...args: unknown[]) => unknown;
const prototype = pg.Client.prototype as unknown as { query: QueryFunction };
const query = prototype.query;

function track(client: pg.Client, change: number): void {
  inFlight.set(client, (inFlight.get(client) ?? 0) + change);
}

prototype.query = function guardedQuery(this: pg.Client, ...args: unknown[]): unknown {
  if ((this as { pipeline?: boolean }).pipeline !== true && (inFlight.get(this) ?? 0) > 0) {
    const error = new Error(
      'Calling client.query() when the client is already executing a query (an error in pg 9): ' +
        'await each query on a transaction or client before sending the next.',
    );
    violations.push(error.stack ?? error.message);
  }
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    track(this, 1);
    args[args.length - 1] = (...results: unknown[]) => {
      track(this, -1);
      return callback(...results);
    };
    return query.apply(this, args);
  }
  const result = query.apply(this, args);
  if (result instanceof Promise) {
    track(this, 1);
    const done = () => track(this, -1);
    result.then(done, done);
  }
  return result;
};

process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && /pg@9|next major version of pg/.test(warning.message)) {
    violations.push(warning.stack ?? warning.message);
  }
});

/** What pg 9 would have refused since the last call (and forgets it). */
export function takePgViolations(): string[] {
  return violations.splice(0);
}
