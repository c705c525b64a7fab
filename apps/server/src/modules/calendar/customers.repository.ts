import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

export async function findCustomer(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, customerId)));
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

/** spec 1 §7 quick_customer_search: names or e-mail starting with the query, digits within the phone. */
export function searchCustomers(tx: Database, merchantId: number, query: string, limit: number) {
  const prefix = `${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = query.replace(/\D/g, '');
  const fullName = sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`;
  return tx
    .select({
      id: customers.id,
      first_name: customers.firstName,
      last_name: customers.lastName,
      email: customers.email,
      phone: customers.phone,
    })
    .from(customers)
    .where(
      and(
        eq(customers.merchantId, merchantId),
        sql`(lower(${customers.firstName}) like ${prefix} or lower(${customers.lastName}) like ${prefix} or ${fullName} like ${prefix} or lower(${customers.email}) like ${prefix}${
          digits.length >= 3 ? sql` or ${customers.phone} like ${`%${digits}%`}` : sql``
        })`,
      ),
    )
    .orderBy(
      asc(sql`lower(${customers.lastName})`),
      asc(sql`lower(${customers.firstName})`),
      asc(customers.id),
    )
    .limit(limit);
}
