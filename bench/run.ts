// `npm run bench [-- --pglite] [-- --duration 5 --connections 8] [-- --profile]`
//
// Measures the Paybook server against a bare node:http "hello world" (the ceiling on this machine) with
// autocannon, and checks the target for the authenticated read: at 8 connections, at least 15% of the
// ceiling's requests per second and a p99 latency of at most 25 ms; for time_slots of a busy day (issue 4),
// at least 5% and at most 25 ms. Then the availability engine alone, in
// this process (bench/engine.ts): a provider-week of slots, median at most 1.5 ms.
//
// Database: PostgreSQL by default (DATABASE_URL, or else a throw-away database on 127.0.0.1:5432 that is
// dropped at the end); `--pglite` uses PGlite in a temporary folder. Results: bench/results/<timestamp>.json.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { canConnect, createTempDatabase, type TempDatabase } from '../e2e/support/pg-database.ts';
import {
  freePort,
  ignoreClosedOutput,
  REPO_ROOT,
  SERVER_ENTRY,
  type ServerProcess,
  startServer,
  stopAllServers,
  tail,
} from '../e2e/support/server-process.ts';
import { addDays, dayOfWeek, todayInTimeZone, zonedInstant } from '../packages/domain/src/index.ts';
import { customerSearchBody, prepareCustomerScale } from './customer-scale.ts';
import { measureEngine, printEngineResult } from './engine.ts';

type ServerKey = 'hello' | 'paybook';

interface Endpoint {
  /** What `--only` names (the ceiling always runs). */
  key: string;
  /** GET unless said; a PUT sends `body` (with `{name}` values) as JSON, with the CSRF header. */
  method?: 'GET' | 'PUT';
  body?: string;
  name: string;
  server: ServerKey;
  /** `{name}` is replaced by the value `findPathValues` found through the API (userId, providerId …). */
  path: string;
  /** Sends the session cookie of the signed-in demo owner. */
  auth: boolean;
  /** The target this endpoint must meet (checked and printed as PASS/FAIL). */
  target?: {
    minRatioToCeiling?: number;
    maxP99Ms?: number;
    /** autocannon has no p95; p97.5 ≤ the bound proves p95 ≤ it (issue 5's target is a p95). */
    maxP97_5Ms?: number;
  };
}

/** What is measured, in order. The first one is the ceiling the others are compared with. */
const ENDPOINTS: Endpoint[] = [
  { key: 'hello', name: 'hello world (node:http)', server: 'hello', path: '/', auth: false },
  { key: 'health', name: 'GET /api/health', server: 'paybook', path: '/api/health', auth: false },
  // The target's "authenticated tenant-scoped read": one row of the merchant's, behind the session.
  {
    key: 'is_active',
    name: 'GET /api/hub/user/{id}/is_active',
    server: 'paybook',
    path: '/api/hub/user/{userId}/is_active',
    auth: true,
    target: { minRatioToCeiling: 0.15, maxP99Ms: 25 },
  },
  // The whole staff member (issue 3): user, provider, work plan, breaks, days off, services.
  {
    key: 'hub_user',
    name: 'GET /api/hub/user/{id}',
    server: 'paybook',
    path: '/api/hub/user/{userId}',
    auth: true,
  },
  // Issue 4 point 7: a provider's slots for the busiest coming day of the demo's two weeks, and a month.
  {
    key: 'time_slots',
    name: 'GET time_slots (busy day)',
    server: 'paybook',
    path: '/api/offering/{offeringId}/service_provider/{providerId}/time_slots/{busyDate}',
    auth: true,
    target: { minRatioToCeiling: 0.05, maxP99Ms: 25 },
  },
  {
    key: 'available_dates',
    name: 'GET available_dates_between (31 days)',
    server: 'paybook',
    path: '/api/offering/{offeringId}/service_provider/{providerId}/available_dates_between/{today}/{monthEnd}',
    auth: true,
  },
  // Issue 4 point 7: a week with 50 items a day (seeded by `seedBusyWeek`, five weeks ahead).
  {
    key: 'calendar_week',
    name: 'GET calendar_week (50 items a day)',
    server: 'paybook',
    path: '/api/service_provider/{providerId}/calendar_week/{busyWeek}',
    auth: true,
  },
  // Issue 5 point 9: the customer list search at seed:large scale (100,000 customers in Juniper).
  ...(['fragment', 'email', 'phone'] as const).map(
    (term): Endpoint => ({
      key: `customer_search_${term}`,
      name: `PUT customer/search (${term}, 100k customers)`,
      server: 'paybook',
      method: 'PUT',
      path: '/api/customer/search?items_per_page=50&page=1&sort_by=name&sort_direction=asc',
      body: customerSearchBody(`{${term}}`),
      auth: true,
      target: { maxP97_5Ms: 50 },
    }),
  ),
];

