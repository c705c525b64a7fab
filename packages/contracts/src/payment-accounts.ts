import { z } from 'zod';
import { errorBody } from './errors.ts';
import { entityId, lineText } from './primitives.ts';

// spec 2 §3 Customer accounts, §7 account calls (snake_case, ruling 1). Ruling 5: a card number, CVV or
// full bank account number is sent once, to be tokenised, and never answered or stored.

/** spec 2 §3 Card account; `credit_card_number` is masked ('************4242'). */
export const cardAccount = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  credit_card_number: z.string(),
  issuer: z.enum(['Visa', 'Master', 'Discover', 'Amex']),
  /** Month then two-digit year, digits only ('0428'), as the card edit reads it (spec 2 §5). */
  expiration_date: z.string(),
  billing_zip_code: z.string(),
  is_default: z.boolean(),
  is_expired: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type CardAccount = z.infer<typeof cardAccount>;

export const bankAccountType = z.enum(['checking', 'savings', 'business_checking']);

/** spec 2 §3 Bank account; `account_number` is masked. */
export const bankAccount = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  account_number: z.string(),
  routing_number: z.string(),
  bank_name: z.string(),
  account_type: bankAccountType,
  is_checking_account: z.boolean(),
  is_personal: z.boolean(),
  customer_company_name: z.string(),
  is_default: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccount>;

/** GET /api/customer/{id}/accounts. */
export const customerAccounts = z.object({
  credit_card_accounts: z.array(cardAccount),
  ach_accounts: z.array(bankAccount),
});
export type CustomerAccounts = z.infer<typeof customerAccounts>;

/** A new card's fields: checked by the domain's card rules, then tokenised. */
export const newCardFields = z.object({
  card_number: lineText.max(40),
  cvv: lineText.max(8),
  expiration: lineText.max(10),
  billing_zip_code: lineText.trim().max(20).default(''),
});
export type NewCardFields = z.input<typeof newCardFields>;

/**
 * spec 3 §2.5 card-account-dedupe: an add of a card or bank account the customer already has on file is
 * refused (409 ACCOUNT_ON_FILE) unless `allow_duplicate` says to store a second copy.
 */
const allowDuplicate = z.boolean().default(false);

/** POST /api/account/creditcard. */
export const addCardBody = newCardFields.extend({ customer_id: entityId, allow_duplicate: allowDuplicate });
export type AddCardBody = z.input<typeof addCardBody>;

/** PUT /api/account/creditcard/{id}: the expiry (month then two-digit year) and the billing zip. */
export const updateCardBody = z.object({
  expiration: lineText.max(10),
  billing_zip_code: lineText.trim().max(20).default(''),
});
export type UpdateCardBody = z.input<typeof updateCardBody>;

/** A new bank account's fields. */
export const newBankAccountFields = z.object({
  routing_number: lineText.max(20),
  account_number: lineText.max(30),
  account_type: bankAccountType,
  bank_name: lineText.trim().max(100).default(''),
  customer_company_name: lineText.trim().max(200).default(''),
});
export type NewBankAccountFields = z.input<typeof newBankAccountFields>;

/** POST /api/account/ach. */
export const addBankAccountBody = newBankAccountFields.extend({
  customer_id: entityId,
  allow_duplicate: allowDuplicate,
});
export type AddBankAccountBody = z.input<typeof addBankAccountBody>;

/**
 * The 409 ACCOUNT_ON_FILE answer of POST account/creditcard and account/ach: the account on file, by id and
 * as the dedupe names it ('Visa ending 4242, expires 12/28'), beside `error`.
 */
export const accountOnFileBody = errorBody.extend({
  existing_account_id: z.number().int(),
  existing_account_description: z.string(),
  existing_account_is_default: z.boolean().describe('Whether the account on file is already the default'),
});
export type AccountOnFileBody = z.infer<typeof accountOnFileBody>;

/** PUT /api/account/ach/{id}?ignoreTelAuthValidation=true|false. */
export const updateBankAccountBody = z.object({
  account_type: bankAccountType,
  bank_name: lineText.trim().max(100).default(''),
  customer_company_name: lineText.trim().max(200).default(''),
});
export type UpdateBankAccountBody = z.input<typeof updateBankAccountBody>;
export const updateBankAccountQuery = z.object({
  ignoreTelAuthValidation: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The code of spec 2 §8's ACH authorisation warning ('Do you want to continue'). */
export const ACH_AUTHORIZATION_REQUIRED = 'ACH_AUTHORIZATION_REQUIRED';

/** PUT /api/customer/update_default_account: payment_type_id 1 card, 2 bank. */
export const updateDefaultAccountBody = z.object({
  customer_id: entityId,
  account_id: entityId,
  payment_type_id: z.union([z.literal(1), z.literal(2)]),
});
