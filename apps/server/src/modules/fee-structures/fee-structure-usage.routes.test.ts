import type { FeeStructure } from '@paybook/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeStructures } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addFee,
  createItem,
  discount,
  fee,
  setUpFees,
  signInWithoutSellingFeatures,
  tax,
} from './fee-structures-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BASE = '/api/catalog/fee_structure';
const names = (body: { data: FeeStructure[] }) => body.data.map((item) => item.name);

describe('GET /api/catalog/fee_structures/active and active_valid (spec 3 §4.7, §7)', () => {
  it('lists active fees by name; active_valid keeps only the discounts usable today', async () => {
    const s = await setUpFees(t);
    await addFee(s.owner, tax);
    await addFee(s.owner, { ...fee, type: 'order_fee', name: 'Delivery' });
    await addFee(s.owner, discount({ name: 'Valid' }));
    await addFee(s.owner, discount({ name: 'Expired', discount: { code: 'OLD', end_date: '2020-01-31' } }));
    await addFee(
      s.owner,
      discount({ name: 'Upcoming', discount: { code: 'NEW', start_date: '2098-01-01' } }),
    );
    const usedUp = await addFee(s.owner, discount({ name: 'Used up', discount: { code: 'ONCE', uses: 1 } }));
    await t.handle.db
      .update(feeStructures)
      .set({ discountsUsedCount: 1 })
      .where(and(eq(feeStructures.merchantId, s.merchant.id), eq(feeStructures.id, usedUp)));
    await s.owner.put(`${BASE}/${await addFee(s.owner, { ...fee, name: 'Old fee' })}/deactivate`);

    const active = (await s.owner.get('/api/catalog/fee_structures/active')).json();
    expect(names(active)).toEqual(['Delivery', 'Expired', 'Sales tax', 'Upcoming', 'Used up', 'Valid']);
    const statuses = Object.fromEntries(
      (active.data as FeeStructure[]).map((item) => [item.name, item.discount?.status ?? null]),
    );
    expect(statuses).toEqual({
      Delivery: null,
      Expired: 'past_end_date',
      'Sales tax': null,
      Upcoming: 'invalid',
      'Used up': 'exceeds_allowed_count',
      Valid: 'valid',
    });
    const valid = await s.clerk.get('/api/catalog/fee_structures/active_valid');
    expect(valid.statusCode).toBe(200);
    expect(names(valid.json())).toEqual(['Delivery', 'Sales tax', 'Valid']);
  });

  it('spec 3 §2.5: a merchant without online_store, s_p_o_s or payment_forms is refused', async () => {
    const client = await signInWithoutSellingFeatures(t);
    expect((await client.get('/api/catalog/fee_structures/active_valid')).statusCode).toBe(403);
  });
});

describe('GET /api/catalog/fee_structure/{id}/attached_offering_count (spec 3 §2.5 delete fee, §7)', () => {
  it('counts the items it applies to and the fees that charge it as a tax', async () => {
    const s = await setUpFees(t);
    const first = await createItem(t, s.merchant, { name: 'First', priceCents: 100 });
    const second = await createItem(t, s.merchant, { name: 'Second', priceCents: 100 });
    const taxId = await addFee(s.owner, { ...tax, offering_ids: [first.id, second.id] });
    await addFee(s.owner, { ...fee, is_taxable: true, tax_fee_structure_ids: [taxId] });
    const response = await s.owner.get(`${BASE}/${taxId}/attached_offering_count`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count_offerings: 2, count_order_level_fees: 1 });
  });

  it("is refused without a selling feature, and another merchant's fee is not found", async () => {
    const s = await setUpFees(t);
    const id = await addFee(s.owner, fee);
    const appointmentsOnly = await signInWithoutSellingFeatures(t);
    expect((await appointmentsOnly.get(`${BASE}/${id}/attached_offering_count`)).statusCode).toBe(403);
    const other = await setUpFees(t);
    expect((await other.owner.get(`${BASE}/${id}/attached_offering_count`)).statusCode).toBe(404);
    expect((await s.owner.get(`${BASE}/abc/attached_offering_count`)).statusCode).toBe(400);
  });
});

describe('POST /api/catalog/fee_structure/{id}/has_price_violations (spec 3 §5, §7)', () => {
  it('names the attached items with a preset price below the discount; manual prices have none', async () => {
    const s = await setUpFees(t);
    const towel = await createItem(t, s.merchant, { name: 'Towel', priceCents: 500 });
    const mat = await createItem(t, s.merchant, { name: 'Mat', priceCents: 3000 });
    const tip = await createItem(t, s.merchant, { name: 'Tip', priceCents: 0, isPriceManualEntry: true });
    const id = await addFee(
      s.owner,
      discount({ amount: '4', is_percent: false, offering_ids: [towel.id, mat.id, tip.id] }),
    );
    const check = (price: string) =>
      s.owner.post(`${BASE}/${id}/has_price_violations`, { discount_price: price });
    expect((await check('5.00')).json()).toEqual({ has_price_violations: false, offerings: [] });
    expect((await check('5.01')).json()).toEqual({
      has_price_violations: true,
      offerings: [{ id: towel.id, name: 'Towel', price: '5.00' }],
    });
    const bad = await check('five');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('discount_price');
  });

  it("is refused without a selling feature, and another merchant's discount is not found", async () => {
    const s = await setUpFees(t);
    const id = await addFee(s.owner, discount());
    const body = { discount_price: '1' };
    const appointmentsOnly = await signInWithoutSellingFeatures(t);
    expect((await appointmentsOnly.post(`${BASE}/${id}/has_price_violations`, body)).statusCode).toBe(403);
    const other = await setUpFees(t);
    expect((await other.owner.post(`${BASE}/${id}/has_price_violations`, body)).statusCode).toBe(404);
  });
});

describe('PUT /api/catalog/offerings/all_discounts (spec 3 §7)', () => {
  it('answers the active discounts attached to the items, each once', async () => {
    const s = await setUpFees(t);
    const first = await createItem(t, s.merchant, { name: 'First', priceCents: 1000 });
    const second = await createItem(t, s.merchant, { name: 'Second', priceCents: 1000 });
    const third = await createItem(t, s.merchant, { name: 'Third', priceCents: 1000 });
    await addFee(s.owner, discount({ name: 'Both', offering_ids: [first.id, second.id] }));
    await addFee(
      s.owner,
      discount({ name: 'Third only', discount: { code: 'T' }, offering_ids: [third.id] }),
    );
    await addFee(s.owner, { ...fee, offering_ids: [first.id] });
    const off = await addFee(
      s.owner,
      discount({ name: 'Off', discount: { code: 'O' }, offering_ids: [first.id] }),
    );
    await s.owner.put(`${BASE}/${off}/deactivate`);
    const response = await s.clerk.put('/api/catalog/offerings/all_discounts', {
      offering_ids: [first.id, second.id],
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Both']);
  });

  it("names offering_ids for another merchant's item; needs a selling feature", async () => {
    const s = await setUpFees(t);
    const other = await setUpFees(t);
    const theirs = await createItem(t, other.merchant, { name: 'Theirs', priceCents: 100 });
    const response = await s.owner.put('/api/catalog/offerings/all_discounts', { offering_ids: [theirs.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('offering_ids');
    const appointmentsOnly = await signInWithoutSellingFeatures(t);
    const refused = await appointmentsOnly.put('/api/catalog/offerings/all_discounts', { offering_ids: [] });
    expect(refused.statusCode).toBe(403);
  });
});