const SIGN_IN = { user_name: 'owner@juniper.test', password: 'Paybook-demo-1' };
const HELLO_SERVER = `import http from 'node:http';
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello world');
}).listen(Number(process.env.PORT), process.env.HOST);`;

const { values: flags } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '8' },
    profile: { type: 'boolean', default: false },
    // Comma-separated keys of ENDPOINTS (and `engine`): measure only those, after the ceiling.
    only: { type: 'string' },
  },
});
const DURATION_S = Number(flags.duration);
const WARMUP_S = Number(flags.warmup);
const CONNECTIONS = Number(flags.connections);

const ONLY = flags.only?.split(',').map((key) => key.trim()) ?? null;
const KEYS = [...ENDPOINTS.map((endpoint) => endpoint.key), 'engine'];
for (const key of ONLY ?? []) {
  if (!KEYS.includes(key)) throw new Error(`--only: unknown '${key}'; use one of ${KEYS.join(', ')}`);
}
const SELECTED = ENDPOINTS.filter((endpoint, i) => i === 0 || ONLY === null || ONLY.includes(endpoint.key));
const RUN_ENGINE = ONLY === null || ONLY.includes('engine');

const LOG_DIR = path.join(REPO_ROOT, 'bench', 'results');
const PROFILE_DIR = path.join(LOG_DIR, 'profiles');
const tempDirs: string[] = [];
let database: TempDatabase | undefined;

