import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_TYPES,
  bankAccountNumberError,
  bankAccountNumberProblem,
  isBankAccountType,
  maskBankAccountNumber,
  toBankAccountFlags,
  toBankAccountType,
} from './bank-account.ts';

describe('spec 2 §5: bank account types checking, savings, business_checking', () => {
  it('spec 2 §5: the three types', () => {
    expect(BANK_ACCOUNT_TYPES).toEqual(['checking', 'savings', 'business_checking']);
    expect(isBankAccountType('business_checking')).toBe(true);
    expect(isBankAccountType('business_savings')).toBe(false);
    expect(isBankAccountType('Checking')).toBe(false);
  });

  it.each([
    ['checking', { is_checking_account: true, is_personal: true }],
    ['savings', { is_checking_account: false, is_personal: true }],
    ['business_checking', { is_checking_account: true, is_personal: false }],
  ] as const)('spec 2 §5: %s is stored as %o', (type, flags) => {
    expect(toBankAccountFlags(type)).toEqual(flags);
    expect(toBankAccountType(flags)).toBe(type);
  });

  it('spec 2 §5: every type survives the round trip through the stored flags', () => {
    for (const type of BANK_ACCOUNT_TYPES) expect(toBankAccountType(toBankAccountFlags(type))).toBe(type);
  });

  it('spec 2 §5: a non-personal savings account has no type', () => {
    expect(toBankAccountType({ is_checking_account: false, is_personal: false })).toBeNull();
  });
});

describe('spec 2 §3: bank account number', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['1234-5678', 'digits'],
    ['12 34', 'digits'],
    ['abcd', 'digits'],
    ['123', 'length'],
    ['123456789012345678', 'length'],
    ['1234', null],
    ['000123456789', null],
    ['12345678901234567', null],
    [' 000123456789 ', null],
  ])('"%s" → %s', (text, problem) => {
    expect(bankAccountNumberProblem(text)).toBe(problem);
  });

  it('errors name the bank account number', () => {
    expect(bankAccountNumberError('')).toBe('Enter the bank account number.');
    expect(bankAccountNumberError('12-34')).toBe('The bank account number can only contain digits.');
    expect(bankAccountNumberError('123')).toBe('The bank account number must have 4 to 17 digits.');
    expect(bankAccountNumberError('000123456789')).toBeNull();
  });

  it('the masked account number shows only the last four', () => {
    expect(maskBankAccountNumber('000123456789')).toBe('********6789');
    expect(maskBankAccountNumber(' 12345678901234567 ')).toBe('*************4567');
    expect(maskBankAccountNumber('1234')).toBe('1234');
  });
});
