import { describe, expect, it } from 'vitest';
import { gridColumn } from './grid-columns.ts';
import { reportStateOf } from './report-params.ts';
import { type ReportRow, reportProjections, reportRowLink, rowId } from './report-row-link.ts';
import { type GridReportType, REPORT_SCREENS } from './report-screens.ts';

// spec 3 §2.2: every report row opens its detail page; customer names link by the name-link rule.
const withClaims = (...claims: string[]) => ({ claims: new Set(claims) });
const LINKS = withClaims('reports.name-link', 'customers.profile');

describe('reportRowLink (spec 3 §2.2 detail routes)', () => {
  it.each<[GridReportType, ReportRow, string | null]>([
    ['orders', { id: 41, order_number: 1041 }, '/reports/details/order/41'],
    ['items', { id: '41-2', order_id: 41 }, '/reports/details/order/41'],
    ['invoices', { id: 52 }, '/reports/details/invoice/52'],
    ['transactions', { id: 9, order_id: 41 }, '/reports/details/transaction/41/9'],
    ['transactions', { id: 9, order_id: null }, null],
    ['xenon_transactions', { id: 9 }, '/reports/details/xenon-transaction/9'],
    ['subscriptions', { id: 3 }, '/reports/details/subscription/3'],
    ['subscriptions', { id: null }, null],
    ['orders_by_customer', { customer_id: 7 }, '/customer/profile/7'],
    ['orders_by_customer', { customer_id: null }, null],
    ['orders_by_item', { item_name: 'Yoga Class' }, '/reports/view/items?in=Yoga+Class'],
    ['orders_by_item', { item_name: '' }, null],
  ])('%s %j → %s', (type, row, link) => {
    expect(reportRowLink(type, row, LINKS)).toBe(link);
  });

  it('a grouped customer without reports.name-link opens nothing; with it alone, the legacy page', () => {
    expect(reportRowLink('orders_by_customer', { customer_id: 7 }, withClaims())).toBeNull();
    expect(reportRowLink('orders_by_customer', { customer_id: 7 }, withClaims('reports.name-link'))).toBe(
      '/reports/view/orders?ci=7%3AC7',
    );
  });

  it('a grouped item carries the dates, stores and customer over to the items report, not the status', () => {
    const { state } = reportStateOf(
      'orders_by_item',
      new URLSearchParams('ca=2026-11-01..2026-11-30&s=3,4&os=paid&ci=7:C7'),
    );
    const link = reportRowLink('orders_by_item', { item_name: 'Shake' }, LINKS, state) ?? '';
    const [path, query = ''] = link.split('?');
    expect(path).toBe('/reports/view/items');
    const params = new URLSearchParams(query);
    expect(Object.fromEntries(params)).toEqual({
      ci: '7:C7',
      s: '3,4',
      in: 'Shake',
      ca: '2026-11-01..2026-11-30',
    });
    expect(reportStateOf('items', params).ignored).toEqual([]);
  });
});

describe('reportProjections', () => {
  it('adds the link columns a row needs after the shown ones, once', () => {
    expect(reportProjections('transactions', ['amount', 'id'])).toEqual([
      'amount',
      'id',
      'order_id',
      'customer_id',
    ]);
    expect(reportProjections('orders_by_item', ['item_name', 'total_amount'])).toEqual([
      'item_name',
      'total_amount',
    ]);
  });

  it.each(Object.keys(REPORT_SCREENS) as GridReportType[])(
    "%s: every link column is a column the report's entity projects",
    (type) => {
      const entity = REPORT_SCREENS[type].entity;
      for (const key of reportProjections(type, [])) {
        const column = gridColumn(entity, key);
        expect(column, `${entity}.${key}`).toBeDefined();
        expect(column?.filterOnly, `${entity}.${key}`).toBeFalsy();
      }
    },
  );
});

describe('rowId', () => {
  it.each<[ReportRow[string], number | null]>([
    [7, 7],
    ['7', 7],
    [null, null],
    [0, null],
    ['41-2', null],
    [true, null],
  ])('%j → %s', (value, id) => {
    expect(rowId({ key: value }, 'key')).toBe(id);
  });
});
