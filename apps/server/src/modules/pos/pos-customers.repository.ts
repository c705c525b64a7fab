import type { DuplicateSearch } from '@paybook/domain';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders, paymentAccounts } from '../../db/schema/index.ts';
import { searchTextMatches } from '../customers/customer-list.repository.ts';

// spec 3 §7 Point of sale: customers with their stats, each read in one statement. The stats are the
// customer's orders not cancelled (spec 2 §3 order status 1), counted and summed through the index on
// (merchant, customer, created_at), and the cards and bank accounts on file.

/** The customer's orders not cancelled, read beside each customer row (a lateral subquery). */
const orderStatsOf = (tx: Database) =>
  tx
    .select({
      orderCount: sql<number>`count(*)::int`.mapWith(Number).as('order_count'),
      totalPaidCents: sql<number>`coalesce(sum(${orders.amountPaid}), 0)::bigint`
        .mapWith(Number)
        .as('total_paid'),
      lastOrderAt: sql<Date | string | null>`max(${orders.createdAt})`.as('last_order_at'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, customers.merchantId),
        eq(orders.customerId, customers.id),
        eq(orders.orderStatus, 1),
      ),
    )
    .as('stats');

const COLUMNS = {
  id: customers.id,
  customerNumber: customers.customerNumber,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  company: customers.company,
  billingZipCode: customers.billingZipCode,
  storedAccountCount: sql<number>`(select count(*)::int from ${paymentAccounts} a
    where a.merchant_id = ${customers.merchantId} and a.customer_id = ${customers.id})`.mapWith(Number),
};

export type CustomerStatsRow = {
  id: number;
  customerNumber: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  billingZipCode: string;
  orderCount: number;
  totalPaidCents: number;
  /** The last order's time (the driver's Date, or its text), null without orders. */
  lastOrderAt: Date | string | null;
  storedAccountCount: number;
};

function selectWithStats(tx: Database, where: SQL | undefined) {
  const stats = orderStatsOf(tx);
  return tx
    .select({
      ...COLUMNS,
      orderCount: stats.orderCount,
      totalPaidCents: stats.totalPaidCents,
      lastOrderAt: stats.lastOrderAt,
      /** Every match, counted in the same pass as the page. */
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(customers)
    .innerJoinLateral(stats, sql`true`)
    .where(where);
}

const live = (merchantId: number) => and(eq(customers.merchantId, merchantId), isNull(customers.deletedAt));

/**
 * spec 3 §7 PUT customers_stats/search: one page of the customers whose names, company, e-mail or phone
 * match (the customer list's search and its indexes), most paid first (spec 3 §9), with every match counted.
 */
export function searchCustomersWithStats(
  tx: Database,
  merchantId: number,
  search: string,
  page: { offset: number; limit: number },
) {
  return selectWithStats(tx, and(live(merchantId), searchTextMatches(search)))
    .orderBy(
      desc(sql`stats.total_paid`),
      asc(sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`),
      asc(customers.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** One customer with stats (not deleted); undefined when the merchant has none with the id. */
export async function findCustomerWithStats(
  tx: Database,
  merchantId: number,
  id: number,
): Promise<CustomerStatsRow | undefined> {
  const [row] = await selectWithStats(tx, and(live(merchantId), eq(customers.id, id)));
  return row;
}

/** spec 2 §5's duplicate search (e-mail ignoring case, else exact names): the first customer it finds. */
export async function findMatchingCustomer(
  tx: Database,
  merchantId: number,
  search: DuplicateSearch,
): Promise<CustomerStatsRow | undefined> {
  const match =
    search.by === 'email'
      ? sql`lower(${customers.email}) = ${search.email}`
      : and(eq(customers.firstName, search.first_name), eq(customers.lastName, search.last_name));
  const [row] = await selectWithStats(tx, and(live(merchantId), match))
    .orderBy(asc(customers.customerNumber))
    .limit(1);
  return row;
}
