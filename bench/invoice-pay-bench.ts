// Issue 25 point 10: the public invoice page's pay call, POST /api/public/invoice/{token}/pay (ruling 4,
// decisions 123, 124): the customer pays all of a sent invoice by card through the checkout's intent
// (tokenise, intent and reconcile job, charge, the order's payment, its timeline). A payment pays its
// invoice once, so each request needs an open invoice of its own: the Northwind owner (the point of sale's
// merchant) sends them before timing, through POST invoice as the invoice builder does (order, lines,
// invoice row, token in merchant_keys, the send job), one line of a preset-price item for a customer with
// an e-mail address. Then `connections` callers pay them, each taking the next token, each request timed
// here (autocannon has no p95 and sends one URL); a warm-up share is paid first and left out.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { BusinessSettings, Customer, Invoice } from '../packages/contracts/src/index.ts';
import { todayInTimeZone } from '../packages/domain/src/index.ts';
import { preparePointOfSale } from './checkout-bench.ts';
import { sampleRss } from './load.ts';
import { callApi, type Session } from './paybook-api.ts';
import type { Check, LoadRow } from './targets.ts';

export const INVOICE_PAY_KEY = 'invoice_pay';
const NAME = 'POST public/invoice/{token}/pay (card)';
const MAX_P99_MS = 50;
/** Payments timed (and paid before them to warm up), full and --short. */
const FULL = { measured: 1_000, warmup: 100 };
const SHORT = { measured: 200, warmup: 20 };
/** The sandbox's approving test card (docs/operations.md "Sandbox processor"). */
const CARD = { card_number: '4242 4242 4242 4242', cvv: '123', expiration: '12/30', billing_zip_code: '' };

export interface InvoicePayResult {
  row: Omit<LoadRow, 'ratioToHealth'>;
  p95Ms: number;
  connections: number;
  prepared: number;
  prepareSeconds: number;
}

interface OpenInvoice {
  token: string;
  body: string;
}

/** Runs `work` over `items` with `workers` at once, in order of taking. */
async function eachAtOnce<T>(items: readonly T[], workers: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

/** Sends `count` invoices of the point of sale's merchant through POST invoice, `workers` at once. */
async function sendInvoices(baseUrl: string, count: number, workers: number): Promise<OpenInvoice[]> {
  const pos = await preparePointOfSale(baseUrl);
  const session: Session = pos.session;
  const { time_zone } = await callApi<BusinessSettings>(
    baseUrl,
    session,
    'GET',
    '/merchant/business_settings',
  );
  const payer = await callApi<Customer>(
    baseUrl,
    session,
    'POST',
    '/customer',
    { first_name: 'Bench', last_name: 'Payer', email: `bench-payer-${randomUUID()}@example.test` },
    randomUUID(),
  );
  const body = {
    customer_id: payer.id,
    lines: [{ kind: 'item', offering_id: Number(pos.values.posItem1), quantity: '1' }],
    invoice_date: todayInTimeZone(time_zone),
    terms: 'due_on_receipt',
    send: 'now',
  };
  const invoices: OpenInvoice[] = [];
  await eachAtOnce(
    Array.from({ length: count }, (_, index) => index),
    workers,
    async () => {
      const invoice = await callApi<Invoice>(baseUrl, session, 'POST', '/invoice', body, randomUUID());
      const pay = { method: 'card', amount: invoice.amount_due, card: CARD };
      invoices.push({ token: invoice.public_path.split('/').pop() ?? '', body: JSON.stringify(pay) });
    },
  );
  return invoices;
}

interface Paid {
  ms: number;
  ok: boolean;
  error: boolean;
}

/** The first few failures are printed (the check counts them all). */
let failuresPrinted = 0;
function reportFailure(message: string): void {
  failuresPrinted += 1;
  if (failuresPrinted <= 5) console.error(`bench: ${NAME}: ${message}`);
}

/** One pay call on a kept-alive connection: its latency and whether it answered 200 'processed'. */
function pay(baseUrl: URL, agent: http.Agent, invoice: OpenInvoice): Promise<Paid> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: 'POST',
        path: `/api/public/invoice/${invoice.token}/pay`,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(invoice.body),
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          const ok = response.statusCode === 200 && text.includes('"payment_status":"processed"');
          if (!ok) reportFailure(`answered ${response.statusCode}: ${text.slice(0, 300)}`);
          resolve({ ms, ok, error: false });
        });
      },
    );
    request.on('error', (error) => {
      reportFailure(error.message);
      resolve({ ms: performance.now() - started, ok: false, error: true });
    });
    request.end(invoice.body);
  });
}

