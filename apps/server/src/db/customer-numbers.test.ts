import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { customers } from './schema/index.ts';
import { withTenant } from './tenant.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const addCustomer = (merchantId: number, firstName: string) =>
  withTenant(t.handle.db, merchantId, async (tx) => {
    const [row] = await tx.insert(customers).values({ merchantId, firstName, lastName: 'Number' }).returning({
      id: customers.id,
      customerNumber: customers.customerNumber,
    });
    if (!row) throw new Error('not inserted');
    return row;
  });

describe('customer numbers (spec 2 §2.1: customer_number identifies a customer in the list)', () => {
  it('number each merchant’s customers from 1, whoever inserts them, as the tenant role', async () => {
    const a = await createMerchant(t.handle.db);
    const b = await createMerchant(t.handle.db);
    expect((await addCustomer(a.id, 'Ann')).customerNumber).toBe(1);
    expect((await addCustomer(a.id, 'Bea')).customerNumber).toBe(2);
    expect((await addCustomer(b.id, 'Cal')).customerNumber).toBe(1);
    expect((await addCustomer(a.id, 'Dee')).customerNumber).toBe(3);
  });

  it('ignore a number the insert gives, so no path can take another’s', async () => {
    const merchant = await createMerchant(t.handle.db);
    await addCustomer(merchant.id, 'First');
    const [row] = await withTenant(t.handle.db, merchant.id, (tx) =>
      tx
        .insert(customers)
        .values({ merchantId: merchant.id, firstName: 'Sly', lastName: 'Number', customerNumber: 1 })
        .returning({ customerNumber: customers.customerNumber }),
    );
    expect(row?.customerNumber).toBe(2);
  });

  it('stay distinct under concurrent inserts', async () => {
    const merchant = await createMerchant(t.handle.db);
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addCustomer(merchant.id, `Racer${i}`)),
    );
    expect(new Set(rows.map((row) => row.customerNumber)).size).toBe(20);
    expect(Math.max(...rows.map((row) => row.customerNumber))).toBe(20);
  });

  it('are part of the search text with the names, company, e-mail and phone, in lower case', async () => {
    const merchant = await createMerchant(t.handle.db);
    const { id } = await addCustomer(merchant.id, 'Zoë');
    await withTenant(t.handle.db, merchant.id, (tx) =>
      tx
        .update(customers)
        .set({ company: 'Acme', email: 'Zoe@Example.com', phone: '3035550100' })
        .where(and(eq(customers.merchantId, merchant.id), eq(customers.id, id))),
    );
    const [row] = await withTenant(t.handle.db, merchant.id, (tx) =>
      tx
        .select({ name: customers.searchName, email: customers.searchEmail, digits: customers.searchDigits })
        .from(customers)
        .where(eq(customers.id, id)),
    );
    expect(row).toEqual({ name: 'zoë number acme', email: 'zoe@example.com', digits: '3035550100 1' });
  });
});
