import { errorCodes, type NewBankAccountFields } from '@paybook/contracts';
import {
  type AchAuthorizationType,
  type CheckoutPayment,
  type CheckoutProblem,
  cardExpiryError,
  cardNumberError,
  checkoutProblems,
  moneyTextToCents,
  parseCardSwipe,
  type SwipedCard,
  toBankAccountType,
  todayInTimeZone,
} from '@paybook/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type CheckedCard, checkNewBankAccount, checkNewCard } from '../payment-accounts/new-account.ts';
import type { PaymentAccountRow } from '../payment-accounts/payment-accounts.repository.ts';
import type { PricedCart } from './checkout-cart.ts';
import type { CheckoutPlan } from './checkout-plan.ts';
import type { CheckoutRequest, PaymentRequest } from './checkout-request.ts';

// spec 3 §4.8, §5 Checkout, §6; issue 24 point 5: the checkout's one check. Once the customer and the
// stored account are read and the cart priced, the domain's checkoutProblems decides what the point of
// sale shows too; then the typed or swiped card and the bank account are checked by the payment-method
// rules, as a card added to a customer is.

/** spec 3 §4.8: a free-trial merchant paying by card or ACH gets the fake modal and an upgrade prompt. */
export const FREE_TRIAL_UPGRADE_REQUIRED = 'UPGRADE_REQUIRED';
/** Decision 76: 'none' sent while the server's charge is above 0.00 (the desk's amount due was stale). */
export const AMOUNT_DUE = 'AMOUNT_DUE';

/** What pays, before anything is tokenised. */
export type PaymentSource =
  | { kind: 'new_card'; card: CheckedCard }
  | {
      kind: 'new_bank';
      fields: NewBankAccountFields;
      authorization_type: AchAuthorizationType | null;
      company_name: string;
    }
  | { kind: 'stored'; account: PaymentAccountRow; authorization_type: AchAuthorizationType | null }
  | { kind: 'cash'; tendered_cents: number }
  | { kind: 'check'; check_number: string }
  /** Nothing to pay (decision 79): allowed only when the charge is 0.00. */
  | { kind: 'none' };

/** The customer's row as the checkout reads it; null for a walk-in. */
export interface CheckoutCustomerRow {
  firstName: string;
  lastName: string;
  email: string;
  altEmail: string;
}

/** What the checkout read for the payment: the customer named and the stored account named. */
export interface PaymentReads {
  customer: CheckoutCustomerRow | null;
  account: PaymentAccountRow | null;
}

export interface CheckedPayment {
  customer: CheckoutPlan['customer'];
  source: PaymentSource;
}

/** The customer the order is for: the names and e-mail typed, else a swipe's names, else the row's. */
function customerOf(
  typed: CheckoutRequest['customer'],
  row: CheckoutCustomerRow | null,
  swiped: SwipedCard | null,
): CheckoutPlan['customer'] {
  const first = typed.first_name || swiped?.first_name || '';
  const last = typed.last_name || swiped?.last_name || '';
  if (typed.id === null || row === null)
    return { id: null, first_name: first, last_name: last, email: typed.email, alt_email: '' };
  return {
    id: typed.id,
    first_name: first || row.firstName,
    last_name: last || row.lastName,
    email: typed.email || row.email,
    alt_email: row.altEmail,
  };
}

/** The payment as checkoutProblems reads it. */
export function paymentFacts(payment: PaymentRequest, account: PaymentAccountRow | null): CheckoutPayment {
  switch (payment.payment_mode) {
    case 'ccKeyEnter':
      return { mode: 'ccKeyEnter' };
    case 'ccSwipe':
      return { mode: 'ccSwipe', track_data: payment.track_data };
    case 'cash':
      return { mode: 'cash', tendered_cents: moneyTextToCents(payment.amount_tendered) };
    case 'check':
      return { mode: 'check', check_number: payment.check_number };
    case 'ach':
      return {
        mode: 'ach',
        account_type: payment.bank_account.account_type,
        company_name: payment.company_name,
        authorization_type: payment.authorization_type,
      };
    case 'stored':
      return {
        mode: 'stored',
        account:
          account === null
            ? null
            : account.kind === 'card'
              ? { kind: 'card' }
              : {
                  kind: 'bank',
                  account_type: toBankAccountType({
                    is_checking_account: account.isCheckingAccount === true,
                    is_personal: account.isPersonal !== false,
                  }),
                  company_name: account.customerCompanyName,
                },
        authorization_type: payment.authorization_type,
      };
    case 'none':
      return { mode: 'none' };
  }
}

