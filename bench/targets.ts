// Issue 14 points 5-7: each target of the bench becomes one Check, printed PASS or FAIL.
import type { Endpoint } from './endpoints.ts';
import type { PageWeightResult } from './page-weight.ts';

/** One endpoint's load run on one database. */
export interface LoadRow {
  key: string;
  endpoint: string;
  reqPerSec: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  /** Peak RSS of the server process during the run (not the database's). */
  rssMb: number;
  /** req/s over GET /api/health's in the same run; null for the hello-world line (another server). */
  ratioToHealth: number | null;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface Check {
  /** Stable across databases, so the runs line up side by side: `<key>:<what>`. */
  id: string;
  subject: string;
  /** What the target asks, e.g. `req/s ≥ 60% of health`. */
  requirement: string;
  measured: string;
  pass: boolean;
  /**
   * A size, not a speed: the same on any machine, so `--short` (CI) enforces it too (issue 23 point 10:
   * the sign-in page stays within its weight as the next areas arrive).
   */
  alwaysEnforced?: boolean;
}

export const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/**
 * The checks of one endpoint's row. A run with non-2xx answers or errors fails every part: a fast 401 or
 * a timeout is no measurement.
 */
export function checkEndpoint(endpoint: Endpoint, row: LoadRow, measured: readonly LoadRow[] = []): Check[] {
  const target = endpoint.target;
  if (!target) return [];
  const clean = row.non2xx === 0 && row.errors === 0;
  const dirty = clean ? '' : ` (${row.non2xx} non-2xx, ${row.errors} errors)`;
  const check = (what: string, requirement: string, measured: string, ok: boolean): Check => ({
    id: `${endpoint.key}:${what}`,
    subject: endpoint.name,
    requirement,
    measured: measured + dirty,
    pass: clean && ok,
  });
  const checks: Check[] = [];
  if (target.minRatioToHealth !== undefined) {
    const ratio = row.ratioToHealth ?? 0;
    checks.push(
      check(
        'ratio',
        `req/s ≥ ${pct(target.minRatioToHealth)} of health`,
        pct(ratio),
        ratio >= target.minRatioToHealth,
      ),
    );
  }
  if (target.minRatioTo !== undefined) {
    const { key, ratio: wanted } = target.minRatioTo;
    const reference = measured.find((other) => other.key === key);
    const ratio = reference ? row.reqPerSec / reference.reqPerSec : 0;
    checks.push(
      check(
        'ratio',
        `req/s ≥ ${pct(wanted)} of ${reference?.endpoint ?? key}`,
        reference ? pct(ratio) : `${key} not measured`,
        reference !== undefined && ratio >= wanted,
      ),
    );
  }
  if (target.maxP99Ms !== undefined) {
    checks.push(check('p99', `p99 ≤ ${target.maxP99Ms} ms`, `${row.p99Ms} ms`, row.p99Ms <= target.maxP99Ms));
  }
  if (target.maxP97_5Ms !== undefined) {
    const health = target.showHealthBeside ? measured.find((other) => other.key === 'health') : undefined;
    checks.push(
      check(
        'p97_5',
        `p97.5 ≤ ${target.maxP97_5Ms} ms`,
        `${row.p97_5Ms} ms${health ? ` (health ${health.p97_5Ms} ms)` : ''}`,
        row.p97_5Ms <= target.maxP97_5Ms,
      ),
    );
  }
  return checks;
}

/** bench/page-weight.ts's verdicts (helper W's file) as checks beside the others. */
export function pageWeightChecks(result: PageWeightResult): Check[] {
  return result.pages.map((page) => ({
    id: `page_weight:${page.page}`,
    subject: `${page.page} page (${page.path}) gzipped JavaScript`,
    requirement: `≤ ${(page.maxJsGzipBytes / 1000).toFixed(0)} KB`,
    measured: `${(page.jsGzipBytes / 1000).toFixed(1)} KB`,
    pass: page.pass,
    alwaysEnforced: true,
  }));
}

export const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
