// `npm run test:e2e` (after `npm run build`): starts the Paybook server on a fresh database and runs the
// Playwright suite against it. Tests tagged @session run against a second server whose idle timeout is short.
//
//   npm run test:e2e                      whole suite
//   npm run test:e2e -- smoke.spec.ts     arguments go to `playwright test`
//   E2E_CPU_HOG=2 npm run test:e2e        under load: two busy-loop processes run beside it, stopped at the end
//   E2E_REPEAT=2 npm run test:e2e         the suite twice in a row on the same servers and databases
//
// Each server gets a free port and a new database, dropped afterwards, on the PostgreSQL server at
// DATABASE_URL when set, else on a throw-away embedded PostgreSQL 18. Logs: e2e/artifacts/server-*.log.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowAwayPostgres } from '../apps/server/src/db/embedded.ts';
import { scanRun } from '../apps/server/src/test/card-scan/scan-run.ts';
import { missingChromium } from './support/chromium.ts';
import { type CpuHog, hogSize, startCpuHog } from './support/cpu-hog.ts';
import { createTempDatabase, type TempDatabase } from './support/pg-database.ts';
import {
  freePort,
  ignoreClosedOutput,
  REPO_ROOT,
  type ServerProcess,
  sleep,
  startServer,
  stopAllServers,
  tail,
} from './support/server-process.ts';

const E2E_DIR = path.join(REPO_ROOT, 'e2e');
const ARTIFACTS = path.join(E2E_DIR, 'artifacts');
const CONFIG = path.join(E2E_DIR, 'playwright.config.ts');
const PLAYWRIGHT = path.join(REPO_ROOT, 'node_modules', '.bin', 'playwright');
const SESSION_TAG = '@session';
const SESSION_IDLE_TIMEOUT_SECONDS = '70';

const LOCK_FILE = path.join(
  tmpdir(),
  `paybook-e2e-${createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 12)}.lock`,
);

let embedded: Awaited<ReturnType<typeof startThrowAwayPostgres>> | undefined;
let lockHeld = false;
const databases: TempDatabase[] = [];
const playwrightChildren = new Set<ChildProcess>();
let hog: CpuHog | undefined;
let cleanedUp: Promise<void> | undefined;
let interrupted = false;