async function payAll(baseUrl: URL, invoices: readonly OpenInvoice[], connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const paid: Paid[] = [];
  const started = performance.now();
  try {
    await eachAtOnce(invoices, connections, async (invoice) => {
      paid.push(await pay(baseUrl, agent, invoice));
    });
  } finally {
    agent.destroy();
  }
  return { paid, seconds: (performance.now() - started) / 1000 };
}

/** The nearest-rank percentile of sorted values, rounded to 0.1 ms. */
function percentile(sorted: readonly number[], p: number): number {
  const value = sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}

/** Sends the invoices, pays the warm-up share, then times the payment of the rest. */
export async function measureInvoicePay(
  target: { baseUrl: string; pid: number },
  connections: number,
  short: boolean,
): Promise<InvoicePayResult> {
  const scale = short ? SHORT : FULL;
  const preparing = performance.now();
  const invoices = await sendInvoices(target.baseUrl, scale.warmup + scale.measured, connections);
  const prepareSeconds = (performance.now() - preparing) / 1000;
  console.log(
    `bench: ${invoices.length.toLocaleString('en')} invoices sent for ${INVOICE_PAY_KEY} in ${prepareSeconds.toFixed(1)} s`,
  );
  const url = new URL(target.baseUrl);
  await payAll(url, invoices.slice(0, scale.warmup), connections);
  const sampler = sampleRss(target.pid);
  const { paid, seconds } = await payAll(url, invoices.slice(scale.warmup), connections);
  const rssMb = sampler.stop();
  const sorted = paid.map((one) => one.ms).sort((a, b) => a - b);
  return {
    row: {
      key: INVOICE_PAY_KEY,
      endpoint: NAME,
      reqPerSec: paid.length / seconds,
      p50Ms: percentile(sorted, 50),
      p97_5Ms: percentile(sorted, 97.5),
      p99Ms: percentile(sorted, 99),
      rssMb,
      requests: paid.length,
      non2xx: paid.filter((one) => !one.ok && !one.error).length,
      errors: paid.filter((one) => one.error).length,
    },
    p95Ms: percentile(sorted, 95),
    connections,
    prepared: invoices.length,
    prepareSeconds,
  };
}

/** Issue 25 point 10: p99 ≤ 50 ms, every payment answered 200 'processed'. */
export function invoicePayCheck(result: InvoicePayResult): Check {
  const { row } = result;
  const clean = row.non2xx === 0 && row.errors === 0;
  return {
    id: `${INVOICE_PAY_KEY}:p99`,
    subject: NAME,
    requirement: `p99 ≤ ${MAX_P99_MS} ms`,
    measured: `${row.p99Ms} ms${clean ? '' : ` (${row.non2xx} not paid, ${row.errors} errors)`}`,
    pass: clean && row.p99Ms <= MAX_P99_MS,
  };
}

export function printInvoicePay(result: InvoicePayResult, checkoutReqPerSec: number | null): void {
  const { row } = result;
  const met = invoicePayCheck(result).pass ? 'met' : 'NOT met';
  console.log(
    `bench: invoice pay: ${row.requests.toLocaleString('en')} invoices paid at ${result.connections} connections: ` +
      `${row.reqPerSec.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${row.p99Ms} ms` +
      (checkoutReqPerSec === null ? '' : ` (check_out: ${checkoutReqPerSec.toFixed(0)} req/s)`) +
      `; target p99 ≤ ${MAX_P99_MS} ms: ${met}`,
  );
}
