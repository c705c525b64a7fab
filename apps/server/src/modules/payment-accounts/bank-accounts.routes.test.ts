import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { timelineEvents } from '../../db/schema/index.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bank, card, setUpCustomer } from './payment-accounts-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('bank accounts (spec 2 §3, §5, §7, §8)', () => {
  it('adds checking, savings and business checking with the bank named from the routing number', async () => {
    const { client, customerId } = await setUpCustomer(t);
    const checking = await client.post('/api/account/ach', bank(customerId));
    expect(checking.statusCode).toBe(201);
    expect(checking.json()).toMatchObject({
      account_number: '****6789',
      routing_number: '021000021',
      bank_name: 'JPMorgan Chase Bank',
      account_type: 'checking',
      is_checking_account: true,
      is_personal: true,
      is_default: true,
    });
    const savings = await client.post(
      '/api/account/ach',
      bank(customerId, { account_type: 'savings', bank_name: 'Credit Union' }),
    );
    expect(savings.json()).toMatchObject({
      account_type: 'savings',
      is_checking_account: false,
      bank_name: 'Credit Union',
      is_default: false,
    });
    const business = await client.post(
      '/api/account/ach',
      bank(customerId, { account_type: 'business_checking', customer_company_name: 'Acme LLC' }),
    );
    expect(business.json()).toMatchObject({
      is_checking_account: true,
      is_personal: false,
      customer_company_name: 'Acme LLC',
    });
  });

  it('names the field: routing checksum, account number digits and length, account type', async () => {
    const { client, customerId } = await setUpCustomer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ routing_number: '021000022' }, 'routing_number'],
      [{ routing_number: '12345' }, 'routing_number'],
      [{ account_number: '12' }, 'account_number'],
      [{ account_number: '12ab5678' }, 'account_number'],
      [{ account_type: 'brokerage' }, 'account_type'],
    ];
    for (const [overrides, property] of cases) {
      const response = await client.post('/api/account/ach', bank(customerId, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.details[0].property, JSON.stringify(overrides)).toBe(property);
    }
  });

  it('spec 2 §8: personal ↔ business asks for a new authorisation, then goes through when confirmed', async () => {
    const { client, customerId } = await setUpCustomer(t);
    const { id } = (await client.post('/api/account/ach', bank(customerId))).json();
    const savings = await client.put(`/api/account/ach/${id}`, {
      account_type: 'savings',
      bank_name: 'Chase',
    });
    expect(savings.statusCode).toBe(200);
    expect(savings.json()).toMatchObject({ account_type: 'savings', bank_name: 'Chase' });
    const warned = await client.put(`/api/account/ach/${id}`, { account_type: 'business_checking' });
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error.code).toBe('ACH_AUTHORIZATION_REQUIRED');
    expect(warned.json().error.message).toMatch(/Do you want to continue\?$/);
    const confirmed = await client.put(`/api/account/ach/${id}?ignoreTelAuthValidation=true`, {
      account_type: 'business_checking',
      customer_company_name: 'Acme LLC',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ is_personal: false, customer_company_name: 'Acme LLC' });
  });
});