interface Row {
  endpoint: string;
  url: string;
  reqPerSec: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  rssMb: number;
  ratioToCeiling: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function main(): Promise<void> {
  await mkdir(flags.profile ? PROFILE_DIR : LOG_DIR, { recursive: true });
  const dbLabel = await prepareDatabase();
  const searchTerms = await prepareSearchScale();
  console.log(`bench: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint (+${WARMUP_S} s warm-up)`);
  console.log(`bench: Paybook on ${dbLabel}; ${cpus().length} cores; node ${process.version}`);

  const [hello, paybook] = await Promise.all([
    startServer({
      name: 'hello',
      nodeArgs: ['--input-type=module', '-e', HELLO_SERVER],
      port: await freePort(),
      healthPath: '/',
      logFile: path.join(LOG_DIR, 'server-hello.log'),
    }),
    startPaybook(),
  ]);
  const servers: Record<ServerKey, ServerProcess> = { hello, paybook };

  const session = await signIn(paybook.url);
  console.log(`bench: signed in as ${SIGN_IN.user_name} (user ${session.userId})`);

  const values = await findPathValues(paybook.url, session);
  if (SELECTED.some((endpoint) => endpoint.key === 'calendar_week')) {
    const seeded = await seedBusyWeek(paybook.url, session, values);
    console.log(`bench: ${seeded} calendar items added to the week of ${values.busyWeek}`);
  }
  Object.assign(values, searchTerms);
  console.log(`bench: path values ${JSON.stringify(values)}`);

  const rows: Row[] = [];
  for (const endpoint of SELECTED) {
    const server = servers[endpoint.server];
    const url =
      server.url + endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
    const method = endpoint.method ?? 'GET';
    const body = endpoint.body?.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
    const headers: Record<string, string> = {
      ...(endpoint.auth ? { cookie: session.cookie } : {}),
      ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrf, 'content-type': 'application/json' }),
    };
    // A request first, so a wrong path or a refused session shows as an error, not as a fast 401 benchmark.
    const probe = await fetch(url, { method, headers, body });
    if (!probe.ok)
      throw new Error(`${endpoint.name}: ${url} answered ${probe.status}: ${await probe.text()}`);
    const load = { url, method, headers, body, connections: CONNECTIONS };
    if (WARMUP_S > 0) await autocannon({ ...load, duration: WARMUP_S });
    const sampler = sampleRss(server.pid);
    const result = await autocannon({ ...load, duration: DURATION_S });
    const rssMb = sampler.stop();
    const ceiling = rows[0]?.reqPerSec ?? result.requests.average;
    rows.push({
      endpoint: endpoint.name,
      url: endpoint.path,
      reqPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p97_5Ms: result.latency.p97_5,
      p99Ms: result.latency.p99,
      rssMb,
      ratioToCeiling: result.requests.average / ceiling,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
    });
    process.stdout.write(`bench: ${endpoint.name} done\n`);
  }

  printTable(rows);
  const checks = SELECTED.flatMap((endpoint, i) => {
    const row = rows[i];
    if (!endpoint.target || !row) return [];
    const { minRatioToCeiling, maxP99Ms, maxP97_5Ms } = endpoint.target;
    const clean = row.non2xx === 0 && row.errors === 0;
    const parts = [
      minRatioToCeiling === undefined
        ? null
        : {
            ok: row.ratioToCeiling >= minRatioToCeiling,
            text: `req/s ratio ${pct(row.ratioToCeiling)} (needs ≥ ${pct(minRatioToCeiling)})`,
          },
      maxP99Ms === undefined
        ? null
        : { ok: row.p99Ms <= maxP99Ms, text: `p99 ${row.p99Ms} ms (needs ≤ ${maxP99Ms} ms)` },
      maxP97_5Ms === undefined
        ? null
        : { ok: row.p97_5Ms <= maxP97_5Ms, text: `p97.5 ${row.p97_5Ms} ms (so p95 ≤ ${maxP97_5Ms} ms)` },
    ].filter((part) => part !== null);
    const pass = clean && parts.every((part) => part.ok);
    const why = [
      ...parts.map((part) => part.text),
      clean ? '' : `${row.non2xx} non-2xx answers and ${row.errors} errors`,
    ].filter(Boolean);
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: ${endpoint.name} at ${CONNECTIONS} connections: ${why.join(', ')}`,
    );
    return [{ endpoint: endpoint.name, ...endpoint.target, pass }];
  });

  // After the HTTP runs, so the servers are idle and do not share the cores with it.
  const engine = RUN_ENGINE ? measureEngine() : null;
  if (engine) {
    console.log();
    printEngineResult(engine);
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(LOG_DIR, `${stamp}.json`);
  const meta = {
    date: new Date().toISOString(),
    database: flags.pglite ? 'pglite' : 'postgres',
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
    only: ONLY,
    note: 'RSS is the peak of the server process during its run (not the PostgreSQL server).',
  };
  await writeFile(file, `${JSON.stringify({ ...meta, rows, checks, engine }, null, 2)}\n`);
  console.log(`bench: results in ${path.relative(REPO_ROOT, file)}`);
  if (flags.profile) {
    const before = new Set(await readdir(PROFILE_DIR).catch(() => []));
    await servers.paybook.stop();
    const written = (await readdir(PROFILE_DIR)).filter((f) => f.endsWith('.cpuprofile') && !before.has(f));
    for (const f of written) {
      const profileFile = path.join(PROFILE_DIR, f);
      console.log(`bench: CPU profile of the Paybook server: ${path.relative(REPO_ROOT, profileFile)}`);
      await printHotspots(profileFile);
    }
  }
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time in a V8 CPU profile (the whole run, start-up included). */
async function printHotspots(file: string, top = 20): Promise<void> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    totalUs += dt;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(`file://${REPO_ROOT}/`, '')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
  });
  const rows = [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\nself time, top ${top} of ${(totalUs / 1e6).toFixed(1)} s sampled:`);
  for (const [key, us] of rows) {
    console.log(`  ${((us / totalUs) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
}

/** The customer searches need seed:large's rows, loaded before the server starts (PostgreSQL only). */
async function prepareSearchScale(): Promise<Record<string, string>> {
  if (!SELECTED.some((endpoint) => endpoint.key.startsWith('customer_search'))) return {};
  const url = database?.url ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error('the customer_search entries run on PostgreSQL: leave out --pglite or use --only');
  return { ...(await prepareCustomerScale(url)) };
}

async function prepareDatabase(): Promise<string> {
  if (flags.pglite) return 'PGlite (temporary folder)';
  if (process.env.DATABASE_URL) return `PostgreSQL (DATABASE_URL ${redact(process.env.DATABASE_URL)})`;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await canConnect(local))) {
    throw new Error('no PostgreSQL answers on 127.0.0.1:5432: set DATABASE_URL, or run with --pglite');
  }
  database = await createTempDatabase(local, 'paybook_bench');
  return `PostgreSQL (temporary database ${database.name} on 127.0.0.1:5432)`;
}

