import type { BankAccount, CardAccount, CustomerAccounts } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { appendAccount, markDefault, moveToTop, removeAccount } from './account-list';

const cardOf = (id: number, is_default = false): CardAccount => ({
  id,
  customer_id: 1,
  credit_card_number: '************4242',
  issuer: 'Visa',
  expiration_date: '0430',
  billing_zip_code: '',
  is_default,
  is_expired: false,
  can_edit: true,
  can_delete: true,
});
const bankOf = (id: number, is_default = false): BankAccount => ({
  id,
  customer_id: 1,
  account_number: '****6789',
  routing_number: '021000021',
  bank_name: '',
  account_type: 'checking',
  is_checking_account: true,
  is_personal: true,
  customer_company_name: '',
  is_default,
  can_edit: true,
  can_delete: true,
});
const accounts: CustomerAccounts = {
  credit_card_accounts: [cardOf(1, true), cardOf(2), cardOf(3)],
  ach_accounts: [bankOf(4)],
};
const ids = (list: { id: number }[]) => list.map((account) => account.id);

describe('account list updates (spec 2 §4)', () => {
  it('create appends to its list', () => {
    expect(ids(appendAccount(accounts, 'card', cardOf(5)).credit_card_accounts)).toEqual([1, 2, 3, 5]);
    expect(ids(appendAccount(accounts, 'bank', bankOf(6)).ach_accounts)).toEqual([4, 6]);
  });

  it('a new default clears the old one', () => {
    const next = appendAccount(accounts, 'bank', bankOf(6, true));
    expect(next.credit_card_accounts.some((card) => card.is_default)).toBe(false);
    expect(next.ach_accounts.find((bank) => bank.id === 6)?.is_default).toBe(true);
  });

  it('update moves the account to the top', () => {
    expect(ids(moveToTop(accounts, 'card', cardOf(3)).credit_card_accounts)).toEqual([3, 1, 2]);
  });

  it('delete removes it', () => {
    expect(ids(removeAccount(accounts, 'card', 2).credit_card_accounts)).toEqual([1, 3]);
  });

  it('one default across cards and bank accounts', () => {
    const next = markDefault(accounts, 4);
    expect(next.credit_card_accounts.map((card) => card.is_default)).toEqual([false, false, false]);
    expect(next.ach_accounts[0]?.is_default).toBe(true);
  });
});
