import type { CustomerListColumn } from '@paybook/contracts';
import type { DuplicateSearch } from '@paybook/domain';
import { and, asc, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

/** A customer whose search text matches the LIKE pattern, through the index (migration 0011). */
const matchesPattern = (pattern: string) =>
  sql`${customers.id} in (select id from customer_search_ids(${pattern}))`;

/** A whole e-mail address (something@domain.tld) is looked up by the e-mail index instead. */
const WHOLE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The search of the customer list and of quick customer search: a case-insensitive substring of the
 * names and company, of the e-mail or of the phone digits and customer number (the generated columns
 * `search_name`, `search_email` and `search_digits`, lower-cased by themselves), so their trigram GIN
 * indexes serve `like '%…%'` (decision 39). A phone-like term (digits with spaces, brackets, dots,
 * dashes or a plus: "(303) 555-0101") also matches by its digits alone, as phones are stored. The LIKE
 * runs in `customer_search_ids`, which keeps to the transaction's merchant (decision 38); a whole e-mail
 * address is matched exactly, by its index, in `customer_email_ids`.
 */
export function searchTextMatches(term: string): SQL | undefined {
  const text = term.trim().toLowerCase();
  if (text === '') return undefined;
  if (WHOLE_EMAIL.test(text)) return sql`${customers.id} in (select id from customer_email_ids(${text}))`;
  const digits = text.replace(/\D/g, '');
  const matchText = matchesPattern(`%${escapeLike(text)}%`);
  const isPhoneLike = /^[\d\s()+.-]+$/.test(text);
  if (!isPhoneLike || digits.length < 3 || digits === text) return matchText;
  return sql`(${matchText} or ${matchesPattern(`%${digits}%`)})`;
}

const listed = (merchantId: number, search: string) =>
  and(eq(customers.merchantId, merchantId), isNull(customers.deletedAt), searchTextMatches(search));

/**
 * Issue 25 point 8: a customer's order count and last order date, as correlated subqueries that read the
 * orders_customer_idx entries of that customer alone (decision 137). In the select list PostgreSQL runs
 * them for the rows of the page only (the LIMIT stops the WindowAgg above them); a sort by them runs them
 * for every match, like any sort on a column without an index.
 */
// The outer row is named in full: drizzle writes a column of the query's own table without its table name.
const OF_LISTED_CUSTOMER = sql.raw('o.merchant_id = customers.merchant_id and o.customer_id = customers.id');
const ORDER_COUNT = sql<number>`(select count(*) from ${orders} o where ${OF_LISTED_CUSTOMER})`;
const LAST_ORDER_AT = sql<Date | null>`(select max(o.created_at) from ${orders} o where ${OF_LISTED_CUSTOMER})`;

/**
 * Sort keys per column. `name` sorts by the display name "first last" as the list shows it (spec 2 §2.1
 * default sort: name ascending), ignoring case. A customer without orders has the earliest last order
 * date, so the most recent buyers lead a descending sort.
 */
const SORT_KEYS: Record<CustomerListColumn, SQL> = {
  name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
  company_name: sql`lower(${customers.company})`,
  customer_number: sql`${customers.customerNumber}`,
  user_name: sql`lower(${customers.userName})`,
  email: sql`lower(${customers.email})`,
  phone: sql`${customers.phone}`,
  billing_zip_code: sql`${customers.billingZipCode}`,
  created_at: sql`${customers.createdAt}`,
  order_count: ORDER_COUNT,
  last_order_date: sql`coalesce(${LAST_ORDER_AT}, '-infinity'::timestamptz)`,
};

/** The columns a list row (and an export row) reads. */
export const LIST_COLUMNS = {
  id: customers.id,
  customerNumber: customers.customerNumber,
  firstName: customers.firstName,
  lastName: customers.lastName,
  company: customers.company,
  userName: customers.userName,
  email: customers.email,
  phone: customers.phone,
  billingZipCode: customers.billingZipCode,
  createdAt: customers.createdAt,
};

export type ListPage = {
  search: string;
  sortBy: CustomerListColumn;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Whether the rows carry the order count and last order date (only when the list shows them). */
  withOrders: boolean;
};

/** Whether these columns show the order count or last order date (the subqueries run only then). */
export const showsOrderColumns = (columns: readonly CustomerListColumn[]) =>
  columns.includes('order_count') || columns.includes('last_order_date');

/** The order columns of a row: read only when asked for (the list's and the export's). */
export const orderColumns = (withOrders: boolean) => ({
  orderCount: withOrders ? ORDER_COUNT.mapWith(Number) : sql<number>`0`.mapWith(Number),
  lastOrderAt: withOrders
    ? LAST_ORDER_AT.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)))
    : sql<Date | null>`null`,
});

export function listCustomersPage(tx: Database, merchantId: number, page: ListPage) {
  const order = page.direction === 'asc' ? asc : desc;
  return tx
    .select({
      ...LIST_COLUMNS,
      ...orderColumns(page.withOrders),
      /** Every match, counted in the same pass as the page (one search per request). */
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(customers)
    .where(listed(merchantId, page.search))
    .orderBy(order(SORT_KEYS[page.sortBy]), order(customers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCustomers(tx: Database, merchantId: number, search: string) {
  const [row] = await tx.select({ count: count() }).from(customers).where(listed(merchantId, search));
  return row?.count ?? 0;
}

/** spec 2 §5 duplicate search: e-mail ignoring case, else exact first and last name. */
export function findDuplicates(
  tx: Database,
  merchantId: number,
  search: DuplicateSearch,
  excludeId: number | undefined,
  limit: number,
) {
  const match =
    search.by === 'email'
      ? sql`lower(${customers.email}) = ${search.email}`
      : and(eq(customers.firstName, search.first_name), eq(customers.lastName, search.last_name));
  return tx
    .select({
      id: customers.id,
      customer_number: customers.customerNumber,
      first_name: customers.firstName,
      last_name: customers.lastName,
      company: customers.company,
      email: customers.email,
      phone: customers.phone,
    })
    .from(customers)
    .where(
      and(
        eq(customers.merchantId, merchantId),
        isNull(customers.deletedAt),
        match,
        excludeId === undefined ? undefined : ne(customers.id, excludeId),
      ),
    )
    .orderBy(asc(customers.customerNumber))
    .limit(limit);
}
