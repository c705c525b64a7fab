import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { withTenantRead } from '../db/tenant.ts';
import { listActiveFees } from '../modules/fee-structures/fee-structures.repository.ts';
import { createMerchant } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoFeeStructures } from './demo-fee-structures.ts';
import { seedDemoServices } from './demo-services.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

const typesOf = (merchantId: number) =>
  withTenantRead(db, merchantId, async (tx) =>
    (await listActiveFees(tx, merchantId)).map((fee) => `${fee.type} ${fee.name}`),
  );

describe('demo taxes, fees and discounts (DEMO.md, spec 3 §2.5)', () => {
  it('DEMO.md: northwind has a tax, a taxed fee, two discounts and an order fee', async () => {
    const merchant = await createMerchant(db, { urlSubdomain: 'northwind' });
    await seedDemoServices(db, merchant);
    await seedDemoFeeStructures(db, merchant);
    expect(await typesOf(merchant.id)).toEqual([
      'fee Booking fee',
      'order_fee Delivery',
      'tax Illinois sales tax',
      'line_item_discount New member discount',
      'line_item_discount Summer special',
    ]);
  });

  it('DEMO.md: cedar has a tax and a discount; juniper (appointments only) has none', async () => {
    const cedar = await createMerchant(db, { urlSubdomain: 'cedar' });
    await seedDemoFeeStructures(db, cedar);
    expect(await typesOf(cedar.id)).toEqual([
      'tax New York sales tax',
      'line_item_discount Sibling discount',
    ]);
    const juniper = await createMerchant(db, { urlSubdomain: 'juniper' });
    await seedDemoFeeStructures(db, juniper);
    expect(await typesOf(juniper.id)).toEqual([]);
  });
});
