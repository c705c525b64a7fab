import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
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

/**
 * A prepared statement's filter for a tenant row by one key: `merchant_id = $merchantId and column = $name`
 * (the values are given to `execute` as `merchantId` and `name`).
 */
export function byTenantKey(merchantColumn: Column, column: Column, name: string): SQL {
  const filter = and(eq(merchantColumn, sql.placeholder('merchantId')), eq(column, sql.placeholder(name)));
  if (!filter) throw new Error('and() of two conditions is a condition');
  return filter;
}
