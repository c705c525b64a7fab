import { describe, expect, it } from 'vitest';
import { type AccountOnFile, describeAccountOnFile, sameAccountOnFile } from './account-on-file.ts';
import { toBankAccountFlags } from './bank-account.ts';

const visa: AccountOnFile = {
  kind: 'card',
  issuer: 'Visa',
  lastFour: '4242',
  expiry: { month: 12, year: 2028 },
};
const checking: AccountOnFile = {
  kind: 'bank',
  routingNumber: '021000021',
  lastFour: '6789',
  flags: toBankAccountFlags('checking'),
};

describe('spec 3 §2.5 card-account-dedupe: the same account on file (issue 26 point 8)', () => {
  it.each<[string, AccountOnFile, boolean]>([
    ['the same card', { ...visa }, true],
    ["the same card, the brand's other spelling", { ...visa, issuer: 'VISA' }, true],
    ['another last four', { ...visa, lastFour: '4243' }, false],
    ['another brand', { ...visa, issuer: 'Master' }, false],
    ['another expiry month', { ...visa, expiry: { month: 11, year: 2028 } }, false],
    ['another expiry year', { ...visa, expiry: { month: 12, year: 2029 } }, false],
    ['a bank account with the same last four', { ...checking, lastFour: '4242' }, false],
  ])('a card on file against %s: %s', (_, candidate, same) => {
    expect(sameAccountOnFile(visa, candidate)).toBe(same);
  });

  it.each<[string, AccountOnFile, boolean]>([
    ['the same bank account', { ...checking }, true],
    ['the same routing number with spaces around', { ...checking, routingNumber: ' 021000021 ' }, true],
    ['another routing number', { ...checking, routingNumber: '011000015' }, false],
    ['another last four', { ...checking, lastFour: '6788' }, false],
    ['a savings account', { ...checking, flags: toBankAccountFlags('savings') }, false],
    ['a business checking account', { ...checking, flags: toBankAccountFlags('business_checking') }, false],
    ['a card with the same last four', { ...visa, lastFour: '6789' }, false],
  ])('a bank account on file against %s: %s', (_, candidate, same) => {
    expect(sameAccountOnFile(checking, candidate)).toBe(same);
  });

  it.each<[AccountOnFile, string]>([
    [visa, 'Visa ending 4242, expires 12/28'],
    [
      { ...visa, issuer: 'Amex', lastFour: '0005', expiry: { month: 4, year: 2030 } },
      'American Express ending 0005, expires 04/30',
    ],
    [checking, 'Checking account ending 6789, routing 021000021'],
    [
      { ...checking, flags: toBankAccountFlags('business_checking') },
      'Business checking account ending 6789, routing 021000021',
    ],
    [
      { ...checking, flags: { is_checking_account: false, is_personal: false } },
      'Bank account ending 6789, routing 021000021',
    ],
  ])('names %o as %s', (account, text) => {
    expect(describeAccountOnFile(account)).toBe(text);
  });
});
