// `npx tsx bench/page-weight.ts [--base-url http://127.0.0.1:3000]`, and `measurePageWeight()` for bench/run.ts.
//
// Issue 14 point 6: the first page weight. Chromium (Debian's, through playwright-core) opens the sign-in page
// and, signed in as the demo owner, the calendar page of the production build, each in a fresh browser
// context (an empty cache), and records every JavaScript and CSS response until the page shows and the network
// is idle: the entry, its static imports (modulepreload), the route chunks and what they import, and the
// translations the route loads. Each body is gzipped here (zlib level 6, its default; the server sends them
// uncompressed), so the figures are what a gzipping server would send. Targets: at most 150 KB of gzipped
// JavaScript for the sign-in page and 250 KB for the calendar page (1 KB = 1000 bytes, as Vite prints);
// CSS is listed beside it, without a target. Issue 27: a payment form's hosted page, at most 120 KB, and
// the buy-now button's script alone, at most 10 KB.
//
// Server: `baseUrl` (bench/run.ts passes its own, seeded with the demo data). Alone, the script starts one in
// production mode on DATABASE_URL, else on a throw-away database of the PostgreSQL on 127.0.0.1:5432, else on
// the embedded default in a temporary folder. The web is built first when apps/web/dist is missing (or the
// folder WEB_DIST_DIR names, built there with `npx vite build --outDir <folder>` in apps/web).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium.ts';
import { canConnect, createTempDatabase, type TempDatabase } from '../e2e/support/pg-database.ts';
import { freePort, REPO_ROOT, type ServerProcess, startServer, tail } from '../e2e/support/server-process.ts';

// WEB_DIST_DIR, as for the server: a build of one's own, which another process's `npm run build` leaves alone.
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
const DEMO_OWNER = { user_name: 'owner@juniper.test', password: 'Paybook-demo-1' };
/** DEMO.md: the merchant whose payment forms the store page's weight is read on. */
const STORE_OWNER = { user_name: 'owner@northwind.test', password: 'Paybook-demo-1' };
const KB = 1000;

export interface ChunkRow {
  /** The asset's path on the server, e.g. /assets/react-DYTC35pX.js. */
  file: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  page: 'sign-in' | 'calendar' | 'store' | 'buy-button script';
  path: string;
  chunks: ChunkRow[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** The target for the page's gzipped JavaScript. */
  maxJsGzipBytes: number;
  pass: boolean;
}

export interface PageWeightResult {
  method: string;
  pages: PageWeight[];
  pass: boolean;
}

export interface PageWeightOptions {
  /** A running Paybook server on the production build, with the demo data. Started here when missing. */
  baseUrl?: string;
  credentials?: { user_name: string; password: string };
}

/** Measures both pages; without a server given, starts one, building the web first when its dist is missing. */
export async function measurePageWeight(options: PageWeightOptions = {}): Promise<PageWeightResult> {
  if (!options.baseUrl) ensureWebBuild();
  const own = options.baseUrl ? null : await startOwnServer();
  const baseUrl = options.baseUrl ?? own?.server.url ?? '';
  const credentials = options.credentials ?? DEMO_OWNER;
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const signIn = await measurePage(
      await browser.newContext({ baseURL: baseUrl }),
      'sign-in',
      '/login',
      150 * KB,
      // The form is drawn with its translated labels.
      (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
    );
    const calendarContext = await browser.newContext({ baseURL: baseUrl });
    // The session cookie comes from the API, so only the calendar's own load is recorded.
    const login = await calendarContext.request.post('/api/login', { data: credentials });
    if (!login.ok()) throw new Error(`POST /api/login answered ${login.status()}: ${await login.text()}`);
    const calendar = await measurePage(calendarContext, 'calendar', '/appointments', 250 * KB, (page) =>
      page.locator('[data-testid="calendar-day"]').first().waitFor(),
    );
    const store = await measurePage(
      await browser.newContext({ baseURL: baseUrl }),
      'store',
      await storePagePath(baseUrl),
      120 * KB,
      (page) => page.getByRole('region', { name: 'Order summary' }).waitFor(),
    );
    const pages = [signIn, calendar, store, await measureEmbedScript(baseUrl)];
    return {
      method:
        'Chromium loads each page of the production build with an empty cache; every JavaScript and CSS ' +
        'response is gzipped (level 6) and summed',
      pages,
      pass: pages.every((p) => p.pass),
    };
  } finally {
    await browser.close();
    await own?.stop();
  }
}

/**
 * Issue 27 point 4: a payment form's hosted page, the first of Northwind's (DEMO.md: it sells on its
 * pages), found as its owner finds it in the back office.
 */
async function storePagePath(baseUrl: string): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(STORE_OWNER),
  });
  if (!login.ok) throw new Error(`POST /api/login answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const forms = await fetch(`${baseUrl}/api/stores?store_type=payment_form`, { headers: { cookie } });
  const { data } = (await forms.json()) as { data: { is_active: boolean; full_url: string }[] };
  const form = data.find((one) => one.is_active);
  if (!form) throw new Error(`${STORE_OWNER.user_name} has no active payment form: is the demo seeded?`);
  return new URL(form.full_url).pathname;
}

/** Issue 27 point 3: the buy-now button's one script, as a merchant's site loads it: at most 10 KB gzipped. */
async function measureEmbedScript(baseUrl: string): Promise<PageWeight> {
  const file = '/embed/buy-button.js';
  const response = await fetch(`${baseUrl}${file}`);
  if (!response.ok) throw new Error(`GET ${file} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const gzipBytes = gzipSync(body, { level: 6 }).length;
  return {
    page: 'buy-button script',
    path: file,
    chunks: [{ file, kind: 'js', rawBytes: body.length, gzipBytes }],
    jsGzipBytes: gzipBytes,
    cssGzipBytes: 0,
    maxJsGzipBytes: 10 * KB,
    pass: gzipBytes <= 10 * KB,
  };
}

