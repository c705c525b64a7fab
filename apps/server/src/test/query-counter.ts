import pg from 'pg';
import { LISTENER_APPLICATION_NAME } from '../cache/invalidation-bus.ts';

type QueryFunction = (this: pg.Client, ...args: unknown[]) => unknown;
const prototype = pg.Client.prototype as unknown as { query: QueryFunction };

/**
 * Counts every query this test process sends (transaction set-up and COMMIT included), but the cache
 * listener's heartbeat, for tests that pin how many statements a request costs; with `statementName`, only
 * the prepared statements whose name it accepts. `restore()` puts pg's own method back (restore counters in
 * the reverse order of their making).
 */
export function countQueries(options: { statementName?: (name: string) => boolean } = {}) {
  const original = prototype.query;
  let count = 0;
  prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const name = (this as { connectionParameters?: { application_name?: string } }).connectionParameters
      ?.application_name;
    if (name !== LISTENER_APPLICATION_NAME && matches(args[0], options.statementName)) count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    restore: () => {
      prototype.query = original;
    },
  };
}

function matches(config: unknown, statementName: ((name: string) => boolean) | undefined): boolean {
  if (!statementName) return true;
  return (
    typeof config === 'object' && config !== null && 'name' in config && statementName(String(config.name))
  );
}
