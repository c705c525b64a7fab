import { offerings } from '../../db/schema/index.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * A full_product merchant (online_store, s_p_o_s, payment_forms) with an owner holding every right and
 * a clerk with create_orders only (no manage_configuration).
 */
export async function setUpFees(t: TestApp) {
  const { merchant, owner, staff } = await createMerchantWithStaff(t.handle.db, ['create_orders']);
  return {
    merchant,
    owner: await signIn(t.app, owner.userName),
    clerk: await signIn(t.app, staff.userName),
  };
}

/** An owner of an appointments-only merchant: none of the features fees need (spec 3 §2.5). */
export async function signInWithoutSellingFeatures(t: TestApp): Promise<TestClient> {
  const { owner } = await createMerchantWithStaff(t.handle.db, [], { productName: 'appointments' });
  return signIn(t.app, owner.userName);
}

export async function createItem(
  t: TestApp,
  merchant: { id: number },
  values: { name: string; priceCents: number; isPriceManualEntry?: boolean },
) {
  const [row] = await t.handle.db
    .insert(offerings)
    .values({ merchantId: merchant.id, ...values })
    .returning();
  if (!row) throw new Error('The item was not inserted');
  return row;
}

export const tax = { type: 'tax', name: 'Sales tax', amount: '8.375', is_percent: true } as const;
export const fee = { type: 'fee', name: 'Service fee', amount: '2.50', is_percent: false } as const;

/** A 10 % discount with a code, 5 uses and dates that hold today (2020 to 2099). */
export const discount = (overrides: Record<string, unknown> = {}) => ({
  type: 'line_item_discount',
  name: 'Spring sale',
  amount: '10',
  is_percent: true,
  discount: { code: 'SPRING', uses: 5, start_date: '2020-03-01', end_date: '2099-05-31' },
  ...overrides,
});

/** POSTs a fee structure and answers its id; fails the test when the save is refused. */
export async function addFee(client: TestClient, body: object): Promise<number> {
  const response = await client.post('/api/catalog/fee_structure', body);
  if (response.statusCode !== 200) throw new Error(`add fee failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}
