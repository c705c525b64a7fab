import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  choicesParam,
  dayRangeOf,
  dayRangeParam,
  filterOfColumn,
  reportFilterControls,
} from './report-filters.ts';
import { reportStateOf } from './report-params.ts';
import type { GridReportType } from './report-screens.ts';

// spec 3 §2.2: each report's filter bar has one control per parameter its route names.
const controlsOf = (type: GridReportType) =>
  reportFilterControls(type).map((control) => `${control.param}:${control.column.key}:${control.kind}`);

describe('reportFilterControls (spec 3 §2.2 routes)', () => {
  it.each<[GridReportType, string[]]>([
    [
      'orders',
      [
        'ci:customer_id:customer',
        'cn:customer_name:text',
        'os:payment_status:choices',
        'ref:order_number:number',
        's:store_id:stores',
        'ca:created_at:days',
        'pu:payment_type:choices',
      ],
    ],
    [
      'items',
      [
        'ci:customer_id:customer',
        'cn:customer_name:text',
        's:store_id:stores',
        'ca:created_at:days',
        'in:item_name:text',
      ],
    ],
    [
      'transactions',
      [
        'ci:customer_id:customer',
        'cn:customer_name:text',
        'ref:order_number:number',
        's:store_id:stores',
        'pu:payment_type:choices',
        'pd:created_at:days',
        'ts:status:choices',
      ],
    ],
    [
      'xenon_transactions',
      [
        'ci:customer_id:customer',
        'cn:customer_name:text',
        'ref:order_number:number',
        'pu:payment_type:choices',
        'pd:created_at:days',
        'ts:processor_status:choices',
      ],
    ],
    [
      'invoices',
      [
        'ci:customer_id:customer',
        'cn:customer_name:text',
        'os:payment_status:choices',
        'ref:order_number:number',
        's:state:choices',
        'ca:invoice_date:days',
        'pu:payment_type:choices',
      ],
    ],
    [
      'orders_by_customer',
      [
        'ci:customer_id:customer',
        'cn:customer_name:text',
        'os:payment_status:choices',
        's:store_id:stores',
        'ca:created_at:days',
      ],
    ],
    [
      'orders_by_item',
      [
        'ci:customer_id:customer',
        'os:payment_status:choices',
        's:store_id:stores',
        'ca:created_at:days',
        'in:item_name:text',
      ],
    ],
    [
      'subscriptions',
      [
        'ci:customer_id:customer',
        'cn:customer_name:text',
        'ref:subscription_number:number',
        's:store_id:stores',
        'ts:status:choices',
        'nb:next_bill_date:days',
      ],
    ],
  ])('%s', (type, expected) => {
    expect(controlsOf(type)).toEqual(expected);
  });

  it('a choices control offers its column’s enumeration', () => {
    const status = reportFilterControls('transactions').find((control) => control.param === 'ts');
    expect(status?.values.length).toBeGreaterThan(0);
    for (const control of reportFilterControls('orders').filter((c) => c.kind === 'choices'))
      expect(control.values.length).toBeGreaterThan(0);
  });
});

describe('writing a control back into its parameter', () => {
  it.each<[string | null, string | null, string, { from: string | null; to: string | null }]>([
    ['2026-11-01', '2026-11-30', '2026-11-01..2026-11-30', { from: '2026-11-01', to: '2026-11-30' }],
    ['2026-11-01', null, '2026-11-01..', { from: '2026-11-01', to: null }],
    [null, '2026-11-30', '..2026-11-30', { from: null, to: '2026-11-30' }],
    [null, null, '', { from: null, to: null }],
  ])('days %s–%s → "%s", read back alike', (from, to, param, read) => {
    expect(dayRangeParam(from, to)).toBe(param);
    const { query } = reportStateOf('transactions', new URLSearchParams(param ? { pd: param } : {}));
    expect(dayRangeOf(filterOfColumn(query, 'created_at'))).toEqual(read);
  });

  it('choices → a comma list, read back alike', () => {
    const param = choicesParam(['paid', 'past_due']);
    expect(param).toBe('paid,past_due');
    const { query } = reportStateOf('orders', new URLSearchParams({ os: param }));
    expect(choicesOf(filterOfColumn(query, 'payment_status'))).toEqual(['paid', 'past_due']);
    expect(choicesParam([])).toBe('');
  });

  it('a column without a filter reads as nothing chosen', () => {
    const { query } = reportStateOf('orders', new URLSearchParams());
    expect(choicesOf(filterOfColumn(query, 'payment_status'))).toEqual([]);
    expect(dayRangeOf(filterOfColumn(query, 'created_at'))).toEqual({ from: null, to: null });
  });
});
