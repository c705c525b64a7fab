import type { GridPage, GridSchema, GridSummary } from '@paybook/contracts';
import { GRID_ENTITIES, GRID_SPECS, type GridColumn, projectableColumns } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import { insertCashOrder, insertCustomer } from '../orders/orders-test-setup.ts';
import {
  paidOrder,
  refundOf,
  settleEverything,
  TOTAL,
} from '../transaction-actions/transaction-actions-test-setup.ts';
import { readCountedPage } from './grid.repository.ts';
import { writeGridCsv } from './grid-export.ts';

// spec 3 §7 grid endpoints, §9 default sorts (issue 28 point 2): one search, summary, export and schema
// for the ten entities; filters, sort and paging in SQL; only the merchant's rows.

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
  shop = await setUpShop(t);
});

const search = (client: Shop['owner'], entity: string, body: object) =>
  client.put(`/api/grid/${entity}/search`, body);

/** Three cash orders of a new shop, on three days of November 2026 (1, 2 and 3 shakes at $6.50). */
async function shopWithOrders() {
  const own = await setUpShop(t);
  const customer = await withTenant(t.handle.db, own.merchantId, (tx) =>
    insertCustomer(tx, own.merchantId, 'Orderly'),
  );
  const placed = [];
  for (const [day, quantity] of [
    ['2026-11-02T18:00:00Z', 1],
    ['2026-11-10T18:00:00Z', 2],
    ['2026-11-20T18:00:00Z', 3],
  ] as const) {
    placed.push(
      await withTenant(t.handle.db, own.merchantId, (tx) =>
        insertCashOrder(tx, own.merchantId, { customerId: customer.id, createdAt: new Date(day), quantity }),
      ),
    );
  }
  return { own, customer, placed };
}

