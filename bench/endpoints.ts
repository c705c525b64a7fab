// What `npm run bench` loads with autocannon, in order, and the target each entry must meet.
import { CALENDAR_FEED_KEY } from './calendar-feed-bench.ts';
import { CHECKOUT_BODY, STORE_PAY_BODY } from './checkout-bench.ts';
import { CREATE_CUSTOMER_BODY, CREATE_CUSTOMER_KEY } from './create-customer-bench.ts';
import { customerSearchBody } from './customer-scale.ts';
import { GRID_ENDPOINTS } from './report-grid-bench.ts';

/**
 * Issue 14 point 5: throughput is a ratio to `GET /api/health` (no session, one `select 1`) measured in
 * the same run on the same database, so a target says what an endpoint costs beyond one round trip.
 */
export interface Target {
  minRatioToHealth?: number;
  /**
   * Issue 25 point 10: req/s as a share of another entry's in the same run (its `key`; `--only` runs it
   * too), a reference of the same kind of work, where health's one `select 1` is not.
   */
  minRatioTo?: { key: string; ratio: number };
  maxP99Ms?: number;
  /** autocannon has no p95; p97.5 ≤ the bound proves p95 ≤ it (issue 5's target is a p95). */
  maxP97_5Ms?: number;
  /** Issue 28 point 6: an absolute latency bound, printed with GET /api/health's p97.5 of the same run beside. */
  showHealthBeside?: boolean;
}

export interface Endpoint {
  /** What `--only` names (health always runs: it is the reference). */
  key: string;
  name: string;
  /** 'hello' is the bare node:http server (information only); 'paybook' the server under test. */
  server: 'hello' | 'paybook';
  /** GET unless said; a PUT or POST sends `body` (with `{name}` values) as JSON, with the CSRF header. */
  method?: 'GET' | 'PUT' | 'POST';
  body?: string;
  /** `{name}` is replaced by a value found through the API (bench/path-values.ts). */
  path: string;
  /** Sends the session cookie of the signed-in demo owner (of the point-of-sale merchant for 'pos'). */
  auth: boolean;
  session?: 'pos';
  /** Each request gets its own Idempotency-Key header (a checkout's retry token). */
  freshIdempotencyKey?: boolean;
  /** Headers every request sends (the calendar feed: Accept-Encoding gzip, as calendar clients send it). */
  headers?: Record<string, string>;
  /** Reads seed:large's rows (customers, orders): the run seeds them before the server starts. */
  scale?: true;
  target?: Target;
}

export const HEALTH_KEY = 'health';

const slotsOfBusyDay = '/offering/{offeringId}/service_provider/{providerId}/time_slots/{busyDate}';
const publicSlotsOfBusyDay =
  '/api/public/booking_page/{urlSubdomain}/offering/{offeringId}/time_slots/{busyDate}';

