import { errorCodes, type NewBankAccountFields, type NewCardFields } from '@paybook/contracts';
import {
  bankAccountNumberError,
  cardBrandName,
  routingNumberError,
  toBankAccountFlags,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { PUBLIC_VISITOR_USER_ID } from '../../plugins/idempotency.ts';
import { checkBookingCard, tokeniseBookingCard } from '../deposits/deposit-card.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { type PaymentProcessor, ProcessorRefusal } from '../processor/processor.ts';
import type { Completion } from './checkout-completion.ts';
import { type CheckoutIntentRow, findIntent, insertIntent } from './checkout-intents.repository.ts';
import type { CheckoutPlan, PlanPayment } from './checkout-plan.ts';
import { CHECKOUT_RECONCILE_QUEUE, RECONCILE_AFTER_MS, reconcileJobKey } from './checkout-reconcile.ts';

// Ruling 4: what a public page's payer sends (a card or a bank account typed on the invoice page or a
// store's page), checked and tokenised before any money moves. Nothing but the token, the brand or bank
// and the last four digits leaves here (ruling 5).

/** A public page's payment as its body carries it. */
export type PublicPayment =
  | { method: 'card'; card: NewCardFields }
  | { method: 'bank'; bank_account: Omit<NewBankAccountFields, 'customer_company_name'> };

export interface PublicPayee {
  merchantId: number;
  timeZone: string;
  features: readonly string[];
  /** What the page takes: the merchant's accepted types (and, on a store, the store's). */
  acceptsCard: boolean;
  acceptsBank: boolean;
}

const refusalAt =
  (at: string) =>
  (error: unknown): never => {
    if (error instanceof ProcessorRefusal) throw badRequest(`${at}${error.property}`, error.message);
    throw error;
  };

/**
 * The body's card or bank account, checked and tokenised (nothing moves yet). `keep`: the account is
 * stored on the customer with the order, for the later bills of a recurring item (issue 15 point 6).
 */
export async function tokenisePublicPayment(
  processor: PaymentProcessor,
  body: PublicPayment,
  payee: PublicPayee,
  keep = false,
): Promise<PlanPayment> {
  if (body.method === 'card') {
    if (!payee.acceptsCard)
      throw badRequest('method', 'This business does not take cards online. Pay by bank account.');
    const checked = checkBookingCard({ ...body.card, consent: true }, payee);
    const token = await tokeniseBookingCard(processor, checked);
    return {
      kind: 'card',
      token: token.token,
      label: cardBrandName(token.brand),
      last_four: token.lastFour,
      account_id: null,
      new_account: keep
        ? {
            merchantId: payee.merchantId,
            kind: 'card',
            processorToken: token.token,
            lastFour: token.lastFour,
            issuer: token.brand,
            expirationMonth: checked.expiry.month,
            expirationYear: checked.expiry.year,
            billingZipCode: checked.zip,
            createdByUserId: null,
          }
        : null,
    };
  }
  if (!payee.acceptsBank)
    throw badRequest('method', 'This business does not take bank payments online. Pay by card.');
  const { routing_number, account_number } = body.bank_account;
  const routingProblem = routingNumberError(routing_number);
  if (routingProblem) throw badRequest('bank_account.routing_number', routingProblem);
  const accountProblem = bankAccountNumberError(account_number);
  if (accountProblem) throw badRequest('bank_account.account_number', accountProblem);
  const bank = await processor
    .tokenizeBankAccount({ routingNumber: routing_number, accountNumber: account_number })
    .catch(refusalAt('bank_account.'));
  const label = (body.bank_account.bank_name ?? '').trim() || bank.bankName || 'Bank account';
  const flags = toBankAccountFlags(body.bank_account.account_type);
  return {
    kind: 'bank',
    token: bank.token,
    label,
    last_four: bank.lastFour,
    account_id: null,
    new_account: keep
      ? {
          merchantId: payee.merchantId,
          kind: 'bank',
          processorToken: bank.token,
          lastFour: bank.lastFour,
          bankName: label,
          routingNumber: routing_number,
          isCheckingAccount: flags.is_checking_account,
          isPersonal: flags.is_personal,
          customerCompanyName: '',
          createdByUserId: null,
        }
      : null,
    authorization_type: body.bank_account.account_type === 'business_checking' ? 'Web' : null,
    company_name: '',
  };
}

/**
 * A public page's intent, committed in the caller's transaction with its reconcile job (due a minute
 * later) before any money call; or the one a concurrent request with the key committed first.
 */
export async function commitPublicIntent(
  tx: Database,
  intent: { merchantId: number; key: string; requestHash: string; plan: CheckoutPlan; amountTotal: number },
  now: Date,
): Promise<CheckoutIntentRow | undefined> {
  const { merchantId, key } = intent;
  const inserted = await insertIntent(tx, {
    merchantId,
    userId: PUBLIC_VISITOR_USER_ID,
    idempotencyKey: key,
    requestHash: intent.requestHash,
    plan: intent.plan,
    amountTotal: intent.amountTotal,
  });
  if (!inserted) return findIntent(tx, merchantId, PUBLIC_VISITOR_USER_ID, key);
  await enqueueJob(
    tx,
    CHECKOUT_RECONCILE_QUEUE,
    reconcileJobKey(inserted.id),
    { merchant_id: merchantId, intent_id: inserted.id },
    new Date(now.getTime() + RECONCILE_AFTER_MS),
  );
  return inserted;
}

/**
 * The checkout's answer to a public page's payment: a refusal is thrown, a processor that did not answer
 * is a 503 (the same key tries again, never charging twice), and the outcome is processed, pending or
 * failed (declined).
 */
export function publicPaymentOutcome(completion: Completion) {
  if (completion.kind === 'refused') throw completion.error;
  if (completion.kind === 'unknown' || completion.kind === 'locked')
    throw new AppError(
      503,
      errorCodes.processorUnavailable,
      'The card processor did not answer. Try again in a moment: no money is taken twice.',
    );
  const { response } = completion;
  const status =
    response.payment_status === 'pending'
      ? ('pending' as const)
      : response.payment_status === 'failed'
        ? ('failed' as const)
        : ('processed' as const);
  return { status, response };
}