async function startPaybook(): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    COOKIE_SECURE: 'false',
    // Production requires both (config.ts): a fresh key per run, and links that point at this server.
    SECRET_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  if (flags.pglite) {
    const dir = await mkdtemp(path.join(tmpdir(), 'paybook-bench-'));
    tempDirs.push(dir);
    env.DATA_DIR = dir;
    env.DATABASE_URL = undefined;
  } else {
    env.DATABASE_URL = database?.url ?? process.env.DATABASE_URL;
  }
  return startServer({
    name: 'paybook',
    port,
    // --profile: a V8 CPU profile of the server, written when it stops (open it in Chrome's DevTools).
    nodeArgs: flags.profile
      ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, '--import', 'tsx', SERVER_ENTRY]
      : undefined,
    env,
    logFile: path.join(LOG_DIR, 'server-paybook.log'),
  });
}

interface Session {
  cookie: string;
  /** The csrf_token cookie, sent back as x-csrf-token on writes (ruling 13). */
  csrf: string;
  userId: number;
}

/** Signs in through the API; answers the Cookie header to send, the CSRF token and the user's id. */
async function signIn(baseUrl: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SIGN_IN),
  });
  if (!res.ok) throw new Error(`POST /api/login answered ${res.status}: ${await res.text()}`);
  const cookies = new Map<string, string>();
  for (const header of res.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  for (const name of ['pb_session', 'csrf_token']) {
    if (!cookies.has(name)) throw new Error(`POST /api/login set no ${name} cookie`);
  }
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const ctxRes = await fetch(`${baseUrl}/api/login_context`, { headers: { cookie } });
  if (!ctxRes.ok) throw new Error(`GET /api/login_context answered ${ctxRes.status}: ${await ctxRes.text()}`);
  const ctx = (await ctxRes.json()) as { user?: { id?: unknown } };
  if (typeof ctx.user?.id !== 'number') throw new Error('GET /api/login_context has no user.id');
  return { cookie, csrf: cookies.get('csrf_token') ?? '', userId: ctx.user.id };
}

/**
 * The ids and dates the paths name, read through the API as the demo owner: the first active provider
 * with a bookable service (Juniper has two weeks of appointments from this week's Sunday), that service,
 * the coming day (from tomorrow, the provider's zone) with the most appointments, today and 30 days on.
 */
async function findPathValues(baseUrl: string, session: Session): Promise<Record<string, string>> {
  const get = async <T>(apiPath: string): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${apiPath}`, { headers: { cookie: session.cookie } });
    if (!res.ok) throw new Error(`GET /api${apiPath} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const providers = await get<{ data: Array<{ id: number; is_active: boolean; offering_ids: number[] }> }>(
    '/service_providers?items_per_page=100',
  );
  for (const provider of providers.data.filter((p) => p.is_active && p.offering_ids.length > 0)) {
    const services = await get<{ data: Array<{ id: number }> }>(`/service_provider/${provider.id}/offerings`);
    const offering = services.data[0];
    if (!offering) continue;
    type Week = {
      time_zone: string;
      days: Array<{ date: string; items: Array<{ calendar_item_type: string }> }>;
    };
    const week = (date: string) => get<Week>(`/service_provider/${provider.id}/calendar_week/${date}`);
    // The first week only tells the provider's zone, in which today is read.
    const today = todayInTimeZone((await week(todayInTimeZone('UTC'))).time_zone);
    const [thisWeek, nextWeek] = await Promise.all([week(today), week(addDays(today, 7))]);
    const appointments = (day: Week['days'][number]) =>
      day.items.filter((item) => item.calendar_item_type === 'appointment').length;
    const busiest = [...thisWeek.days, ...nextWeek.days]
      .filter((day) => day.date > today)
      .sort((a, b) => appointments(b) - appointments(a))[0];
    if (!busiest || appointments(busiest) === 0) continue;
    return {
      userId: String(session.userId),
      providerId: String(provider.id),
      offeringId: String(offering.id),
      busyDate: busiest.date,
      today,
      monthEnd: addDays(today, 30),
      // Past the demo's two weeks and the 31 days above, so the other entries do not see its items.
      busyWeek: addDays(today, 35 - dayOfWeek(today)),
    };
  }
  throw new Error('No active provider with a bookable service and coming appointments: is the demo seeded?');
}

