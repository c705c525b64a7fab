import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows } from './client.ts';
import {
  DISTRIBUTION_COLUMN,
  distributionScript,
  ROOT_TABLE,
  referencedFirst,
  referenceTables,
} from './distribution.ts';

// Issue 23 point 8: Citus is not installable here, so the migrated schema is read for what Citus would
// refuse: a unique index, exclusion constraint or primary key of a distributed table without its
// distribution column, a foreign key between distributed tables that does not join them on it, a foreign
// key from a reference table to a distributed one, and a table that is neither distributed nor listed.

let t: TestApp;
let tables: { name: string; hasMerchantId: boolean }[];
beforeAll(async () => {
  t = await createTestApp();
  tables = await queryRows(
    t.handle.db,
    sql`select c.relname as "name",
               exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'merchant_id'
                          and not a.attisdropped) as "hasMerchantId"
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p')
         order by 1`,
  );
});

const references = new Set<string>(referenceTables);
/** The distribution column of a distributed table; undefined for a reference table. */
function distributionColumnOf(table: string): string | undefined {
  if (references.has(table)) return undefined;
  if (table === ROOT_TABLE.table) return ROOT_TABLE.column;
  return tables.find((t) => t.name === table)?.hasMerchantId ? DISTRIBUTION_COLUMN : undefined;
}

type ForeignKey = { name: string; table: string; columns: string[]; target: string; targetColumns: string[] };

async function foreignKeys(): Promise<ForeignKey[]> {
  return queryRows<ForeignKey>(
    t.handle.db,
    sql`select k.conname as "name", k.conrelid::regclass::text as "table", k.confrelid::regclass::text as "target",
               array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
                       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as "columns",
               array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
                       join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as "targetColumns"
          from pg_constraint k join pg_namespace n on n.oid = k.connamespace
         where k.contype = 'f' and n.nspname = 'public'
         order by 2, 1`,
  );
}

describe('the schema is ready for Citus, distributed by merchant (issue 23 point 8)', () => {
  it('lists every table without merchant_id (but the root) as a reference table, and no table that is gone', () => {
    const names = new Set(tables.map((table) => table.name));
    const unlisted = tables
      .filter(
        (table) => !table.hasMerchantId && table.name !== ROOT_TABLE.table && !references.has(table.name),
      )
      .map((table) => table.name);
    expect(unlisted).toEqual([]);
    expect(referenceTables.filter((table) => !names.has(table))).toEqual([]);
  });

  it('has the distribution column in every primary key, unique index and exclusion constraint of a distributed table', async () => {
    const indexes = await queryRows<{
      table: string;
      index: string;
      keyColumns: string[];
      definition: string;
    }>(
      t.handle.db,
      sql`select c.relname as "table", i.relname as "index",
                 array(select a.attname::text from unnest((x.indkey::int2[])[0:x.indnkeyatts - 1]) u(n)
                         join pg_attribute a on a.attrelid = c.oid and a.attnum = u.n) as "keyColumns",
                 coalesce(pg_get_constraintdef(k.oid), pg_get_indexdef(x.indexrelid)) as "definition"
            from pg_index x
            join pg_class c on c.oid = x.indrelid
            join pg_class i on i.oid = x.indexrelid
            join pg_namespace n on n.oid = c.relnamespace
            left join pg_constraint k on k.conindid = x.indexrelid and k.contype = 'x'
           where n.nspname = 'public' and (x.indisunique or x.indisexclusion)
           order by 1, 2`,
    );
    const refused = indexes.filter((index) => {
      const column = distributionColumnOf(index.table);
      if (column === undefined) return false;
      if (!index.keyColumns.includes(column)) return true;
      // An exclusion constraint must compare the distribution column by equality.
      return index.definition.startsWith('EXCLUDE') && !index.definition.includes(`${column} WITH =`);
    });
    expect(refused.map((index) => `${index.table}.${index.index}: ${index.definition}`)).toEqual([]);
    expect(indexes.length).toBeGreaterThan(30);
  });

  it('joins distributed tables on the distribution column in every foreign key, and no reference table points at one', async () => {
    const keys = await foreignKeys();
    const refused = keys.filter((key) => {
      const from = distributionColumnOf(key.table);
      const to = distributionColumnOf(key.target);
      if (to === undefined) return false; // to a reference table: allowed from anywhere
      if (from === undefined) return true; // a reference table cannot reference a distributed one
      const at = key.columns.indexOf(from);
      return at < 0 || key.targetColumns[at] !== to;
    });
    expect(refused.map((key) => `${key.table}.${key.name} → ${key.target}`)).toEqual([]);
    expect(keys.length).toBeGreaterThan(30);
  });

  it('gives docs/operations.md the distribution script of this schema', async () => {
    const merchantTables = tables
      .filter((table) => distributionColumnOf(table.name) === DISTRIBUTION_COLUMN)
      .map((table) => table.name);
    const targets = new Map<string, string[]>();
    for (const key of await foreignKeys())
      targets.set(key.table, [...(targets.get(key.table) ?? []), key.target]);
    const script = distributionScript(referencedFirst(merchantTables, targets));
    const operations = readFileSync(path.join(import.meta.dirname, '../../../../docs/operations.md'), 'utf8');
    expect(operations).toContain(`\`\`\`sql\n${script}\n\`\`\``);
  });
});
