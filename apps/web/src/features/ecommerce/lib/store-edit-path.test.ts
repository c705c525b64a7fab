import { describe, expect, it } from 'vitest';
import { storeEditPath } from './store-edit-path';

// spec 2 §2.2 the wizards (query formId); §6 ecommerce.edit-store.
const all = { edit: true, createPaymentForm: true, createBuyButton: true };

describe('storeEditPath', () => {
  it.each([
    ['payment_form', all, '/ecommerce/create-payment-form?formId=7'],
    ['buy_button', all, '/ecommerce/create-buy-now-button?formId=7'],
    ['store', all, null],
    ['payment_form', { ...all, edit: false }, null],
    ['buy_button', { ...all, edit: false }, null],
    ['buy_button', { ...all, createBuyButton: false }, null],
    ['payment_form', { ...all, createPaymentForm: false }, null],
  ] as const)('a %s, abilities %j: %s', (type, abilities, expected) => {
    expect(storeEditPath({ id: 7, store_type: type }, abilities)).toBe(expected);
  });
});
