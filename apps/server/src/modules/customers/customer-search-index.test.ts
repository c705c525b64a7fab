import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { searchTextMatches } from './customer-list.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('customer search and the trigram index', () => {
  it('the search condition can use customers_search_text_idx (substring and phone digits)', async () => {
    for (const term of ['hopp', '(303) 555-0199']) {
      // As the tables' owner, without row-level security's merchant condition (which the merchant's own
      // indexes serve): only the search condition is left to drive a scan.
      const plan = await t.handle.db.transaction(async (tx) => {
        // A tiny table is cheaper to scan; forbid scans that need no condition, leaving only bitmap
        // scans, which a condition must drive: the plan then shows whether the trigram index can.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const query = tx.select({ id: customers.id }).from(customers).where(searchTextMatches(term));
        const result = await tx.execute(sql`explain ${query}`);
        return JSON.stringify(result);
      });
      expect(plan, term).toContain('customers_search_text_idx');
    }
  });
});
