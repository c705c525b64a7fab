import type { Customer, TimelinePage } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addCustomer,
  customerBody,
  setUpCustomers,
  signInWithoutCustomerArea,
} from './customers-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const billing = {
  street_address1: '12 Elm St',
  street_address2: 'Suite 4',
  city: 'Denver',
  state_code: 'CO',
  country: 'US',
  zip_code: '80202',
};

describe('POST /api/customer (spec 2 §5 add customer)', () => {
  it('adds a customer with a number, addresses, sorted custom fields and a created event', async () => {
    const s = await setUpCustomers(t);
    const response = await s.clerk.post(
      '/api/customer',
      customerBody({
        email: 'Grace@Navy.test',
        company: 'Navy',
        billing_address: billing,
        custom_fields: [
          { type: 'Text', label: 'referral', value: '  friend ' },
          { type: 'CheckBox', label: 'Allergies', value: 'yes' },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<Customer>();
    expect(created).toMatchObject({
      name: 'Ada Lovelace',
      email: 'Grace@Navy.test',
      phone: '3035550101',
      billing_address: billing,
      // spec 2 §5: a complete billing address fills the missing shipping address.
      shipping_address: billing,
      shipping_same_as_billing: true,
      is_deleted: false,
      custom_fields: [
        { type: 'CheckBox', label: 'Allergies', value: 'Yes' },
        { type: 'Text', label: 'referral', value: 'friend' },
      ],
    });
    const second = await addCustomer(s.clerk);
    expect(second.customer_number).toBe(created.customer_number + 1);
    const full = await s.owner.get(`/api/customer/${created.id}/full`);
    expect(full.json()).toEqual(created);
    const timeline = (await s.owner.get(`/api/customer/timeline/${created.id}`)).json<TimelinePage>();
    expect(timeline.data).toEqual([
      expect.objectContaining({
        timeline_event_type: 'customer_event',
        event_type: 'customer_created_event',
        created_by_staff: { first_name: 'Sam', last_name: 'Staff', image_url: null },
      }),
    ]);
  });

  it('drops an address without street 1; same-as-billing copies billing, clears shipping name', async () => {
    const s = await setUpCustomers(t);
    const cleared = await addCustomer(s.owner, {
      billing_address: { ...billing, street_address1: ' ' },
      shipping_address: { ...billing, street_address1: '9 Oak Ave', city: '' },
    });
    expect(cleared.billing_address).toBeNull();
    expect(cleared.shipping_address).toMatchObject({ street_address1: '9 Oak Ave', city: '' });
    const same = await addCustomer(s.owner, {
      billing_address: billing,
      shipping_address: { ...billing, street_address1: '9 Oak Ave' },
      shipping_same_as_billing: true,
      shipping_first_name: 'Bo',
      shipping_company: 'Bo Co',
    });
    expect(same).toMatchObject({
      shipping_address: billing,
      shipping_same_as_billing: true,
      shipping_first_name: '',
      shipping_company: '',
    });
  });

  it('names the field of bad input (400)', async () => {
    const s = await setUpCustomers(t);
    const noName = await s.owner.post('/api/customer', customerBody({ first_name: '' }));
    expect(noName.statusCode).toBe(400);
    // issue 16 point 9: the catalogue's words, and a limit worded by its error map (no library text).
    expect(noName.json().error.details[0]).toMatchObject({
      property: 'first_name',
      message: 'Enter a first name.',
    });
    const badEmail = await s.owner.post('/api/customer', customerBody({ email: 'not-an-email' }));
    expect(badEmail.json().error.details[0].property).toBe('email');
    const longCity = await s.owner.post(
      '/api/customer',
      customerBody({ billing_address: { street_address1: '1 Main St', city: 'x'.repeat(101) } }),
    );
    expect(longCity.json().error.details[0]).toMatchObject({
      property: 'billing_address.city',
      message: 'Enter at most 100 characters.',
    });
    const twice = await s.owner.post(
      '/api/customer',
      customerBody({ custom_fields: [{ label: 'Tier' }, { label: 'Tier' }] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0].property).toBe('custom_fields.1.label');
  });

  it('answers 409 DUPLICATE_CUSTOMER naming email and the existing customer, ignoring case', async () => {
    const s = await setUpCustomers(t);
    const first = await addCustomer(s.owner, { email: 'dup@example.test' });
    const again = await s.owner.post('/api/customer', customerBody({ email: 'DUP@example.test' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'DUPLICATE_CUSTOMER', details: [{ property: 'email' }] },
      existing_customer_id: first.id,
    });
    // Another merchant may hold the same e-mail.
    const other = await setUpCustomers(t);
    expect(
      (await other.owner.post('/api/customer', customerBody({ email: 'dup@example.test' }))).statusCode,
    ).toBe(201);
  });

  it('refuses users without a customer right (403) and merchants without the customer area', async () => {
    const s = await setUpCustomers(t);
    expect((await s.reporter.post('/api/customer', customerBody())).statusCode).toBe(403);
    const noArea = await signInWithoutCustomerArea(t);
    expect((await noArea.post('/api/customer', customerBody())).statusCode).toBe(403);
  });
});

describe('GET /api/customer/{id}/full', () => {
  it('spec 1 §6: every user reads a profile; another merchant’s id is 404', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    expect((await s.clerk.get(`/api/customer/${ada.id}/full`)).statusCode).toBe(200);
    expect((await s.manager.get(`/api/customer/${ada.id}/full`)).statusCode).toBe(200);
    expect((await s.reporter.get(`/api/customer/${ada.id}/full`)).statusCode).toBe(200);
    const other = await setUpCustomers(t);
    const stranger = await other.owner.get(`/api/customer/${ada.id}/full`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('NOT_FOUND');
    const bad = await s.owner.get('/api/customer/abc/full');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('id');
  });
});

describe('PUT /api/customer/{id} (spec 2 §5 edit customer)', () => {
  it('saves, moves updated_at and records the changed fields on the timeline', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner, { custom_fields: [{ label: 'Tier', value: 'gold' }] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await s.manager.put(`/api/customer/${ada.id}`, {
      ...customerBody({ email: 'new@example.test' }),
      billing_address: billing,
      custom_fields: [{ label: 'Tier', value: 'gold' }],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<Customer>();
    expect(saved).toMatchObject({
      email: 'new@example.test',
      billing_address: billing,
      shipping_address: billing,
    });
    expect(saved.customer_number).toBe(ada.customer_number);
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(ada.updated_at));
    const timeline = (
      await s.owner.get(`/api/customer/timeline/${ada.id}?event_type=customer_updated_event`)
    ).json<TimelinePage>();
    expect(timeline.data.map((event) => event.content)).toEqual([
      'Changed: e-mail, billing address, shipping address',
    ]);
    expect(timeline.data[0]?.created_by_staff).toMatchObject({ first_name: 'Max', last_name: 'Manager' });
    const cleared = await s.manager.put(`/api/customer/${ada.id}`, {
      ...customerBody({ email: 'new@example.test' }),
      billing_address: null,
      shipping_address: null,
    });
    expect(cleared.json()).toMatchObject({
      billing_address: null,
      shipping_address: null,
      custom_fields: [],
    });
  });

  it('409 for a taken e-mail, 400 naming the field, 403 for create_orders, 404 elsewhere', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    const bob = await addCustomer(s.owner, { first_name: 'Bob' });
    const taken = await s.owner.put(`/api/customer/${ada.id}`, customerBody({ email: bob.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().existing_customer_id).toBe(bob.id);
    const own = await s.owner.put(
      `/api/customer/${ada.id}`,
      customerBody({ email: ada.email.toUpperCase() }),
    );
    expect(own.statusCode).toBe(200);
    const bad = await s.owner.put(`/api/customer/${ada.id}`, customerBody({ phone: '123' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('phone');
    expect((await s.clerk.put(`/api/customer/${ada.id}`, customerBody())).statusCode).toBe(403);
    const other = await setUpCustomers(t);
    expect((await other.owner.put(`/api/customer/${ada.id}`, customerBody())).statusCode).toBe(404);
    expect((await s.owner.get(`/api/customer/${ada.id}/full`)).json().email).toBe(ada.email.toUpperCase());
  });
});
