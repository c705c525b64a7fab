// `npm run bench [-- --short] [-- --embedded] [-- --only is_active,calendar_week] [-- --profile]`
//
// Issue 14 points 5-8. This script:
//   0. builds the web (`npm run build`) when the browser timing or the page weight is to run, so they
//      measure the code checked out (`--no-build`: apps/web/dist as it is);
//   1. loads a bare node:http "hello world" with autocannon: information only, no target;
//   2. per database: starts the Paybook server in production mode (with the SECRET_KEY and PUBLIC_URL
//      production requires), signs in as the demo owner, adds a week with 50 items a day and one day of
//      it with 50 items for every provider, and loads each endpoint of bench/endpoints.ts at 8
//      connections, `GET /api/health` first: every throughput target is a ratio to health's req/s in the
//      same run on the same database;
//   3. on the first database's server: the browser timing of the calendar week and, beside it, of every
//      provider's day (bench/browser-timing.ts), and the first page weight (bench/page-weight.ts), both
//      on the production build;
//   4. on the first database: the mixed workload (bench/mixed-load.ts, issue 23 point 7) on the server
//      as 1 and as 2 processes (WEB_CONCURRENCY), the highest req/s with p99 ≤ 100 ms of each and their
//      ratio (--short: a warm-up, the unpaced step and two paced steps each);
//   5. the availability engine alone, in this process (bench/engine.ts);
//   5b. per database, after its endpoints: the billing run (bench/billing-run.ts, issue 25 point 10): 20,000
//      due schedules over 5 merchants (--short: 2,000) billed by one run of the engine, in bills/s beside
//      the same run's check_out req/s;
//   5c. per database, after the billing run: the public invoice page's pay call (bench/invoice-pay-bench.ts,
//      issue 25 point 10): 1,100 invoices sent through the API (--short: 220), each paid once by card
//      through its token at the bench's connections, the last 1,000 (200) timed: p50/p95/p99 and req/s;
//      the target p99 ≤ 50 ms;
//   5d. per database, after its endpoints (the report grid's pages and summary among them, issue 28 point 6):
//      one CSV export of Juniper's orders of the last 365 days (100,000 rows; --short: 10,000), timed in
//      rows/s with the server's RSS sampled during it, and the order summary computed, bypassing the node's
//      cache (`grid_summary_live`, information: the cost decision 195's cache saves) (bench/report-grid-bench.ts);
//   6. prints each database's table, the targets with one column per database, PASS/FAIL for the rest and
//      a summary, and writes bench/results/<timestamp>.json (bench/results/ is not in git).
//
// Databases. By default the machine's PostgreSQL: DATABASE_URL as it is, else a throw-away database on
// 127.0.0.1:5432. `--embedded` runs everything on that one and then again on the embedded PostgreSQL 18 of
// `npm start` (a throw-away cluster), its results in a column beside the first. When no PostgreSQL answers,
// the run is on the embedded server alone and says so.
//
// Exit code: 1 when the bench itself breaks; in full mode also when a target FAILs. `--short` (what
// `.ci/run` runs): 0.5 s per endpoint after a 0.25 s warm-up, one browser run, the customer search over a
// tenth of seed:large's customers (bench/customer-scale.ts SHORT_SEED; its times are then not those of the
// target); speed targets are printed, not enforced; the page weight (a size, the same on any machine) is.
// seed:large's orders likewise: 1,000,000 over 5 merchants in full mode (200,000 in Juniper, whose reports
// the grid entries read), 50,000 with --short (customer-scale.ts SHORT_SEED), said in the start lines.
//
// Other options: --duration S, --warmup S, --connections N, --browser-runs N, --only KEYS (endpoint keys of
// bench/endpoints.ts, `engine`, `browser`, `page_weight`, `mixed`, `billing_run`, `invoice_pay`, `grid_export`,
// `grid_summary_live`; health
// always runs), --profile (a V8 CPU profile of each Paybook server, its hot spots printed).
import { mkdir, readdir } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { LARGE_SEED } from '../apps/server/src/seed/large.ts';
import { missingChromium } from '../e2e/support/chromium.ts';
import {
  ignoreClosedOutput,
  REPO_ROOT,
  type ServerProcess,
  stopAllServers,
  tail,
} from '../e2e/support/server-process.ts';
import { BILLING_RUN_KEY, type BillingRunResult, measureBillingRun, printBillingRun } from './billing-run.ts';
import {
  type BrowserTiming,
  browserChecks,
  calendarPages,
  measureBrowserTiming,
  printBrowserTiming,
} from './browser-timing.ts';
import { CALENDAR_FEED_KEY, prepareCalendarFeed } from './calendar-feed-bench.ts';
import { preparePointOfSale } from './checkout-bench.ts';
import { prepareCustomerScale, SHORT_SEED } from './customer-scale.ts';
import { type BenchDatabase, type DatabaseKind, hasPostgres, openDatabase } from './databases.ts';
import { prepareDemo } from './demo-setup.ts';
import { ENDPOINTS, HEALTH_KEY } from './endpoints.ts';
import { type EngineResult, engineCheck, measureEngine, printEngineResult } from './engine.ts';
import { INVOICE_PAY_KEY, invoicePayCheck, measureInvoicePay, printInvoicePay } from './invoice-pay-bench.ts';
import { loadEndpoint } from './load.ts';
import { MIXED_KEY, type MixedRun } from './mixed-load.ts';
import { printMixed, runMixedWorkload } from './mixed-run.ts';
import { isSelected, readOptions } from './options.ts';
import { measurePageWeight, type PageWeightResult, printPageWeight } from './page-weight.ts';
import type { PathValues } from './path-values.ts';
import { newProfiles, printHotspots } from './profile.ts';
import { printChecks, printLoadTable, printSummary, printTargetsBySide, writeResults } from './report.ts';
import {
  GRID_EXPORT_KEY,
  GRID_SUMMARY_LIVE_KEY,
  type GridExportResult,
  gridExportChecks,
  gridPathValues,
  type LiveSummary,
  measureGridExport,
  measureLiveSummaries,
  printGridExport,
  printLiveSummaries,
} from './report-grid-bench.ts';
import { startHello, startPaybook } from './servers.ts';
import { type Check, checkEndpoint, type LoadRow, pageWeightChecks } from './targets.ts';
import { buildWeb, existingWebBuild } from './web-build.ts';

