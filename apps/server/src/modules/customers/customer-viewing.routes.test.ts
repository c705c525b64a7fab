import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomer, customerBody } from './customers-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/**
 * An appointments-product merchant like Juniper (DEMO.md): its owner added a customer, and a service
 * provider without any customer right (maya@juniper.test) is signed in.
 */
async function juniperWithMaya() {
  const { owner, staff } = await createMerchantWithStaff(t.handle.db, ['neon_service_provider'], {
    productName: 'appointments',
  });
  const ownerClient = await signIn(t.app, owner.userName);
  const customer = await addCustomer(ownerClient);
  return { ownerClient, maya: await signIn(t.app, staff.userName), customer };
}

describe('every user reads customers; only manage actions are refused (spec 1 §6; issue 13 point 14)', () => {
  it('a provider without customer rights reads the list, a profile and its tabs (200)', async () => {
    const { maya, customer } = await juniperWithMaya();
    const reads = [
      () => maya.put('/api/customer/search', {}),
      () => maya.post('/api/customer/search', { email: customer.email }),
      () => maya.get(`/api/customer/${customer.id}/full`),
      () => maya.get(`/api/customer/${customer.id}/outstandingitems`),
      () => maya.get(`/api/customer/timeline/${customer.id}`),
      () => maya.get(`/api/customer/${customer.id}/accounts`),
      () => maya.get('/api/saved_reports/customers'),
      // spec 2 §4 step 6: the list shows a merge in progress to its readers.
      () => maya.get('/api/merge_customers_status'),
    ];
    for (const read of reads) {
      const response = await read();
      expect(response.statusCode, response.body).toBe(200);
    }
    const listed = await maya.put('/api/customer/search', {});
    expect(listed.json().data.map((row: { id: number }) => row.id)).toEqual([customer.id]);
    expect((await maya.get(`/api/customer/${customer.id}/full`)).json()).toMatchObject({ id: customer.id });
  });

  it('the manage_customers actions are refused (403) and change nothing', async () => {
    const { maya, ownerClient, customer } = await juniperWithMaya();
    const before = (await ownerClient.get(`/api/customer/${customer.id}/full`)).json();
    const actions = [
      () => maya.put(`/api/customer/${customer.id}`, { ...customerBody(), first_name: 'Changed' }),
      () => maya.delete(`/api/customer/${customer.id}`),
      () => maya.post('/api/customer', customerBody()),
      () => maya.post('/api/customer/timeline/comment', { customer_id: customer.id, content: 'Hi' }),
      () => maya.put('/api/customer/update_default_account', { customer_id: customer.id, account_id: 1 }),
      () => maya.post('/api/merge_customers', { master_id: customer.id, customer_ids: [customer.id] }),
      () => maya.post('/api/saved_reports/customers', { report_name: 'Mine', query_string: '' }),
    ];
    for (const action of actions) {
      const response = await action();
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const edit = await maya.put(`/api/customer/${customer.id}`, customerBody());
    expect(edit.json().error.message).toBe('You need the "Manage customers" permission to do this.');
    expect((await ownerClient.get(`/api/customer/${customer.id}/full`)).json()).toEqual(before);
    expect((await ownerClient.get('/api/saved_reports/customers')).json().data).toHaveLength(1);
  });

  it("another merchant's customer is not found (404), even for a reader", async () => {
    const { customer } = await juniperWithMaya();
    const other = await juniperWithMaya();
    expect((await other.maya.get(`/api/customer/${customer.id}/full`)).statusCode).toBe(404);
    expect((await other.maya.get(`/api/customer/timeline/${customer.id}`)).statusCode).toBe(404);
    expect((await other.maya.get(`/api/customer/${customer.id}/accounts`)).statusCode).toBe(404);
  });
});
