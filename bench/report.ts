// What `npm run bench` prints: the load tables, the targets side by side per database, and the summary;
// and the results file.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Check, type LoadRow, pct, verdict } from './targets.ts';

/** A Markdown table: the first `leftColumns` columns left-aligned, the others right-aligned. */
export function printTable(header: string[], rows: string[][], leftColumns = 1): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i < leftColumns ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const cells of rows) console.log(line(cells));
}

export function printLoadTable(title: string, rows: LoadRow[]): void {
  console.log(`\n${title}\n`);
  printTable(
    ['endpoint', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'RSS MB', 'req/s vs health'],
    rows.map((r) => [
      r.endpoint,
      Math.round(r.reqPerSec).toString(),
      r.p50Ms.toString(),
      r.p97_5Ms.toString(),
      r.p99Ms.toString(),
      r.rssMb.toFixed(1),
      r.ratioToHealth === null ? '(other server)' : pct(r.ratioToHealth),
    ]),
  );
  for (const r of rows.filter((row) => row.non2xx > 0 || row.errors > 0)) {
    console.log(`warning: ${r.endpoint}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  }
}

/** Each database run's checks in a column of its own, lined up by check id (issue 14 point 5). */
export function printTargetsBySide(runs: Array<{ label: string; checks: Check[] }>): void {
  const ids: string[] = [];
  const first = new Map<string, Check>();
  for (const run of runs) {
    for (const check of run.checks) {
      if (first.has(check.id)) continue;
      first.set(check.id, check);
      ids.push(check.id);
    }
  }
  console.log('\ntargets (load at the same connections on each database)\n');
  printTable(
    ['endpoint', 'target', ...runs.map((run) => run.label)],
    ids.map((id) => {
      const check = first.get(id)!;
      return [
        check.subject,
        check.requirement,
        ...runs.map((run) => {
          const own = run.checks.find((c) => c.id === id);
          return own ? `${verdict(own.pass)} ${own.measured}` : '(not run)';
        }),
      ];
    }),
    2,
  );
}

/** One PASS/FAIL line per check that is not in a table already (browser, page weight, engine). */
export function printChecks(checks: Check[]): void {
  for (const c of checks)
    console.log(`${verdict(c.pass)}: ${c.subject}: ${c.measured} (needs ${c.requirement})`);
}

/** The count of PASS and FAIL, every FAIL named, and whether they decide the exit code. */
export function printSummary(checks: Array<Check & { scope: string }>, enforced: boolean): void {
  const failed = checks.filter((c) => !c.pass);
  console.log(`\nsummary: ${checks.length - failed.length} PASS, ${failed.length} FAIL`);
  for (const c of failed) {
    console.log(`  FAIL ${c.scope}: ${c.subject}: ${c.measured} (needs ${c.requirement})`);
  }
  if (!enforced)
    console.log(
      '  (--short: speed targets are printed, not enforced; the page weight, a size, is enforced as always)',
    );
}

/** bench/results/<timestamp>.json (bench/results/ is in .gitignore); answers the file's path. */
export async function writeResults(dir: string, results: Record<string, unknown>): Promise<string> {
  const date = new Date().toISOString();
  const file = path.join(dir, `${date.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ date, ...results }, null, 2)}\n`);
  return file;
}
