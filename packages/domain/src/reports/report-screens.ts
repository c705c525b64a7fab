import type { ReportType } from '../saved-reports/saved-reports.ts';
import type { GridEntity } from './grid-columns.ts';

// spec 3 §2.2 report routes (issue 28 point 1): each grid report's entity, route and which column each of
// its query parameters filters (report-params.ts reads and writes them). Apart from the grid's columns, so
// that the app's route table, on every first page, carries these lines and not the columns.

export const REPORT_PARAMS = ['ci', 'cn', 'os', 'ref', 's', 'ca', 'pu', 'pd', 'ts', 'in', 'nb'] as const;
export type ReportParam = (typeof REPORT_PARAMS)[number];

/** The report types with a grid screen (the customers report is the customer list). */
export type GridReportType = Exclude<ReportType, 'customers'>;

export interface ReportScreen {
  readonly entity: GridEntity;
  readonly routeId: string;
  readonly path: string;
  /** Which column each of the route's parameters filters. */
  readonly params: Readonly<Partial<Record<ReportParam, string>>>;
}

export const REPORT_SCREENS: Readonly<Record<GridReportType, ReportScreen>> = {
  orders: {
    entity: 'order',
    routeId: 'reports.view.orders',
    path: '/reports/view/orders',
    params: {
      ci: 'customer_id',
      cn: 'customer_name',
      os: 'payment_status',
      ref: 'order_number',
      s: 'store_id',
      ca: 'created_at',
      pu: 'payment_type',
    },
  },
  items: {
    entity: 'order_item',
    routeId: 'reports.view.items',
    path: '/reports/view/items',
    params: { ci: 'customer_id', cn: 'customer_name', s: 'store_id', in: 'item_name', ca: 'created_at' },
  },
  transactions: {
    entity: 'transaction',
    routeId: 'reports.view.transactions',
    path: '/reports/view/transactions',
    params: {
      ci: 'customer_id',
      cn: 'customer_name',
      pd: 'created_at',
      ts: 'status',
      s: 'store_id',
      ref: 'order_number',
      pu: 'payment_type',
    },
  },
  xenon_transactions: {
    entity: 'xenon_transaction',
    routeId: 'reports.view.xenon-transactions',
    path: '/reports/xenon-transactions',
    params: {
      ci: 'customer_id',
      cn: 'customer_name',
      pd: 'created_at',
      ts: 'processor_status',
      ref: 'order_number',
      pu: 'payment_type',
    },
  },
  invoices: {
    entity: 'invoice',
    routeId: 'reports.view.invoices',
    path: '/reports/view/invoices',
    params: {
      ci: 'customer_id',
      cn: 'customer_name',
      os: 'payment_status',
      ref: 'order_number',
      s: 'state',
      ca: 'invoice_date',
      pu: 'payment_type',
    },
  },
  orders_by_customer: {
    entity: 'top_customers',
    routeId: 'reports.view.grouped-customer',
    path: '/reports/view/grouped-customer',
    params: { ci: 'customer_id', cn: 'customer_name', os: 'payment_status', s: 'store_id', ca: 'created_at' },
  },
  orders_by_item: {
    entity: 'top_offerings',
    routeId: 'reports.view.grouped-offering',
    path: '/reports/view/grouped-offering',
    params: { ci: 'customer_id', in: 'item_name', os: 'payment_status', s: 'store_id', ca: 'created_at' },
  },
  subscriptions: {
    entity: 'subscription',
    routeId: 'reports.view.subscriptions',
    path: '/reports/view/subscriptions',
    params: {
      ci: 'customer_id',
      cn: 'customer_name',
      nb: 'next_bill_date',
      s: 'store_id',
      ref: 'subscription_number',
      ts: 'status',
    },
  },
};

export const isGridReportType = (value: string): value is GridReportType =>
  Object.hasOwn(REPORT_SCREENS, value);