describe('default account and delete (spec 2 §4 account list, §6)', () => {
  it('sets one default at a time and records it on the timeline', async () => {
    const { client, customerId, merchant } = await setUpCustomer(t);
    const first = (await client.post('/api/account/creditcard', card(customerId))).json();
    const second = (await client.post('/api/account/ach', bank(customerId))).json();
    const set = await client.put('/api/customer/update_default_account', {
      customer_id: customerId,
      account_id: second.id,
      payment_type_id: 2,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: second.id, is_default: true });
    const list = (await client.get(`/api/customer/${customerId}/accounts`)).json();
    expect(list.credit_card_accounts[0]).toMatchObject({ id: first.id, is_default: false });
    expect(list.ach_accounts[0]).toMatchObject({ id: second.id, is_default: true });
    const wrongType = await client.put('/api/customer/update_default_account', {
      customer_id: customerId,
      account_id: first.id,
      payment_type_id: 2,
    });
    expect(wrongType.statusCode).toBe(404);
    const events = await withTenantRead(t.handle.db, merchant.id, (tx) =>
      tx
        .select({ eventType: timelineEvents.eventType, content: timelineEvents.content })
        .from(timelineEvents)
        .where(eq(timelineEvents.customerId, customerId)),
    );
    expect(events).toEqual([
      {
        eventType: 'customer_default_account_updated_event',
        content: 'Default payment method set to Bank account ending in 6789.',
      },
    ]);
  });

  it('deleting the default passes it to the oldest remaining account', async () => {
    const { client, customerId } = await setUpCustomer(t);
    const first = (await client.post('/api/account/creditcard', card(customerId))).json();
    const second = (await client.post('/api/account/ach', bank(customerId))).json();
    const deleted = await client.delete(`/api/account/${first.id}`);
    expect(deleted.statusCode).toBe(204);
    const list = (await client.get(`/api/customer/${customerId}/accounts`)).json();
    expect(list.credit_card_accounts).toEqual([]);
    expect(list.ach_accounts[0]).toMatchObject({ id: second.id, is_default: true });
    expect((await client.delete(`/api/account/${first.id}`)).statusCode).toBe(404);
  });

  it('create_orders staff add accounts and change only their own; without a right it is 403', async () => {
    const setup = await setUpCustomer(t, ['create_orders']);
    const cashier = await signIn(t.app, setup.staff.userName);
    const ownersCard = (await setup.client.post('/api/account/creditcard', card(setup.customerId))).json();
    const own = await cashier.post(
      '/api/account/creditcard',
      card(setup.customerId, { card_number: '5555555555554444' }),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ can_edit: true, can_delete: true });
    const list = (await cashier.get(`/api/customer/${setup.customerId}/accounts`)).json();
    expect(list.credit_card_accounts[0]).toMatchObject({
      id: ownersCard.id,
      can_edit: false,
      can_delete: false,
    });
    expect(
      (await cashier.put(`/api/account/creditcard/${ownersCard.id}`, { expiration: '0140' })).statusCode,
    ).toBe(403);
    expect((await cashier.delete(`/api/account/${ownersCard.id}`)).statusCode).toBe(403);
    expect((await cashier.delete(`/api/account/${own.json().id}`)).statusCode).toBe(204);

    const viewerSetup = await setUpCustomer(t, ['view_reports']);
    const viewer = await signIn(t.app, viewerSetup.staff.userName);
    const refused = await viewer.post('/api/account/creditcard', card(viewerSetup.customerId));
    expect(refused.statusCode).toBe(403);
  });

  it("another merchant's customer or account is 404, and nothing is added", async () => {
    const mine = await setUpCustomer(t);
    const theirs = await setUpCustomer(t);
    const theirCard = (await theirs.client.post('/api/account/creditcard', card(theirs.customerId))).json();
    expect((await mine.client.get(`/api/customer/${theirs.customerId}/accounts`)).statusCode).toBe(404);
    expect((await mine.client.post('/api/account/creditcard', card(theirs.customerId))).statusCode).toBe(404);
    expect(
      (await mine.client.put(`/api/account/creditcard/${theirCard.id}`, { expiration: '0140' })).statusCode,
    ).toBe(404);
    expect((await mine.client.delete(`/api/account/${theirCard.id}`)).statusCode).toBe(404);
    const set = await mine.client.put('/api/customer/update_default_account', {
      customer_id: theirs.customerId,
      account_id: theirCard.id,
      payment_type_id: 1,
    });
    expect(set.statusCode).toBe(404);
    const still = (await theirs.client.get(`/api/customer/${theirs.customerId}/accounts`)).json();
    expect(still.credit_card_accounts).toHaveLength(1);
  });
});
