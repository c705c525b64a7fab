import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvoice, invoiceBody, setUpInvoices } from './invoices-test-setup.ts';

// Issue 25 point 8 (spec 2 §2.1, §5): the profile's invoices card reads GET customer/{id}/invoices, and a sent
// invoice not paid blocks the customer's delete.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /api/customer/{id}/invoices', () => {
  it('pages the customer’s invoices 5 at a time; another merchant’s customer is 404; bad paging names the field', async () => {
    const s = await setUpInvoices(t);
    const other = await setUpInvoices(t);
    for (let n = 0; n < 6; n += 1) await createInvoice(s.shop.owner, invoiceBody(s.shop));
    const url = `/api/customer/${s.shop.customerId}/invoices`;
    const first = await s.shop.owner.get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toHaveLength(5);
    expect(first.json().total_item_count).toBe(6);
    expect((await s.shop.owner.get(`${url}?page=2`)).json().data).toHaveLength(1);
    expect((await s.shop.owner.get(`/api/customer/${other.shop.customerId}/invoices`)).statusCode).toBe(404);
    const bad = await s.shop.owner.get(`${url}?items_per_page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('items_per_page');
  });

  it('counts a sent invoice not paid in the delete refusal (spec 2 §5)', async () => {
    const s = await setUpInvoices(t);
    await createInvoice(s.shop.owner, invoiceBody(s.shop, { send: 'now' }));
    const outstanding = await s.shop.owner.get(`/api/customer/${s.shop.customerId}/outstandingitems`);
    expect(outstanding.json()).toMatchObject({ invoices: 1 });
    const refused = await s.shop.owner.delete(`/api/customer/${s.shop.customerId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This customer can't be deleted while they have 1 unpaid invoice.",
    );
  });
});
