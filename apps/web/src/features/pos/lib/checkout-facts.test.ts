import { type CheckoutMerchant, checkoutProblems } from '@paybook/domain';
import { describe, expect, it } from 'vitest';
import { type CartAction, cartReducer, emptyCart } from './cart-state';
import type { PaymentChoice } from './checkout-body';
import { checkoutCartOf, checkoutPaymentOf } from './checkout-facts';
import { MEMBERSHIP, posCustomer, SHAKE } from './test-items';

// Issue 24 point 5: the point of sale reads its cart and payment into the domain's checkoutProblems, the
// server's own check, so it shows what the server would refuse before sending.
const TODAY = '2026-11-26';
const run = (...actions: CartAction[]) => actions.reduce(cartReducer, emptyCart);
const add = (item = SHAKE): CartAction => ({ type: 'add_item', item, today: TODAY });
const payer = { first_name: '', last_name: '', email: '' };
const merchant: CheckoutMerchant = {
  productName: 'full_product',
  acceptedPaymentTypes: new Set(['CC', 'ACH']),
};

const problemsOf = (cart = run(add()), choice: PaymentChoice, email = '', chargeCents = 650) =>
  checkoutProblems(
    checkoutCartOf(cart, { ...payer, email }, chargeCents),
    checkoutPaymentOf(choice, null),
    merchant,
  ).map((problem) => problem.field);

describe('checkoutCartOf and checkoutPaymentOf', () => {
  it('spec 3 §4.8, §5: cash for a recurring item is refused and the e-mail asked for', () => {
    const cart = run(add(MEMBERSHIP), { type: 'set_customer', customer: posCustomer(7, 'Ann', 'Lee', '') });
    expect(problemsOf(cart, { payment_mode: 'cash', amount_tendered: '100' })).toEqual([
      'payment_mode',
      'customer.email',
    ]);
  });

  it('the customer’s e-mail on file counts when none is typed, as the server takes it', () => {
    const cart = run(add(MEMBERSHIP), {
      type: 'set_customer',
      customer: posCustomer(7, 'Ann', 'Lee', 'ann@example.com'),
    });
    expect(problemsOf(cart, { payment_mode: 'ccSwipe', track_data: ';4242424242424242=3004?' })).toEqual([]);
  });

  it('reads the tender as cents and the charge as the amount due', () => {
    expect(problemsOf(undefined, { payment_mode: 'cash', amount_tendered: '6.49' })).toEqual([
      'amount_tendered',
    ]);
    expect(problemsOf(undefined, { payment_mode: 'cash', amount_tendered: '6.50' })).toEqual([]);
    expect(problemsOf(undefined, { payment_mode: 'cash', amount_tendered: '' })).toEqual(['amount_tendered']);
  });

  it('a stored account not chosen yet, and a business checking account without a company', () => {
    expect(
      problemsOf(undefined, { payment_mode: 'stored', account_id: 0, authorization_type: null }),
    ).toEqual(['customer.id', 'account_id']);
    const business = {
      payment_mode: 'ach',
      bank_account: {
        routing_number: '021000021',
        account_number: '123456789',
        account_type: 'business_checking',
      },
      company_name: '',
      authorization_type: 'Web',
    } as const;
    expect(problemsOf(undefined, business)).toEqual(['company_name']);
  });
});
