import type { AcceptedPaymentType, PriceStructure, ProductName } from '@paybook/contracts';
import type { BankAccountType } from '../payment-methods/bank-account.ts';
import { parseCardSwipe } from '../payments/card-swipe.ts';
import { cashChangeCents } from '../payments/cash-tender.ts';
import type { AchAuthorizationType, CheckoutPaymentMode } from '../payments/codes.ts';
import { NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE, nothingDueMessage } from '../payments/nothing-due.ts';
import { offeredAchAuthorizationTypes } from './ach-authorization.ts';

// spec 3 §4.8 Checkout, §5 Checkout and §6; issue 24 point 5: every rule a checkout must meet before it is
// sent, in one place. The point of sale shows each problem beside its field (or opens the free trial's
// demo), and the server refuses with the same call, after reading what the body names (the customer, the
// stored account) and pricing the cart (the charge). Each problem names the checkout body's field.

/** The cart as the rules read it: its lines, who it is for, and what the payment charges now. */
export interface CheckoutCart {
  lines: readonly { price_structure: PriceStructure; start_date: string | null }[];
  /** The customer chosen (id) or a walk-in, with the e-mail the receipt goes to (typed, or on file). */
  customer: { id: number | null; email: string };
  /** The total less a deposit credit, in cents (spec 3 §3.4 amount_paid); null while it is not priced. */
  charge_cents: number | null;
}

/** A stored account as the rules read it (spec 3 §3.4 Account; spec 2 §3 bank account flags). */
export type CheckoutStoredAccount =
  | { kind: 'card' }
  | { kind: 'bank'; account_type: BankAccountType | null; company_name: string };

/** How the cart is paid (spec 3 §4.8 modes), with what each mode's rules read. */
export type CheckoutPayment =
  | { mode: 'ccKeyEnter' }
  | { mode: 'ccSwipe'; track_data: string }
  /** Null when the tendered text is not an amount. */
  | { mode: 'cash'; tendered_cents: number | null }
  | { mode: 'check'; check_number: string }
  | {
      mode: 'ach';
      account_type: BankAccountType;
      company_name: string;
      authorization_type: AchAuthorizationType | null;
    }
  /** `account` null: none chosen yet. */
  | {
      mode: 'stored';
      account: CheckoutStoredAccount | null;
      authorization_type: AchAuthorizationType | null;
    }
  | { mode: 'none' };

/** The merchant as the rules read it: its product and accepted payment types (the access subject's). */
export interface CheckoutMerchant {
  productName: ProductName;
  acceptedPaymentTypes: ReadonlySet<AcceptedPaymentType>;
}

export type CheckoutProblemCode =
  | 'upgrade_required'
  | 'cards_not_accepted'
  | 'ach_not_accepted'
  | 'customer_required'
  | 'account_required'
  | 'cash_check_disabled'
  | 'needs_account'
  | 'email_required'
  | 'swipe_unreadable'
  | 'tender_below_minimum'
  | 'tender_short'
  | 'check_number_required'
  | 'company_name_required'
  | 'authorization_required'
  | 'authorization_unavailable'
  | 'amount_due';

export interface CheckoutProblem {
  code: CheckoutProblemCode;
  /** The checkout body's field the problem is about ('customer.email', 'payment_mode'). */
  field: string;
  message: string;
}

/** spec 3 §4.8: a free-trial merchant paying by card or ACH gets the demo modal and an upgrade prompt. */
export const FREE_TRIAL_MESSAGE =
  'Card and ACH payments are available once you upgrade your account. Upgrade to start taking payments.';

export const CHECKOUT_PROBLEM_MESSAGES = {
  upgrade_required: FREE_TRIAL_MESSAGE,
  cards_not_accepted: 'This business does not accept card payments.',
  ach_not_accepted: 'This business does not accept ACH payments.',
  customer_for_recurring: 'Choose a customer: recurring and future-dated items are billed to a customer.',
  customer_for_account: 'Choose the customer whose account pays.',
  account_required: 'Choose the card or bank account that pays.',
  cash_check_disabled: 'Cash and check are disabled for carts with recurring or future-dated items',
  needs_account: NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE,
  email_required: 'E-mail is required when the cart has recurring items or a future payment date',
  swipe_unreadable: 'The swipe could not be read. Swipe the card again or key it in.',
  tender_below_minimum: 'Enter the cash tendered, at least 0.01',
  tender_short: 'The cash tendered must cover the total.',
  check_number_required: 'Enter a check number.',
  company_name_required: 'Enter the company name of a business checking account.',
  authorization_required: 'Choose an authorization type for a business checking account',
  authorization_unavailable:
    'Ccd needs the company name of the business checking account. Choose another authorization type.',
} as const;

/** spec 3 §5 "Cash: minimum amount 0.01". */
export const CASH_MINIMUM_CENTS = 1;

/** spec 3 §4.8 "recurring or future-dated items": a recurring line, or one with a start date. */
export const isDatedCart = (lines: CheckoutCart['lines']) =>
  lines.some((line) => line.price_structure === 'recurring' || line.start_date !== null);

/** spec 3 §4.8: the modes that move money through the processor (the free trial's demo, spec 3 §6). */
const MOVES_MONEY: ReadonlySet<CheckoutPaymentMode> = new Set(['ccKeyEnter', 'ccSwipe', 'ach', 'stored']);

