import type { CustomerListColumn } from '@paybook/contracts';
import type { DuplicateSearch } from '@paybook/domain';
import { and, asc, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
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
 * Sort keys per column. `name` sorts by the display name "first last" as the list shows it (spec 2 §2.1
 * default sort: name ascending), ignoring case. order_count and last_order_date are the same for every
 * customer until orders exist, so they sort by the tie-breaker, the id, alone.
 */
const SORT_KEYS: Record<CustomerListColumn, SQL | null> = {
  name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
  company_name: sql`lower(${customers.company})`,
  customer_number: sql`${customers.customerNumber}`,
  user_name: sql`lower(${customers.userName})`,
  email: sql`lower(${customers.email})`,
  phone: sql`${customers.phone}`,
  billing_zip_code: sql`${customers.billingZipCode}`,
  created_at: sql`${customers.createdAt}`,
  order_count: null,
  last_order_date: null,
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
};

export function listCustomersPage(tx: Database, merchantId: number, page: ListPage) {
  const order = page.direction === 'asc' ? asc : desc;
  const key = SORT_KEYS[page.sortBy];
  return tx
    .select({
      ...LIST_COLUMNS,
      /** Every match, counted in the same pass as the page (one search per request). */
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(customers)
    .where(listed(merchantId, page.search))
    .orderBy(...(key ? [order(key)] : []), order(customers.id))
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