const options = readOptions();
const LOG_DIR = path.join(REPO_ROOT, 'bench', 'results');
const PROFILE_DIR = path.join(LOG_DIR, 'profiles');
const openDatabases = new Set<BenchDatabase>();
/** The web build the Paybook servers serve; their default (apps/web/dist) when none is measured. */
let webDistDir: string | undefined;
const brokenSteps: Array<{ step: string; message: string }> = [];
/** The server logs this run writes, printed when it fails. */
const serverLogs = new Set<string>();

interface DatabaseRun {
  kind: DatabaseKind;
  label: string;
  where: string;
  rows: LoadRow[];
  checks: Check[];
  billing: BillingRunResult | null;
  gridExport: GridExportResult | null;
  liveSummaries: LiveSummary[] | null;
}

const HELLO = ENDPOINTS.find((endpoint) => endpoint.server === 'hello')!;
/** The entries selected and the references their targets name (issue 25 point 10), in ENDPOINTS' order. */
const REFERENCE_KEYS = new Set(
  ENDPOINTS.filter((endpoint) => isSelected(options, endpoint.key)).flatMap((endpoint) =>
    endpoint.target?.minRatioTo ? [endpoint.target.minRatioTo.key] : [],
  ),
);
const PAYBOOK_ENDPOINTS = ENDPOINTS.filter(
  (endpoint) =>
    endpoint.server === 'paybook' &&
    (endpoint.key === HEALTH_KEY || isSelected(options, endpoint.key) || REFERENCE_KEYS.has(endpoint.key)),
);
const MIXED = isSelected(options, MIXED_KEY);
const GRID_EXPORT = isSelected(options, GRID_EXPORT_KEY);
const GRID_SUMMARY_LIVE = isSelected(options, GRID_SUMMARY_LIVE_KEY);
/** seed:large runs first when a selected step reads its customers or orders. */
const SEARCHES =
  MIXED ||
  GRID_EXPORT ||
  GRID_SUMMARY_LIVE ||
  PAYBOOK_ENDPOINTS.some((endpoint) => endpoint.key.startsWith('customer_search') || endpoint.scale === true);
const SEARCH_SCALE = options.short ? SHORT_SEED : LARGE_SEED;
const load = {
  connections: options.connections,
  durationSeconds: options.durationSeconds,
  warmupSeconds: options.warmupSeconds,
};

