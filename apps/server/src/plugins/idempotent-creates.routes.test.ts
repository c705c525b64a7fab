import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, feeStructures, offerings } from '../db/schema/index.ts';
import { itemBody, setUpCatalogue } from '../modules/catalogue/catalogue-test-setup.ts';
import { customerBody, setUpCustomers } from '../modules/customers/customers-test-setup.ts';
import { discount, setUpFees } from '../modules/fee-structures/fee-structures-test-setup.ts';
import { signIn, type TestClient } from '../test/client.ts';
import { createMerchantWithStaff } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 13 point 15: the web's add forms send an Idempotency-Key made when the form opens, so a double
// click or a resend after a lost answer adds one record (ARCHITECTURE.md "Idempotency").
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function customerCount(merchantId: number, email: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), eq(customers.email, email)));
  return row?.n ?? 0;
}

async function offeringCount(merchantId: number, name: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(offerings)
    .where(and(eq(offerings.merchantId, merchantId), eq(offerings.name, name)));
  return row?.n ?? 0;
}

/** Sends the same add twice with one key; answers both responses. */
async function addTwice(client: TestClient, url: string, body: object, key: string) {
  const headers = { 'idempotency-key': key };
  const first = await client.post(url, body, { headers });
  const repeat = await client.post(url, body, { headers });
  return { first, repeat };
}

describe('Idempotency-Key on the creating routes (issue 13 point 15)', () => {
  it('POST /api/customer: a repeat replays the first customer (no duplicate-customer 409), one row', async () => {
    const s = await setUpCustomers(t);
    const body = customerBody();
    const { first, repeat } = await addTwice(s.clerk, '/api/customer', body, 'add-customer-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await customerCount(s.merchant.id, body.email)).toBe(1);

    // Without a key, the same add is a new request: the duplicate check answers as before.
    const again = await s.clerk.post('/api/customer', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DUPLICATE_CUSTOMER');
  });

  it('POST /api/customer: the same key with another body is refused (422), and a refused add keeps no key', async () => {
    const s = await setUpCustomers(t);
    const headers = { 'idempotency-key': 'add-customer-2' };
    const invalid = await s.clerk.post('/api/customer', customerBody({ email: 'not-an-email' }), { headers });
    expect(invalid.statusCode).toBe(400);
    // The refused attempt stored nothing, so the corrected form may send its key again.
    const corrected = customerBody();
    const saved = await s.clerk.post('/api/customer', corrected, { headers });
    expect(saved.statusCode, saved.body).toBe(201);
    const other = await s.clerk.post('/api/customer', customerBody(), { headers });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('POST /api/customer: a key is the caller’s own (another merchant’s same key adds its own customer)', async () => {
    const a = await setUpCustomers(t);
    const b = await setUpCustomers(t);
    const headers = { 'idempotency-key': 'shared-key' };
    const first = await a.clerk.post('/api/customer', customerBody(), { headers });
    const second = await b.clerk.post('/api/customer', customerBody(), { headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('POST /api/customer without the add right is refused before any key is looked at', async () => {
    const s = await setUpCustomers(t);
    const refused = await s.reporter.post('/api/customer', customerBody(), {
      headers: { 'idempotency-key': 'no-right' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('POST /api/catalog/offering: a repeat replays the first item, one row', async () => {
    const { owner, merchant } = await setUpCatalogue(t);
    const body = itemBody({ name: 'Idempotent Mat' });
    const { first, repeat } = await addTwice(owner, '/api/catalog/offering', body, 'add-item-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await offeringCount(merchant.id, 'Idempotent Mat')).toBe(1);
  });

  it('POST /api/offering: a repeat replays the first service, one row', async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db, [], {
      productName: 'appointments',
    });
    const client = await signIn(t.app, owner.userName);
    const body = {
      name: 'Idempotent Massage',
      duration: 60,
      duration_display_unit: 'Minutes',
      price: '95.50',
      is_bookable: true,
    };
    const { first, repeat } = await addTwice(client, '/api/offering', body, 'add-service-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await offeringCount(merchant.id, 'Idempotent Massage')).toBe(1);
  });

  it('POST /api/catalog/fee_structure: a repeat replays the first discount (no code-taken 400), one row', async () => {
    const { owner, clerk, merchant } = await setUpFees(t);
    const body = discount({ name: 'Idempotent sale' });
    const { first, repeat } = await addTwice(owner, '/api/catalog/fee_structure', body, 'add-fee-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(feeStructures)
      .where(and(eq(feeStructures.merchantId, merchant.id), eq(feeStructures.name, 'Idempotent sale')));
    expect(row?.n).toBe(1);
    // Without manage_configuration the add is refused whatever the key.
    const refused = await clerk.post('/api/catalog/fee_structure', body, {
      headers: { 'idempotency-key': 'add-fee-1' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
