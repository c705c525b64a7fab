import type { ApiClient } from './support/api-client.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 15 point 4, spec 2 §6 "ACH options appear only if the merchant accepts ACH" (spec 1 §3
// accepted_payment_types). DEMO.md: Cedar Tutoring takes cards only, and its customers' bank accounts
// from before stay on file; Northwind takes cards and ACH.

interface Accounts {
  credit_card_accounts: unknown[];
  ach_accounts: unknown[];
}

/** A demo customer of the signed-in merchant with a stored bank account. */
async function customerWithBankAccount(api: ApiClient): Promise<number> {
  const list = await api.put<{ data: Array<{ id: number }> }>('/api/customer/search', {
    projections: ['name'],
  });
  for (const { id } of list.data) {
    const accounts = await api.get<Accounts>(`/api/customer/${id}/accounts`);
    if (accounts.ach_accounts.length > 0) return id;
  }
  throw new Error('no demo customer with a bank account');
}

test.describe('ACH gating', () => {
  test('a card-only merchant offers no bank account, and marks stored ones not usable', async ({
    page,
    api,
    openAs,
    checkA11y,
    takeScreenshot,
  }) => {
    const context = await api.login<{ merchant: { accepted_payment_types: string[] } }>('owner@cedar.test');
    expect(context.merchant.accepted_payment_types).toEqual(['CC']);
    const customerId = await customerWithBankAccount(api);
    await openAs('owner@cedar.test', `/customer/profile/${customerId}/payment-methods`);
    await expect(page.getByRole('button', { name: 'Add card' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add bank account' })).toHaveCount(0);
    const banks = page.getByRole('region', { name: 'Bank accounts' });
    await expect(banks).toContainText('This business does not accept bank (ACH) payments.');
    const bank = banks.getByRole('listitem').first();
    await expect(bank).toContainText('Not usable for payment');
    await expect(bank.getByRole('button', { name: /^Make default: / })).toHaveCount(0);
    await checkA11y();
    await takeScreenshot('ach-gating-card-only-payment-methods');

    // The add-customer form offers a card and no bank account either.
    await page.goto('/customer/list?reportId=1');
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await expect(dialog.getByRole('radio', { name: 'Card', exact: true })).toBeAttached();
    await expect(dialog.getByRole('radio', { name: 'Bank account', exact: true })).toHaveCount(0);
  });

  test('a merchant accepting ACH offers bank accounts', async ({ page, api, openAs }) => {
    await api.login('owner@northwind.test');
    const customerId = await customerWithBankAccount(api);
    await openAs('owner@northwind.test', `/customer/profile/${customerId}/payment-methods`);
    await expect(page.getByRole('button', { name: 'Add bank account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bank accounts' })).not.toContainText(
      'Not usable for payment',
    );
  });
});