async function main(): Promise<number> {
  await mkdir(options.profile ? PROFILE_DIR : LOG_DIR, { recursive: true });
  const kinds = await databaseKinds();
  console.log(
    `bench: ${options.connections} connections, ${options.durationSeconds} s per endpoint ` +
      `(+${options.warmupSeconds} s warm-up)${options.short ? ', --short: speed targets not enforced' : ''}`,
  );
  console.log(`bench: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}); node ${process.version}`);
  if (SEARCHES) {
    const scale = SEARCH_SCALE.customers + SEARCH_SCALE.otherMerchants * SEARCH_SCALE.customersPerOther;
    console.log(
      `bench: customer search over ${SEARCH_SCALE.customers.toLocaleString('en')} customers of the merchant ` +
        `(${scale.toLocaleString('en')} in all)${options.short ? ': --short, a tenth of the target scale' : ''}`,
    );
    const orders = SEARCH_SCALE.orderMerchants * SEARCH_SCALE.ordersPerMerchant;
    console.log(
      `bench: reports over ${SEARCH_SCALE.ordersPerMerchant.toLocaleString('en')} orders of the merchant ` +
        `(${orders.toLocaleString('en')} over ${SEARCH_SCALE.orderMerchants} merchants, 2 transactions an order)` +
        (options.short
          ? `: --short, a twentieth of the target scale (${(LARGE_SEED.orderMerchants * LARGE_SEED.ordersPerMerchant).toLocaleString('en')})`
          : ''),
    );
  }

  // The browser timing and the page weight load the production build (bench/web-build.ts).
  if (isSelected(options, 'browser') || isSelected(options, 'page_weight')) {
    const noBrowser = missingChromium();
    if (noBrowser) {
      console.error(`bench: ${noBrowser} (or leave out browser and page_weight with --only)`);
      return 1;
    }
    webDistDir = options.build ? await buildWeb() : existingWebBuild();
  }
  const hello = isSelected(options, HELLO.key) ? await measureHello() : null;
  const runs: DatabaseRun[] = [];
  let browser: BrowserTiming | null = null;
  let pageWeight: PageWeightResult | null = null;
  let mixed: MixedRun[] | null = null;
  for (const kind of kinds) {
    const result = await runOnDatabase(kind, runs.length === 0);
    runs.push(result.run);
    browser ??= result.browser;
    pageWeight ??= result.pageWeight;
    mixed ??= result.mixed;
  }
  // After the HTTP runs, so no server shares the cores with it.
  const engine: EngineResult | null = isSelected(options, 'engine') ? measureEngine() : null;

  for (const run of runs)
    printLoadTable(`on ${run.label} (${run.where})`, hello ? [hello, ...run.rows] : run.rows);
  printTargetsBySide(runs);
  const others: Check[] = [];
  if (browser) {
    printBrowserTiming(browser);
    others.push(...browserChecks(browser));
    printChecks(browserChecks(browser));
  }
  if (pageWeight) {
    console.log();
    printPageWeight(pageWeight);
    others.push(...pageWeightChecks(pageWeight));
  }
  if (mixed) printMixed(mixed);
  if (engine) {
    console.log();
    printEngineResult(engine);
    others.push(engineCheck(engine));
  }
  const all = [
    ...runs.flatMap((run) => run.checks.map((check) => ({ ...check, scope: run.label }))),
    ...others.map((check) => ({ ...check, scope: runs[0]?.label ?? '' })),
  ];
  printSummary(all, !options.short);
  for (const broken of brokenSteps)
    console.log(`  ERROR: ${broken.step} could not be measured: ${broken.message}`);

  const file = await writeResults(LOG_DIR, {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    options,
    customerSearchScale: SEARCHES ? SEARCH_SCALE : null,
    note: 'RSS is the peak of the server process during its run (not the database server).',
    hello,
    runs,
    browser,
    pageWeight,
    mixed,
    engine,
    checks: all,
    brokenSteps,
  });
  console.log(`bench: results in ${path.relative(REPO_ROOT, file)}`);
  if (brokenSteps.length > 0) return 1;
  const isEnforced = (check: Check) => !options.short || check.alwaysEnforced === true;
  return all.some((check) => !check.pass && isEnforced(check)) ? 1 : 0;
}

/**
 * A measurement that may break on its own (a browser, a page that does not show): its error is kept and
 * the others go on, so a run still prints what it measured; the exit code is then 1, also with --short.
 */
