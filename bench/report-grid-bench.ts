// Issue 28 point 6: the report grid (PUT /api/grid/{entity}/search, /summary, /export) at seed:large
// scale, as the demo owner of Juniper, whose 200,000 orders (10,000 with --short) the seed gives with
// 400,000 transactions (bench/customer-scale.ts prepares it before the server starts).
//
//   - search pages with one filter and one sort: p95 ≤ 100 ms; with three filters: p95 ≤ 150 ms (autocannon
//     has no p95: p97.5 ≤ the bound proves it), printed with GET /api/health's p97.5 of the same run;
//   - the summary (totals row and chart) over a month, and over every order (information): under load, as the
//     node's summary cache serves it (decision 195: a summary that took 50 ms or more is kept 30 s), and
//     computed (`grid_summary_live`): a few calls one after another, each with a filter of its own that
//     keeps every row (amount_total up to a different bound), so none is served from the cache;
//   - a CSV export of 100,000 orders (the last 365 days of 200,000; --short: of 10,000), streamed once, timed
//     here: ≥ 20,000 rows/s, with the server's RSS sampled every 50 ms during it (its peak, and its growth
//     over the RSS before, which must stay flat: ≤ 64 MB).

import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { addDays } from '../packages/domain/src/index.ts';
import type { Endpoint } from './endpoints.ts';
import type { PathValues } from './path-values.ts';
import type { Session } from './paybook-api.ts';
import type { Check } from './targets.ts';

export const GRID_EXPORT_KEY = 'grid_export';
export const GRID_SUMMARY_LIVE_KEY = 'grid_summary_live';
const MIN_EXPORT_ROWS_PER_SECOND = 20_000;
/** "Flat memory": the server's RSS may grow this much over its RSS before the export (a few batches). */
const MAX_EXPORT_RSS_GROWTH_MB = 64;

/** The first day of the month before `today`'s, and that month's last day (yyyy-MM-dd). */
export function previousMonth(today: string): { from: string; to: string } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The grid entries' path values: last month (one filter) and the last 365 days (the export). */
export function gridPathValues(today: string): PathValues {
  const month = previousMonth(today);
  return {
    gridMonthFrom: month.from,
    gridMonthTo: month.to,
    gridYearFrom: addDays(today, -364),
    gridYearTo: today,
  };
}

const ORDER_COLUMNS = [
  'order_number',
  'created_at',
  'customer_name',
  'payment_status',
  'channel',
  'amount_total',
  'amount_paid',
  'amount_due',
];
const TRANSACTION_COLUMNS = [
  'order_number',
  'created_at',
  'customer_name',
  'status',
  'payment_type',
  'account',
  'amount',
];

const lastMonth = { field: 'created_at', op: 'between', from: '{gridMonthFrom}', to: '{gridMonthTo}' };

const search = (projections: string[], filters: object[], sort: { field: string; direction: string }) =>
  JSON.stringify({ projections, query: { filters, sort, page: 1, items_per_page: 50 } });

const gridEntry = (
  key: string,
  name: string,
  path: string,
  body: string,
  maxP97_5Ms: number | undefined,
): Endpoint => ({
  key,
  name,
  server: 'paybook',
  method: 'PUT',
  path,
  body,
  auth: true,
  scale: true,
  ...(maxP97_5Ms === undefined ? {} : { target: { maxP97_5Ms, showHealthBeside: true } }),
});

