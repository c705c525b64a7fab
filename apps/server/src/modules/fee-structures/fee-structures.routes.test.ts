import type { FeeStructure } from '@paybook/contracts';
import { dollarDiscountTooLargeMessage } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
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
const propertyOf = (response: { json: () => { error: { details: { property: string }[] } } }) =>
  response.json().error.details.map((detail) => detail.property);

describe('POST /api/catalog/fee_structure (spec 3 §3.3, §5, §7)', () => {
  it('adds a tax, a taxable fee charging it, and a discount with its status', async () => {
    const s = await setUpFees(t);
    const item = await createItem(t, s.merchant, { name: 'Yoga class', priceCents: 2000 });
    const taxId = await addFee(s.owner, tax);
    const response = await s.owner.post(BASE, {
      ...fee,
      is_taxable: true,
      is_recurring: true,
      offering_ids: [item.id, item.id],
      tax_fee_structure_ids: [taxId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<FeeStructure>()).toMatchObject({
      type: 'fee',
      name: 'Service fee',
      amount: '2.50',
      is_percent: false,
      is_active: true,
      is_recurring: true,
      is_taxable: true,
      offering_ids: [item.id],
      tax_fee_structure_ids: [taxId],
      discount: null,
    });
    const saved = await s.owner.get(`${BASE}/${taxId}`);
    expect(saved.json()).toMatchObject({ amount: '8.375', is_percent: true, discount: null });
    const sale = await s.owner.post(BASE, discount({ amount: '12.345', offering_ids: [item.id] }));
    expect(sale.json()).toMatchObject({
      // spec 3 §9: a discount percentage rounds to 2 decimals.
      amount: '12.35',
      discount: {
        code: 'SPRING',
        uses: 5,
        start_date: '2020-03-01',
        end_date: '2099-05-31',
        discounts_used_count: 0,
        status: 'valid',
      },
    });
  });

  it('spec 3 §5: names the field of each refusal', async () => {
    const s = await setUpFees(t);
    const cases: [object, string][] = [
      [{ ...fee, name: '  ' }, 'name'],
      [{ ...fee, amount: '0' }, 'amount'],
      [{ ...fee, amount: 'ten' }, 'amount'],
      [{ ...fee, amount: '2.505' }, 'amount'],
      [{ ...tax, amount: '101' }, 'amount'],
      [{ ...tax, amount: '8.3755' }, 'amount'],
      [{ ...fee, type: 'surcharge' }, 'type'],
      [discount({ discount: { code: 'X', end_date: '2020-02-30' } }), 'discount.end_date'],
      [discount({ discount: { start_date: '2025-05-02', end_date: '2025-05-01' } }), 'discount.end_date'],
      [discount({ discount: { uses: 0 } }), 'discount.uses'],
      [{ ...fee, type: 'order_fee', offering_ids: [1] }, 'offering_ids'],
      [{ ...fee, offering_ids: [999_999_999] }, 'offering_ids'],
      [{ ...fee, tax_fee_structure_ids: [1] }, 'tax_fee_structure_ids'],
      [{ ...fee, is_taxable: true, tax_fee_structure_ids: [999_999_999] }, 'tax_fee_structure_ids'],
    ];
    for (const [body, property] of cases) {
      const response = await s.owner.post(BASE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(propertyOf(response), JSON.stringify(body)).toContain(property);
    }
  });

  it('issue 23 point 1: a dollar amount over the bound of one amount says so, at any length', async () => {
    const s = await setUpFees(t);
    for (const amount of ['1000000', '9999999999', '99999999999999999999']) {
      const response = await s.owner.post(BASE, { ...fee, amount });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().error.details, amount).toEqual([
        { property: 'amount', message: 'Enter 999999.99 or less.' },
      ]);
    }
    expect((await s.owner.post(BASE, { ...fee, amount: '999999.99' })).statusCode).toBe(200);
  });

  it('spec 3 §3.3: only taxes are charged on a taxable fee', async () => {
    const s = await setUpFees(t);
    const otherFee = await addFee(s.owner, { ...fee, name: 'Booking fee' });
    const response = await s.owner.post(BASE, {
      ...fee,
      is_taxable: true,
      tax_fee_structure_ids: [otherFee],
    });
    expect(response.statusCode).toBe(400);
    expect(propertyOf(response)).toEqual(['tax_fee_structure_ids']);
  });

  it("refuses another merchant's items and taxes by naming the field", async () => {
    const mine = await setUpFees(t);
    const theirs = await setUpFees(t);
    const theirItem = await createItem(t, theirs.merchant, { name: 'Theirs', priceCents: 500 });
    const theirTax = await addFee(theirs.owner, tax);
    const items = await mine.owner.post(BASE, { ...fee, offering_ids: [theirItem.id] });
    expect(propertyOf(items)).toEqual(['offering_ids']);
    const taxes = await mine.owner.post(BASE, {
      ...fee,
      is_taxable: true,
      tax_fee_structure_ids: [theirTax],
    });
    expect(propertyOf(taxes)).toEqual(['tax_fee_structure_ids']);
  });

  it('spec 3 §5: a discount code is used once per merchant, ignoring case; another merchant may reuse it', async () => {
    const s = await setUpFees(t);
    await addFee(s.owner, discount());
    const again = await s.owner.post(BASE, discount({ name: 'Other sale', discount: { code: 'spring' } }));
    expect(again.statusCode).toBe(400);
    expect(propertyOf(again)).toEqual(['discount.code']);
    const other = await setUpFees(t);
    expect((await other.owner.post(BASE, discount())).statusCode).toBe(200);
  });

  it('spec 2 §5: a dollar discount above the preset price of an attached item is refused with the exact message', async () => {
    const s = await setUpFees(t);
    const cheap = await createItem(t, s.merchant, { name: 'Towel', priceCents: 500 });
    const manual = await createItem(t, s.merchant, {
      name: 'Donation',
      priceCents: 0,
      isPriceManualEntry: true,
    });
    const body = discount({ name: 'Ten off', amount: '10.00', is_percent: false, discount: null });
    const refused = await s.owner.post(BASE, { ...body, offering_ids: [cheap.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { property: 'amount', message: dollarDiscountTooLargeMessage('Ten off') },
    ]);
    // A manual-price item has no preset price; a discount equal to the price makes the item free.
    expect((await s.owner.post(BASE, { ...body, offering_ids: [manual.id] })).statusCode).toBe(200);
    const equal = await s.owner.post(BASE, {
      ...body,
      name: 'Five off',
      amount: '5',
      offering_ids: [cheap.id],
    });
    expect(equal.statusCode).toBe(200);
  });

  it('spec 3 §6: needs manage_configuration and one of online_store, s_p_o_s, payment_forms', async () => {
    const s = await setUpFees(t);
    expect((await s.clerk.post(BASE, tax)).statusCode).toBe(403);
    const appointmentsOnly = await signInWithoutSellingFeatures(t);
    expect((await appointmentsOnly.post(BASE, tax)).statusCode).toBe(403);
  });
});

describe('GET, PUT and DELETE /api/catalog/fee_structure/{id} (spec 3 §7, §8)', () => {
  it('saves changes, replacing the items and taxes', async () => {
    const s = await setUpFees(t);
    const first = await createItem(t, s.merchant, { name: 'First', priceCents: 1000 });
    const second = await createItem(t, s.merchant, { name: 'Second', priceCents: 1000 });
    const id = await addFee(s.owner, discount({ offering_ids: [first.id] }));
    const response = await s.owner.put(
      `${BASE}/${id}`,
      discount({
        name: 'Summer sale',
        amount: '15',
        offering_ids: [second.id],
        discount: { code: 'SUMMER' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Summer sale',
      amount: '15.00',
      offering_ids: [second.id],
      discount: { code: 'SUMMER', uses: null, start_date: null, end_date: null, status: 'valid' },
    });
    expect((await s.owner.get(`${BASE}/${id}`)).json()).toEqual(response.json());
  });

  it('names the field: a changed type, a bad amount, a dollar discount above an item price', async () => {
    const s = await setUpFees(t);
    const towel = await createItem(t, s.merchant, { name: 'Towel', priceCents: 500 });
    const id = await addFee(s.owner, discount({ amount: '3', is_percent: false, offering_ids: [towel.id] }));
    expect(propertyOf(await s.owner.put(`${BASE}/${id}`, { ...fee }))).toEqual(['type']);
    expect(propertyOf(await s.owner.put(`${BASE}/${id}`, discount({ amount: '-1' })))).toEqual(['amount']);
    const tooLarge = await s.owner.put(
      `${BASE}/${id}`,
      discount({ amount: '6', is_percent: false, offering_ids: [towel.id] }),
    );
    expect(tooLarge.json().error.details[0]).toEqual({
      property: 'amount',
      message: dollarDiscountTooLargeMessage('Spring sale'),
    });
  });

  it('spec 3 §8: deletes softly, answers the name and detaches it; the code is free again', async () => {
    const s = await setUpFees(t);
    const item = await createItem(t, s.merchant, { name: 'Item', priceCents: 1000 });
    const taxId = await addFee(s.owner, tax);
    const feeId = await addFee(s.owner, { ...fee, is_taxable: true, tax_fee_structure_ids: [taxId] });
    const id = await addFee(s.owner, discount({ offering_ids: [item.id] }));
    const deleted = await s.owner.delete(`${BASE}/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id, name: 'Spring sale' });
    expect((await s.owner.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await s.owner.delete(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await s.owner.post(BASE, discount())).statusCode).toBe(200);
    await s.owner.delete(`${BASE}/${taxId}`);
    expect((await s.owner.get(`${BASE}/${feeId}`)).json().tax_fee_structure_ids).toEqual([]);
  });

  it('deactivates: it leaves the active list', async () => {
    const s = await setUpFees(t);
    const id = await addFee(s.owner, fee);
    const response = await s.owner.put(`${BASE}/${id}/deactivate`);
    expect(response.statusCode).toBe(200);
    expect(response.json().is_active).toBe(false);
    const active = await s.owner.get('/api/catalog/fee_structures/active');
    expect(active.json().data).toEqual([]);
  });

  it('spec 3 §6: reads need a selling feature; writes need manage_configuration too', async () => {
    const s = await setUpFees(t);
    const id = await addFee(s.owner, fee);
    expect((await s.clerk.get(`${BASE}/${id}`)).statusCode).toBe(200);
    expect((await s.clerk.put(`${BASE}/${id}`, fee)).statusCode).toBe(403);
    expect((await s.clerk.delete(`${BASE}/${id}`)).statusCode).toBe(403);
    expect((await s.clerk.put(`${BASE}/${id}/deactivate`)).statusCode).toBe(403);
    const appointmentsOnly = await signInWithoutSellingFeatures(t);
    expect((await appointmentsOnly.get(`${BASE}/${id}`)).statusCode).toBe(403);
    expect((await appointmentsOnly.get('/api/catalog/fee_structures/active')).statusCode).toBe(403);
  });

  it("another merchant's fee is not found, read or changed", async () => {
    const mine = await setUpFees(t);
    const theirs = await setUpFees(t);
    const id = await addFee(theirs.owner, fee);
    expect((await mine.owner.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await mine.owner.put(`${BASE}/${id}`, fee)).statusCode).toBe(404);
    expect((await mine.owner.put(`${BASE}/${id}/deactivate`)).statusCode).toBe(404);
    expect((await mine.owner.delete(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await mine.owner.get('/api/catalog/fee_structures/active')).json().data).toEqual([]);
    expect((await theirs.owner.get(`${BASE}/${id}`)).json().is_active).toBe(true);
  });
});
