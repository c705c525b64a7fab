import { beforeAll, describe, expect, it } from 'vitest';
import { customers, paymentAccounts } from '../../db/schema/index.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bank, card } from './payment-accounts-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A merchant with the given switches, its owner signed in, and one customer. */
async function merchantWith(overrides: { acceptedPaymentTypes?: string[]; canIssueRefund?: boolean }) {
  const setup = await createMerchantWithStaff(t.handle.db, ['create_orders'], overrides);
  const [customer] = await withTenant(t.handle.db, setup.merchant.id, (tx) =>
    tx
      .insert(customers)
      .values({ merchantId: setup.merchant.id, firstName: 'Ada', lastName: 'Lovelace' })
      .returning({ id: customers.id }),
  );
  if (!customer) throw new Error('no customer');
  return { ...setup, customerId: customer.id, client: await signIn(t.app, setup.owner.userName) };
}

describe('login context merchant switches (spec 1 §3 Merchant, ruling 13)', () => {
  it('carries accepted_payment_types and can_issue_refund, defaulting to both types and refunds on', async () => {
    const { client } = await merchantWith({});
    const body = (await client.get('/api/login_context')).json();
    expect(body.merchant).toMatchObject({ accepted_payment_types: ['CC', 'ACH'], can_issue_refund: true });
    expect(body.claims).toContain('customers.issue-refund');
  });

  it('spec 2 §6: a card-only merchant without refunds says so, and customers.issue-refund is withheld', async () => {
    const { client } = await merchantWith({ acceptedPaymentTypes: ['CC'], canIssueRefund: false });
    const body = (await client.get('/api/login_context')).json();
    expect(body.merchant).toMatchObject({ accepted_payment_types: ['CC'], can_issue_refund: false });
    expect(body.claims).not.toContain('customers.issue-refund');
    expect(body.user.access_rights).toContain('modify_orders');
  });
});

describe('ACH only where the merchant accepts it (spec 2 §6)', () => {
  it('a card-only merchant cannot add a bank account: 403 with a clear message, nothing stored', async () => {
    const { client, customerId } = await merchantWith({ acceptedPaymentTypes: ['CC'] });
    const refused = await client.post('/api/account/ach', bank(customerId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/does not accept bank \(ACH\) payments/);
    expect((await client.post('/api/account/creditcard', card(customerId))).statusCode).toBe(201);
    const list = (await client.get(`/api/customer/${customerId}/accounts`)).json();
    expect(list.ach_accounts).toEqual([]);
    expect(list.credit_card_accounts).toHaveLength(1);
  });

  it('a card-only merchant cannot add a customer that brings a bank account either', async () => {
    const { client, merchant } = await merchantWith({ acceptedPaymentTypes: ['CC'] });
    const { customer_id: _none, ...bankFields } = bank(0);
    const refused = await client.post('/api/customer', {
      first_name: 'Bo',
      last_name: 'Bank',
      bank_account: bankFields,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/does not accept bank \(ACH\) payments/);
    const stored = await withTenantRead(t.handle.db, merchant.id, (tx) =>
      tx.select({ lastName: customers.lastName }).from(customers),
    );
    expect(stored).toEqual([{ lastName: 'Lovelace' }]);
  });

  it('a bank account stored before ACH was turned off is still listed', async () => {
    const { client, customerId, merchant } = await merchantWith({ acceptedPaymentTypes: ['CC'] });
    await withTenant(t.handle.db, merchant.id, (tx) =>
      tx.insert(paymentAccounts).values({
        merchantId: merchant.id,
        customerId,
        kind: 'bank',
        processorToken: 'btok_test_gating',
        lastFour: '6789',
        routingNumber: '021000021',
        isCheckingAccount: true,
        isPersonal: true,
        bankName: 'JPMorgan Chase Bank',
      }),
    );
    const list = (await client.get(`/api/customer/${customerId}/accounts`)).json();
    expect(list.ach_accounts).toHaveLength(1);
    expect(list.ach_accounts[0]).toMatchObject({ account_number: '****6789', is_default: false });
    const made = await client.put('/api/customer/update_default_account', {
      customer_id: customerId,
      account_id: list.ach_accounts[0].id,
      payment_type_id: 2,
    });
    expect(made.statusCode).toBe(403);
    expect(made.json().error.message).toBe(
      'This business does not accept bank (ACH) payments, so a bank account cannot be the default. Use a card instead.',
    );
  });

  it('a merchant accepting ACH still adds bank accounts', async () => {
    const { client, customerId } = await merchantWith({ acceptedPaymentTypes: ['CC', 'ACH'] });
    expect((await client.post('/api/account/ach', bank(customerId))).statusCode).toBe(201);
  });
});
