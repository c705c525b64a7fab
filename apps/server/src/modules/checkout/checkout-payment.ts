import { type AchAuthorizationType, cardBrandName, cashChangeCents } from '@paybook/domain';
import type { UserContext } from '../../plugins/auth.ts';
import { tokeniseBankAccount, tokeniseCard } from '../payment-accounts/new-account.ts';
import type { PaymentAccountRow } from '../payment-accounts/payment-accounts.repository.ts';
import type {
  ChargeRequest,
  MoneyProcessor,
  ProcessorPayment,
  TokenProcessor,
} from '../processor/processor.ts';
import type { PaymentSource } from './checkout-payment-source.ts';
import { type CheckoutPlan, chargeCentsOf, type PlanPayment } from './checkout-plan.ts';

// Issue 15 points 3 and 8: a card or bank account typed at the desk is tokenised before the intent is
// written (nothing moves yet), so the intent's plan holds a token; the charge then uses the intent's key,
// so a retry or the reconcile job never charges twice.

/**
 * Tokenises a typed or swiped card or a bank account; a stored account pays with its own token. `store`
 * (issue 15 point 6): a card or bank account paying for recurring items is kept on the customer.
 */
export async function resolvePayment(
  processor: TokenProcessor,
  user: UserContext,
  source: PaymentSource,
  /** What the payment charges: the order's total less a deposit credit. */
  chargeCents: number,
  store: boolean,
): Promise<PlanPayment> {
  switch (source.kind) {
    case 'new_card': {
      const account = await tokeniseCard(processor, user, source.card, 'card.');
      return {
        kind: 'card',
        token: account.processorToken,
        label: cardBrandName(account.issuer),
        last_four: account.lastFour,
        account_id: null,
        new_account: store ? account : null,
      };
    }
    case 'new_bank': {
      const account = await tokeniseBankAccount(processor, user, source.fields, 'bank_account.');
      return {
        kind: 'bank',
        token: account.processorToken,
        label: account.bankName || 'Bank account',
        last_four: account.lastFour,
        account_id: null,
        new_account: store ? { ...account, customerCompanyName: source.company_name } : null,
        authorization_type: source.authorization_type,
        company_name: source.company_name,
      };
    }
    case 'stored':
      return storedAccountPayment(source.account, source.authorization_type);
    case 'cash': {
      // checkoutProblems refused a tender short of the charge (tender_short), so there is change, or none.
      const change = cashChangeCents(source.tendered_cents, chargeCents);
      if (change === null) throw new Error('a cash tender short of the charge passed the checkout rules');
      return { kind: 'cash', tendered_cents: source.tendered_cents, change_cents: change };
    }
    case 'check':
      return { kind: 'check', check_number: source.check_number };
    case 'none':
      // Decision 79: checkTender let it through only with a charge of 0.00, so no transaction is written.
      return { kind: 'none' };
  }
}

/**
 * A stored card or bank account paying with its own token: the checkout's stored mode, and each bill of a
 * billing schedule (issue 25 point 7).
 */
export function storedAccountPayment(
  account: PaymentAccountRow,
  authorizationType: AchAuthorizationType | null,
): Extract<PlanPayment, { kind: 'card' | 'bank' }> {
  if (account.kind === 'card') {
    return {
      kind: 'card',
      token: account.processorToken,
      label: cardBrandName(account.issuer),
      last_four: account.lastFour,
      account_id: account.id,
      new_account: null,
    };
  }
  return {
    kind: 'bank',
    token: account.processorToken,
    label: account.bankName || 'Bank account',
    last_four: account.lastFour,
    account_id: account.id,
    new_account: null,
    authorization_type: authorizationType,
    company_name: account.customerCompanyName,
  };
}

/** Authorises a card or posts an ACH debit with the request's key (the same key, the same payment). */
export const chargeAccount = (processor: MoneyProcessor, kind: 'card' | 'bank', request: ChargeRequest) =>
  kind === 'card' ? processor.authorizeCard(request) : processor.postAchDebit(request);

/**
 * The processor's answer for the plan's payment: the card authorised or the ACH debit posted with the
 * intent's key (a retry with the key answers the first call's payment). Null when nothing goes through
 * the processor: cash, a check, or nothing to charge (an order of 0.00, or a deposit credit covering it).
 */
export function chargePlan(
  processor: MoneyProcessor,
  plan: CheckoutPlan,
  key: string,
  merchantId: number,
): Promise<ProcessorPayment> | null {
  const { payment } = plan;
  // Issue 15 point 7: the amount was decided with the plan, so a retry and the reconcile job charge alike.
  const amountCents = chargeCentsOf(plan);
  if (amountCents === 0 || (payment.kind !== 'card' && payment.kind !== 'bank')) return null;
  const request = {
    idempotencyKey: key,
    token: payment.token,
    amountCents,
    timeZone: plan.time_zone,
    merchantId,
  };
  return chargeAccount(processor, payment.kind, request);
}

/** Whether the plan's payment goes through the processor (and so can be found by its key). */
export const usesProcessor = (plan: CheckoutPlan) =>
  chargeCentsOf(plan) > 0 && (plan.payment.kind === 'card' || plan.payment.kind === 'bank');
