import type { Customer, TimelinePage } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomer, customerBody, savedCustomerBody, setUpCustomers } from './customers-test-setup.ts';

// spec 2 §3 userName: the customer's sign-in name (decision 191).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const detailsOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { details: { property: string; message: string }[] } }).error.details;

describe('a customer user name (spec 2 §3 userName, decision 191)', () => {
  it('is saved, kept when a save leaves it out, and unique per merchant ignoring case', async () => {
    const s = await setUpCustomers(t);
    const customer = await addCustomer(s.owner, { user_name: 'Ada.L' });
    expect(customer.user_name).toBe('Ada.L');
    const kept = await s.owner.put(
      `/api/customer/${customer.id}`,
      savedCustomerBody(customer, { company: 'Engines' }),
    );
    expect(kept.json<Customer>().user_name).toBe('Ada.L');

    const taken = await s.owner.post('/api/customer', customerBody({ user_name: 'ada.l' }));
    expect(taken.statusCode).toBe(409);
    expect(detailsOf(taken)[0]?.property).toBe('user_name');
    const grace = await addCustomer(s.owner, { user_name: 'grace' });
    const renamed = await s.owner.put(
      `/api/customer/${grace.id}`,
      savedCustomerBody(grace, { user_name: 'ADA.L' }),
    );
    expect(renamed.statusCode).toBe(409);
    expect(detailsOf(renamed)[0]?.property).toBe('user_name');

    // Another merchant's customer may have it.
    const other = await setUpCustomers(t);
    expect((await addCustomer(other.owner, { user_name: 'Ada.L' })).user_name).toBe('Ada.L');

    const changed = await s.owner.put(
      `/api/customer/${grace.id}`,
      savedCustomerBody(grace, { user_name: 'grace.h' }),
    );
    expect(changed.json<Customer>().user_name).toBe('grace.h');
    const timeline = (await s.owner.get(`/api/customer/timeline/${grace.id}`)).json<TimelinePage>();
    expect(timeline.data[0]?.content).toBe('Changed: user name');
  });
});
