import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { serviceProviders } from '../db/schema/index.ts';
import { withTenantRead } from '../db/tenant.ts';
import { listOfferings, listProvidersOf } from '../modules/offerings/offerings.repository.ts';
import { createMerchant, createUser } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoServices } from './demo-services.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

describe('demo services (DEMO.md)', () => {
  it.each(['juniper', 'northwind', 'bluebird'])(
    'DEMO.md: %s has four services in two categories, 30–90 minutes, buffers 0/10/15, for every provider',
    async (urlSubdomain) => {
      const merchant = await createMerchant(db, { productName: 'appointments', urlSubdomain });
      const user = await createUser(db, merchant);
      const [provider] = await db
        .insert(serviceProviders)
        .values({ merchantId: merchant.id, userId: user.id })
        .returning();

      await seedDemoServices(db, merchant);

      const { rows, providers } = await withTenantRead(db, merchant.id, async (tx) => {
        const found = await listOfferings(tx, merchant.id, { bookableOnly: true });
        return {
          rows: found,
          providers: await listProvidersOf(
            tx,
            merchant.id,
            found.map((row) => row.id),
          ),
        };
      });
      expect(rows.map((row) => row.durationMinutes).sort((a, b) => a! - b!)).toEqual([30, 45, 60, 90]);
      expect(new Set(rows.map((row) => row.bufferMinutes))).toEqual(new Set([0, 10, 15]));
      expect(new Set(rows.map((row) => row.categoryName)).size).toBe(2);
      expect(providers.every((ref) => ref.id === provider!.id)).toBe(true);
      expect(providers).toHaveLength(4);
    },
  );

  it('DEMO.md: a merchant without demo services gets none', async () => {
    const merchant = await createMerchant(db, { urlSubdomain: 'cedar' });
    await seedDemoServices(db, merchant);
    const rows = await withTenantRead(db, merchant.id, (tx) => listOfferings(tx, merchant.id, {}));
    expect(rows).toEqual([]);
  });
});
