import type { Store } from '@paybook/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countQueries } from '../../test/query-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addItem, setUpCatalogue } from '../catalogue/catalogue-test-setup.ts';

// Issue 27 point 4 (decisions 165, 167): what one purchase on a form's hosted page costs in statements
// (the bench's public_store_pay measures its time). The count pins what the call does not read: the page
// (store, items, merchant) from the node cache, the receipt drawn from the order just written.

let t: TestApp;
let queries: ReturnType<typeof countQueries>;
beforeAll(async () => {
  t = await createTestApp();
  queries = countQueries();
});
afterAll(() => queries.restore());

// Issue 26 point 1 added one statement: the receipt e-mail reads the merchant's template (ruling 7).
describe('POST public/store/{…}/pay: its statements', () => {
  it('buys in at most 21 statements for a returning buyer, its retry in fewer', async () => {
    const shop = await setUpCatalogue(t);
    const pack = await addItem(shop.owner, { name: 'Class Pack', price: '90' });
    const created = await shop.owner.post('/api/store', {
      name: 'Pack',
      store_type: 'payment_form',
      offering_ids: [pack.id],
    });
    const form: Store = created.json().data;
    await shop.owner.put(`/api/store/${form.id}/active`);
    const base = `/api/public/store/${shop.merchant.urlSubdomain}/${form.url_name}`;
    const body = {
      lines: [{ offering_id: pack.id, quantity: '2' }],
      customer: { first_name: 'Pat', last_name: 'Buyer', email: 'pat@example.test' },
      method: 'card',
      card: { card_number: '4242 4242 4242 4242', cvv: '123', expiration: '12/30' },
    };
    const pay = (key = 'k1') =>
      t.app.inject({
        method: 'POST',
        url: `${base}/pay`,
        payload: body,
        headers: { 'idempotency-key': key },
      });
    // A returning buyer (found by e-mail), on a page this node holds: its activation's invalidation has
    // come back once a read of the page sends no statement.
    expect((await pay('first-visit')).statusCode).toBe(200);
    await vi.waitFor(async () => {
      queries.reset();
      expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(200);
      expect(queries.count).toBe(0);
    });
    queries.reset();
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    const first = queries.count;
    expect(first).toBeLessThanOrEqual(21);
    queries.reset();
    const retried = await pay();
    expect(retried.json()).toEqual(paid.json());
    expect(queries.count).toBeLessThan(first);
    console.log(`store pay: ${first} statements, its retry ${queries.count}`);
  });
});
