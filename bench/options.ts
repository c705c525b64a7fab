// The command line of `npm run bench` (bench/run.ts's header says what each option does).
import { parseArgs } from 'node:util';
import { ENDPOINTS } from './endpoints.ts';

export interface BenchOptions {
  /** Issue 14 point 8: one second per endpoint, speed targets printed but not enforced (the page weight is) (`.ci/run`). */
  short: boolean;
  /** Issue 14 point 5: also (or, without a PostgreSQL server, only) the embedded PostgreSQL 18. */
  embedded: boolean;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  profile: boolean;
  /**
   * Keys of ENDPOINTS, `engine`, `browser`, `page_weight`, `mixed`, `billing_run`, `invoice_pay`,
   * `grid_export` and `grid_summary_live` to run;
   * null: everything.
   */
  only: string[] | null;
  /** Browser timing: page loads measured (the median is reported). */
  browserRuns: number;
  /** Builds the web before the browser timing and the page weight (`--no-build` uses apps/web/dist as it is). */
  build: boolean;
}

/** What `--only` may name besides the endpoints. */
export const EXTRA_STEPS = [
  'engine',
  'browser',
  'page_weight',
  'mixed',
  'billing_run',
  'invoice_pay',
  'grid_export',
  'grid_summary_live',
] as const;

export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      short: { type: 'boolean', default: false },
      embedded: { type: 'boolean', default: false },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string', default: '8' },
      profile: { type: 'boolean', default: false },
      only: { type: 'string' },
      'browser-runs': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const short = values.short ?? false;
  const only = values.only?.split(',').map((key) => key.trim()) ?? null;
  const known = [...ENDPOINTS.map((endpoint) => endpoint.key), ...EXTRA_STEPS];
  for (const key of only ?? []) {
    if (!known.includes(key)) throw new Error(`--only: unknown '${key}'; use one of ${known.join(', ')}`);
  }
  return {
    short,
    embedded: values.embedded ?? false,
    durationSeconds: positive('--duration', values.duration ?? (short ? '0.5' : '5')),
    warmupSeconds: positive('--warmup', values.warmup ?? (short ? '0.25' : '1'), true),
    connections: positive('--connections', values.connections ?? '8'),
    profile: values.profile ?? false,
    only,
    browserRuns: positive('--browser-runs', values['browser-runs'] ?? (short ? '1' : '3')),
    build: !values['no-build'],
  };
}

/** Whether a step (an endpoint's key or one of EXTRA_STEPS) runs under `--only`. */
export function isSelected(options: BenchOptions, key: string): boolean {
  return options.only === null || options.only.includes(key);
}

function positive(name: string, text: string, zeroAllowed = false): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zeroAllowed)) {
    throw new Error(`${name}: '${text}' is not a ${zeroAllowed ? 'non-negative' : 'positive'} number`);
  }
  return value;
}
