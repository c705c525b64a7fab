import type {
  PatchCustomerBody,
  PosCustomer,
  PosCustomerPage,
  posCustomerFindBody,
  posCustomerSearchQuery,
} from '@paybook/contracts';
import { centsToPrice, duplicateSearch } from '@paybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as customersRepo from '../customers/customers.repository.ts';
import { duplicateCustomer, isEmailTaken } from '../customers/customers-errors.ts';
import * as repo from './pos-customers.repository.ts';

// spec 3 §7 Point of sale: PUT customers_stats/search, PUT customer/stats/find, POST customer/stats/
// matched/{customerId} and PATCH customer/{id} (issue 24 point 5, decision 111).

const CUSTOMER = 'The customer';

function present(row: repo.CustomerStatsRow): PosCustomer {
  const last = row.lastOrderAt;
  return {
    id: row.id,
    customer_number: row.customerNumber,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    billing_postal_code: row.billingZipCode,
    order_count: row.orderCount,
    total_amount_paid: centsToPrice(row.totalPaidCents),
    last_order_at: last === null ? null : new Date(last).toISOString(),
    stored_account_count: row.storedAccountCount,
  };
}

/** PUT customers_stats/search: one page of matches with their stats, most paid first (spec 3 §9). */
export function searchCustomers(
  db: Database,
  ctx: UserContext,
  query: z.output<typeof posCustomerSearchQuery>,
  search: string,
): Promise<PosCustomerPage> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const rows = await repo.searchCustomersWithStats(tx, ctx.merchantId, search, {
      offset: (query.page - 1) * query.items_per_page,
      limit: query.items_per_page,
    });
    return { data: rows.map(present), total_item_count: rows[0]?.total ?? 0 };
  });
}

/** PUT customer/stats/find: the customer the typed details name, or null (spec 2 §5's duplicate search). */
export async function findCustomer(
  db: Database,
  ctx: UserContext,
  body: z.output<typeof posCustomerFindBody>,
): Promise<{ customer: PosCustomer | null }> {
  const search = duplicateSearch(body);
  if (!search) return { customer: null };
  const row = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.findMatchingCustomer(tx, ctx.merchantId, search),
  );
  return { customer: row ? present(row) : null };
}

/** POST customer/stats/matched/{customerId}: the customer the sale is for, with stats; 404 if not ours. */
export async function matchCustomer(db: Database, ctx: UserContext, id: number): Promise<PosCustomer> {
  const row = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.findCustomerWithStats(tx, ctx.merchantId, id),
  );
  if (!row) throw notFound(CUSTOMER);
  return present(row);
}

type Patch = Exclude<PatchCustomerBody, undefined>;

/** The columns a patch changes, with the timeline's names of what changed (spec 2 §5 "Changed: …"). */
function patchValues(before: customersRepo.CustomerRow, body: Patch) {
  const values: Partial<customersRepo.CustomerValues> = {};
  const changed: string[] = [];
  if (body.first_name !== undefined && body.first_name !== before.firstName) {
    values.firstName = body.first_name;
    changed.push('first name');
  }
  if (body.last_name !== undefined && body.last_name !== before.lastName) {
    values.lastName = body.last_name;
    changed.push('last name');
  }
  if (body.email !== undefined && body.email !== before.email) {
    values.email = body.email;
    changed.push('e-mail');
  }
  if (body.phone !== undefined && body.phone !== before.phone) {
    values.phone = body.phone;
    changed.push('phone');
  }
  return { values, changed };
}

/**
 * PATCH customer/{id}: the fields sent replace the customer's, the others stay; an e-mail on file for
 * another customer is spec 2 §5's 409 DUPLICATE_CUSTOMER; a change is written on the timeline.
 */
export async function patchCustomer(
  db: Database,
  ctx: UserContext,
  id: number,
  body: Patch,
): Promise<PosCustomer> {
  try {
    return await withTenant(db, ctx.merchantId, async (tx) => {
      const before = await customersRepo.findCustomer(tx, ctx.merchantId, id, true);
      if (!before) throw notFound(CUSTOMER);
      const { values, changed } = patchValues(before, body);
      if (values.email) {
        const existing = await customersRepo.findByEmail(tx, ctx.merchantId, values.email, id);
        if (existing) throw duplicateCustomer(existing);
      }
      if (changed.length > 0) {
        await customersRepo.updateCustomer(tx, ctx.merchantId, id, values);
        await customersRepo.insertCustomerEvent(tx, {
          merchantId: ctx.merchantId,
          customerId: id,
          eventType: 'customer_updated_event',
          content: `Changed: ${changed.join(', ')}`,
          userId: ctx.userId,
        });
      }
      const row = await repo.findCustomerWithStats(tx, ctx.merchantId, id);
      if (!row) throw notFound(CUSTOMER);
      return present(row);
    });
  } catch (error) {
    // Two saves of one e-mail at once: the unique index decides; the loser gets the same 409.
    if (isEmailTaken(error) && body.email) {
      const email = body.email;
      const existing = await withTenantRead(db, ctx.merchantId, (tx) =>
        customersRepo.findByEmail(tx, ctx.merchantId, email),
      );
      if (existing) throw duplicateCustomer(existing);
    }
    throw error;
  }
}
