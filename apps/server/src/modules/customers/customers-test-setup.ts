import type { Customer } from '@paybook/contracts';
import { calendarItems } from '../../db/schema/index.ts';
import { signIn, TestClient } from '../../test/client.ts';
import {
  createMerchant,
  createMerchantWithStaff,
  createSupportUser,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createService, makeProvider } from '../../test/staff-factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * A full_product merchant (customer_tab, customer_profile) with its owner (every right) signed in, a
 * create_orders clerk, a view_reports-only user and a manage_customers manager.
 */
export async function setUpCustomers(t: TestApp) {
  const db = t.handle.db;
  const { merchant, owner, staff } = await createMerchantWithStaff(db, ['create_orders']);
  const reporter = await createUser(db, merchant, { firstName: 'Rita', accessRights: ['view_reports'] });
  const manager = await createUser(db, merchant, {
    firstName: 'Max',
    lastName: 'Manager',
    accessRights: ['manage_customers'],
  });
  return {
    merchant,
    owner: await signIn(t.app, owner.userName),
    ownerUser: owner,
    clerk: await signIn(t.app, staff.userName),
    clerkUser: staff,
    reporter: await signIn(t.app, reporter.userName),
    manager: await signIn(t.app, manager.userName),
    managerUser: manager,
  };
}

/** A signed-in owner of a merchant whose tier has no customer area. */
export async function signInWithoutCustomerArea(t: TestApp) {
  const merchant = await createMerchant(t.handle.db, { features: [] });
  const user = await createUser(t.handle.db, merchant, { accessRights: ['manage_customers'] });
  return signIn(t.app, user.userName);
}

/** A support user impersonating `userId` (spec 2 §6: some actions are never allowed then). */
export async function impersonate(t: TestApp, userId: number) {
  const support = await createSupportUser(t.handle.db);
  const client = new TestClient(t.app);
  await client.post('/api/support/login', { user_name: support.userName, password: TEST_PASSWORD });
  const started = await client.post('/api/support/impersonate', { user_id: userId });
  if (started.statusCode !== 200) throw new Error(`impersonation failed: ${started.body}`);
  return client;
}

let count = 0;
/** A valid customer body, each with its own e-mail unless overridden. */
export const customerBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada${++count}@example.test`,
  phone: '(303) 555-0101',
  ...overrides,
});

/** The PUT body of a saved customer (its own contact fields), with overrides; user_name left out unless given. */
export const savedCustomerBody = (customer: Customer, overrides: Record<string, unknown> = {}) => ({
  first_name: customer.first_name,
  last_name: customer.last_name,
  company: customer.company,
  email: customer.email,
  phone: customer.phone,
  ...overrides,
});

export async function addCustomer(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/customer', customerBody(overrides));
  if (response.statusCode !== 201) throw new Error(`add customer failed: ${response.body}`);
  return response.json<Customer>();
}

/** An appointment of the customer `hoursAhead` from now (negative: in the past), inserted directly. */
export async function bookAppointment(
  t: TestApp,
  merchantId: number,
  customerId: number,
  hoursAhead: number,
  status: 'booked' | 'cancelled' = 'booked',
) {
  const db = t.handle.db;
  const user = await createUser(db, { id: merchantId }, { accessRights: ['neon_service_provider'] });
  const provider = await makeProvider(db, user);
  const service = await createService(db, { id: merchantId });
  const start = new Date(Date.now() + hoursAhead * 3_600_000);
  await db.insert(calendarItems).values({
    merchantId,
    kind: 'appointment',
    serviceProviderId: provider.id,
    offeringId: service.id,
    customerId,
    startAt: start,
    endAt: new Date(start.getTime() + 1_800_000),
    status,
  });
}
