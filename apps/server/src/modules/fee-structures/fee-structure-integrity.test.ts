import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeStructures, feeStructureTaxes, offeringFeeStructures } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addFee, createItem, discount, fee, setUpFees, tax } from './fee-structures-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The database refuses what the service refuses, whichever path writes (migration 0015). */
describe('fee structure links in the database (spec 3 §3.3)', () => {
  it('charges only taxes, and only on a taxable fee', async () => {
    const s = await setUpFees(t);
    const taxId = await addFee(s.owner, tax);
    const taxable = await addFee(s.owner, { ...fee, is_taxable: true });
    const untaxed = await addFee(s.owner, { ...fee, name: 'Untaxed' });
    const link = (feeStructureId: number, taxFeeStructureId: number) =>
      t.handle.db
        .insert(feeStructureTaxes)
        .values({ merchantId: s.merchant.id, feeStructureId, taxFeeStructureId });
    await expect(link(taxable, untaxed)).rejects.toThrow();
    await expect(link(untaxed, taxId)).rejects.toThrow();
    await link(taxable, taxId);
  });

  it('never attaches an order fee to an item', async () => {
    const s = await setUpFees(t);
    const item = await createItem(t, s.merchant, { name: 'Item', priceCents: 100 });
    const delivery = await addFee(s.owner, { ...fee, type: 'order_fee', name: 'Delivery' });
    const sale = await addFee(s.owner, discount());
    const attach = (feeStructureId: number) =>
      t.handle.db
        .insert(offeringFeeStructures)
        .values({ merchantId: s.merchant.id, offeringId: item.id, feeStructureId });
    await expect(attach(delivery)).rejects.toThrow();
    await attach(sale);
  });

  it('keeps the type of a saved fee', async () => {
    const s = await setUpFees(t);
    const id = await addFee(s.owner, fee);
    const change = t.handle.db
      .update(feeStructures)
      .set({ type: 'order_fee' })
      .where(and(eq(feeStructures.merchantId, s.merchant.id), eq(feeStructures.id, id)));
    await expect(change).rejects.toThrow();
  });
});
