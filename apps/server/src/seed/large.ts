import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { claimUrlSubdomain, merchantOfUrlSubdomain } from '../db/merchant-keys.ts';
import { merchants } from '../db/schema/index.ts';
import { type MerchantOrdersAdded, seedMerchantOrders } from './large-orders.ts';

export interface LargeSeedOptions {
  /** The demo merchant that gets the large customer list (its owner signs in for the benchmark). */
  urlSubdomain: string;
  customers: number;
  /** Other merchants, each with `customersPerOther`, so the indexes hold other tenants' rows too. */
  otherMerchants: number;
  customersPerOther: number;
  /**
   * Issue 28 point 6: the merchants with orders, the named one first, then the first others (at most
   * 1 + otherMerchants), each with `ordersPerMerchant` orders and their lines, transactions, invoices and
   * billing schedules (large-orders.ts).
   */
  orderMerchants: number;
  ordersPerMerchant: number;
}

/** 100,000 customers in Juniper, 20 × 5,000 in others; 1,000,000 orders (2,000,000 transactions) over 5. */
export const LARGE_SEED: LargeSeedOptions = {
  urlSubdomain: 'juniper',
  customers: 100_000,
  otherMerchants: 20,
  customersPerOther: 5_000,
  orderMerchants: 5,
  ordersPerMerchant: 200_000,
};

/** Merchants whose orders are seeded at once (each on its own pooled connection). */
const ORDER_SEEDS_AT_ONCE = 2;

/** What a run added (nothing on a database that has it already). */
export interface LargeSeedResult extends MerchantOrdersAdded {
  customers: number;
  /** The merchants that have the orders: the named one first. */
  orderMerchantIds: number[];
}

const FIRST = [
  'Ada',
  'Ben',
  'Cleo',
  'Dev',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Iris',
  'Jonas',
  'Kira',
  'Luis',
];
const LAST = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Patel',
  'Quinn',
  'Rossi',
  'Santos',
  'Tanaka',
  'Ueda',
];

/**
 * Inserts customers `first` to `last` (row numbers) into one merchant in one statement (generate_series), through the
 * numbering trigger like any other insert. Names, e-mails and phones vary with the row number, so
 * fragments, e-mails and phones each find a few rows, as in a real list.
 */
async function insertCustomers(db: Database, merchantId: number, first: number, last: number, tag: string) {
  const firsts = sql.raw(`(array['${FIRST.join("','")}'])`);
  const lasts = sql.raw(`(array['${LAST.join("','")}'])`);
  await db.execute(sql`
    insert into customers (merchant_id, first_name, last_name, company, email, phone, billing_zip_code,
                           billing_street1, billing_city, billing_state_code, billing_country)
    select ${merchantId},
           ${firsts}[1 + n % ${FIRST.length}],
           ${lasts}[1 + (n / ${FIRST.length}) % ${LAST.length}] || '-' || (n % 997),
           case when n % 5 = 0 then 'Company ' || (n % 1000) else '' end,
           ${tag} || '.' || n || '@example.com',
           (2000000000 + n * 7919 % 7999999999)::text,
           lpad(((n * 31) % 99999)::text, 5, '0'),
           n || ' Main St', 'Denver', 'CO', 'US'
      from generate_series(${first}::int, ${last}::int) as n`);
}

