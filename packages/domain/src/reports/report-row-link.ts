// spec 3 §2.2 (issue 28 point 1): "every row opens its detail page", and the customer-name link rule. Which
// page a report's row opens, and the columns a row needs for its links whether or not they are shown.
import type { AccessSubject } from '../access/subject.ts';
import { customerNameLink } from '../orders/customer-name-link.ts';
import { GRID_SPECS } from './grid-columns.ts';
import { type ReportState, reportParamsOf } from './report-params.ts';
import { type GridReportType, REPORT_SCREENS } from './report-screens.ts';

/** A grid row as the search answers it (packages/contracts report-grid.ts gridRow). */
export type ReportRow = Readonly<Record<string, string | number | boolean | null>>;

/** The columns each report's row links read: its detail page's keys and the customer's id. */
const LINK_COLUMNS: Readonly<Record<GridReportType, readonly string[]>> = {
  orders: ['id', 'customer_id'],
  items: ['order_id', 'customer_id'],
  transactions: ['id', 'order_id', 'customer_id'],
  xenon_transactions: ['id', 'customer_id'],
  invoices: ['id', 'customer_id'],
  orders_by_customer: ['customer_id'],
  orders_by_item: ['item_name'],
  subscriptions: ['id', 'customer_id'],
};

/**
 * What a report's search projects: the shown columns, then the link columns the row needs that are not
 * shown (the CSV export keeps to the shown ones).
 */
export function reportProjections(type: GridReportType, shown: readonly string[]): string[] {
  const extra = LINK_COLUMNS[type].filter((key) => !shown.includes(key));
  return [...shown, ...extra];
}

/** A positive whole id of a row's cell, or null (a walk-in's empty customer). */
export function rowId(row: ReportRow, key: string): number | null {
  const value = row[key];
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The items report's parameters a sales-by-item row carries over (the filters both reports have). */
const ITEM_CARRIED = ['ci', 's', 'ca'] as const;

/**
 * The page a row opens: an order its order page, an invoice its invoice page, a transaction its
 * transaction page (xenon's its own), a billing schedule its page, an item line its order; a grouped
 * customer its customer by the name-link rule (null without reports.name-link); a grouped item the items
 * report of that item under the same dates, stores and customer.
 */
export function reportRowLink(
  type: GridReportType,
  row: ReportRow,
  subject: Pick<AccessSubject, 'claims'>,
  state?: Pick<ReportState, 'filters'>,
): string | null {
  const id = rowId(row, 'id');
  const orderId = rowId(row, 'order_id');
  switch (type) {
    case 'orders':
      return id === null ? null : `/reports/details/order/${id}`;
    case 'items':
      return orderId === null ? null : `/reports/details/order/${orderId}`;
    case 'invoices':
      return id === null ? null : `/reports/details/invoice/${id}`;
    case 'transactions':
      return id === null || orderId === null ? null : `/reports/details/transaction/${orderId}/${id}`;
    case 'xenon_transactions':
      return id === null ? null : `/reports/details/xenon-transaction/${id}`;
    case 'subscriptions':
      return id === null ? null : `/reports/details/subscription/${id}`;
    case 'orders_by_customer':
      return customerNameLink(subject, rowId(row, 'customer_id'));
    case 'orders_by_item': {
      const name = row.item_name;
      if (typeof name !== 'string' || name.trim() === '') return null;
      const filters: Partial<Record<(typeof ITEM_CARRIED)[number] | 'in', string>> = { in: name };
      for (const param of ITEM_CARRIED) {
        const value = state?.filters[param];
        if (value !== undefined) filters[param] = value;
      }
      const spec = GRID_SPECS[REPORT_SCREENS.items.entity];
      const address = reportParamsOf('items', {
        columns: spec.defaultColumns,
        filters,
        sort: spec.defaultSort,
        page: 1,
      });
      return `${REPORT_SCREENS.items.path}?${address.toString()}`;
    }
  }
}
