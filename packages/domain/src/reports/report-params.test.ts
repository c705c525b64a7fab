import { describe, expect, it } from 'vitest';
import { GRID_SPECS } from './grid-columns.ts';
import { customerIdOfParam, reportParamsOf, reportStateOf, toggledSort } from './report-params.ts';
import { REPORT_SCREENS } from './report-screens.ts';

// spec 3 §2.2 report routes and their query parameters (issue 28 point 1, decision 195).

const stateOf = (type: Parameters<typeof reportStateOf>[0], query: string) =>
  reportStateOf(type, new URLSearchParams(query));

describe('customerIdOfParam: spec 3 §2.2 "ci as {customerId}:C{customerId}"', () => {
  it.each([
    ['7:C7', '7'],
    ['7', '7'],
    [' 42:C42 ', '42'],
    ['7:C8', null],
    ['C7', null],
    ['7:', null],
    ['abc', null],
  ])('%s → %s', (text, id) => expect(customerIdOfParam(text)).toBe(id));
});

describe('reportStateOf', () => {
  it('no parameters: the entity’s default columns, sort (spec 3 §9) and page 1', () => {
    for (const [type, screen] of Object.entries(REPORT_SCREENS)) {
      const { query, projections } = stateOf(type as keyof typeof REPORT_SCREENS, '');
      const spec = GRID_SPECS[screen.entity];
      expect(query).toEqual({ filters: [], sort: spec.defaultSort, page: 1, items_per_page: spec.pageSize });
      expect(projections).toEqual(spec.defaultColumns);
    }
  });

  it('each parameter becomes its column’s filter', () => {
    const { query, ignored } = stateOf(
      'orders',
      'ci=7%3AC7&cn=ada&os=paid,unpaid&ref=1001&s=3,4&ca=2026-11-01..2026-11-30&pu=ach',
    );
    expect(ignored).toEqual([]);
    expect(query.filters).toEqual([
      { field: 'customer_id', op: 'eq', value: '7' },
      { field: 'customer_name', op: 'contains', value: 'ada' },
      { field: 'payment_status', op: 'in', values: ['paid', 'unpaid'] },
      { field: 'order_number', op: 'eq', value: '1001' },
      { field: 'store_id', op: 'in', values: ['3', '4'] },
      { field: 'created_at', op: 'between', from: '2026-11-01', to: '2026-11-30' },
      { field: 'payment_type', op: 'in', values: ['ach'] },
    ]);
  });

  it.each([
    ['an open start', 'ca=..2026-11-30', { to: '2026-11-30' }],
    ['an open end', 'ca=2026-11-01..', { from: '2026-11-01' }],
    ['a lone day', 'ca=2026-11-05', { from: '2026-11-05', to: '2026-11-05' }],
  ])('ranges: %s', (_name, query, sides) => {
    expect(stateOf('orders', query).query.filters).toEqual([
      { field: 'created_at', op: 'between', ...sides },
    ]);
  });

  it.each([
    ['a mistyped day', 'ca=11/05/2026', 'ca'],
    ['a range backwards', 'ca=2026-11-30..2026-11-01', 'ca'],
    ['an unknown status', 'os=lost', 'os'],
    ['a customer written wrong', 'ci=7:C8', 'ci'],
    ['an order number that is not one', 'ref=abc', 'ref'],
  ])('a value that does not read is left out and named: %s', (_name, query, param) => {
    const read = stateOf('orders', query);
    expect(read.query.filters).toEqual([]);
    expect(read.ignored).toEqual([param]);
  });

  it('a parameter the route does not take is ignored quietly (nb on orders)', () => {
    expect(stateOf('orders', 'nb=2026-11-01..').query.filters).toEqual([]);
  });

  it('the same parameter filters each report’s own column', () => {
    expect(stateOf('invoices', 's=sent').query.filters).toEqual([
      { field: 'state', op: 'in', values: ['sent'] },
    ]);
    expect(stateOf('subscriptions', 'ref=12').query.filters).toEqual([
      { field: 'subscription_number', op: 'eq', value: '12' },
    ]);
    expect(stateOf('xenon_transactions', 'ts=settled').query.filters).toEqual([
      { field: 'processor_status', op: 'in', values: ['settled'] },
    ]);
  });

  it('columns (c): known ones in the asked order, else the defaults; sort and page read with fallbacks', () => {
    const read = stateOf(
      'orders',
      'c=amount_total,nope,order_number&sort_by=amount_total&sort_direction=asc&page=3',
    );
    expect(read.projections).toEqual(['amount_total', 'order_number']);
    expect(read.query.sort).toEqual({ field: 'amount_total', direction: 'asc' });
    expect(read.query.page).toBe(3);
    const fallback = stateOf('orders', 'sort_by=customer_id&page=-2');
    expect(fallback.query.sort).toEqual(GRID_SPECS.order.defaultSort);
    expect(fallback.query.page).toBe(1);
    expect(stateOf('orders', 'page=999').query.page).toBe(200);
  });
});

describe('reportParamsOf', () => {
  it('writes only what differs from the defaults, and reads back to the same state', () => {
    const address =
      'cn=ada&os=paid&ca=2026-11-01..2026-11-30&c=order_number,amount_total&sort_by=amount_total&sort_direction=asc&page=2';
    const { state } = stateOf('orders', address);
    const written = reportParamsOf('orders', state);
    expect(written.toString()).toBe(
      'cn=ada&os=paid&ca=2026-11-01..2026-11-30&c=order_number%2Camount_total&sort_by=amount_total&sort_direction=asc&page=2',
    );
    expect(reportStateOf('orders', written).state).toEqual(state);
    expect(reportParamsOf('orders', stateOf('orders', '').state).toString()).toBe('');
  });
});

describe('toggledSort', () => {
  it.each([
    ['the same column flips', { field: 'amount_total', direction: 'desc' as const }, 'amount_total', 'asc'],
    ['money starts high', { field: 'order_number', direction: 'desc' as const }, 'amount_total', 'desc'],
    ['text starts low', { field: 'order_number', direction: 'desc' as const }, 'customer_name', 'asc'],
  ])('%s', (_name, current, field, direction) => {
    expect(toggledSort('orders', current, field)).toEqual({ field, direction });
  });
});