async function measurePage(
  context: BrowserContext,
  name: PageWeight['page'],
  pagePath: string,
  maxJsGzipBytes: number,
  shown: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const page = await context.newPage();
  const pending: Array<Promise<ChunkRow | null>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      response.body().then(
        (body): ChunkRow => ({
          file: new URL(response.url()).pathname,
          kind,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 6 }).length,
        }),
        // A response whose body is gone (a redirect) carries nothing.
        () => null,
      ),
    );
  });
  try {
    await page.goto(pagePath);
    await shown(page);
    await page.waitForLoadState('networkidle');
    const chunks = (await Promise.all(pending))
      .filter((row): row is ChunkRow => row !== null)
      .sort((a, b) => a.kind.localeCompare(b.kind) || b.gzipBytes - a.gzipBytes);
    const sum = (kind: ChunkRow['kind']) =>
      chunks.filter((c) => c.kind === kind).reduce((total, c) => total + c.gzipBytes, 0);
    const jsGzipBytes = sum('js');
    return {
      page: name,
      path: pagePath,
      chunks,
      jsGzipBytes,
      cssGzipBytes: sum('css'),
      maxJsGzipBytes,
      pass: jsGzipBytes <= maxJsGzipBytes,
    };
  } finally {
    await context.close();
  }
}

/** Prints each page's chunks, its totals and PASS/FAIL against its target. */
export function printPageWeight(result: PageWeightResult): void {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(`page weight: ${result.method}`);
  for (const p of result.pages) {
    console.log(`\n${p.page} (${p.path}):`);
    const width = Math.max(...p.chunks.map((c) => c.file.length));
    for (const c of p.chunks) {
      console.log(
        `  ${c.kind.padEnd(3)} ${c.file.padEnd(width)}  ${kb(c.gzipBytes).padStart(9)} gz  ${kb(c.rawBytes).padStart(9)} raw`,
      );
    }
    const count = (kind: ChunkRow['kind']) => p.chunks.filter((c) => c.kind === kind).length;
    console.log(`  JavaScript: ${kb(p.jsGzipBytes)} gzipped in ${count('js')} files`);
    console.log(`  CSS:        ${kb(p.cssGzipBytes)} gzipped in ${count('css')} files (no target)`);
  }
  console.log();
  for (const p of result.pages) {
    console.log(
      `${p.pass ? 'PASS' : 'FAIL'}: ${p.page} page loads ${kb(p.jsGzipBytes)} of gzipped JavaScript (needs ≤ ${kb(p.maxJsGzipBytes)})`,
    );
  }
}

function ensureWebBuild(): void {
  if (existsSync(path.join(WEB_DIST, 'index.html'))) return;
  const command = ['vite', 'build', '--outDir', WEB_DIST];
  console.log(
    `page weight: ${WEB_DIST} has no build; building the web (npx ${command.join(' ')} in apps/web)`,
  );
  const built = spawnSync('npx', command, { cwd: path.join(REPO_ROOT, 'apps/web'), stdio: 'inherit' });
  if (built.status !== 0)
    throw new Error(`npx ${command.join(' ')} failed (${built.status ?? built.signal})`);
}

/** A production server with the demo data for a run of this script alone. */
async function startOwnServer(): Promise<{ server: ServerProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    COOKIE_SECURE: 'false',
    SECRET_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST_DIR: WEB_DIST,
  };
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  let database: TempDatabase | undefined;
  let dataDir: string | undefined;
  if (process.env.DATABASE_URL) {
    env.DATABASE_URL = process.env.DATABASE_URL;
  } else if (await canConnect(local)) {
    database = await createTempDatabase(local, 'paybook_page_weight');
    env.DATABASE_URL = database.url;
  } else {
    dataDir = await mkdtemp(path.join(tmpdir(), 'paybook-page-weight-'));
    env.DATA_DIR = dataDir;
  }
  const logFile = path.join(REPO_ROOT, 'bench', 'results', 'server-page-weight.log');
  let server: ServerProcess | undefined;
  const cleanup = async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    server = await startServer({ name: 'paybook', port, env, logFile });
    return { server, stop: cleanup };
  } catch (error) {
    console.error(`--- last lines of ${path.relative(REPO_ROOT, logFile)} ---\n${await tail(logFile, 40)}`);
    await cleanup();
    throw error;
  }
}

const runAlone = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (runAlone) {
  const { values } = parseArgs({ options: { 'base-url': { type: 'string' } } });
  try {
    const result = await measurePageWeight({ baseUrl: values['base-url'] });
    printPageWeight(result);
    process.exitCode = result.pass ? 0 : 1;
  } catch (error) {
    console.error(`page weight failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
