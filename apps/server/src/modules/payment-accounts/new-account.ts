import type { NewBankAccountFields, NewCardFields } from '@paybook/contracts';
import {
  acceptsAch,
  bankAccountNumberError,
  type CardExpiry,
  cardExpiryError,
  cardNumberDigits,
  cardNumberError,
  cvvError,
  detectCardBrand,
  parseCardExpiry,
  routingNumberError,
  toBankAccountFlags,
  todayInTimeZone,
  zipCodeShapeError,
} from '@paybook/domain';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { ProcessorRefusal, type TokenProcessor } from '../processor/processor.ts';
import { lookUpZipCode } from '../zip-codes/zip-codes.service.ts';
import type { NewPaymentAccount } from './payment-accounts.repository.ts';

/**
 * A new card or bank account (spec 2 §5, §7; ruling 5): checked by the domain's rules, then tokenised by
 * the processor, leaving only what may be stored. `at` prefixes the field names of errors when the fields
 * sit inside a larger body (a new customer's `card.`).
 */
export type TokenisedAccount = Omit<NewPaymentAccount, 'customerId'>;

export const check = (property: string, message: string | null) => {
  if (message) throw badRequest(property, message);
};

/**
 * spec 2 §5 card edit: the billing zip is five digits found in the zip table, unless the merchant accepts
 * international postal codes (feature accept_international_postal_codes). An empty zip is allowed.
 */
export function checkBillingZip(user: UserContext, zip: string, property = 'billing_zip_code') {
  if (zip === '' || user.subject.features.has('accept_international_postal_codes')) return;
  check(property, zipCodeShapeError(zip));
  try {
    lookUpZipCode(zip);
  } catch {
    throw badRequest(property, 'This zip code was not found. Check it and try again.');
  }
}

const refusalToError =
  (at: string) =>
  (error: unknown): never => {
    if (error instanceof ProcessorRefusal) throw badRequest(`${at}${error.property}`, error.message);
    throw error;
  };

export interface CheckedCard {
  number: string;
  cvv: string;
  expiry: CardExpiry;
  zip: string;
}

/** spec 2 §5: Luhn, the brand's CVV length, an expiry (month then two-digit year) not past, the zip. */
export function checkNewCard(user: UserContext, fields: NewCardFields, at = ''): CheckedCard {
  const number = cardNumberDigits(fields.card_number);
  check(`${at}card_number`, cardNumberError(number));
  check(`${at}cvv`, cvvError(fields.cvv, detectCardBrand(number)));
  check(`${at}expiration`, cardExpiryError(fields.expiration, todayInTimeZone(user.merchant.timeZone)));
  const expiry = parseCardExpiry(fields.expiration);
  if (!expiry) throw badRequest(`${at}expiration`, 'Enter the expiration as month and year, like 04/28.');
  const zip = (fields.billing_zip_code ?? '').trim();
  checkBillingZip(user, zip, `${at}billing_zip_code`);
  return { number, cvv: fields.cvv.trim(), expiry, zip };
}

export async function tokeniseCard(
  processor: TokenProcessor,
  user: UserContext,
  card: CheckedCard,
  at = '',
): Promise<TokenisedAccount> {
  const token = await processor
    .tokenizeCard({ number: card.number, cvv: card.cvv, expiry: card.expiry, billingZipCode: card.zip })
    .catch(refusalToError(at));
  return {
    merchantId: user.merchantId,
    kind: 'card',
    processorToken: token.token,
    lastFour: token.lastFour,
    issuer: token.brand,
    expirationMonth: card.expiry.month,
    expirationYear: card.expiry.year,
    billingZipCode: card.zip,
    createdByUserId: user.userId,
  };
}

/** spec 2 §5: the ABA routing checksum and an account number of 4–17 digits. */
export function checkNewBankAccount(fields: NewBankAccountFields, at = ''): NewBankAccountFields {
  const routing = fields.routing_number.trim();
  const number = fields.account_number.trim();
  check(`${at}routing_number`, routingNumberError(routing));
  check(`${at}account_number`, bankAccountNumberError(number));
  return { ...fields, routing_number: routing, account_number: number };
}

/**
 * spec 2 §6 "ACH options appear only if the merchant accepts ACH": a merchant that does not accept ACH gets
 * no new bank account (neither on its own nor with a new customer), and none becomes a default; stored
 * ones stay listed. `refused` says what cannot happen.
 */
export function requireAchAccepted(user: UserContext, refused: string) {
  if (!acceptsAch(user.subject)) {
    throw forbidden(`This business does not accept bank (ACH) payments, so ${refused}. Use a card instead.`);
  }
}

export async function tokeniseBankAccount(
  processor: TokenProcessor,
  user: UserContext,
  fields: NewBankAccountFields,
  at = '',
): Promise<TokenisedAccount> {
  requireAchAccepted(user, 'bank accounts cannot be added');
  const bank = await processor
    .tokenizeBankAccount({ routingNumber: fields.routing_number, accountNumber: fields.account_number })
    .catch(refusalToError(at));
  const flags = toBankAccountFlags(fields.account_type);
  return {
    merchantId: user.merchantId,
    kind: 'bank',
    processorToken: bank.token,
    lastFour: bank.lastFour,
    bankName: (fields.bank_name ?? '').trim() || bank.bankName || '',
    routingNumber: fields.routing_number,
    isCheckingAccount: flags.is_checking_account,
    isPersonal: flags.is_personal,
    customerCompanyName: (fields.customer_company_name ?? '').trim(),
    createdByUserId: user.userId,
  };
}