/** The report pages of bench/endpoints.ts (Juniper's orders and transactions at seed:large scale). */
export const GRID_ENDPOINTS: Endpoint[] = [
  // One filter and one sort (issue 28 point 6: p95 ≤ 100 ms).
  gridEntry(
    'grid_orders_month',
    'PUT grid/order/search (a month, by total desc)',
    '/api/grid/order/search',
    search(ORDER_COLUMNS, [lastMonth], { field: 'amount_total', direction: 'desc' }),
    100,
  ),
  gridEntry(
    'grid_transactions_status',
    'PUT grid/transaction/search (refunded, newest first)',
    '/api/grid/transaction/search',
    search(TRANSACTION_COLUMNS, [{ field: 'status', op: 'in', values: ['4'] }], {
      field: 'created_at',
      direction: 'desc',
    }),
    100,
  ),
  // Three filters (p95 ≤ 150 ms).
  gridEntry(
    'grid_orders_three_filters',
    'PUT grid/order/search (month, status, channel; by total desc)',
    '/api/grid/order/search',
    search(
      ORDER_COLUMNS,
      [
        lastMonth,
        { field: 'payment_status', op: 'in', values: ['paid', 'partially_paid'] },
        { field: 'channel', op: 'in', values: ['point_of_sale', 'online'] },
      ],
      { field: 'amount_total', direction: 'desc' },
    ),
    150,
  ),
  gridEntry(
    'grid_transactions_three_filters',
    'PUT grid/transaction/search (month, processed, card; newest first)',
    '/api/grid/transaction/search',
    search(
      TRANSACTION_COLUMNS,
      [
        lastMonth,
        { field: 'status', op: 'in', values: ['1'] },
        { field: 'payment_type', op: 'in', values: ['credit_card'] },
      ],
      { field: 'created_at', direction: 'desc' },
    ),
    150,
  ),
  // The totals row and the chart (information: computed per request, decision 195).
  gridEntry(
    'grid_orders_summary_month',
    'PUT grid/order/summary (a month; node cache)',
    '/api/grid/order/summary',
    JSON.stringify({ query: { filters: [lastMonth] } }),
    undefined,
  ),
  gridEntry(
    'grid_orders_summary_all',
    'PUT grid/order/summary (every order; node cache)',
    '/api/grid/order/summary',
    JSON.stringify({ query: { filters: [] } }),
    undefined,
  ),
];

export interface GridExportResult {
  rows: number;
  /** X-Total-Count: the rows the server said would come. */
  announced: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  /** The highest VmRSS sampled during the export. */
  rssPeakMb: number;
  /** The process's VmHWM after it (its peak since it started, the load runs before included). */
  hwmAfterMb: number;
  filter: string;
}

const kbOf = (status: string, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? 0);

async function memoryOf(pid: number): Promise<{ rssKb: number; hwmKb: number }> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return { rssKb: kbOf(status, 'VmRSS'), hwmKb: kbOf(status, 'VmHWM') };
  } catch {
    return { rssKb: 0, hwmKb: 0 };
  }
}

const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

