import type { AccessRight } from '@paybook/contracts';
import { customers } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A merchant, its owner signed in, a staff member with `staffRights`, and one customer. */
export async function setUpCustomer(t: TestApp, staffRights: AccessRight[] = ['create_orders']) {
  const setup = await createMerchantWithStaff(t.handle.db, staffRights);
  const [customer] = await withTenant(t.handle.db, setup.merchant.id, (tx) =>
    tx
      .insert(customers)
      .values({ merchantId: setup.merchant.id, firstName: 'Cora', lastName: 'Card' })
      .returning({ id: customers.id }),
  );
  if (!customer) throw new Error('no customer');
  const owner = await signIn(t.app, setup.owner.userName);
  return { ...setup, customerId: customer.id, client: owner };
}

export const VISA = '4242 4242 4242 4242';
export const card = (customerId: number, overrides: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  card_number: VISA,
  cvv: '123',
  expiration: '04/39',
  billing_zip_code: '80202',
  ...overrides,
});
export const bank = (customerId: number, overrides: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  routing_number: '021000021',
  account_number: '000123456789',
  account_type: 'checking',
  ...overrides,
});
