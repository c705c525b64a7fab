import { and, count, eq, max, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { customers, merchants } from '../db/schema/index.ts';
import { createMerchant } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedLarge } from './large.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

describe('seed:large (issue 5 point 9)', () => {
  it('adds the customers to the named merchant and others, numbered, with distinct e-mails', async () => {
    const merchant = await createMerchant(db, { urlSubdomain: `large-${Date.now()}` });
    const added = await seedLarge(db, {
      urlSubdomain: merchant.urlSubdomain,
      customers: 300,
      otherMerchants: 2,
      customersPerOther: 50,
    });
    expect(added).toBe(400);
    const [own] = await db
      .select({ n: count(), highest: max(customers.customerNumber) })
      .from(customers)
      .where(eq(customers.merchantId, merchant.id));
    expect(own).toEqual({ n: 300, highest: 300 });
    const emails = await db
      .select({ email: customers.email, phone: customers.phone })
      .from(customers)
      .where(eq(customers.merchantId, merchant.id));
    expect(new Set(emails.map((row) => row.email)).size).toBe(300);
    expect(emails.every((row) => /^[2-9]\d{9}$/.test(row.phone))).toBe(true);
    const others = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(and(ne(merchants.id, merchant.id), eq(merchants.name, 'Scale Test 1')));
    expect(others.length).toBeGreaterThan(0);
  });

  it('needs the merchant to exist', async () => {
    await expect(
      seedLarge(db, {
        urlSubdomain: 'no-such-merchant',
        customers: 1,
        otherMerchants: 0,
        customersPerOther: 0,
      }),
    ).rejects.toThrow(/seed the demo data first/);
  });
});