const ITEMS_PER_DAY = 50;
const ITEM_MINUTES = 10;

/**
 * Fills the week of `busyWeek` for the provider with 50 items a day through the API, as a merchant would:
 * 10-minute appointments back to back through the working hours (around the breaks), and personal time
 * from midnight for the rest (all of a day off). A week that already has them is left as it is.
 */
async function seedBusyWeek(
  baseUrl: string,
  session: Session,
  values: Record<string, string>,
): Promise<number> {
  const { providerId, offeringId, busyWeek } = values as Record<string, string>;
  const call = async <T>(method: string, apiPath: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${apiPath}`, {
      method,
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} /api${apiPath} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  type Week = {
    time_zone: string;
    days: Array<{
      date: string;
      start_at: string | null;
      end_at: string | null;
      items: Array<{ calendar_item_type: string; start_at: string; end_at: string }>;
    }>;
  };
  const week = await call<Week>('GET', `/service_provider/${providerId}/calendar_week/${busyWeek}`);
  const step = ITEM_MINUTES * 60_000;
  let customerId: number | null = null;
  let added = 0;
  for (const day of week.days) {
    const booked = day.items.filter((item) => item.calendar_item_type !== 'break').length;
    if (booked >= ITEMS_PER_DAY) continue;
    const breaks = day.items.filter((item) => item.calendar_item_type === 'break');
    const starts: number[] = [];
    if (day.start_at && day.end_at) {
      for (let at = Date.parse(day.start_at); at + step <= Date.parse(day.end_at); at += step) {
        const overBreak = breaks.some((b) => at < Date.parse(b.end_at) && at + step > Date.parse(b.start_at));
        if (!overBreak && starts.length < ITEMS_PER_DAY - booked) starts.push(at);
      }
    }
    for (const at of starts) {
      const appointment: { id: number; customer: { id: number } } = await call(
        'POST',
        `/service_provider/${providerId}/appointment`,
        {
          offering_id: Number(offeringId),
          start_at: new Date(at).toISOString(),
          end_at: new Date(at + step).toISOString(),
          customer:
            customerId === null
              ? { first_name: 'Bench', last_name: 'Customer', email: `bench-${Date.now()}@example.test` }
              : { id: customerId },
        },
      );
      customerId = appointment.customer.id;
    }
    const midnight = zonedInstant(day.date, '00:00', week.time_zone).getTime();
    for (let i = 0; i < ITEMS_PER_DAY - booked - starts.length; i++) {
      await call('POST', `/service_provider/${providerId}/personal_time`, {
        title: 'Admin',
        start_at: new Date(midnight + i * step).toISOString(),
        end_at: new Date(midnight + (i + 1) * step).toISOString(),
      });
    }
    added += ITEMS_PER_DAY - booked;
  }
  return added;
}

/** Samples VmRSS of a process every 100 ms; stop() answers the peak in MB. */
function sampleRss(pid: number): { stop(): number } {
  let peakKb = 0;
  const read = async () => {
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
      if (kb > peakKb) peakKb = kb;
    } catch {
      // The process is gone or /proc is missing: report what was seen.
    }
  };
  void read();
  const timer = setInterval(() => void read(), 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round((peakKb / 1024) * 10) / 10;
    },
  };
}

function printTable(rows: Row[]): void {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'RSS MB', 'req/s ratio to ceiling'];
  const body = rows.map((r) => [
    r.endpoint,
    Math.round(r.reqPerSec).toString(),
    r.p50Ms.toString(),
    r.p97_5Ms.toString(),
    r.p99Ms.toString(),
    r.rssMb.toFixed(1),
    pct(r.ratioToCeiling),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log();
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const cells of body) console.log(line(cells));
  console.log();
  const bad = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  for (const r of bad) console.log(`warning: ${r.endpoint}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
}

function pct(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable)';
  }
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAllServers();
    if (database) {
      await database
        .drop()
        .catch((e) => console.error(`bench: could not drop ${database?.name}: ${String(e)}`));
    }
    for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
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

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const name of ['paybook', 'hello']) {
    const log = path.join(LOG_DIR, `server-${name}.log`);
    console.error(`--- last lines of ${path.relative(REPO_ROOT, log)} ---\n${await tail(log, 40)}`);
  }
} finally {
  await cleanup();
}
process.exit(exitCode);
