/**
 * Issue 23 point 8: how the schema spreads over a Citus cluster, distributed by merchant (ARCHITECTURE.md
 * "database"). `merchants` is distributed by its own id and every table with a `merchant_id` column by that
 * column, all in one co-location group, so a merchant's rows of every table live on one node and every join
 * on (merchant_id, …) stays on it. The tables below are global: each is replicated to every node.
 * db/distribution.test.ts reads the migrated schema and fails when a table is neither, when a distributed
 * table has a unique index or foreign key without its distribution column, or when docs/operations.md's
 * script is not `distributionScript` of the schema.
 */
export const referenceTables = [
  // Lookups that find a merchant before any tenant is known (decision 101).
  'merchant_keys',
  'url_subdomains',
  // Sign-in bookkeeping, kept by user name and address across merchants (decision 5).
  'login_attempts',
  'login_locks',
  'login_unlock_tokens',
  // Paybook's own support staff and their console sessions (ruling 11).
  'support_users',
  'support_sessions',
  // The job queue: a job names its merchant in its payload (decision 70).
  'jobs',
  // The sandbox processor stands in for the vendor's own database (ruling 5).
  'sandbox_processor_tokens',
  'sandbox_payments',
  'sandbox_events',
  'processor_report_cursor',
] as const;

/** The co-location group's root: distributed by its own id, which every other table calls merchant_id. */
export const ROOT_TABLE = { table: 'merchants', column: 'id' } as const;
export const DISTRIBUTION_COLUMN = 'merchant_id';

/**
 * The script that distributes a migrated database (docs/operations.md "Citus"): reference tables first,
 * then the root, then every merchant table co-located with it, each after the tables its foreign keys
 * reference (Citus refuses a foreign key to a table that is not distributed yet).
 */
export function distributionScript(merchantTablesInOrder: readonly string[]): string {
  return [
    ...referenceTables.map((table) => `SELECT create_reference_table('${table}');`),
    `SELECT create_distributed_table('${ROOT_TABLE.table}', '${ROOT_TABLE.column}');`,
    ...merchantTablesInOrder.map(
      (table) =>
        `SELECT create_distributed_table('${table}', '${DISTRIBUTION_COLUMN}', colocate_with => '${ROOT_TABLE.table}');`,
    ),
  ].join('\n');
}

/**
 * Tables in an order where each comes after the tables it references (ties by name, so the script is
 * stable). `references` maps a table to the tables its foreign keys point at.
 */
export function referencedFirst(
  tables: readonly string[],
  references: ReadonlyMap<string, string[]>,
): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const target of [...(references.get(table) ?? [])].sort())
      if (tables.includes(target)) visit(target, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return ordered;
}
