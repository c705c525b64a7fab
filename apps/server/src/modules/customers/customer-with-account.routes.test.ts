import type { Customer, CustomerAccounts } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { customerBody, setUpCustomers } from './customers-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const newCard = {
  card_number: '4242 4242 4242 4242',
  cvv: '123',
  expiration: '04/39',
  billing_zip_code: '80202',
};
const newBank = { routing_number: '021000021', account_number: '000123456789', account_type: 'savings' };

describe('POST /api/customer with a card or bank account (spec 2 §5 add customer)', () => {
  it('stores the customer and the card together; the card is the default', async () => {
    const s = await setUpCustomers(t);
    const response = await s.clerk.post('/api/customer', customerBody({ card: newCard }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<Customer>();
    const accounts = (await s.owner.get(`/api/customer/${id}/accounts`)).json<CustomerAccounts>();
    expect(accounts.ach_accounts).toEqual([]);
    expect(accounts.credit_card_accounts).toHaveLength(1);
    expect(accounts.credit_card_accounts[0]).toMatchObject({
      credit_card_number: '************4242',
      issuer: 'Visa',
      expiration_date: '0439',
      is_default: true,
    });
  });

  it('stores a bank account with its type', async () => {
    const s = await setUpCustomers(t);
    const response = await s.manager.post('/api/customer', customerBody({ bank_account: newBank }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<Customer>();
    const accounts = (await s.owner.get(`/api/customer/${id}/accounts`)).json<CustomerAccounts>();
    expect(accounts.ach_accounts).toHaveLength(1);
    expect(accounts.ach_accounts[0]).toMatchObject({ account_type: 'savings', is_default: true });
  });

  it.each([
    ['a card failing Luhn', { card: { ...newCard, card_number: '4242 4242 4242 4241' } }, 'card.card_number'],
    ['a past expiry', { card: { ...newCard, expiration: '01/20' } }, 'card.expiration'],
    ['a zip that is no US zip', { card: { ...newCard, billing_zip_code: '00000' } }, 'card.billing_zip_code'],
    ['a card the processor refuses', { card: { ...newCard, card_number: '4000000000000127' } }, 'card.cvv'],
    [
      'a wrong routing checksum',
      { bank_account: { ...newBank, routing_number: '021000022' } },
      'bank_account.routing_number',
    ],
    ['both a card and a bank account', { card: newCard, bank_account: newBank }, 'bank_account'],
  ])('refuses %s naming the field, and adds no customer', async (_case, account, property) => {
    const s = await setUpCustomers(t);
    const email = `refused-${property}@example.com`;
    const response = await s.owner.post('/api/customer', customerBody({ email, ...account }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe(property);
    const found = await s.owner.post('/api/customer/search', { email });
    expect(found.json()).toMatchObject({ data: [] });
  });
});
