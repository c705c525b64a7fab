import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { searchTextMatches } from '../customers/customer-list.repository.ts';

export async function findCustomer(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.merchantId, merchantId), eq(customers.id, customerId), isNull(customers.deletedAt)),
    );
  return row;
}

export async function insertCustomer(
  tx: Database,
  merchantId: number,
  customer: { firstName: string; lastName: string; email: string; phone: string },
) {
  const [row] = await tx
    .insert(customers)
    .values({ merchantId, ...customer })
    .returning({ id: customers.id });
  return row!.id;
}

/**
 * spec 1 §7 quick_customer_search: the customer list's search (a substring of the names, e-mail or
 * phone digits, under their trigram indexes; `searchTextMatches`), customers marked for deletion left out.
 */
export function searchCustomers(tx: Database, merchantId: number, query: string, limit: number) {
  return tx
    .select({
      id: customers.id,
      first_name: customers.firstName,
      last_name: customers.lastName,
      email: customers.email,
      phone: customers.phone,
    })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), isNull(customers.deletedAt), searchTextMatches(query)))
    .orderBy(
      asc(sql`lower(${customers.lastName})`),
      asc(sql`lower(${customers.firstName})`),
      asc(customers.id),
    )
    .limit(limit);
}
