import {
  type AchAuthorizationType,
  achAuthorizationFor,
  type CheckoutMode,
  type CheckoutStoredAccount,
  offeredAchAuthorizationTypes,
  type SwipedCard,
} from '@paybook/domain';
import { type BankFormValues, toNewBankFields } from '@/features/payment-accounts/lib/bank-form';
import { type CardFormValues, toNewCardFields } from '@/features/payment-accounts/lib/card-form';
import type { PaymentChoice } from '../lib/checkout-body';
import type { StoredAccount } from './stored-account-fields';

/** The ways to pay the checkout modal offers (spec 3 §4.8; the domain's CHECKOUT_MODES, in its order). */
export type { CheckoutMode };
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
  /** The type chosen for a business checking account; null until one is (the default is used). */
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

/** Who pays, as a cart or an order names them. */
export interface DraftPayer {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * The draft of an opening: the payer (the cart's customer, or the order's when collecting a payment), on
 * the mode it opens on (the domain's firstUsableCheckoutMode).
 */
export function initialDraft(payer: DraftPayer | null | undefined, mode: CheckoutMode): CheckoutDraft {
  return {
    mode,
    cardEntry: 'key',
    first_name: payer?.first_name ?? '',
    last_name: payer?.last_name ?? '',
    email: payer?.email ?? '',
    amount_tendered: '',
    check_number: '',
    stored_key: null,
    stored: null,
    authorization_type: null,
    swipe: null,
  };
}

/** spec 3 §4.8 payment_type as send-receipt names it. */
export const paymentTypeOf = (choice: PaymentChoice, draft: CheckoutDraft) => {
  if (choice.payment_mode === 'stored') return draft.stored?.kind === 'bank' ? 'ach' : 'credit_card';
  if (choice.payment_mode === 'ccKeyEnter' || choice.payment_mode === 'ccSwipe') return 'credit_card';
  return choice.payment_mode;
};

/** A stored account as the domain's checkout rules read it (null: none chosen). */
export function storedAccountFacts(stored: StoredAccount | null): CheckoutStoredAccount | null {
  if (stored === null) return null;
  if (stored.kind === 'card') return { kind: 'card' };
  return {
    kind: 'bank',
    account_type: stored.bank.account_type,
    company_name: stored.bank.customer_company_name,
  };
}

/** spec 3 §5: the authorization type a business checking account of this company name pays with. */
export const authorizationFor = (companyName: string, chosen: AchAuthorizationType | null) =>
  achAuthorizationFor(offeredAchAuthorizationTypes(companyName), chosen);

/** The way to pay the draft and its sub-forms hold, as typed (the checks come after). */
export function paymentChoiceOf(
  draft: CheckoutDraft,
  forms: { card: CardFormValues; bank: BankFormValues },
  isNothingDue: boolean,
): PaymentChoice {
  if (isNothingDue) return { payment_mode: 'none' };
  switch (draft.mode) {
    case 'card':
      return draft.cardEntry === 'swipe'
        ? { payment_mode: 'ccSwipe', track_data: draft.swipe?.track_data ?? '' }
        : { payment_mode: 'ccKeyEnter', card: toNewCardFields(forms.card) };
    case 'ach': {
      const { customer_company_name, ...bank_account } = toNewBankFields(forms.bank);
      const company = customer_company_name ?? '';
      const isBusiness = bank_account.account_type === 'business_checking';
      return {
        payment_mode: 'ach',
        bank_account,
        company_name: company,
        authorization_type: isBusiness ? authorizationFor(company, draft.authorization_type) : null,
      };
    }
    case 'cash':
      return { payment_mode: 'cash', amount_tendered: draft.amount_tendered.trim() };
    case 'check':
      return { payment_mode: 'check', check_number: draft.check_number };
    case 'stored': {
      const { stored } = draft;
      const isBusiness = stored?.kind === 'bank' && stored.bank.account_type === 'business_checking';
      return {
        payment_mode: 'stored',
        account_id: stored?.kind === 'card' ? stored.card.id : (stored?.bank.id ?? 0),
        authorization_type: isBusiness
          ? authorizationFor(stored.bank.customer_company_name, draft.authorization_type)
          : null,
      };
    }
  }
}