async function main(): Promise<number> {
  const noBrowser = missingChromium();
  if (noBrowser) {
    console.error(`e2e: ${noBrowser}`);
    return 1;
  }
  const forwarded = process.argv.slice(2);
  const hogCount = hogSize(process.env.E2E_CPU_HOG);
  const passes = repeatCount(process.env.E2E_REPEAT);
  await acquireRunLock();
  const t0 = Date.now();
  if (hogCount > 0) {
    hog = startCpuHog(hogCount);
    log(`E2E_CPU_HOG=${hogCount}: ${hogCount} busy-loop process(es) run until the end of this run`);
  }
  await rm(ARTIFACTS, { recursive: true, force: true });
  await mkdir(ARTIFACTS, { recursive: true });

  if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    console.warn(
      'e2e: apps/web/dist/index.html is missing; run `npm run build` first (npm run test:e2e does).',
    );
  }

  const withSession = await hasSessionTests(forwarded);
  const servers: Array<{ name: string; env: Record<string, string> }> = [{ name: 'main', env: {} }];
  if (withSession) {
    servers.push({ name: 'session', env: { SESSION_IDLE_TIMEOUT_SECONDS } });
  }

  log(
    `starting ${servers.length} server(s) on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'an embedded PostgreSQL'}…`,
  );
  if (!process.env.DATABASE_URL) embedded = await startThrowAwayPostgres('paybook-e2e');
  const serverUrl = process.env.DATABASE_URL ?? embedded!.serverUrl;
  const started = await Promise.allSettled(servers.map((s) => launch(s.name, s.env, serverUrl)));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    console.error(`e2e: ${errorText(failed.reason)}`);
    for (const s of servers) await printTail(path.join(ARTIFACTS, `server-${s.name}.log`), s.name);
    return 1;
  }
  if (interrupted) return 1;
  const [main, session] = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
  log(
    `server(s) ready in ${seconds(Date.now() - t0)}: ${[main, session]
      .filter(Boolean)
      .map((s) => s?.url)
      .join(', ')}`,
  );

  // The @session tests mostly wait for the short idle timeout to pass, so by default they run beside the
  // others (their output is shown after the main run's); E2E_SERIAL=1 runs them afterwards instead.
  const serial = process.env.E2E_SERIAL === '1';
  // E2E_REPEAT: each pass after the first finds what the earlier ones left in the same databases, so a
  // test that needs a clean slate, or its own earlier try undone, fails here.
  const results: RunResult[] = [];
  for (let pass = 1; pass <= passes && !interrupted; pass += 1) {
    const suffix = pass === 1 ? '' : `-pass${pass}`;
    if (passes > 1) log(`pass ${pass} of ${passes}`);
    const sessionArgs = [
      '--grep',
      SESSION_TAG,
      '--pass-with-no-tests',
      '--output',
      path.join(ARTIFACTS, `test-results-session${suffix}`),
      ...forwarded,
    ];
    let sessionRun =
      session && !serial ? startPlaywright(`session${suffix}`, session.url, sessionArgs, true) : undefined;
    const mainArgs = [
      ...(withSession ? ['--grep-invert', SESSION_TAG] : []),
      ...(suffix ? ['--output', path.join(ARTIFACTS, `test-results${suffix}`)] : []),
      ...forwarded,
    ];
    results.push(await startPlaywright(`main${suffix}`, main!.url, mainArgs).result);
    if (session && serial && !interrupted) {
      sessionRun = startPlaywright(`session${suffix}`, session.url, sessionArgs);
    }
    if (sessionRun) {
      sessionRun.release();
      results.push(await sessionRun.result);
    } else if (!withSession && pass === 1) {
      log(`no ${SESSION_TAG} tests: skipping the short-idle-timeout server`);
    }
  }

  let code = results.find((r) => r.code !== 0)?.code ?? 0;
  // Issue 23 point 5: no card number or CVV in the run's databases or server logs.
  const running = [main, session].filter((s): s is ServerProcess => s !== undefined);
  const scan = await scanRun(
    databases.map((db) => db.url),
    running.map((s) => s.logFile),
  );
  log(scan.summary);
  if (scan.findings.length > 0) {
    console.error(`e2e: card data found:\n${scan.findings.slice(0, 20).join('\n')}`);
    code ||= 1;
  }
  if (code !== 0) {
    for (const s of [main, session]) if (s) await printTail(s.logFile, s.name);
    console.error(
      `e2e: failure artifacts (traces, screenshots) are in ${path.relative(REPO_ROOT, ARTIFACTS)}/`,
    );
  }
  const total = results.reduce(
    (sum, r) => ({
      passed: sum.passed + r.passed,
      failed: sum.failed + r.failed,
      flaky: sum.flaky + r.flaky,
      skipped: sum.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, flaky: 0, skipped: 0 },
  );
  log(`total ${seconds(Date.now() - t0)}${total.flaky ? ` (${total.flaky} flaky, passed on retry)` : ''}`);
  console.log(`e2e: ${total.passed + total.flaky} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return code;
}

/** E2E_REPEAT: how many passes of the suite (1 when unset). */
function repeatCount(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10) {
    throw new Error(`E2E_REPEAT must be a whole number from 1 to 10 (passes), not '${value}'`);
  }
  return n;
}

/**
 * One run at a time per working tree: a second run would wipe e2e/artifacts under the first one's feet
 * (and both would fight over two cores). A lock left by a process that is gone is taken over.
 */
async function acquireRunLock(): Promise<void> {
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      const handle = await open(LOCK_FILE, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      lockHeld = true;
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(LOCK_FILE, 'utf8').catch(() => '')).trim());
    if (!holder || !isAlive(holder)) {
      await rm(LOCK_FILE, { force: true });
      continue;
    }
    if (Date.now() - started > 30 * 60_000)
      throw new Error(`the e2e run of pid ${holder} holds ${LOCK_FILE}`);
    if (!told) {
      log(`waiting for the e2e run of pid ${holder} in this working tree to end…`);
      told = true;
    }
    await sleep(2_000);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Each server's database, handed to its Playwright run as E2E_DATABASE_URL: a test may queue a job there
 * for the server's own worker to run, as e2e/support/billing-day.ts does (the billing engine's clock).
 */
const databaseUrlOf = new Map<string, string>();

async function launch(name: string, env: Record<string, string>, serverUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  // Every test signs up from 127.0.0.1: tests that sign a business of their own up (and E2E_REPEAT's
  // further passes) would otherwise meet the per-address sign-up limit meant for strangers.
  const serverEnv: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    SIGNUP_MAX_PER_ADDRESS: '1000',
    ...env,
  };
  const db = await createTempDatabase(serverUrl, `paybook_e2e_${name}`);
  databases.push(db);
  serverEnv.DATABASE_URL = db.url;
  const server = await startServer({
    name,
    port,
    env: serverEnv,
    logFile: path.join(ARTIFACTS, `server-${name}.log`),
  });
  databaseUrlOf.set(server.url, db.url);
  return server;
}

interface RunResult {
  code: number;
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
}

interface PlaywrightRun {
  result: Promise<RunResult>;
  /** Prints what a captured run has written so far, then lets the rest through as it comes. */
  release(): void;
}

/** Starts `playwright test`; with capture, its output is held back until release() (for a run beside another). */
function startPlaywright(name: string, baseURL: string, args: string[], capture = false): PlaywrightRun {
  const jsonReport = path.join(ARTIFACTS, `results-${name}.json`);
  const argv = ['test', '-c', CONFIG, ...args];
  log(
    `${name} run: playwright ${argv.join(' ')}   (E2E_BASE_URL=${baseURL})${capture ? ', output shown later' : ''}`,
  );
  const t0 = Date.now();
  const child = spawn(PLAYWRIGHT, argv, {
    cwd: REPO_ROOT,
    // Its own process group, so a signal to this script can stop Playwright's workers and browsers too.
    detached: true,
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    env: {
      ...process.env,
      E2E_BASE_URL: baseURL,
      E2E_DATABASE_URL: databaseUrlOf.get(baseURL) ?? '',
      E2E_JSON_REPORT: jsonReport,
    },
  });
  playwrightChildren.add(child);
  let held: Array<{ stream: NodeJS.WriteStream; chunk: Buffer }> | undefined = capture ? [] : undefined;
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (held) held.push({ stream, chunk });
    else stream.write(chunk);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  const result = new Promise<number>((resolve) => {
    child.on('close', (c, signal) => resolve(c ?? (signal ? 130 : 1)));
    child.on('error', (error) => {
      console.error(`e2e: could not start playwright: ${error.message}`);
      resolve(1);
    });
  }).then(async (code) => {
    playwrightChildren.delete(child);
    const stats = await readStats(jsonReport);
    const line = `[e2e] ${name} run: exit ${code} in ${seconds(Date.now() - t0)}\n`;
    if (held) held.push({ stream: process.stdout, chunk: Buffer.from(line) });
    else process.stdout.write(line);
    return { code, ...stats };
  });
  return {
    result,
    release: () => {
      if (!held) return;
      console.log(`\n[e2e] ----- output of the ${name} run -----`);
      for (const { stream, chunk } of held) stream.write(chunk);
      held = undefined;
    },
  };
}

async function stopPlaywright(): Promise<void> {
  await Promise.all([...playwrightChildren].map(stopGroup));
}

/** Asks a Playwright process group to stop (it then closes its workers and browsers); kills it after 10 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGINT');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function readStats(file: string): Promise<Omit<RunResult, 'code'>> {
  try {
    const report = JSON.parse(await readFile(file, 'utf8')) as {
      stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
    };
    const s = report.stats ?? {};
    return {
      passed: s.expected ?? 0,
      failed: s.unexpected ?? 0,
      flaky: s.flaky ?? 0,
      skipped: s.skipped ?? 0,
    };
  } catch {
    return { passed: 0, failed: 0, flaky: 0, skipped: 0 };
  }
}

/** Whether the selected tests include any tagged @session (cheap text search first, then Playwright's list). */
async function hasSessionTests(forwarded: string[]): Promise<boolean> {
  const files = (await readdir(E2E_DIR, { recursive: true })).filter(
    (f) => f.endsWith('.spec.ts') && !f.startsWith('artifacts'),
  );
  let mentioned = false;
  for (const file of files) {
    if ((await readFile(path.join(E2E_DIR, file), 'utf8')).includes(SESSION_TAG)) mentioned = true;
  }
  if (!mentioned) return false;
  if (forwarded.length === 0) return true;
  // Arguments may narrow the run (a file, a --grep): ask Playwright whether any @session test is left.
  const listing = await new Promise<{ code: number; out: string }>((resolve) => {
    const child = spawn(PLAYWRIGHT, ['test', '-c', CONFIG, '--list', '--grep', SESSION_TAG, ...forwarded], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, E2E_JSON_REPORT: '' },
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
    child.on('error', () => resolve({ code: 1, out }));
  });
  return listing.code === 0 && /Total: [1-9]\d* tests?/.test(listing.out);
}

async function printTail(file: string, name: string): Promise<void> {
  console.error(`\n----- last lines of the ${name} server log (${path.relative(REPO_ROOT, file)}) -----`);
  console.error(await tail(file, 60));
  console.error('----- end of log -----\n');
}

/** Stops the servers and removes what they used; every caller waits for the same single run. */
function cleanup(): Promise<void> {
  cleanedUp ??= removeAll();
  return cleanedUp;
}

async function removeAll(): Promise<void> {
  await hog?.stop();
  await stopAllServers();
  for (const db of databases) {
    await db.drop().catch((error) => console.error(`e2e: could not drop ${db.name}: ${errorText(error)}`));
  }
  await embedded?.stop();
  if (lockHeld) await rm(LOCK_FILE, { force: true });
}

function log(message: string): void {
  console.log(`[e2e] ${message}`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

ignoreClosedOutput();
process.on('exit', () => hog?.killNow());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\ne2e: ${signal}: stopping`);
    interrupted = true;
    void stopPlaywright()
      .then(cleanup)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
