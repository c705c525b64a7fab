// Issue 23 point 5: CI's one line for the API tests' card-data scan. Every test database and test app log
// wrote a line to CARD_SCAN_REPORT (test/test-app.ts); a finding has already failed its test file.
//   node --import tsx apps/server/src/test/card-scan/report-summary.ts <report.jsonl>
import { readFile } from 'node:fs/promises';

type Line = { source: string; tables?: number; rows?: number; log_lines?: number; findings: number };

const file = process.argv[2];
if (!file) {
  console.error('usage: report-summary.ts <CARD_SCAN_REPORT file>');
  process.exit(2);
}
const lines = (await readFile(file, 'utf8').catch(() => ''))
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Line);
const databases = lines.filter((line) => line.tables !== undefined);
const logs = lines.filter((line) => line.log_lines !== undefined);
const sum = (values: Line[], pick: (line: Line) => number | undefined) =>
  values.reduce((total, line) => total + (pick(line) ?? 0), 0);
const findings = sum(lines, (line) => line.findings);
console.info(
  `card-data scan of the API tests: ${databases.length} databases (${sum(databases, (l) => l.tables)} tables, ` +
    `${sum(databases, (l) => l.rows)} rows), ${logs.length} app logs (${sum(logs, (l) => l.log_lines)} lines): ` +
    `${findings} findings`,
);
process.exit(findings === 0 && lines.length > 0 ? 0 : 1);