/** Streams one export of Juniper's orders of the last 365 days, counting its lines as they arrive. */
export async function measureGridExport(
  target: { baseUrl: string; pid: number },
  session: Session,
  values: PathValues,
): Promise<GridExportResult> {
  const filter = { field: 'created_at', op: 'between', from: values.gridYearFrom, to: values.gridYearTo };
  const body = JSON.stringify({
    projections: ORDER_COLUMNS,
    query: { filters: [filter], sort: { field: 'created_at', direction: 'desc' } },
  });
  const before = await memoryOf(target.pid);
  let peakKb = before.rssKb;
  const sampler = setInterval(() => {
    void memoryOf(target.pid).then(({ rssKb }) => {
      if (rssKb > peakKb) peakKb = rssKb;
    });
  }, 50);
  const url = new URL(`${target.baseUrl}/api/grid/order/export`);
  const started = performance.now();
  try {
    const answer = await new Promise<{
      lines: number;
      bytes: number;
      announced: number;
      firstByteMs: number;
    }>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'PUT',
          headers: {
            cookie: session.cookie,
            'x-csrf-token': session.csrf,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          if (response.statusCode !== 200) {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              reject(
                new Error(
                  `PUT /api/grid/order/export answered ${response.statusCode}: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`,
                ),
              ),
            );
            return;
          }
          let lines = 0;
          let bytes = 0;
          let firstByteMs = 0;
          response.on('data', (chunk: Buffer) => {
            if (bytes === 0) firstByteMs = performance.now() - started;
            bytes += chunk.length;
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
          });
          response.on('end', () =>
            resolve({
              lines,
              bytes,
              firstByteMs,
              announced: Number(response.headers['x-total-count'] ?? -1),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = await memoryOf(target.pid);
    peakKb = Math.max(peakKb, after.rssKb);
    // The header row is not a row of the report.
    const rows = Math.max(0, answer.lines - 1);
    return {
      rows,
      announced: answer.announced,
      bytes: answer.bytes,
      seconds,
      firstByteMs: Math.round(answer.firstByteMs),
      rowsPerSecond: rows / seconds,
      rssBeforeMb: mb(before.rssKb),
      rssPeakMb: mb(peakKb),
      hwmAfterMb: mb(after.hwmKb),
      filter: `created_at ${values.gridYearFrom} to ${values.gridYearTo}`,
    };
  } finally {
    clearInterval(sampler);
  }
}

export function printGridExport(result: GridExportResult): void {
  console.log(
    `bench: grid export: ${result.rows.toLocaleString('en')} order rows (X-Total-Count ${result.announced.toLocaleString('en')}, ` +
      `${(result.bytes / 1e6).toFixed(1)} MB, ${result.filter}) in ${result.seconds.toFixed(2)} s: ` +
      `${Math.round(result.rowsPerSecond).toLocaleString('en')} rows/s, first byte after ${result.firstByteMs} ms; ` +
      `server RSS ${result.rssBeforeMb} MB before, peak ${result.rssPeakMb} MB during ` +
      `(VmHWM ${result.hwmAfterMb} MB since start)`,
  );
}

/** ≥ 20,000 rows/s, every announced row written, and the RSS flat. */
export function gridExportChecks(result: GridExportResult): Check[] {
  const subject = `PUT grid/order/export (${result.rows.toLocaleString('en')} rows)`;
  const growth = Math.round((result.rssPeakMb - result.rssBeforeMb) * 10) / 10;
  return [
    {
      id: `${GRID_EXPORT_KEY}:rate`,
      subject,
      requirement: `≥ ${MIN_EXPORT_ROWS_PER_SECOND.toLocaleString('en')} rows/s, every counted row`,
      measured:
        `${Math.round(result.rowsPerSecond).toLocaleString('en')} rows/s` +
        (result.rows === result.announced ? '' : ` (${result.rows} of ${result.announced} rows)`),
      pass: result.rows === result.announced && result.rowsPerSecond >= MIN_EXPORT_ROWS_PER_SECOND,
    },
    {
      id: `${GRID_EXPORT_KEY}:memory`,
      subject,
      requirement: `server RSS growth ≤ ${MAX_EXPORT_RSS_GROWTH_MB} MB`,
      measured: `+${growth} MB (peak ${result.rssPeakMb} MB)`,
      pass: growth <= MAX_EXPORT_RSS_GROWTH_MB,
    },
  ];
}

export interface LiveSummary {
  scope: string;
  calls: number;
  medianMs: number;
  maxMs: number;
  rows: number;
}

/** One PUT grid/order/summary, timed; answers its total_item_count. */
async function timedSummary(baseUrl: string, session: Session, filters: object[]) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/grid/order/summary`, {
    method: 'PUT',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ query: { filters } }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`PUT /api/grid/order/summary answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, rows: Number((JSON.parse(text) as { total_item_count?: unknown }).total_item_count ?? 0) };
}

/**
 * The summary as computed (not from the node's cache): `calls` calls one after another for last month and
 * for every order, each with its own amount_total bound above any order's total.
 */
export async function measureLiveSummaries(
  baseUrl: string,
  session: Session,
  values: PathValues,
  calls: number,
): Promise<LiveSummary[]> {
  const scopes: Array<{ scope: string; filters: object[] }> = [
    {
      scope: 'a month',
      filters: [{ field: 'created_at', op: 'between', from: values.gridMonthFrom, to: values.gridMonthTo }],
    },
    { scope: 'every order', filters: [] },
  ];
  const results: LiveSummary[] = [];
  for (const { scope, filters } of scopes) {
    const times: number[] = [];
    let rows = 0;
    for (let call = 0; call < calls; call += 1) {
      const keepsAll = { field: 'amount_total', op: 'between', to: `${900_000 + call}.00` };
      const one = await timedSummary(baseUrl, session, [...filters, keepsAll]);
      times.push(one.ms);
      rows = one.rows;
    }
    times.sort((a, b) => a - b);
    results.push({
      scope,
      calls,
      medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      maxMs: Math.round(times[times.length - 1] ?? 0),
      rows,
    });
  }
  return results;
}

export function printLiveSummaries(results: readonly LiveSummary[]): void {
  for (const result of results)
    console.log(
      `bench: grid summary computed (no cache), ${result.scope}: ${result.rows.toLocaleString('en')} orders, ` +
        `median ${result.medianMs} ms, max ${result.maxMs} ms of ${result.calls} calls`,
    );
}
