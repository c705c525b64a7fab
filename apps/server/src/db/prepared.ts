import type { Database } from './client.ts';

/**
 * A named prepared statement for a hot query, built once per database (or per pooled connection inside a
 * tenant transaction), so neither Drizzle nor PostgreSQL builds and plans it on every request.
 */
export function preparedQuery<P>(build: (db: Database) => P): (db: Database) => P {
  const cache = new WeakMap<Database, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
