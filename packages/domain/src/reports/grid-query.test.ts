import { describe, expect, it } from 'vitest';
import {
  GRID_ENTITIES,
  GRID_SPECS,
  type GridEntity,
  gridColumn,
  projectableColumns,
} from './grid-columns.ts';
import { defaultGridQuery, type GridQuery, gridSearchProblem, isCalendarDay } from './grid-query.ts';

// spec 3 §7 grid search bodies (issue 28 point 2): the one check the server refuses with.

const query = (changes: Partial<GridQuery> = {}): GridQuery => ({ ...defaultGridQuery('order'), ...changes });

describe('the entities (spec 3 §7, §9)', () => {
  it('every entity’s default sort, columns and row key are its own projectable columns', () => {
    for (const entity of GRID_ENTITIES) {
      const spec = GRID_SPECS[entity];
      const shown = projectableColumns(entity).map((column) => column.key);
      expect(gridColumn(entity, spec.defaultSort.field)?.sortable, entity).toBe(true);
      for (const key of [...spec.defaultColumns, spec.rowKey])
        expect(shown, `${entity}.${key}`).toContain(key);
      expect(gridSearchProblem(entity, spec.defaultColumns, defaultGridQuery(entity)), entity).toBeNull();
    }
  });

  it.each([
    ['order', 'order_number', 'desc', 50],
    ['transaction', 'order_number', 'desc', 50],
    ['xenon_transaction', 'id', 'desc', 75],
    ['invoice', 'invoice_date', 'desc', 50],
    ['subscription', 'id', 'desc', 50],
    ['top_customers', 'total_amount_paid', 'desc', 100],
    ['top_offerings', 'total_amount', 'desc', 100],
    ['order_item', 'amount_total', 'desc', 50],
    ['offering', 'name', 'asc', 50],
    ['non_bookable_offering', 'name', 'asc', 50],
  ] as const)('spec 3 §9: %s sorts by %s %s, %d a page', (entity, field, direction, size) => {
    expect(GRID_SPECS[entity].defaultSort).toEqual({ field, direction });
    expect(GRID_SPECS[entity].pageSize).toBe(size);
  });
});

describe('gridSearchProblem', () => {
  it.each([
    ['an unknown column shown', ['nope'], query(), 'projections.0'],
    [
      'a filter-only column shown',
      ['payment_status'],
      defaultGridQuery('top_customers'),
      'projections.0',
      'top_customers',
    ],
    [
      'an unknown filter column',
      [],
      query({ filters: [{ field: 'nope', op: 'eq', value: '1' }] }),
      'query.filters.0.field',
    ],
    [
      'an operation the column lacks',
      [],
      query({ filters: [{ field: 'order_number', op: 'contains', value: '1' }] }),
      'query.filters.0.op',
    ],
    [
      'a number that is not',
      [],
      query({ filters: [{ field: 'order_number', op: 'eq', value: '1.5' }] }),
      'query.filters.0.value',
    ],
    [
      'an empty choice',
      [],
      query({ filters: [{ field: 'payment_status', op: 'in', values: [] }] }),
      'query.filters.0.values',
    ],
    [
      'an unknown status',
      [],
      query({ filters: [{ field: 'payment_status', op: 'in', values: ['paid', 'lost'] }] }),
      'query.filters.0.values.1',
    ],
    [
      'a range without sides',
      [],
      query({ filters: [{ field: 'created_at', op: 'between' }] }),
      'query.filters.0.from',
    ],
    [
      'a day that does not exist',
      [],
      query({ filters: [{ field: 'created_at', op: 'between', from: '2026-02-30' }] }),
      'query.filters.0.from',
    ],
    [
      'amounts backwards',
      [],
      query({ filters: [{ field: 'amount_total', op: 'between', from: '10', to: '9.99' }] }),
      'query.filters.0.to',
    ],
    [
      'blank text',
      [],
      query({ filters: [{ field: 'customer_name', op: 'contains', value: '  ' }] }),
      'query.filters.0.value',
    ],
    [
      'an unsortable column',
      [],
      query({ sort: { field: 'customer_id', direction: 'asc' } }),
      'query.sort.field',
    ],
    ['too many a page', [], query({ items_per_page: 201 }), 'query.items_per_page'],
    ['past 10,000 rows deep', [], query({ page: 201, items_per_page: 50 }), 'query.page'],
  ] as const)('%s → %s', (_name, projections, body, path, entity: GridEntity = 'order') => {
    expect(gridSearchProblem(entity, projections, body)?.path).toBe(path);
  });

  it.each([
    [
      'amounts in order, equal ends allowed',
      { field: 'amount_total', op: 'between', from: '9.99', to: '9.99' },
    ],
    ['a whole amount', { field: 'amount_total', op: 'between', to: '10' }],
    ['a leap day', { field: 'created_at', op: 'between', from: '2028-02-29' }],
    ['a boolean', { field: 'is_refund', op: 'eq', value: 'false' }],
  ] as const)('accepted: %s', (_name, filter) => {
    const entity = filter.field === 'is_refund' ? 'transaction' : 'order';
    expect(gridSearchProblem(entity, [], { ...defaultGridQuery(entity), filters: [filter] })).toBeNull();
  });

  it('page 200 of 50 is the last one', () => {
    expect(gridSearchProblem('order', [], query({ page: 200, items_per_page: 50 }))).toBeNull();
  });
});

describe('isCalendarDay', () => {
  it.each([
    ['2026-11-29', true],
    ['2026-13-01', false],
    ['2026-2-1', false],
    ['2025-02-29', false],
  ])('%s → %s', (text, ok) => expect(isCalendarDay(text)).toBe(ok));
});
