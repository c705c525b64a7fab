import type { QuickCustomerSearchResult } from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './customers.repository.ts';

/** spec 1 §5: the search list stays short; the user types more to narrow it. */
const SEARCH_LIMIT = 20;

/** spec 1 §7 GET quick_customer_search (ruling 1: snake_case fields). */
export async function quickCustomerSearch(
  db: Database,
  ctx: UserContext,
  query: string,
): Promise<QuickCustomerSearchResult> {
  const data = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.searchCustomers(tx, ctx.merchantId, query.trim(), SEARCH_LIMIT),
  );
  return { data };
}
