import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bank, card, setUpCustomer } from './payment-accounts-test-setup.ts';

// spec 2 §7: GET account/creditcard/{id} and GET account/ach/{id}, one account as the list shows it
// (issue 26 point 8).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('one payment account (spec 2 §7)', () => {
  it('answers a card and a bank account as the list does; each only under its own kind', async () => {
    const { client, customerId, staff } = await setUpCustomer(t);
    const added = (await client.post('/api/account/creditcard', card(customerId))).json<{ id: number }>();
    const account = (await client.post('/api/account/ach', bank(customerId))).json<{ id: number }>();
    const list = (await client.get(`/api/customer/${customerId}/accounts`)).json();

    const one = await client.get(`/api/account/creditcard/${added.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(list.credit_card_accounts[0]);
    expect((await client.get(`/api/account/ach/${account.id}`)).json()).toEqual(list.ach_accounts[0]);

    // A card is no bank account, and the other way round.
    expect((await client.get(`/api/account/ach/${added.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/account/creditcard/${account.id}`)).statusCode).toBe(404);

    // Every user reads a profile's payment methods (spec 1 §6), as with the list.
    const clerk = await signIn(t.app, staff.userName);
    expect((await clerk.get(`/api/account/creditcard/${added.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another merchant's account and 400 for an id that is no id", async () => {
    const first = await setUpCustomer(t);
    const added = (await first.client.post('/api/account/creditcard', card(first.customerId))).json<{
      id: number;
    }>();
    const second = await setUpCustomer(t);
    expect((await second.client.get(`/api/account/creditcard/${added.id}`)).statusCode).toBe(404);
    const bad = await second.client.get('/api/account/ach/x1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('accountId');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/account/creditcard/${added.id}` })).statusCode,
    ).toBe(401);
  });
});
