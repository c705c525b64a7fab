// Issue 5 point 9: the customer list search at `npm run seed:large` scale, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { bulkLoadTimeouts, DEFAULT_DATABASE_TIMEOUTS } from '../apps/server/src/db/pool.ts';
import { merchants } from '../apps/server/src/db/schema/index.ts';
import { seedDemoDataIfEmpty } from '../apps/server/src/seed/demo.ts';
import { LARGE_SEED, type LargeSeedOptions, seedLarge } from '../apps/server/src/seed/large.ts';

/** What the three searches look for; seedLarge's rows are built from the row number, so they exist. */
export interface CustomerSearchTerms {
  fragment: string;
  email: string;
  phone: string;
}

/**
 * `--short` (issue 14 point 8): a tenth of seed:large's customers and a twentieth of its orders (50,000 over the same 5
 * merchants), so the step takes seconds rather than minutes on a 2-core machine; its search and report
 * times are not those of the target's scale.
 */
export const SHORT_SEED: LargeSeedOptions = {
  urlSubdomain: LARGE_SEED.urlSubdomain,
  customers: 10_000,
  otherMerchants: 4,
  customersPerOther: 2_500,
  orderMerchants: LARGE_SEED.orderMerchants,
  ordersPerMerchant: 10_000,
};

/**
 * Before the server starts: the demo data, then seed:large (LARGE_SEED or `scale`): the customers in
 * Juniper and the other merchants, and the orders of 5 merchants. seedLarge adds only what is missing, so
 * a DATABASE_URL database is filled once.
 */
export async function prepareCustomerScale(
  databaseUrl: string,
  scale: LargeSeedOptions = LARGE_SEED,
): Promise<CustomerSearchTerms> {
  const handle = await openDatabase({
    databaseUrl,
    poolSize: 2,
    timeouts: bulkLoadTimeouts(DEFAULT_DATABASE_TIMEOUTS),
  });
  try {
    await migrate(handle);
    await seedDemoDataIfEmpty(handle.db);
    const [juniper] = await handle.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.urlSubdomain, scale.urlSubdomain));
    if (!juniper) throw new Error('the demo merchant Juniper is missing');
    const started = Date.now();
    const added = await seedLarge(handle.db, scale);
    if (added.customers > 0 || added.orders > 0)
      console.log(
        `bench: seed:large added ${added.customers.toLocaleString('en')} customers, ` +
          `${added.orders.toLocaleString('en')} orders, ${added.orderLines.toLocaleString('en')} order lines, ` +
          `${added.transactions.toLocaleString('en')} transactions, ${added.invoices.toLocaleString('en')} invoices ` +
          `and ${added.billingSchedules.toLocaleString('en')} billing schedules over ` +
          `${added.orderMerchantIds.length} merchants in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    // Row 4242 of seedLarge: see apps/server/src/seed/large.ts for how its fields are made.
    const n = 4242;
    return {
      fragment: `tanaka-${n % 997}`,
      email: `large-${juniper.id}.${n}@example.com`,
      phone: String(2000000000 + ((n * 7919) % 7999999999)),
    };
  } finally {
    await handle.close();
  }
}

/** The list call's body (PUT /api/customer/search, spec 2 §7) for a search. */
/** The list's columns as the web asks for them, the order count and last order date included (issue 25 point 8). */
export const customerSearchBody = (search: string) =>
  JSON.stringify({
    projections: [
      'name',
      'email',
      'phone',
      'billing_zip_code',
      'order_count',
      'created_at',
      'last_order_date',
    ],
    query: { search },
  });
