import {
  CASH_CHECK_DISABLED_MESSAGE,
  type CheckoutBody,
  EMAIL_REQUIRED_MESSAGE,
  type NewBankAccountFields,
  SWIPE_UNREADABLE_MESSAGE,
} from '@paybook/contracts';
import {
  type AchAuthorizationType,
  acceptsAch,
  cardExpiryError,
  cardNumberError,
  moneyTextToCents,
  NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE,
  nothingDueMessage,
  nothingDueRefusal,
  parseCardSwipe,
  todayInTimeZone,
} from '@paybook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type CheckedCard, checkNewBankAccount, checkNewCard } from '../payment-accounts/new-account.ts';
import { findAccount, type PaymentAccountRow } from '../payment-accounts/payment-accounts.repository.ts';
import type { CheckoutPlan } from './checkout-plan.ts';

// spec 3 §4.8, §5 Checkout, §6; issue 15 point 3: who may pay how, and the checks of each payment mode
// that need the merchant, the customer or the stored account. The contracts' checks (checkoutBody) ran first.

/** spec 3 §4.8: a free-trial merchant paying by card or ACH gets the fake modal and an upgrade prompt. */
export const FREE_TRIAL_MESSAGE =
  'Card and ACH payments are available once you upgrade your account. Upgrade to start taking payments.';
export const FREE_TRIAL_UPGRADE_REQUIRED = 'UPGRADE_REQUIRED';

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
  /** Nothing to pay (decision 79): allowed only when the charge is 0.00 (checkTender). */
  | { kind: 'none' };

const isCardMode = (mode: CheckoutBody['payment_mode']) => mode === 'ccKeyEnter' || mode === 'ccSwipe';

/** Before any read: the merchant's product and accepted payment types (spec 3 §4.8, §6; spec 2 §6). */
export function checkMerchantTakes(user: UserContext, body: CheckoutBody) {
  const moves =
    isCardMode(body.payment_mode) || body.payment_mode === 'ach' || body.payment_mode === 'stored';
  if (moves && user.subject.productName === 'free_trial') {
    throw new AppError(403, FREE_TRIAL_UPGRADE_REQUIRED, FREE_TRIAL_MESSAGE);
  }
  if (body.payment_mode === 'ach' && !acceptsAch(user.subject)) {
    throw badRequest('payment_mode', 'This business does not accept ACH payments.');
  }
  if (isCardMode(body.payment_mode) && !user.subject.acceptedPaymentTypes.has('CC')) {
    throw badRequest('payment_mode', 'This business does not accept card payments.');
  }
}

