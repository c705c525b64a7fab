import { DISTRIBUTION_COLUMN, ROOT_TABLE, referenceTables } from '../db/distribution.ts';
import { watchQueries } from './query-counter.ts';

/** The text of every statement this test process sends while `work` runs. */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const watch = watchQueries((config) => {
    if (typeof config === 'string') texts.push(config);
    else if (typeof config === 'object' && config !== null && 'text' in config)
      texts.push(String(config.text));
  });
  try {
    await work();
  } finally {
    watch.restore();
  }
  return texts;
}

const ROW_LOCK = /\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b/i;
/** A table a statement reads and the word after it, its alias: either may be a keyword instead. */
const TABLE = /\b(?:from|join)\s+"?(\w+)"?(?:\s+(?:as\s+)?(\w+))?/gi;
const KEYWORDS = new Set([
  'lateral',
  'where',
  'on',
  'join',
  'inner',
  'left',
  'cross',
  'order',
  'limit',
  'for',
]);
const references = new Set<string>(referenceTables);

/** Whether `text` pins the table (by its name or alias) to one value of its distribution column. */
function pinsToOneShard(text: string, table: string, alias: string | undefined): boolean {
  const column = table === ROOT_TABLE.table ? ROOT_TABLE.column : DISTRIBUTION_COLUMN;
  const names = alias && !KEYWORDS.has(alias.toLowerCase()) ? `${table}|${alias}` : table;
  return new RegExp(`\\b(?:${names})"?\\."?${column}"?\\s*=\\s*\\$\\d+`, 'i').test(text);
}

/** The statements among `texts` that lock rows (FOR UPDATE, FOR SHARE, …). */
export const rowLocks = (texts: readonly string[]): string[] => texts.filter((text) => ROW_LOCK.test(text));

/**
 * Decision 107: Citus refuses a row lock in a statement that spans shards. Answers the row-locking
 * statements among `texts` that read a table distributed by merchant (any table not in db/distribution.ts
 * referenceTables) without pinning its distribution column to one value (`"outbox_emails"."merchant_id" =
 * $1`, `ci.merchant_id = $2`, `m.id = $3` for merchants): those Citus would refuse.
 */
export function crossShardRowLocks(texts: readonly string[]): string[] {
  return rowLocks(texts).filter((text) =>
    [...text.matchAll(TABLE)].some(
      ([, table = '', alias]) =>
        !KEYWORDS.has(table.toLowerCase()) && !references.has(table) && !pinsToOneShard(text, table, alias),
    ),
  );
}
