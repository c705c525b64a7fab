import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

// Issue 23 point 4: "a refused request writes nothing". The row count of every table, read in one
// statement, compared before and after refused requests.

/**
 * Tables a refused request may rightly write: a failed sign-in counts against its name and address
 * (spec 1 §4.3's lockout) and may lock it; sessions record their last use; the sandbox processor stands
 * for an outside service that keeps its own log of what it was asked; a support user's refused
 * impersonation is audited like an allowed one (ruling 11).
 */
const WRITTEN_WHEN_REFUSED = new Set([
  'audit_log',
  'login_attempts',
  'login_locks',
  'sessions',
  'sandbox_events',
  'sandbox_processor_tokens',
]);

export type RowCounts = Record<string, number>;

export class RowCounter {
  #statement: ReturnType<typeof sql.raw> | null = null;

  constructor(private readonly db: Database) {}

  async #prepare() {
    if (this.#statement) return this.#statement;
    const tables = await queryRows<{ name: string }>(
      this.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counted = tables.map((table) => table.name).filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
    const columns = counted.map((name) => `(select count(*) from "${name}")::int as "${name}"`);
    this.#statement = sql.raw(`select ${columns.join(', ')}`);
    return this.#statement;
  }

  async read(): Promise<RowCounts> {
    const [row] = await queryRows<RowCounts>(this.db, await this.#prepare());
    return row ?? {};
  }
}

/** The tables whose counts differ, as "table: before → after". */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