export const ENDPOINTS: Endpoint[] = [
  // Issue 14: the bare node:http ceiling stays as information, without a target.
  { key: 'hello', name: 'hello world (node:http)', server: 'hello', path: '/', auth: false },
  {
    key: HEALTH_KEY,
    name: 'GET /api/health (reference)',
    server: 'paybook',
    path: '/api/health',
    auth: false,
  },
  // Issue 14 point 5: the simplest signed-in read, one row of the merchant's behind the session.
  {
    key: 'is_active',
    name: 'GET hub/user/{id}/is_active',
    server: 'paybook',
    path: '/api/hub/user/{userId}/is_active',
    auth: true,
    target: { minRatioToHealth: 0.6, maxP99Ms: 10 },
  },
  // Issue 3: the whole staff member (user, provider, work plan, breaks, days off, services).
  {
    key: 'hub_user',
    name: 'GET hub/user/{id}',
    server: 'paybook',
    path: '/api/hub/user/{userId}',
    auth: true,
  },
  // Issue 14 point 5: the booking page's call (no session) for the provider the visitor chose, on the
  // busiest coming day of the demo (apps/web public-booking get-public-availability.ts).
  {
    key: 'public_time_slots',
    name: 'GET public time_slots (busy day, provider)',
    server: 'paybook',
    path: `${publicSlotsOfBusyDay}?service_provider_id={providerId}`,
    auth: false,
    target: { minRatioToHealth: 1, maxP99Ms: 10 },
  },
  // The same page when the visitor picks "any available" provider: information.
  {
    key: 'public_time_slots_any',
    name: 'GET public time_slots (busy day, any provider)',
    server: 'paybook',
    path: publicSlotsOfBusyDay,
    auth: false,
  },
  {
    key: 'time_slots',
    name: 'GET time_slots (busy day, signed in)',
    server: 'paybook',
    path: `/api${slotsOfBusyDay}`,
    auth: true,
    target: { minRatioToHealth: 0.5 },
  },
  {
    key: 'available_dates',
    name: 'GET available_dates_between (31 days)',
    server: 'paybook',
    path: '/api/offering/{offeringId}/service_provider/{providerId}/available_dates_between/{today}/{monthEnd}',
    auth: true,
    target: { minRatioToHealth: 0.5 },
  },
  // A week with 50 items a day (bench/busy-week.ts seeds it, five weeks ahead).
  {
    key: 'calendar_week',
    name: 'GET calendar_week (50 items a day)',
    server: 'paybook',
    path: '/api/service_provider/{providerId}/calendar_week/{busyWeek}',
    auth: true,
    target: { minRatioToHealth: 0.2, maxP99Ms: 40 },
  },
  // Issue 24 point 3: every provider's day side by side, the busy week's Tuesday with 50 items a provider.
  {
    key: 'calendar_day',
    name: 'GET calendar_day (every provider, 50 items each)',
    server: 'paybook',
    path: '/api/calendar_day/{busyProvidersDay}',
    auth: true,
    target: { minRatioToHealth: 0.2, maxP99Ms: 40 },
  },
  // Issue 26 point 5: a provider's calendar feed with 2,000 items (bench/calendar-feed-bench.ts seeds
  // them), no session, as calendars poll it (asking for gzip): from the node's cache.
  {
    key: CALENDAR_FEED_KEY,
    name: 'GET /calendar/{token}.ics (2,000 items)',
    server: 'paybook',
    path: '{calendarFeedPath}',
    auth: false,
    headers: { 'accept-encoding': 'gzip' },
    target: { maxP99Ms: 20 },
  },
  // Issue 14 point 5 (the fragment) and issue 5 point 9 (e-mail and phone): the customer list search at
  // seed:large scale.
  ...(['fragment', 'email', 'phone'] as const).map(
    (term): Endpoint => ({
      key: `customer_search_${term}`,
      name: `PUT customer/search (${term})`,
      server: 'paybook',
      method: 'PUT',
      path: '/api/customer/search?items_per_page=50&page=1&sort_by=name&sort_direction=asc',
      body: customerSearchBody(`{${term}}`),
      auth: true,
      target: { maxP97_5Ms: 50 },
    }),
  ),
  // Issue 25 point 10: the write reference. One tenant row (a customer, its number from the trigger) with
  // its idempotency record, a new key each time: what any keyed write costs at least. Written by the point
  // of sale's merchant, as check_out is, so both meet the same tables (Juniper's 100,000 customers would
  // load its trigram indexes' pending lists too).
  {
    key: CREATE_CUSTOMER_KEY,
    name: 'POST customer (write reference)',
    server: 'paybook',
    method: 'POST',
    path: '/api/customer',
    body: CREATE_CUSTOMER_BODY,
    auth: true,
    session: 'pos',
    freshIdempotencyKey: true,
  },
  // Issue 25 point 8 (information): the whole list sorted by last order date, so the order subqueries run
  // for every one of the 100,000 customers (decision 137).
  {
    key: 'customer_search_by_last_order',
    name: 'PUT customer/search (sorted by last order)',
    server: 'paybook',
    method: 'PUT',
    path: '/api/customer/search?items_per_page=50&page=1&sort_by=last_order_date&sort_direction=desc',
    body: customerSearchBody(''),
    auth: true,
  },
  // Issue 15 point 10: a three-item cash checkout at the point of sale, priced and written (intent, order,
  // lines, payment, reconcile job) with a new retry token each time. Issue 25 point 10: measured against
  // the write reference above (half its req/s), not against health.
  {
    key: 'check_out',
    name: 'POST cart/check_out (3 items, cash)',
    server: 'paybook',
    method: 'POST',
    path: '/api/cart/check_out',
    body: CHECKOUT_BODY,
    auth: true,
    session: 'pos',
    freshIdempotencyKey: true,
    target: { minRatioTo: { key: CREATE_CUSTOMER_KEY, ratio: 0.5 }, maxP99Ms: 50 },
  },
  // Issue 27 point 4: a payment form's hosted page (no session), and buying on it by card with a new
  // Idempotency-Key each time (tokenise, customer matched by e-mail, intent, charge, order, receipt e-mail).
  {
    key: 'public_store',
    name: 'GET public/store/{url_subdomain}/{url_name}',
    server: 'paybook',
    path: '/api/public/store/{posSubdomain}/{posForm}',
    auth: false,
    session: 'pos',
    target: { minRatioToHealth: 0.5 },
  },
  {
    key: 'public_store_pay',
    name: 'POST public/store/{…}/pay (card)',
    server: 'paybook',
    method: 'POST',
    path: '/api/public/store/{posSubdomain}/{posForm}/pay',
    body: STORE_PAY_BODY,
    auth: false,
    session: 'pos',
    freshIdempotencyKey: true,
    target: { maxP99Ms: 50 },
  },
  // Issue 28 point 6: the report grid's pages and summary at seed:large scale (bench/report-grid-bench.ts).
  ...GRID_ENDPOINTS,
];
