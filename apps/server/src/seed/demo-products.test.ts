import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { withTenantRead } from '../db/tenant.ts';
import { presentCatalogueItems } from '../modules/catalogue/catalogue-presenter.ts';
import { listOfferings } from '../modules/offerings/offerings.repository.ts';
import { createMerchant } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoProducts } from './demo-products.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

async function itemsOf(merchantId: number) {
  return withTenantRead(db, merchantId, async (tx) =>
    presentCatalogueItems(tx, merchantId, await listOfferings(tx, merchantId, {})),
  );
}

describe('demo products (DEMO.md)', () => {
  it.each(['northwind', 'cedar'])(
    'DEMO.md: %s has active fixed, per-unit and recurring products (spec 2 §3)',
    async (urlSubdomain) => {
      const merchant = await createMerchant(db, { urlSubdomain });
      await seedDemoProducts(db, merchant);
      const items = await itemsOf(merchant.id);
      expect(new Set(items.map((item) => item.price_structure))).toEqual(
        new Set(['fixed', 'per_unit', 'recurring']),
      );
      expect(items.every((item) => item.is_active && !item.is_bookable)).toBe(true);
      expect(items.map((item) => item.price_text)).toContain(
        urlSubdomain === 'cedar' ? '$40.00 every week on Monday, 12 times' : '$59.00 every month',
      );
    },
  );

  it('DEMO.md: a merchant without demo products gets none', async () => {
    const merchant = await createMerchant(db, { urlSubdomain: 'juniper' });
    await seedDemoProducts(db, merchant);
    expect(await itemsOf(merchant.id)).toEqual([]);
  });
});
