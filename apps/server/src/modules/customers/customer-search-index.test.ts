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

describe('customer search and the trigram indexes (decisions 38, 39)', () => {
  it.each([
    ['search_name', 'customers_search_name_idx'],
    ['search_email', 'customers_search_email_idx'],
    ['search_digits', 'customers_search_digits_idx'],
  ])('the search function’s LIKE on %s can use %s', async (column, index) => {
    const plan = await t.handle.db.transaction(async (tx) => {
      // A tiny table is cheaper to scan; forbid scans that need no condition, leaving only bitmap
      // scans, which a condition must drive: the plan then shows whether the trigram index can.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      // A LIKE of customer_search_ids (migration 0013), as the tables' owner runs it, with no policy.
      const result = await tx.execute(
        sql`explain select c.id from customers c where ${sql.identifier(column)} like '%hopp%'`,
      );
      return JSON.stringify(result);
    });
    expect(plan).toContain(index);
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

  it('finds a term in the names and company, the e-mail or the phone and number, never a deleted customer', async () => {
    const mine = await createMerchant(t.handle.db);
    await t.handle.db.insert(customers).values([
      { merchantId: mine.id, firstName: 'Ann', lastName: 'Byname', company: 'Quokka Co' },
      { merchantId: mine.id, firstName: 'Bea', lastName: 'Bymail', email: 'quokka@example.com' },
      { merchantId: mine.id, firstName: 'Cal', lastName: 'Byphone', phone: '3035557788' },
      {
        merchantId: mine.id,
        firstName: 'Dee',
        lastName: 'Gone',
        company: 'Quokka Co',
        deletedAt: new Date(),
      },
    ]);
    const search = (term: string) =>
      withTenantRead(t.handle.db, mine.id, (tx) =>
        tx
          .select({ lastName: customers.lastName })
          .from(customers)
          .where(searchTextMatches(term))
          .orderBy(customers.lastName),
      );
    expect(await search('QUOKKA')).toEqual([{ lastName: 'Bymail' }, { lastName: 'Byname' }]);
    expect(await search('555-7788')).toEqual([{ lastName: 'Byphone' }]);
    expect(await search('ann byn')).toEqual([{ lastName: 'Byname' }]);
  });
});
