import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { claimUrlSubdomain, merchantOfUrlSubdomain } from '../db/merchant-keys.ts';
import { merchants } from '../db/schema/index.ts';

export interface LargeSeedOptions {
  /** The demo merchant that gets the large customer list (its owner signs in for the benchmark). */
  urlSubdomain: string;
  customers: number;
  /** Other merchants, each with `customersPerOther`, so the indexes hold other tenants' rows too. */
  otherMerchants: number;
  customersPerOther: number;
}

export const LARGE_SEED: LargeSeedOptions = {
  urlSubdomain: 'juniper',
  customers: 100_000,
  otherMerchants: 20,
  customersPerOther: 5_000,
};

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
 * Inserts `count` customers into one merchant in one statement (generate_series), through the
 * numbering trigger like any other insert. Names, e-mails and phones vary with the row number, so
 * fragments, e-mails and phones each find a few rows, as in a real list.
 */
async function insertCustomers(db: Database, merchantId: number, count: number, tag: string) {
  const first = sql.raw(`(array['${FIRST.join("','")}'])`);
  const last = sql.raw(`(array['${LAST.join("','")}'])`);
  await db.execute(sql`
    insert into customers (merchant_id, first_name, last_name, company, email, phone, billing_zip_code,
                           billing_street1, billing_city, billing_state_code, billing_country)
    select ${merchantId},
           ${first}[1 + n % ${FIRST.length}],
           ${last}[1 + (n / ${FIRST.length}) % ${LAST.length}] || '-' || (n % 997),
           case when n % 5 = 0 then 'Company ' || (n % 1000) else '' end,
           ${tag} || '.' || n || '@example.com',
           (2000000000 + n * 7919 % 7999999999)::text,
           lpad(((n * 31) % 99999)::text, 5, '0'),
           n || ' Main St', 'Denver', 'CO', 'US'
      from generate_series(1, ${count}) as n`);
}

/**
 * `npm run seed:large` (issue 5 point 9): the benchmark's scale. 100,000 customers in one demo merchant
 * and 20 other merchants with 5,000 each. Run it after the demo seed; it adds the rows every time.
 */
export async function seedLarge(db: Database, options: LargeSeedOptions = LARGE_SEED): Promise<number> {
  const targetId = await merchantOfUrlSubdomain(db, options.urlSubdomain);
  if (targetId === undefined)
    throw new Error(`No merchant at '${options.urlSubdomain}': seed the demo data first`);
  await insertCustomers(db, targetId, options.customers, `large-${targetId}`);
  for (let i = 0; i < options.otherMerchants; i++) {
    const urlSubdomain = `scale-test-${Date.now()}-${i}`;
    const otherId = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [other] = await tx
        .insert(merchants)
        .values({ name: `Scale Test ${i + 1}`, productName: 'full_product', urlSubdomain })
        .returning({ id: merchants.id });
      if (!other) throw new Error('could not add a scale-test merchant');
      await claimUrlSubdomain(tx, other.id, urlSubdomain);
      return other.id;
    });
    await insertCustomers(db, otherId, options.customersPerOther, `other-${otherId}`);
  }
  // Bulk inserts wait in the GIN index's pending list, which every search would scan; merge them now, as
  // autovacuum would in time, so the benchmark measures the index and not the list.
  for (const index of [
    'customers_search_name_idx',
    'customers_search_email_idx',
    'customers_search_digits_idx',
  ])
    await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
  await db.execute(sql`analyze customers`);
  return options.customers + options.otherMerchants * options.customersPerOther;
}
