import type { NewBankAccountFields, NewCardFields } from '@paybook/contracts';
import {
  bankAccountNumberError,
  cardBrandName,
  routingNumberError,
  toBankAccountFlags,
} from '@paybook/domain';
import { badRequest } from '../../lib/app-error.ts';
import { checkBookingCard, tokeniseBookingCard } from '../deposits/deposit-card.ts';
import { type PaymentProcessor, ProcessorRefusal } from '../processor/processor.ts';
import type { PlanPayment } from './checkout-plan.ts';

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
