import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { storeAbilities } from './permissions.ts';

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
