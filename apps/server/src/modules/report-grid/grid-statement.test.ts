import type { GridEntity, GridFilter } from '@paybook/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { countedPageStatement } from './grid-statement.ts';

// Decision 199: a count or a page's keys that read no joined table read the entity's own table alone.

const dialect = new PgDialect();

/** The SQL text of the one pass over the matches (its `matched` part). */
function matchedPart(entity: GridEntity, filters: GridFilter[], sortField: string): string {
  const statement = countedPageStatement(
    entity,
    1,
    {
      filters,
      timeZone: 'UTC',
      select: sql`1`,
      sort: { field: sortField, direction: 'desc' },
      page: { offset: 0, limit: 50 },
    },
    10_000,
  );
  const text = dialect.sqlToQuery(statement).sql;
  return text.slice(0, text.indexOf('page_keys as'));
}

describe('the FROM of the pass over the matches', () => {
  it.each<[string, GridEntity, GridFilter[], string, boolean]>([
    [
      'orders by status, by total: the orders alone',
      'order',
      [{ field: 'payment_status', op: 'in', values: ['paid'] }],
      'amount_total',
      false,
    ],
    [
      'orders by customer name: the customers joined',
      'order',
      [{ field: 'customer_name', op: 'contains', value: 'a' }],
      'amount_total',
      true,
    ],
    ['orders sorted by store: the stores joined', 'order', [], 'store_name', true],
    [
      'orders paid by card (a subquery over transactions): the orders alone',
      'order',
      [{ field: 'payment_type', op: 'in', values: ['cash'] }],
      'created_at',
      false,
    ],
    [
      'transactions by status: the transactions alone',
      'transaction',
      [{ field: 'status', op: 'in', values: ['4'] }],
      'created_at',
      false,
    ],
    ['transactions sorted by order number: the orders joined', 'transaction', [], 'order_number', true],
    [
      'invoices paid by card (the order’s payments): the orders joined',
      'invoice',
      [{ field: 'payment_type', op: 'in', values: ['cash'] }],
      'invoice_date',
      true,
    ],
    ['subscriptions: always the whole FROM (an inner join)', 'subscription', [], 'created_at', true],
  ])('%s', (_, entity, filters, sortField, joins) => {
    expect(/ join /.test(matchedPart(entity, filters, sortField))).toBe(joins);
  });
});