/** spec 3 §4.8 ccSwipe: the card read from the track data, checked as a typed card is. */
function checkSwipe(
  user: UserContext,
  trackData: string,
): { card: CheckedCard; first: string; last: string } {
  const swiped = parseCardSwipe(trackData);
  if (!swiped) throw badRequest('track_data', SWIPE_UNREADABLE_MESSAGE);
  const numberError = cardNumberError(swiped.number);
  if (numberError) throw badRequest('track_data', numberError);
  const { month, year } = swiped.expiry;
  const expiration = `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
  const expiryError = cardExpiryError(expiration, todayInTimeZone(user.merchant.timeZone));
  if (expiryError) throw badRequest('track_data', expiryError);
  return {
    card: { number: swiped.number, cvv: '', expiry: swiped.expiry, zip: '' },
    first: swiped.first_name,
    last: swiped.last_name,
  };
}

/** The customer the order is for: a known one (this merchant's, else 404) or a walk-in. */
async function customerOf(
  tx: Database,
  user: UserContext,
  body: CheckoutBody,
  swipeName: { first: string; last: string },
) {
  const typed = body.customer;
  const first = typed.first_name || swipeName.first;
  const last = typed.last_name || swipeName.last;
  if (typed.id === null)
    return { id: null, first_name: first, last_name: last, email: typed.email, alt_email: '' };
  const [row] = await tx
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      altEmail: customers.altEmail,
    })
    .from(customers)
    .where(
      and(eq(customers.merchantId, user.merchantId), eq(customers.id, typed.id), isNull(customers.deletedAt)),
    );
  if (!row) throw notFound('The customer');
  return {
    id: typed.id,
    first_name: first || row.firstName,
    last_name: last || row.lastName,
    email: typed.email || row.email,
    alt_email: row.altEmail,
  };
}

export interface CheckedPayment {
  customer: CheckoutPlan['customer'];
  source: PaymentSource;
}

/**
 * The payment mode's own checks (spec 3 §5 Checkout) and the customer's: a stored account must be the
 * customer's own (another's, or another merchant's, is 404), ACH needs the merchant to accept it, a
 * business-checking account needs an authorization type.
 */
export async function checkPayment(
  tx: Database,
  user: UserContext,
  body: CheckoutBody,
): Promise<CheckedPayment> {
  let swipeName = { first: '', last: '' };
  let source: PaymentSource;
  switch (body.payment_mode) {
    case 'ccKeyEnter':
      source = { kind: 'new_card', card: checkNewCard(user, body.card, 'card.') };
      break;
    case 'ccSwipe': {
      const swiped = checkSwipe(user, body.track_data);
      swipeName = { first: swiped.first, last: swiped.last };
      source = { kind: 'new_card', card: swiped.card };
      break;
    }
    case 'ach':
      source = {
        kind: 'new_bank',
        fields: checkNewBankAccount(body.bank_account, 'bank_account.'),
        authorization_type: body.authorization_type,
        company_name: body.company_name,
      };
      break;
    case 'cash':
      source = { kind: 'cash', tendered_cents: moneyTextToCents(body.amount_tendered) ?? 0 };
      break;
    case 'check':
      source = { kind: 'check', check_number: body.check_number };
      break;
    case 'none':
      source = { kind: 'none' };
      break;
    case 'stored': {
      if (body.customer.id === null)
        throw badRequest('customer.id', 'Choose the customer whose account pays.');
      const account = await findAccount(tx, user.merchantId, body.account_id);
      if (!account || account.customerId !== body.customer.id) throw notFound('The payment account');
      if (account.kind === 'bank' && !acceptsAch(user.subject))
        throw badRequest('payment_mode', 'This business does not accept ACH payments.');
      if (account.kind === 'card' && !user.subject.acceptedPaymentTypes.has('CC'))
        throw badRequest('payment_mode', 'This business does not accept card payments.');
      const businessChecking =
        account.kind === 'bank' && account.isCheckingAccount === true && account.isPersonal === false;
      if (businessChecking && body.authorization_type === null)
        throw badRequest(
          'authorization_type',
          'Choose an authorization type for a business checking account',
        );
      source = {
        kind: 'stored',
        account,
        authorization_type: account.kind === 'bank' ? body.authorization_type : null,
      };
      break;
    }
  }
  const customer = await customerOf(tx, user, body, swipeName);
  return { customer, source };
}

/**
 * Issue 15 point 6: a recurring item needs a customer, an e-mail and an account to bill later, so neither
 * cash, a check nor 'none' (nothing to pay today) pays for it.
 */
export function checkRecurring(body: CheckoutBody, customer: CheckoutPlan['customer']) {
  if (customer.id === null)
    throw badRequest('customer.id', 'Choose a customer: recurring items are billed to a customer.');
  if (body.payment_mode === 'cash' || body.payment_mode === 'check')
    throw badRequest('payment_mode', CASH_CHECK_DISABLED_MESSAGE);
  if (body.payment_mode === 'none') throw badRequest('payment_mode', NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE);
  if (customer.email === '') throw badRequest('customer.email', EMAIL_REQUIRED_MESSAGE);
}

/** Decision 76: 'none' sent while the server's charge is above 0.00 (the desk's amount due was stale). */
export const AMOUNT_DUE = 'AMOUNT_DUE';

/**
 * spec 3 §5 "Cash: minimum amount 0.01"; the tender must cover what is charged, the total less a deposit
 * credit (spec 3 §3.4 change_due). Nothing to pay ('none') is refused with 422 naming payment_mode unless
 * that charge is 0.00; its recurring and dated lines were refused before (checkoutBody, checkRecurring).
 */
export function checkTender(source: PaymentSource, chargeCents: number) {
  if (source.kind === 'cash' && source.tendered_cents < chargeCents) {
    throw badRequest('amount_tendered', 'The cash tendered must cover the total.');
  }
  if (source.kind === 'none') {
    const refusal = nothingDueRefusal({ charge_cents: chargeCents, has_dated_lines: false });
    if (refusal === null) return;
    const message = nothingDueMessage(refusal, chargeCents);
    throw new AppError(422, AMOUNT_DUE, message, [{ property: 'payment_mode', message }]);
  }
}
