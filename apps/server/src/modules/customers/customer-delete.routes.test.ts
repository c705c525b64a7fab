import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkout, keyEntered, setUpShop } from '../checkout/checkout-test-setup.ts';
import { addCustomer, bookAppointment, impersonate, setUpCustomers } from './customers-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const nothingOutstanding = {
  appointments: 0,
  billing_schedules: 0,
  invoices: 0,
  recurring_invoices: 0,
  recurring_payments: 0,
  authorized_payments: 0,
  posted_payments: 0,
  unknown_payments: 0,
};

describe('GET /api/customer/{id}/outstandingitems (spec 2 §5 delete block)', () => {
  it('counts booked appointments that have not started; past and cancelled ones do not count', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    const url = `/api/customer/${ada.id}/outstandingitems`;
    expect((await s.clerk.get(url)).json()).toEqual(nothingOutstanding);
    await bookAppointment(t, s.merchant.id, ada.id, -48);
    await bookAppointment(t, s.merchant.id, ada.id, 24, 'cancelled');
    expect((await s.owner.get(url)).json().appointments).toBe(0);
    await bookAppointment(t, s.merchant.id, ada.id, 24);
    expect((await s.owner.get(url)).json()).toEqual({ ...nothingOutstanding, appointments: 1 });
    // spec 1 §6: a profile read, open to every user (deleting is refused: below).
    expect((await s.reporter.get(url)).statusCode).toBe(200);
    const other = await setUpCustomers(t);
    expect((await other.owner.get(url)).statusCode).toBe(404);
  });
});

describe('DELETE /api/customer/{id}', () => {
  it('is blocked (409 CUSTOMER_DELETE_BLOCKED) by an upcoming appointment', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    await bookAppointment(t, s.merchant.id, ada.id, 2);
    const response = await s.owner.delete(`/api/customer/${ada.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CUSTOMER_DELETE_BLOCKED',
      message: "This customer can't be deleted while they have 1 upcoming appointment.",
    });
    expect((await s.owner.get(`/api/customer/${ada.id}/full`)).statusCode).toBe(200);
  });

  it('deletes a customer without history, and only marks one with past appointments', async () => {
    const s = await setUpCustomers(t);
    const fresh = await addCustomer(s.owner, { first_name: 'Fresh' });
    const regular = await addCustomer(s.owner, { first_name: 'Regular' });
    await bookAppointment(t, s.merchant.id, regular.id, -24);
    const deleted = await s.manager.delete(`/api/customer/${fresh.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ outcome: 'deleted' });
    expect((await s.owner.delete(`/api/customer/${regular.id}`)).json()).toEqual({
      outcome: 'marked_for_deletion',
    });
    for (const id of [fresh.id, regular.id]) {
      expect((await s.owner.get(`/api/customer/${id}/full`)).statusCode).toBe(404);
      expect((await s.owner.get(`/api/customer/timeline/${id}`)).statusCode).toBe(404);
      expect((await s.owner.delete(`/api/customer/${id}`)).statusCode).toBe(404);
    }
    const list = await s.owner.put('/api/customer/search', { projections: ['name'] });
    expect(list.json()).toEqual({ data: [], total_item_count: 0 });
    const quick = await s.owner.get('/api/quick_customer_search?query=regular');
    expect(quick.json().data).toEqual([]);
    const dedupe = await s.owner.post('/api/customer/search', { email: regular.email });
    expect(dedupe.json().data).toEqual([]);
    // The marked customer keeps their e-mail: adding it again is refused without an id to open.
    const again = await s.owner.post('/api/customer', {
      first_name: 'Regular',
      last_name: 'Again',
      email: regular.email,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().existing_customer_id).toBeUndefined();
  });

  it('needs the delete claim, never while impersonating (403); 404 across merchants', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    expect((await s.clerk.delete(`/api/customer/${ada.id}`)).statusCode).toBe(403);
    expect((await s.reporter.delete(`/api/customer/${ada.id}`)).statusCode).toBe(403);
    const support = await impersonate(t, s.ownerUser.id);
    const refused = await support.delete(`/api/customer/${ada.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const other = await setUpCustomers(t);
    expect((await other.owner.delete(`/api/customer/${ada.id}`)).statusCode).toBe(404);
    expect((await s.owner.get(`/api/customer/${ada.id}/full`)).statusCode).toBe(200);
    const bad = await s.owner.delete('/api/customer/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('id');
  });
});

describe('DELETE /api/customer/{id} of a customer with orders (issue 23 point 1)', () => {
  it('marks a customer whose orders are paid, and the orders keep the customer', async () => {
    const shop = await setUpShop(t);
    const sale = await checkout(shop.owner, {
      payment_mode: 'cash',
      amount_tendered: '20',
      cart: [{ offering_id: shop.items.shampoo, quantity: '1' }],
      customer: { id: shop.customerId },
    });
    expect(sale.json().payment_status).toBe('processed');
    const deleted = await shop.owner.delete(`/api/customer/${shop.customerId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ outcome: 'marked_for_deletion' });
    const order = await shop.owner.get(`/api/order/${sale.json().order.id}`);
    expect(order.json().customer).toMatchObject({ id: shop.customerId, first_name: 'Cora' });
  });

  it('is blocked (409) by a billing schedule and a payment not yet settled', async () => {
    const shop = await setUpShop(t);
    const sale = await checkout(shop.owner, {
      ...keyEntered(),
      cart: [{ offering_id: shop.items.club }],
      customer: { id: shop.customerId, email: 'cora@example.test' },
    });
    expect(sale.json().payment_status).toBe('processed');
    const outstanding = await shop.owner.get(`/api/customer/${shop.customerId}/outstandingitems`);
    expect(outstanding.json()).toEqual({
      ...nothingOutstanding,
      billing_schedules: 1,
      authorized_payments: 1,
    });
    const refused = await shop.owner.delete(`/api/customer/${shop.customerId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CUSTOMER_DELETE_BLOCKED',
      message: "This customer can't be deleted while they have 1 billing schedule and 1 authorized payment.",
    });
  });

  it('is blocked by a payment whose outcome is not known yet (requires_action; issue 25 point 8)', async () => {
    const shop = await setUpShop(t);
    const sale = await checkout(shop.owner, {
      ...keyEntered(),
      cart: [{ offering_id: shop.items.shampoo }],
      customer: { id: shop.customerId },
    });
    await t.handle.db
      .update(transactions)
      .set({ processorStatus: 'requires_action' })
      .where(
        and(eq(transactions.merchantId, shop.merchantId), eq(transactions.orderId, sale.json().order.id)),
      );
    const outstanding = await shop.owner.get(`/api/customer/${shop.customerId}/outstandingitems`);
    expect(outstanding.json()).toEqual({ ...nothingOutstanding, unknown_payments: 1 });
    const refused = await shop.owner.delete(`/api/customer/${shop.customerId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This customer can't be deleted while they have 1 payment of unknown status.",
    );
  });
});
