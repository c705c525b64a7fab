import type { CatalogueItem, CatalogueItemInput, RecurrenceValue } from '@paybook/contracts';
import { defaultRecurrence } from '@paybook/domain';
import { expect } from 'vitest';
import { feeStructures } from '../../db/schema/index.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createMerchant, createMerchantWithStaff, createUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * A full_product merchant (online_store, s_p_o_s, payment_forms) with its owner (every right) and a
 * clerk holding create_orders but not manage_configuration, both signed in.
 */
export async function setUpCatalogue(t: TestApp, productName: 'full_product' | 'starter' = 'full_product') {
  const { merchant, owner, staff } = await createMerchantWithStaff(t.handle.db, ['create_orders'], {
    productName,
  });
  return {
    merchant,
    owner: await signIn(t.app, owner.userName),
    clerk: await signIn(t.app, staff.userName),
  };
}

/** spec 2 §2.3: the owner of an appointments merchant, whose tier has none of the catalogue's features. */
export async function signInWithoutCatalogue(t: TestApp) {
  const merchant = await createMerchant(t.handle.db, { productName: 'appointments' });
  const user = await createUser(t.handle.db, merchant, { accessRights: ['manage_configuration'] });
  return signIn(t.app, user.userName);
}

type FeeStructureValues = Partial<typeof feeStructures.$inferInsert>;

/** A fee structure inserted directly (settings own the calls): by default a $5.00 item fee. */
export async function addFeeStructure(t: TestApp, merchantId: number, values: FeeStructureValues = {}) {
  const [row] = await t.handle.db
    .insert(feeStructures)
    .values({ merchantId, type: 'fee', name: 'Service fee', isPercent: false, amountCents: 500, ...values })
    .returning();
  return row!;
}

/** A fixed-price product, as spec 2 §4's default new item with a preset price. */
export const itemBody = (overrides: Partial<CatalogueItemInput> = {}): CatalogueItemInput => ({
  name: 'Yoga Mat',
  description: 'Non-slip, 6 mm.',
  price: '25',
  ...overrides,
});

/** Every two weeks on Monday, six times (spec 2 §9's example). */
export const everyOtherMondaySixTimes = (): RecurrenceValue => ({
  ...defaultRecurrence(),
  frequency: 'weekly',
  periods_between_occurrence: 2,
  occurrence_type: 'fixed_end_date',
  occurrences: 6,
  weekly: { type: 'day_of_week', day_of_week: 1 },
});

export async function addItem(client: TestClient, overrides: Partial<CatalogueItemInput> = {}) {
  const response = await client.post('/api/catalog/offering', itemBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueItem>();
}

type ErrorResponse = { statusCode: number; json: () => unknown };

/** A 400 whose details name `property` (with `message`, when given). */
export function expectFieldError(response: ErrorResponse, property: string, message?: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: { details: { property: string; message: string }[] } };
  const detail = body.error.details.find((each) => each.property === property);
  expect(detail, JSON.stringify(body)).toBeDefined();
  if (message !== undefined) expect(detail?.message).toBe(message);
}
