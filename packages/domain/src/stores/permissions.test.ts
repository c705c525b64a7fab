import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { canRequestCardPayments, storeAbilities } from './permissions.ts';

// spec 2 §2.2, §6: the store list's actions by right, feature and impersonation.
describe('storeAbilities (spec 2 §6)', () => {
  it.each([
    [
      'an owner of the full product',
      {},
      {
        edit: true,
        toggle: true,
        duplicate: true,
        delete: true,
        createPaymentForm: true,
        createBuyButton: true,
      },
    ],
    [
      'a cashier without manage_configuration',
      { rights: ['create_orders'] as const },
      {
        edit: false,
        toggle: false,
        duplicate: false,
        delete: false,
        createPaymentForm: false,
        createBuyButton: false,
      },
    ],
    [
      'an impersonated owner',
      { impersonated: true },
      {
        edit: true,
        toggle: true,
        duplicate: false,
        delete: false,
        createPaymentForm: true,
        createBuyButton: true,
      },
    ],
    [
      'the appointments tier (no store features)',
      { product: 'appointments' as const },
      {
        edit: false,
        toggle: false,
        duplicate: false,
        delete: false,
        createPaymentForm: false,
        createBuyButton: false,
      },
    ],
  ])('%s', (_who, options, expected) => {
    expect(storeAbilities(makeSubject(options))).toEqual(expected);
  });
});

describe('canRequestCardPayments (spec 2 §7 merchant_config/request_cc_payment)', () => {
  it.each([
    ['a bank-only merchant’s owner', { acceptedPaymentTypes: ['ACH'] as const }, true],
    ['a merchant that takes cards', { acceptedPaymentTypes: ['CC', 'ACH'] as const }, false],
    [
      'a bank-only merchant’s cashier',
      { acceptedPaymentTypes: ['ACH'] as const, rights: ['create_orders'] as const },
      false,
    ],
  ])('%s: %s', (_who, options, expected) => {
    expect(canRequestCardPayments(makeSubject(options))).toBe(expected);
  });
});
