import type {
  CustomerList,
  CustomerListColumn,
  customerListBody,
  customerListQuery,
} from '@paybook/contracts';
import { duplicateSearch, isDuplicate } from '@paybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './customer-list.repository.ts';
import { displayName } from './customer-presenter.ts';

/** spec 2 §9: the list stops loading at 10,000 customers. */
export const LIST_LOAD_LIMIT = 10_000;
/** spec 2 §9: dedupe page 20. */
const DEDUPE_LIMIT = 20;

type ListQuery = z.output<typeof customerListQuery>;
type ListBody = z.output<typeof customerListBody>;
type Row = Awaited<ReturnType<typeof repo.listCustomersPage>>[number];
type ListRow = CustomerList['data'][number];

const COLUMN_VALUES: Record<CustomerListColumn, (row: Row) => Partial<ListRow>> = {
  name: (row) => ({ name: displayName(row.firstName, row.lastName) }),
  company_name: (row) => ({ company_name: row.company }),
  customer_number: () => ({}),
  user_name: (row) => ({ user_name: row.userName }),
  email: (row) => ({ email: row.email }),
  phone: (row) => ({ phone: row.phone }),
  billing_zip_code: (row) => ({ billing_zip_code: row.billingZipCode }),
  order_count: (row) => ({ order_count: row.orderCount }),
  created_at: (row) => ({ created_at: row.createdAt.toISOString() }),
  last_order_date: (row) => ({ last_order_date: row.lastOrderAt?.toISOString() ?? null }),
};

/**
 * spec 2 §7 PUT customer/search (the list): the search, sort and page of the query; each row holds the
 * requested projections, and always id and customer_number (the grid's identifying field, spec 2 §2.1).
 */
export function listCustomers(
  db: Database,
  ctx: UserContext,
  query: ListQuery,
  body: ListBody,
): Promise<CustomerList> {
  if (query.page * query.items_per_page > LIST_LOAD_LIMIT) {
    throw badRequest('page', `The list shows at most ${LIST_LOAD_LIMIT} customers. Narrow the search.`);
  }
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const search = body.query.search;
    const projections = [...new Set(body.projections)];
    const rows = await repo.listCustomersPage(tx, ctx.merchantId, {
      search,
      sortBy: query.sort_by,
      direction: query.sort_direction,
      offset: (query.page - 1) * query.items_per_page,
      limit: query.items_per_page,
      withOrders: repo.showsOrderColumns(projections),
    });
    const data = rows.map((row) =>
      Object.assign(
        { id: row.id, customer_number: row.customerNumber },
        ...projections.map((column) => COLUMN_VALUES[column](row)),
      ),
    );
    // A page past the end has no row to carry the total: only then is it counted on its own.
    const total =
      rows[0]?.total ?? (query.page > 1 ? await repo.countCustomers(tx, ctx.merchantId, search) : 0);
    return { data, total_item_count: total };
  });
}

/** spec 2 §7 POST customer/search: the duplicate search of spec 2 §5, at most 20, without exclude_id. */
export async function findDuplicateCustomers(
  db: Database,
  ctx: UserContext,
  body: { email: string; first_name: string; last_name: string; exclude_id?: number | undefined },
) {
  const search = duplicateSearch(body);
  if (!search) return { data: [] };
  const rows = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.findDuplicates(tx, ctx.merchantId, search, body.exclude_id, DEDUPE_LIMIT),
  );
  return { data: rows.filter((row) => isDuplicate(search, row)) };
}
