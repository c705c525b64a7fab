import { appendFile } from 'node:fs/promises';
import pg from 'pg';
import { type CardFinding, scanText } from './card-scan.ts';

// Issue 23 point 5: every row of every table of a database, as JSON, through the card-data scan. (The
// machine's pg_dump 15 refuses the embedded PostgreSQL 18, so the rows are read over SQL.)

export type DatabaseScan = { tables: number; rows: number; findings: (CardFinding & { table: string })[] };

export async function scanDatabase(url: string): Promise<DatabaseScan> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
         from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
    );
    const scan: DatabaseScan = { tables: tables.rows.length, rows: 0, findings: [] };
    for (const { name } of tables.rows) {
      const rows = await client.query<{ row: string }>(`select row_to_json(t)::text as row from ${name} t`);
      scan.rows += rows.rows.length;
      for (const { row } of rows.rows) {
        for (const finding of scanText(row, { wholeValues: true }))
          scan.findings.push({ ...finding, table: name });
      }
    }
    return scan;
  } finally {
    await client.end();
  }
}

/**
 * Scans a test database before it is dropped. A finding fails the run; the counts go to the report file
 * named by CARD_SCAN_REPORT (one JSON line per database) when set, for CI's summary.
 */
export async function scanTestDatabase(url: string, label: string): Promise<void> {
  const scan = await scanDatabase(url);
  const report = process.env.CARD_SCAN_REPORT;
  if (report) {
    const line = { source: label, tables: scan.tables, rows: scan.rows, findings: scan.findings.length };
    await appendFile(report, `${JSON.stringify(line)}\n`);
  }
  if (scan.findings.length > 0) {
    const listed = scan.findings
      .slice(0, 10)
      .map((finding) => `${finding.table}: ${finding.kind} in ${finding.excerpt}`);
    throw new Error(`Card data at rest in ${label} (issue 23 point 5):\n${listed.join('\n')}`);
  }
}
