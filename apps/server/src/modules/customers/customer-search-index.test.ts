import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { createMerchant } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { searchTextMatches } from './customer-list.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('customer search and the trigram index (decision 38)', () => {
  it('the search function’s query can use customers_search_text_idx', async () => {
    const plan = await t.handle.db.transaction(async (tx) => {
      // A tiny table is cheaper to scan; forbid scans that need no condition, leaving only bitmap
      // scans, which a condition must drive: the plan then shows whether the trigram index can.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      // The LIKE of customer_search_ids (migration 0011), as the tables' owner runs it, with no policy.
      const result = await tx.execute(
        sql`explain select c.id from customers c where c.search_text like '%hopp%'`,
      );
      return JSON.stringify(result);
    });
    expect(plan).toContain('customers_search_text_idx');
  });

  it('keeps to the transaction’s merchant, and finds nothing outside a tenant transaction', async () => {
    const mine = await createMerchant(t.handle.db);
    const theirs = await createMerchant(t.handle.db);
    await t.handle.db.insert(customers).values([
      { merchantId: mine.id, firstName: 'Hoppy', lastName: 'Mine' },
      { merchantId: theirs.id, firstName: 'Hoppy', lastName: 'Theirs' },
    ]);
    const search = (tx: typeof t.handle.db) =>
      tx.select({ lastName: customers.lastName }).from(customers).where(searchTextMatches('hopp'));
    const found = await withTenantRead(t.handle.db, mine.id, (tx) => search(tx));
    expect(found).toEqual([{ lastName: 'Mine' }]);
    const direct = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from customer_search_ids('%hopp%')`,
    );
    expect(direct).toEqual([]);
  });
});
