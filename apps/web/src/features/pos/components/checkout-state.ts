import { ACH_AUTHORIZATION_TYPES, type AchAuthorizationType } from '@paybook/domain';
import type { BankFormValues } from '@/features/payment-accounts/lib/bank-form';
import type { CardFormValues } from '@/features/payment-accounts/lib/card-form';
import { defaultAuthorizationType } from '../lib/ach-authorization';
import type { CartState } from '../lib/cart-state';
import type { PaymentChoice } from '../lib/checkout-body';
import type { SwipedCard } from '../lib/track-data';
import type { StoredAccount } from './stored-account-fields';

/** The ways to pay the checkout modal offers (spec 3 §4.8); card covers ccKeyEnter and ccSwipe. */
export type CheckoutMode = 'card' | 'ach' | 'cash' | 'check' | 'stored';
export type CardEntry = 'key' | 'swipe';

/** What the checkout modal's main form holds besides the card and bank sub-forms. */
export interface CheckoutDraft {
  mode: CheckoutMode;
  cardEntry: CardEntry;
  first_name: string;
  last_name: string;
  email: string;
  amount_tendered: string;
  check_number: string;
  stored_key: string | null;
  stored: StoredAccount | null;
  authorization_type: AchAuthorizationType | null;
  swipe: { track_data: string; card: SwipedCard } | null;
}

export type { BankFormValues, CardFormValues };

/** Field errors by the checkout body's paths ('customer.email', 'amount_tendered', 'card.cvv'). */
export type CheckoutErrors = Record<string, string>;

/** The checkout body's paths the main form shows an error beside (checkout-fields.tsx). */
export const SHOWN_FIELDS = new Set([
  'customer.first_name',
  'customer.last_name',
  'customer.email',
  'payment_mode',
  'track_data',
  'amount_tendered',
  'check_number',
  'account_id',
  'authorization_type',
]);

export function initialDraft(cart: CartState, acceptsCards: boolean): CheckoutDraft {
  return {
    mode: cart.customer ? 'stored' : acceptsCards ? 'card' : 'cash',
    cardEntry: 'key',
    first_name: cart.customer?.first_name ?? '',
    last_name: cart.customer?.last_name ?? '',
    email: cart.customer?.email ?? '',
    amount_tendered: '',
    check_number: '',
    stored_key: null,
    stored: null,
    authorization_type: defaultAuthorizationType(ACH_AUTHORIZATION_TYPES),
    swipe: null,
  };
}

/** spec 3 §4.8 payment_type as send-receipt names it. */
export const paymentTypeOf = (choice: PaymentChoice, draft: CheckoutDraft) => {
  if (choice.payment_mode === 'stored') return draft.stored?.kind === 'bank' ? 'ach' : 'credit_card';
  if (choice.payment_mode === 'ccKeyEnter' || choice.payment_mode === 'ccSwipe') return 'credit_card';
  return choice.payment_mode;
};
