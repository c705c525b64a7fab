import pg from 'pg';
import { LISTENER_APPLICATION_NAME } from '../cache/invalidation-bus.ts';

type QueryFunction = (this: pg.Client, ...args: unknown[]) => unknown;
const prototype = pg.Client.prototype as unknown as { query: QueryFunction };

/**
 * Calls `seen` with the first argument of every query this test process sends (a text or pg's query
 * config; transaction set-up and COMMIT included), but the cache listener's heartbeat, until `restore()`
 * puts pg's own method back (restore watches in the reverse order of their making).
 */
export function watchQueries(seen: (config: unknown) => void): { restore: () => void } {
  const original = prototype.query;
  prototype.query = function watchedQuery(this: pg.Client, ...args: unknown[]) {
    const name = (this as { connectionParameters?: { application_name?: string } }).connectionParameters
      ?.application_name;
    if (name !== LISTENER_APPLICATION_NAME) seen(args[0]);
    return original.apply(this, args);
  };
  return {
    restore: () => {
      prototype.query = original;
    },
  };
}

/**
 * Counts the queries of watchQueries, for tests that pin how many statements a request costs; with
 * `statementName`, only the prepared statements whose name it accepts.
 */
export function countQueries(options: { statementName?: (name: string) => boolean } = {}) {
  let count = 0;
  const watch = watchQueries((config) => {
    if (matches(config, options.statementName)) count += 1;
  });
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    restore: watch.restore,
  };
}

function matches(config: unknown, statementName: ((name: string) => boolean) | undefined): boolean {
  if (!statementName) return true;
  return (
    typeof config === 'object' && config !== null && 'name' in config && statementName(String(config.name))
  );
}