async function attempt<T>(step: string, measure: () => Promise<T>): Promise<T | null> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`bench: ${step} failed: ${message}`);
    brokenSteps.push({ step, message });
    return null;
  }
}

/** PostgreSQL, then the embedded server with --embedded; the embedded alone when no PostgreSQL answers. */
async function databaseKinds(): Promise<DatabaseKind[]> {
  if (await hasPostgres()) return options.embedded ? ['postgres', 'embedded'] : ['postgres'];
  console.log(
    'bench: no PostgreSQL answers on 127.0.0.1:5432 and no DATABASE_URL: running on the embedded one',
  );
  return ['embedded'];
}

async function measureHello(): Promise<LoadRow> {
  const logFile = path.join(LOG_DIR, 'server-hello.log');
  serverLogs.add(logFile);
  const server = await startHello(logFile);
  try {
    const row = await loadEndpoint(HELLO, { baseUrl: server.url, pid: server.pid }, null, {}, load);
    console.log(`bench: ${HELLO.name} done`);
    return { ...row, ratioToHealth: null };
  } finally {
    await server.stop();
  }
}

/**
 * Everything that runs on one database, health first; on the first database also the browser timing and
 * the page weight, after the load (so they do not share the cores with it).
 */
async function runOnDatabase(
  kind: DatabaseKind,
  isFirst: boolean,
): Promise<{
  run: DatabaseRun;
  browser: BrowserTiming | null;
  pageWeight: PageWeightResult | null;
  mixed: MixedRun[] | null;
}> {
  const database = await openDatabase(kind);
  openDatabases.add(database);
  console.log(`bench: on ${database.name} (${database.where})`);
  let server: ServerProcess | undefined;
  try {
    const searchTerms = SEARCHES ? await prepareCustomerScale(database.url, SEARCH_SCALE) : {};
    const profileDir = options.profile ? PROFILE_DIR : null;
    const profilesBefore = new Set(profileDir ? await readdir(profileDir) : []);
    const logFile = path.join(LOG_DIR, `server-paybook-${kind}.log`);
    serverLogs.add(logFile);
    server = await startPaybook({ databaseUrl: database.url, logFile, profileDir, webDistDir });
    const withBrowser = isFirst && isSelected(options, 'browser');
    const demo = await prepareDemo(
      server.url,
      withBrowser || isSelected(options, 'calendar_week') || isSelected(options, 'calendar_day'),
    );
    const pos =
      MIXED || PAYBOOK_ENDPOINTS.some((endpoint) => endpoint.session === 'pos')
        ? await preparePointOfSale(server.url)
        : null;
    const feed = isSelected(options, CALENDAR_FEED_KEY)
      ? await prepareCalendarFeed(server.url, demo.session, demo.values)
      : null;
    if (feed) console.log(`bench: the calendar feed holds ${feed.items} items`);
    const values: PathValues = {
      ...demo.values,
      ...searchTerms,
      ...pos?.values,
      ...feed?.values,
      ...gridPathValues(demo.values.today ?? new Date().toISOString().slice(0, 10)),
    };
    console.log(`bench: path values ${JSON.stringify(values)}`);

    const rows: LoadRow[] = [];
    const checks: Check[] = [];
    const baseUrl = server.url;
    const target = { baseUrl, pid: server.pid };
    for (const endpoint of PAYBOOK_ENDPOINTS) {
      const session = endpoint.session === 'pos' ? (pos?.session ?? null) : demo.session;
      const measured = await loadEndpoint(endpoint, target, session, values, load);
      const health = rows.find((row) => row.key === HEALTH_KEY)?.reqPerSec ?? measured.reqPerSec;
      const row: LoadRow = { ...measured, ratioToHealth: measured.reqPerSec / health };
      rows.push(row);
      checks.push(...checkEndpoint(endpoint, row, rows));
      console.log(`bench: ${row.endpoint} done`);
    }

    let billing: BillingRunResult | null = null;
    if (isSelected(options, BILLING_RUN_KEY)) {
      console.log('bench: billing run');
      billing = await attempt('billing run', () => measureBillingRun(database.url, options.short));
      const checkout = rows.find((row) => row.key === 'check_out')?.reqPerSec ?? null;
      if (billing) {
        printBillingRun(billing, checkout);
        if (checkout !== null) checks.push(billingRunCheck(billing, checkout));
      }
    }
    if (isSelected(options, INVOICE_PAY_KEY)) {
      console.log('bench: invoice pay');
      const paid = await attempt('invoice pay', () =>
        measureInvoicePay(target, options.connections, options.short),
      );
      if (paid) {
        const health = rows.find((row) => row.key === HEALTH_KEY)?.reqPerSec ?? paid.row.reqPerSec;
        rows.push({ ...paid.row, ratioToHealth: paid.row.reqPerSec / health });
        printInvoicePay(paid, rows.find((row) => row.key === 'check_out')?.reqPerSec ?? null);
        checks.push(invoicePayCheck(paid));
      }
    }

    let gridExport: GridExportResult | null = null;
    if (GRID_EXPORT) {
      console.log('bench: grid export');
      gridExport = await attempt('grid export', () => measureGridExport(target, demo.session, values));
      if (gridExport) {
        printGridExport(gridExport);
        checks.push(...gridExportChecks(gridExport));
      }
    }

    let liveSummaries: LiveSummary[] | null = null;
    if (GRID_SUMMARY_LIVE) {
      console.log('bench: grid summary computed');
      liveSummaries = await attempt('grid summary computed', () =>
        measureLiveSummaries(baseUrl, demo.session, values, options.short ? 2 : 5),
      );
      if (liveSummaries) printLiveSummaries(liveSummaries);
    }

    let browser: BrowserTiming | null = null;
    if (withBrowser) {
      console.log(`bench: browser timing (${options.browserRuns} page loads)`);
      browser = await attempt('browser timing', () =>
        measureBrowserTiming({
          baseUrl,
          pages: calendarPages(values, {
            week: demo.busyWeekItems,
            providersDay: demo.busyProvidersDayItems,
          }),
          runs: options.browserRuns,
        }),
      );
    }
    let pageWeight: PageWeightResult | null = null;
    if (isFirst && isSelected(options, 'page_weight')) {
      console.log('bench: page weight');
      pageWeight = await attempt('page weight', () => measurePageWeight({ baseUrl }));
    }
    if (profileDir) {
      await server.stop();
      for (const file of await newProfiles(profileDir, profilesBefore)) await printHotspots(file);
    }
    let mixed: MixedRun[] | null = null;
    if (isFirst && MIXED && pos) {
      // Its own servers (1, then 2 processes) on this database, with the cores to themselves.
      await server.stop();
      console.log('bench: mixed workload on 1 and 2 processes');
      mixed = await attempt('mixed workload', () =>
        runMixedWorkload({
          databaseUrl: database.url,
          logDir: LOG_DIR,
          webDistDir,
          sessions: { owner: demo.session, pos: pos.session },
          values,
          settings: {
            short: options.short,
            stepSeconds: options.durationSeconds,
            warmupSeconds: options.warmupSeconds,
          },
          onLogFile: (file) => serverLogs.add(file),
        }),
      );
    }
    return {
      run: {
        kind,
        label: database.name,
        where: database.where,
        rows,
        checks,
        billing,
        gridExport,
        liveSummaries,
      },
      browser,
      pageWeight,
      mixed,
    };
  } finally {
    await server?.stop();
    openDatabases.delete(database);
    await database.close();
  }
}

/** Issue 25 point 10: a bill does less than a checkout, so the run bills at least check_out's req/s. */
function billingRunCheck(billing: BillingRunResult, checkoutReqPerSec: number): Check {
  return {
    id: `${BILLING_RUN_KEY}:rate`,
    subject: `billing run (${billing.schedules.toLocaleString('en')} schedules, ${billing.merchants} merchants)`,
    requirement: 'bills/s ≥ check_out req/s',
    measured: `${billing.billsPerSecond.toFixed(0)} bills/s vs ${checkoutReqPerSec.toFixed(0)} req/s`,
    pass: billing.bills === billing.schedules && billing.billsPerSecond >= checkoutReqPerSec,
  };
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAllServers();
    for (const database of openDatabases) {
      await database
        .close()
        .catch((e) => console.error(`bench: could not close ${database.name}: ${String(e)}`));
    }
  })();
  return cleaning;
}

ignoreClosedOutput();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const log of serverLogs) {
    console.error(`--- last lines of ${path.relative(REPO_ROOT, log)} ---\n${await tail(log, 40)}`);
  }
} finally {
  await cleanup();
}
process.exit(exitCode);