/** The refusal of a checkout's problems: the free trial's 403, else 400 naming them, else 422. */
export function refusalOf(problems: readonly CheckoutProblem[]): AppError | null {
  const upgrade = problems.find((problem) => problem.code === 'upgrade_required');
  if (upgrade) return new AppError(403, FREE_TRIAL_UPGRADE_REQUIRED, upgrade.message);
  // Decision 79: 'none' while something is due is 422 naming payment_mode; every other problem is a 400
  // naming each field.
  const fixable = problems.filter((problem) => problem.code !== 'amount_due');
  const shown = fixable.length > 0 ? fixable : problems;
  const [first] = shown;
  if (!first) return null;
  const details = shown.map((problem) => ({ property: problem.field, message: problem.message }));
  return fixable.length > 0
    ? new AppError(400, errorCodes.validation, first.message, details)
    : new AppError(422, AMOUNT_DUE, first.message, details);
}

/** spec 3 §4.8 ccSwipe: the swiped card checked as a typed card is (the number and the expiry). */
function checkSwipedCard(user: UserContext, swiped: SwipedCard): CheckedCard {
  const numberError = cardNumberError(swiped.number);
  if (numberError) throw badRequest('track_data', numberError);
  const { month, year } = swiped.expiry;
  const expiration = `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
  const expiryError = cardExpiryError(expiration, todayInTimeZone(user.merchant.timeZone));
  if (expiryError) throw badRequest('track_data', expiryError);
  return { number: swiped.number, cvv: '', expiry: swiped.expiry, zip: '' };
}

/** What pays, once checkoutProblems found nothing: a typed card or bank account checked field by field. */
export function sourceOf(
  user: UserContext,
  payment: PaymentRequest,
  account: PaymentAccountRow | null,
  swiped: SwipedCard | null,
): PaymentSource {
  switch (payment.payment_mode) {
    case 'ccKeyEnter':
      return { kind: 'new_card', card: checkNewCard(user, payment.card, 'card.') };
    case 'ccSwipe':
      if (!swiped) throw new Error('checkoutProblems lets no unreadable swipe through');
      return { kind: 'new_card', card: checkSwipedCard(user, swiped) };
    case 'ach':
      return {
        kind: 'new_bank',
        fields: checkNewBankAccount(payment.bank_account, 'bank_account.'),
        authorization_type: payment.authorization_type,
        company_name: payment.company_name,
      };
    case 'cash':
      return { kind: 'cash', tendered_cents: moneyTextToCents(payment.amount_tendered) ?? 0 };
    case 'check':
      return { kind: 'check', check_number: payment.check_number };
    case 'none':
      return { kind: 'none' };
    case 'stored':
      if (!account) throw new Error('A stored payment is checked after its account is read');
      return {
        kind: 'stored',
        account,
        authorization_type: account.kind === 'bank' ? payment.authorization_type : null,
      };
  }
}

/**
 * The checkout's one check (spec 3 §4.8, §5, §6): the request read once, against the customer and stored
 * account read for it and the charge priced for it (the total less a deposit credit).
 */
export function checkPayment(
  user: UserContext,
  request: CheckoutRequest,
  reads: PaymentReads,
  cart: PricedCart,
  chargeCents: number,
): CheckedPayment {
  const { payment } = request;
  const swiped = payment.payment_mode === 'ccSwipe' ? parseCardSwipe(payment.track_data) : null;
  const customer = customerOf(request.customer, reads.customer, swiped);
  const lines = cart.priced.lines.map((line, index) => ({
    price_structure: line.price_structure,
    start_date: cart.lines[index]?.start_date ?? null,
  }));
  const problems = checkoutProblems(
    { lines, customer: { id: customer.id, email: customer.email }, charge_cents: chargeCents },
    paymentFacts(payment, reads.account),
    user.subject,
  );
  const refusal = refusalOf(problems);
  if (refusal) throw refusal;
  return { customer, source: sourceOf(user, payment, reads.account, swiped) };
}
