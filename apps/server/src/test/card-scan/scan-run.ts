import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CardFinding, scanText } from './card-scan.ts';
import { scanDatabase } from './scan-database.ts';

/**
 * Issue 23 point 5: a whole run's databases and server logs through the card-data scan (the end-to-end
 * run's: e2e/run.ts). Answers one summary line and every finding, named by where it was.
 */
export async function scanRun(
  databaseUrls: readonly string[],
  logFiles: readonly string[],
): Promise<{ summary: string; findings: string[] }> {
  const findings: string[] = [];
  let tables = 0;
  let rows = 0;
  let lines = 0;
  for (const url of databaseUrls) {
    const scan = await scanDatabase(url);
    tables += scan.tables;
    rows += scan.rows;
    for (const finding of scan.findings)
      findings.push(`${finding.table}: ${finding.kind} in ${finding.excerpt}`);
  }
  for (const file of logFiles) {
    const text = await readFile(file, 'utf8').catch(() => '');
    lines += text.split('\n').filter(Boolean).length;
    const named = (finding: CardFinding) => `${path.basename(file)}: ${finding.kind} in ${finding.excerpt}`;
    findings.push(...scanText(text).map(named));
  }
  const cards = findings.filter((finding) => finding.includes('card number')).length;
  const summary =
    `card-data scan: ${databaseUrls.length} database(s), ${tables} tables, ${rows} rows, ` +
    `${logFiles.length} server log(s), ${lines} lines: ${cards} card numbers, ${findings.length - cards} CVVs`;
  return { summary, findings };
}