describe('PUT grid/order/search', () => {
  it('spec 3 §9: orders by order number descending, money as decimal strings, ids for links', async () => {
    const { own, customer, placed } = await shopWithOrders();
    const answer = await search(own.owner, 'order', {
      projections: ['order_number', 'customer_name', 'amount_total', 'payment_status'],
      query: {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<GridPage>();
    expect(page.total_item_count).toBe(3);
    expect(page.total_is_exact).toBe(true);
    expect(page.data.map((row) => row.id)).toEqual(placed.map((order) => order.id).reverse());
    expect(page.data[0]).toMatchObject({
      customer_id: customer.id,
      customer_name: 'Ada Orderly',
      amount_total: '19.50',
      payment_status: 'paid',
    });
  });

  it('filters by a range of the merchant’s days and a status, sorts by amount, pages', async () => {
    const { own, placed } = await shopWithOrders();
    const body = (page: number) => ({
      projections: ['amount_total'],
      query: {
        filters: [
          { field: 'created_at', op: 'between', from: '2026-11-02', to: '2026-11-10' },
          { field: 'payment_status', op: 'in', values: ['paid', 'unpaid'] },
        ],
        sort: { field: 'amount_total', direction: 'asc' },
        page,
        items_per_page: 1,
      },
    });
    const first = (await search(own.owner, 'order', body(1))).json<GridPage>();
    expect(first.data.map((row) => row.amount_total)).toEqual(['6.50']);
    expect(first.total_item_count).toBe(2);
    const second = (await search(own.owner, 'order', body(2))).json<GridPage>();
    expect(second.data.map((row) => row.id)).toEqual([placed[1]!.id]);
    const third = (await search(own.owner, 'order', body(3))).json<GridPage>();
    expect(third.data).toEqual([]);
    expect(third.total_item_count).toBe(2);
  });

  it('finds by customer name, by customer id and by order number; never another merchant’s orders', async () => {
    const { own, customer, placed } = await shopWithOrders();
    await shopWithOrders();
    const by = async (filter: object) =>
      (
        await search(own.owner, 'order', { projections: ['order_number'], query: { filters: [filter] } })
      ).json<GridPage>();
    expect((await by({ field: 'customer_name', op: 'contains', value: 'ORDERLY' })).total_item_count).toBe(3);
    expect((await by({ field: 'customer_id', op: 'eq', value: String(customer.id) })).total_item_count).toBe(
      3,
    );
    const number = String(placed[0]!.orderNumber);
    expect((await by({ field: 'order_number', op: 'eq', value: number })).data.map((row) => row.id)).toEqual([
      placed[0]!.id,
    ]);
    // The other shop's orders share the name and numbers: none shows.
    const all = (
      await search(own.owner, 'order', { projections: ['order_number'], query: {} })
    ).json<GridPage>();
    expect(all.total_item_count).toBe(3);
  });
});

describe('decision 199: a page and its count in one pass, exact up to the cap', () => {
  const amountsOf = (rows: readonly Record<string, unknown>[]) => rows.map((row) => Number(row.amount_total));

  it('pages in the sort whether the matches are within the cap or past it', async () => {
    const { own } = await shopWithOrders();
    const scope = { entity: 'order' as const, merchantId: own.merchantId, filters: [], timeZone: 'UTC' };
    const read = (cap: number, offset: number) =>
      withTenantRead(t.handle.db, own.merchantId, (tx) =>
        readCountedPage(
          tx,
          scope,
          ['id', 'amount_total'],
          { field: 'amount_total', direction: 'desc' },
          { offset, limit: 2 },
          cap,
        ),
      );
    // Within the cap: the page of the one pass, the count exact.
    const within = await read(5, 0);
    expect(amountsOf(within.rows)).toEqual([1950, 1300]);
    expect(within).toMatchObject({ count: 3, exact: true });
    // Past the cap the pass read the first rows found, not the sort's: the page is read again in the sort,
    // the count is an estimate of at least cap + 1.
    const past = await read(2, 0);
    expect(amountsOf(past.rows)).toEqual([1950, 1300]);
    expect(past.exact).toBe(false);
    expect(past.count).toBeGreaterThanOrEqual(3);
    expect(amountsOf((await read(2, 2)).rows)).toEqual([650]);
    // A page past the last match is empty; the count still says how many there are.
    expect(await read(5, 4)).toEqual({ rows: [], count: 3, exact: true });
  });
});

describe('validation: a 400 naming the field, nothing read', () => {
  it.each([
    ['an unknown column', { projections: ['secret'], query: {} }, 'projections.0'],
    [
      'a filter-only column shown',
      { projections: ['payment_status'], query: {} },
      'projections.0',
      'top_customers',
    ],
    [
      'a mistyped day',
      {
        projections: ['id'],
        query: { filters: [{ field: 'created_at', op: 'between', from: '11/02/2026' }] },
      },
      'query.filters.0.from',
    ],
    [
      'a range ending before it starts',
      {
        projections: ['id'],
        query: { filters: [{ field: 'created_at', op: 'between', from: '2026-11-10', to: '2026-11-01' }] },
      },
      'query.filters.0.to',
    ],
    [
      'an unknown status',
      { projections: ['id'], query: { filters: [{ field: 'payment_status', op: 'in', values: ['lost'] }] } },
      'query.filters.0.values.0',
    ],
    [
      'an operation the column does not take',
      { projections: ['id'], query: { filters: [{ field: 'amount_total', op: 'contains', value: '1' }] } },
      'query.filters.0.op',
    ],
    [
      'an amount with three decimals',
      { projections: ['id'], query: { filters: [{ field: 'amount_total', op: 'between', from: '1.005' }] } },
      'query.filters.0.from',
    ],
    [
      'an unsortable sort',
      { projections: ['id'], query: { sort: { field: 'customer_id', direction: 'asc' } } },
      'query.sort.field',
    ],
    ['too big a page', { projections: ['id'], query: { items_per_page: 500 } }, 'query.items_per_page'],
    ['too deep a page', { projections: ['id'], query: { page: 201, items_per_page: 50 } }, 'query.page'],
  ])('%s', async (_name, body, field, entity = 'order') => {
    const answer = await search(shop.owner, entity, body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ error: { details: { property: string }[] } }>().error.details[0]?.property).toBe(
      field,
    );
  });

  it('an unknown entity is a 400', async () => {
    expect((await search(shop.owner, 'salaries', { projections: ['id'], query: {} })).statusCode).toBe(400);
  });
});

describe('every entity, every column', () => {
  /** A filter value each column's kind reads. */
  const filterFor = (column: GridColumn) => {
    const op = column.filters[0];
    const value =
      column.values?.[0]?.value ??
      { id: '1', number: '1', money: '1.00', boolean: 'true' }[column.kind as string] ??
      'a';
    if (op === 'between')
      return { field: column.key, op, from: column.kind === 'money' ? '0.00' : '2026-01-01' };
    if (op === 'in') return { field: column.key, op, values: [value] };
    return { field: column.key, op, value };
  };

  it.each(GRID_ENTITIES)(
    '%s: shows every column, sorts by each sortable one, filters by each filter',
    async (entity) => {
      const columns = projectableColumns(entity).map((column) => column.key);
      for (const column of GRID_SPECS[entity].columns.filter(
        (candidate) => candidate.sortable && !candidate.filterOnly,
      )) {
        const answer = await search(shop.owner, entity, {
          projections: columns,
          query: { sort: { field: column.key, direction: 'desc' } },
        });
        expect(answer.statusCode, `${entity} sorted by ${column.key}: ${answer.body}`).toBe(200);
      }
      for (const column of GRID_SPECS[entity].columns.filter((candidate) => candidate.filters.length > 0)) {
        const answer = await search(shop.owner, entity, {
          projections: columns,
          query: { filters: [filterFor(column)] },
        });
        expect(answer.statusCode, `${entity} filtered by ${column.key}: ${answer.body}`).toBe(200);
      }
      const summary = await shop.owner.put(`/api/grid/${entity}/summary`, { query: {} });
      expect(summary.statusCode, summary.body).toBe(200);
      const schema = (await shop.owner.get(`/api/grid/${entity}/schema`)).json<GridSchema>();
      expect(schema.default_sort).toEqual(GRID_SPECS[entity].defaultSort);
    },
  );
});

describe('transactions: refunds count against the amount', () => {
  it('a refund is a negative amount; filtered by status and by refund', async () => {
    const own = await setUpShop(t);
    const { orderId, paymentId } = await paidOrder(own);
    await settleEverything(t);
    expect((await refundOf(own.owner, orderId, paymentId, { amount: '5.00' })).statusCode).toBe(200);
    const page = (
      await search(own.owner, 'transaction', {
        projections: ['amount', 'is_refund', 'status', 'order_id'],
        query: { sort: { field: 'created_at', direction: 'asc' } },
      })
    ).json<GridPage>();
    expect(page.data.map((row) => [row.amount, row.is_refund, row.order_id])).toEqual([
      [TOTAL, false, orderId],
      ['-5.00', true, orderId],
    ]);
    const summary = (
      await own.owner.put('/api/grid/transaction/summary', {
        query: { filters: [{ field: 'payment_type', op: 'in', values: ['credit_card'] }] },
      })
    ).json<GridSummary>();
    expect(summary.total_item_count).toBe(2);
    expect(summary.totals.amount).toBe('16.65');
    const refunds = (
      await search(own.owner, 'xenon_transaction', {
        projections: ['amount'],
        query: { filters: [{ field: 'is_refund', op: 'eq', value: 'true' }] },
      })
    ).json<GridPage>();
    expect(refunds.data.map((row) => row.amount)).toEqual(['-5.00']);
  });
});

describe('PUT grid/{entity}/summary', () => {
  it('issue 28 point 4: totals of the money columns and a chart by day and by group, over the filters', async () => {
    const { own } = await shopWithOrders();
    const answer = await own.owner.put('/api/grid/order/summary', {
      query: { filters: [{ field: 'created_at', op: 'between', from: '2026-11-01', to: '2026-11-15' }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const summary = answer.json<GridSummary>();
    expect(summary.total_item_count).toBe(2);
    expect(summary.totals).toMatchObject({ amount_total: '19.50', amount_paid: '19.50', amount_due: '0.00' });
    expect(summary.chart?.bucket).toBe('day');
    expect(summary.chart?.over_time).toEqual([
      { period: '2026-11-02', amount: '6.50', count: 1 },
      { period: '2026-11-10', amount: '13.00', count: 1 },
    ]);
    expect(summary.chart?.groups[0]).toEqual({
      column: 'payment_status',
      entries: [{ value: 'paid', description: 'Paid', amount: '19.50', count: 2 }],
    });
  });

  it('grouped reports: sales by customer and by item sum the filtered orders', async () => {
    const { own, customer } = await shopWithOrders();
    const customers = (
      await search(own.owner, 'top_customers', {
        projections: ['customer_name', 'order_count', 'total_amount'],
        query: { filters: [{ field: 'created_at', op: 'between', from: '2026-11-10' }] },
      })
    ).json<GridPage>();
    expect(customers.data).toEqual([
      { customer_id: customer.id, customer_name: 'Ada Orderly', order_count: 2, total_amount: '32.50' },
    ]);
    // A filter on a sum keeps the groups over it (HAVING).
    const big = (
      await search(own.owner, 'top_customers', {
        projections: ['total_amount'],
        query: { filters: [{ field: 'total_amount', op: 'between', from: '35.00' }] },
      })
    ).json<GridPage>();
    expect(big.data).toEqual([{ customer_id: customer.id, total_amount: '39.00' }]);
    const none = (
      await search(own.owner, 'top_customers', {
        projections: ['total_amount'],
        query: { filters: [{ field: 'total_amount', op: 'between', from: '39.01' }] },
      })
    ).json<GridPage>();
    expect(none.total_item_count).toBe(0);
    const items = (
      await search(own.owner, 'top_offerings', {
        projections: ['item_name', 'quantity_sold', 'total_amount'],
        query: {},
      })
    ).json<GridPage>();
    expect(items.data).toEqual([{ item_name: 'Protein Shake', quantity_sold: 6, total_amount: '39.00' }]);
  });
});

describe('PUT grid/{entity}/export', () => {
  it('issue 28 point 5: the whole filtered result as CSV in the shown columns, formulas defused', async () => {
    const { own } = await shopWithOrders();
    await withTenant(t.handle.db, own.merchantId, async (tx) => {
      const [sneaky] = await tx
        .insert(customers)
        .values({
          merchantId: own.merchantId,
          firstName: '=SUM(A1)',
          lastName: 'Sly',
          email: 'sly@example.test',
        })
        .returning();
      await insertCashOrder(tx, own.merchantId, {
        customerId: sneaky!.id,
        createdAt: new Date('2026-11-25T18:00:00Z'),
      });
    });
    const answer = await own.owner.put('/api/grid/order/export', {
      projections: ['order_number', 'customer_name', 'amount_total', 'payment_status'],
      query: { sort: { field: 'amount_total', direction: 'desc' } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['x-total-count']).toBe('4');
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe('Order #,Customer,Total,Status');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/,Ada Orderly,19\.50,Paid$/);
    expect(lines.filter((line) => line.includes('=SUM(A1) Sly'))).toEqual([
      expect.stringMatching(/^\d+,'=SUM\(A1\) Sly,6\.50,Paid$/),
    ]);
  });

  it('writeGridCsv stops at maxRows and says whether more matched (an e-mailed report)', async () => {
    const { own } = await shopWithOrders();
    const merchant = { id: own.merchantId, timeZone: 'America/Denver' };
    const write = async (maxRows: number) => {
      const chunks: string[] = [];
      const done = await writeGridCsv(
        t.handle.db,
        merchant,
        'order',
        { projections: ['order_number'], filters: [] },
        (chunk) => {
          chunks.push(chunk);
        },
        { maxRows },
      );
      return { ...done, lines: chunks.join('').trim().split('\r\n').length };
    };
    expect(await write(2)).toEqual({ rows: 2, truncated: true, lines: 3 });
    expect(await write(3)).toEqual({ rows: 3, truncated: false, lines: 4 });
    expect(await write(0)).toEqual({ rows: 0, truncated: true, lines: 1 });
  });

  it('spec 3 §6: exporting needs view_reports; reading the orders report does not', async () => {
    const own = await setUpShop(t, ['create_orders']);
    const staff = await signIn(t.app, own.staffUserName);
    const body = { projections: ['order_number'], query: {} };
    expect((await staff.put('/api/grid/order/export', body)).statusCode).toBe(403);
    expect((await staff.put('/api/grid/order_item/search', body)).statusCode).toBe(403);
    expect((await staff.put('/api/grid/order/search', body)).statusCode).toBe(200);
  });
});
