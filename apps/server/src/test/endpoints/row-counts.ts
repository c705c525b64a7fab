import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

// Issue 23 point 4: "a refused request writes nothing". The row count of every table, compared before and
// after refused requests.
//
// Decision 155: counting every table's rows (59 `count(*)`s in one statement, 13–25 ms) took most of the
// fuzzing's time, once before nearly every state-changing request. The counts are kept up to date by the
// database instead: when the counter is installed, in one transaction, each counted table gets two
// statement-level triggers (after insert, after delete) that append the number of rows the statement
// inserted or deleted to a ledger (fuzz_row_counts.ledger), and the ledger starts with each table's
// count(*). A table's row count is then the sum of its ledger lines, read in one small query; a rolled-back
// write leaves no line (the ledger is written in the writer's transaction), a cascaded delete or a MERGE
// fires the triggers like any other statement, and the app writes no TRUNCATE or COPY. `compact` folds the
// ledger into one line per table, between endpoints.

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

/** The ledger's schema, apart from the app's (`public`): the counted tables are public's. */
const LEDGER_SCHEMA = 'fuzz_row_counts';

/**
 * One function for both triggers: a statement's inserted rows count up, its deleted rows down. It runs as
 * its owner (security definer): the app writes tenant data under a role of its own, which may not write
 * the ledger.
 */
const LEDGER_SQL = `
  create schema ${LEDGER_SCHEMA};
  create table ${LEDGER_SCHEMA}.ledger (table_name text not null, delta bigint not null);
  create function ${LEDGER_SCHEMA}.record() returns trigger language plpgsql
    security definer set search_path = pg_catalog as $$
  declare n bigint;
  begin
    if TG_OP = 'INSERT' then select count(*) into n from inserted_rows;
    else select -count(*) into n from deleted_rows;
    end if;
    if n <> 0 then insert into ${LEDGER_SCHEMA}.ledger values (TG_TABLE_NAME, n); end if;
    return null;
  end $$;`;

const triggersOn = (table: string) => `
  create trigger fuzz_row_count_insert after insert on "${table}" referencing new table as inserted_rows
    for each statement execute function ${LEDGER_SCHEMA}.record();
  create trigger fuzz_row_count_delete after delete on "${table}" referencing old table as deleted_rows
    for each statement execute function ${LEDGER_SCHEMA}.record();
  insert into ${LEDGER_SCHEMA}.ledger select '${table}', count(*) from "${table}";`;

export class RowCounter {
  #installed: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  /** The ledger and the triggers, with each table's count as its first line (the triggers' locks hold writers off). */
  async #install(): Promise<void> {
    const tables = await queryRows<{ name: string }>(
      this.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counted = tables.map((table) => table.name).filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
    for (const name of counted) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected table name ${name}`);
    }
    await this.db.transaction(async (tx) => {
      await tx.execute(sql.raw(LEDGER_SQL));
      await tx.execute(sql.raw(counted.map(triggersOn).join('\n')));
    });
  }

  #ready(): Promise<void> {
    this.#installed ??= this.#install();
    return this.#installed;
  }

  async read(): Promise<RowCounts> {
    await this.#ready();
    const rows = await queryRows<{ name: string; count: number }>(
      this.db,
      sql.raw(`select table_name as name, sum(delta)::int as count from ${LEDGER_SCHEMA}.ledger group by 1`),
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.count]));
  }

  /** One ledger line per table, the same sums (a line written meanwhile, not yet visible, stays as it is). */
  async compact(): Promise<void> {
    await this.#ready();
    await this.db.execute(
      sql.raw(`with taken as (delete from ${LEDGER_SCHEMA}.ledger returning table_name, delta)
               insert into ${LEDGER_SCHEMA}.ledger select table_name, sum(delta) from taken group by 1`),
    );
  }
}

/**
 * The ledger against each table's count(*), as "table: ledger n, count(*) m" for each that differs: empty
 * when the triggers saw every insert and delete since they were installed.
 */
export async function ledgerMismatches(db: Database, counter: RowCounter): Promise<string[]> {
  const ledger = await counter.read();
  const names = Object.keys(ledger);
  const columns = names.map((name) => `(select count(*) from "${name}")::int as "${name}"`);
  const [counted] = await queryRows<RowCounts>(db, sql.raw(`select ${columns.join(', ')}`));
  return names
    .filter((name) => counted?.[name] !== ledger[name])
    .map((name) => `${name}: ledger ${ledger[name]}, count(*) ${counted?.[name]}`);
}

/** The tables whose counts differ, as "table: before → after". */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
