import {
  type CheckoutCart,
  type CheckoutPayment,
  type CheckoutStoredAccount,
  moneyTextToCents,
} from '@paybook/domain';
import { type CartState, checkoutLines } from './cart-state';
import type { CheckoutPayer, PaymentChoice } from './checkout-body';

// Issue 24 point 5: the point of sale shows the checkout's problems with the domain's checkoutProblems,
// the server's own check. These read the cart, the payer and the chosen payment as that rule reads them.

/**
 * The cart as the checkout rules read it. The e-mail is the one typed, else the customer's on file, as the
 * server takes it; `chargeCents` is the total less the deposit credit.
 */
export function checkoutCartOf(cart: CartState, payer: CheckoutPayer, chargeCents: number): CheckoutCart {
  return {
    lines: checkoutLines(cart),
    customer: {
      id: cart.customer?.id ?? null,
      email: payer.email.trim() || (cart.customer?.email ?? ''),
    },
    charge_cents: chargeCents,
  };
}

/** The chosen payment as the checkout rules read it; `stored` is the stored account chosen, if any. */
export function checkoutPaymentOf(
  choice: PaymentChoice,
  stored: CheckoutStoredAccount | null,
): CheckoutPayment {
  switch (choice.payment_mode) {
    case 'ccKeyEnter':
      return { mode: 'ccKeyEnter' };
    case 'ccSwipe':
      return { mode: 'ccSwipe', track_data: choice.track_data };
    case 'cash':
      return { mode: 'cash', tendered_cents: moneyTextToCents(choice.amount_tendered) };
    case 'check':
      return { mode: 'check', check_number: choice.check_number };
    case 'ach':
      return {
        mode: 'ach',
        account_type: choice.bank_account.account_type,
        company_name: choice.company_name,
        authorization_type: choice.authorization_type,
      };
    case 'stored':
      return { mode: 'stored', account: stored, authorization_type: choice.authorization_type };
    case 'none':
      return { mode: 'none' };
  }
}