const customerCount = async (db: Database, merchantId: number) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from customers where merchant_id = ${merchantId}::bigint`,
    )
  )[0]?.n ?? 0;

/**
 * Rows a customer insert statement adds. Each insert takes its number from the merchant's counter row
 * (customers_assign_number), so one statement of n rows updates that row n times in one transaction, and
 * each update walks the versions the earlier ones left (invisible to everyone until the commit): n² / 2
 * tuple visits, minutes for 100,000 rows. Statements of this many rows, each committed, keep it linear.
 */
const CUSTOMER_BATCH = 2_000;

/** Tops a merchant's customers up to `count` (rows numbered on from what it has); answers the rows added. */
async function topUpCustomers(db: Database, merchantId: number, count: number, tag: string): Promise<number> {
  const existing = await customerCount(db, merchantId);
  if (existing >= count) return 0;
  for (let first = existing + 1; first <= count; first += CUSTOMER_BATCH)
    await insertCustomers(db, merchantId, first, Math.min(count, first + CUSTOMER_BATCH - 1), tag);
  return count - existing;
}

/** The i-th other merchant (from 1): found by its address, or made with its customers. */
async function otherMerchant(
  db: Database,
  options: LargeSeedOptions,
  i: number,
): Promise<{ id: number; added: number }> {
  const urlSubdomain = `${options.urlSubdomain}-scale-${i}`;
  let id = await merchantOfUrlSubdomain(db, urlSubdomain);
  if (id === undefined) {
    id = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [other] = await tx
        .insert(merchants)
        .values({ name: `Scale Test ${i}`, productName: 'full_product', urlSubdomain })
        .returning({ id: merchants.id });
      if (!other) throw new Error('could not add a scale-test merchant');
      await claimUrlSubdomain(tx, other.id, urlSubdomain);
      return other.id;
    });
  }
  return { id, added: await topUpCustomers(db, id, options.customersPerOther, `other-${id}`) };
}

/**
 * `npm run seed:large` (issue 5 point 9, issue 28 point 6): the benchmark's scale. 100,000 customers in one
 * demo merchant and 20 other merchants (`{urlSubdomain}-scale-{i}`) with 5,000 each; then 200,000 orders
 * in each of the named merchant and the first 4 others (large-orders.ts), and VACUUM (ANALYZE). Run it after the
 * demo seed. It adds what is missing only: customers up to the counts, and the orders of a merchant that
 * has none of this seed's yet (a second run adds nothing, also at another scale).
 */
export async function seedLarge(
  db: Database,
  options: LargeSeedOptions = LARGE_SEED,
  log: (message: string) => void = () => {},
): Promise<LargeSeedResult> {
  const targetId = await merchantOfUrlSubdomain(db, options.urlSubdomain);
  if (targetId === undefined)
    throw new Error(`No merchant at '${options.urlSubdomain}': seed the demo data first`);
  let customersAdded = await topUpCustomers(db, targetId, options.customers, `large-${targetId}`);
  const others: number[] = [];
  for (let i = 1; i <= options.otherMerchants; i++) {
    const other = await otherMerchant(db, options, i);
    others.push(other.id);
    customersAdded += other.added;
  }
  if (customersAdded > 0) {
    // Bulk inserts wait in the GIN index's pending list, which every search would scan; merge them now, as
    // autovacuum would in time, so the benchmark measures the index and not the list.
    for (const index of [
      'customers_search_name_idx',
      'customers_search_email_idx',
      'customers_search_digits_idx',
    ])
      await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
    await db.execute(sql`analyze customers`);
  }
  log(`seed:large: ${customersAdded.toLocaleString('en')} customers added`);

  // The reports read the orders (issue 28): the named merchant gets the beta reports if its tier has none.
  await db.execute(sql`
    update merchants set features = array_append(features, 'reports_beta')
     where id = ${targetId}::bigint and not ('reports_beta' = any (features))`);
  const orderMerchantIds = [targetId, ...others].slice(0, Math.max(0, options.orderMerchants));
  const added: MerchantOrdersAdded = {
    orders: 0,
    orderLines: 0,
    transactions: 0,
    invoices: 0,
    billingSchedules: 0,
  };
  // Each merchant's orders are one transaction on a connection of its own, ORDER_SEEDS_AT_ONCE at a time
  // (a backend works on one core: a 2-core machine seeds two merchants in about the time of one).
  const waiting = [...orderMerchantIds];
  const seedNext = async (): Promise<void> => {
    const merchantId = waiting.shift();
    if (merchantId === undefined) return;
    const started = Date.now();
    const one = await seedMerchantOrders(db, merchantId, options.ordersPerMerchant);
    for (const key of Object.keys(added) as (keyof MerchantOrdersAdded)[]) added[key] += one[key];
    log(
      one.orders === 0
        ? `seed:large: merchant ${merchantId} has its orders already`
        : `seed:large: merchant ${merchantId}: ${one.orders.toLocaleString('en')} orders, ` +
            `${one.orderLines.toLocaleString('en')} lines, ${one.transactions.toLocaleString('en')} transactions, ` +
            `${one.invoices.toLocaleString('en')} invoices, ${one.billingSchedules.toLocaleString('en')} billing ` +
            `schedules in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return seedNext();
  };
  await Promise.all(Array.from({ length: ORDER_SEEDS_AT_ONCE }, seedNext));
  if (added.orders > 0) {
    // VACUUM too, as autovacuum would in time: it marks the pages all-visible, so counts and the per-order
    // subqueries are index-only scans, as in a database whose rows have aged.
    const started = Date.now();
    await db.execute(
      sql`vacuum (analyze) orders, order_lines, transactions, invoices, billing_schedules, merchant_keys, stores, offerings`,
    );
    log(`seed:large: VACUUM (ANALYZE) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { customers: customersAdded, orderMerchantIds, ...added };
}