/** Which accepted payment type a payment needs (spec 1 §3 CC, ACH); null for cash, check or nothing. */
function paymentTypeOf(payment: CheckoutPayment): AcceptedPaymentType | null {
  switch (payment.mode) {
    case 'ccKeyEnter':
    case 'ccSwipe':
      return 'CC';
    case 'ach':
      return 'ACH';
    case 'stored':
      return payment.account === null ? null : payment.account.kind === 'card' ? 'CC' : 'ACH';
    default:
      return null;
  }
}

/** spec 3 §5: a business-checking payment's company name and authorization type (decision 111 for Ccd). */
function businessCheckingProblems(
  companyName: string,
  chosen: AchAuthorizationType | null,
  isTyped: boolean,
): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const m = CHECKOUT_PROBLEM_MESSAGES;
  if (isTyped && companyName.trim() === '')
    problems.push({ code: 'company_name_required', field: 'company_name', message: m.company_name_required });
  if (chosen === null)
    problems.push({
      code: 'authorization_required',
      field: 'authorization_type',
      message: m.authorization_required,
    });
  else if (!offeredAchAuthorizationTypes(companyName).includes(chosen))
    problems.push({
      code: 'authorization_unavailable',
      field: 'authorization_type',
      message: m.authorization_unavailable,
    });
  return problems;
}

/** The mode's own fields: the swipe, the tender, the check number, a business checking account's. */
function modeProblems(cart: CheckoutCart, payment: CheckoutPayment): CheckoutProblem[] {
  const m = CHECKOUT_PROBLEM_MESSAGES;
  switch (payment.mode) {
    case 'ccSwipe':
      return parseCardSwipe(payment.track_data) === null
        ? [{ code: 'swipe_unreadable', field: 'track_data', message: m.swipe_unreadable }]
        : [];
    case 'cash': {
      const tendered = payment.tendered_cents;
      if (tendered === null || tendered < CASH_MINIMUM_CENTS)
        return [{ code: 'tender_below_minimum', field: 'amount_tendered', message: m.tender_below_minimum }];
      return cart.charge_cents !== null && cashChangeCents(tendered, cart.charge_cents) === null
        ? [{ code: 'tender_short', field: 'amount_tendered', message: m.tender_short }]
        : [];
    }
    case 'check':
      return payment.check_number.trim() === ''
        ? [{ code: 'check_number_required', field: 'check_number', message: m.check_number_required }]
        : [];
    case 'ach':
      return payment.account_type === 'business_checking'
        ? businessCheckingProblems(payment.company_name, payment.authorization_type, true)
        : [];
    case 'stored': {
      const { account } = payment;
      if (account === null)
        return [{ code: 'account_required', field: 'account_id', message: m.account_required }];
      return account.kind === 'bank' && account.account_type === 'business_checking'
        ? businessCheckingProblems(account.company_name, payment.authorization_type, false)
        : [];
    }
    default:
      return [];
  }
}

/**
 * Every problem of this checkout, in the order the form reads (none: it may be sent). spec 3 §4.8, §5
 * Checkout, §6; issue 15 points 6 and 7 (recurring items need a customer; nothing to pay, decision 79).
 */
export function checkoutProblems(
  cart: CheckoutCart,
  payment: CheckoutPayment,
  merchant: CheckoutMerchant,
): CheckoutProblem[] {
  const m = CHECKOUT_PROBLEM_MESSAGES;
  const problems: CheckoutProblem[] = [];
  const add = (code: CheckoutProblemCode, field: string, message: string) =>
    problems.push({ code, field, message });

  if (merchant.productName === 'free_trial' && MOVES_MONEY.has(payment.mode))
    add('upgrade_required', 'payment_mode', m.upgrade_required);
  const type = paymentTypeOf(payment);
  if (type === 'CC' && !merchant.acceptedPaymentTypes.has('CC'))
    add('cards_not_accepted', 'payment_mode', m.cards_not_accepted);
  if (type === 'ACH' && !merchant.acceptedPaymentTypes.has('ACH'))
    add('ach_not_accepted', 'payment_mode', m.ach_not_accepted);

  // Decision 133: a future-dated line is charged on its date to the customer's account, as a recurring one.
  const isDated = isDatedCart(cart.lines);
  if (cart.customer.id === null && isDated) add('customer_required', 'customer.id', m.customer_for_recurring);
  else if (cart.customer.id === null && payment.mode === 'stored')
    add('customer_required', 'customer.id', m.customer_for_account);

  if (isDated && (payment.mode === 'cash' || payment.mode === 'check'))
    add('cash_check_disabled', 'payment_mode', m.cash_check_disabled);
  if (isDated && payment.mode === 'none') add('needs_account', 'payment_mode', m.needs_account);
  if (isDated && cart.customer.email.trim() === '') add('email_required', 'customer.email', m.email_required);

  problems.push(...modeProblems(cart, payment));

  // Decision 79: nothing to pay only when nothing is due.
  if (payment.mode === 'none' && cart.charge_cents !== null && cart.charge_cents > 0)
    add('amount_due', 'payment_mode', nothingDueMessage('amount_due', cart.charge_cents));
  return problems;
}
