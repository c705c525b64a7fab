import type { CustomerCustomFields, TimelinePage } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomer, setUpCustomers } from './customers-test-setup.ts';

// spec 2 §7: GET and PUT customer/{id}/customfields (custom_field_data, customer_id); issue 26 point 8.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const fieldsOf = (id: number) => `/api/customer/${id}/customfields`;

describe("a customer's custom fields (spec 2 §7)", () => {
  it('reads and replaces them; a change writes one timeline line, a repeat none', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner, {
      custom_fields: [{ type: 'Text', label: 'Locker', value: '12' }],
    });
    const read = await s.owner.get(fieldsOf(ada.id));
    expect(read.statusCode).toBe(200);
    expect(read.json<CustomerCustomFields>()).toEqual({
      customer_id: ada.id,
      custom_field_data: [{ type: 'Text', label: 'Locker', value: '12' }],
    });

    const body = {
      custom_field_data: [
        { type: 'Text', label: 'Locker', value: '14' },
        { type: 'Text', label: 'Goal', value: 'Run 10k' },
      ],
    };
    const saved = await s.manager.put(fieldsOf(ada.id), body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CustomerCustomFields>().custom_field_data).toEqual([
      { type: 'Text', label: 'Goal', value: 'Run 10k' },
      { type: 'Text', label: 'Locker', value: '14' },
    ]);
    expect((await s.manager.put(fieldsOf(ada.id), body)).statusCode).toBe(200);
    const timeline = (await s.owner.get(`/api/customer/timeline/${ada.id}`)).json<TimelinePage>();
    expect(timeline.data.filter((event) => event.content === 'Changed: custom fields')).toHaveLength(1);
    // The whole customer shows the same fields.
    expect((await s.owner.get(`/api/customer/${ada.id}/full`)).json().custom_fields).toEqual(
      saved.json<CustomerCustomFields>().custom_field_data,
    );
  });

  it('refuses a label used twice or missing, naming it (400), and keeps what was saved', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner, {
      custom_fields: [{ type: 'Text', label: 'Locker', value: '12' }],
    });
    const twice = await s.owner.put(fieldsOf(ada.id), {
      custom_field_data: [
        { label: 'Goal', value: 'a' },
        { label: 'Goal', value: 'b' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details).toContainEqual({
      property: 'custom_field_data.1.label',
      message: 'Each custom field needs its own label.',
    });
    const blank = await s.owner.put(fieldsOf(ada.id), { custom_field_data: [{ label: ' ', value: 'x' }] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].property).toBe('custom_field_data.0.label');
    expect((await s.owner.get(fieldsOf(ada.id))).json<CustomerCustomFields>().custom_field_data).toEqual([
      { type: 'Text', label: 'Locker', value: '12' },
    ]);
  });

  it('changing needs manage_customers (403); every profile viewer reads; 404 across merchants', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    expect((await s.clerk.put(fieldsOf(ada.id), { custom_field_data: [] })).statusCode).toBe(403);
    expect((await s.clerk.get(fieldsOf(ada.id))).statusCode).toBe(200);
    const other = await setUpCustomers(t);
    expect((await other.owner.get(fieldsOf(ada.id))).statusCode).toBe(404);
    expect((await other.owner.put(fieldsOf(ada.id), { custom_field_data: [] })).statusCode).toBe(404);
  });
});
