import { describe, expect, it } from 'vitest';
import { paymentFormReturnPath } from './payment-form-return';

// spec 2 §2.2 'Create item' with isPaymentFormProduct (§2.3 isBuyButtonFormProduct for the buy-now button); spec 2 §4 Offering save actions.
describe('paymentFormReturnPath (spec 2 §2.2, §4)', () => {
  it.each([
    ['', 41, null],
    ['isPaymentFormProduct=false', 41, null],
    ['isPaymentFormProduct=true', 41, '/ecommerce/create-payment-form?offering=41'],
    ['isPaymentFormProduct=true', null, '/ecommerce/create-payment-form'],
    ['isPaymentFormProduct=true&formId=7', 41, '/ecommerce/create-payment-form?formId=7&offering=41'],
    ['isPaymentFormProduct=true&formId=7', null, '/ecommerce/create-payment-form?formId=7'],
    ['isPaymentFormProduct=true&formId=x', 41, '/ecommerce/create-payment-form?offering=41'],
    ['isBuyButtonFormProduct=true', 41, '/ecommerce/create-buy-now-button?offering=41'],
    ['isBuyButtonFormProduct=true&formId=9', null, '/ecommerce/create-buy-now-button?formId=9'],
    ['isBuyButtonFormProduct=false', 41, null],
  ])('?%s, saved item %s: %s', (search, itemId, expected) => {
    expect(paymentFormReturnPath(new URLSearchParams(search), itemId)).toBe(expected);
  });
});
