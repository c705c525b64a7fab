import { VIEW_CUSTOMER_PROFILE_REQUIREMENT } from '@paybook/domain/access/customer-viewing';
import { CHANGE_CUSTOMERS_REQUIREMENT } from '@paybook/domain/customers/permissions';
import { z } from 'zod';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  accountOnFileBody,
  addBankAccountBody,
  addCardBody,
  bankAccount,
  cardAccount,
  customerAccounts,
  updateBankAccountBody,
  updateBankAccountQuery,
  updateCardBody,
  updateDefaultAccountBody,
} from '../payment-accounts.ts';
import { idParam } from '../primitives.ts';

// spec 2 §7 customer accounts: cards and bank accounts through the processor (ruling 5).
const tags = ['Customer accounts'];
/**
 * Every user reads a profile's payment methods (spec 1 §6); changing them needs a customer right, and
 * each call its own rule in the service (403).
 */
const read = requires(VIEW_CUSTOMER_PROFILE_REQUIREMENT);
const change = requires(CHANGE_CUSTOMERS_REQUIREMENT);
const never = 'The card number, CVV and account number are tokenised and never stored (ruling 5).';
const onFile = (what: string) =>
  `The same ${what} on file for the customer answers 409 ACCOUNT_ON_FILE with existing_account_id and existing_account_description, unless allow_duplicate is true.`;
const accountIdParams = z.object({ accountId: idParam });

export const listCustomerAccounts = defineEndpoint({
  method: 'GET',
  path: '/customer/:customerId/accounts',
  access: read,
  tags,
  summary: "A customer's cards and bank accounts",
  params: z.object({ customerId: idParam }),
  responses: { 200: customerAccounts },
  errors: [404],
});

export const addCard = defineEndpoint({
  method: 'POST',
  path: '/account/creditcard',
  access: change,
  tags,
  summary: 'Add a card',
  description: `${never} ${onFile('card')}`,
  body: addCardBody,
  responses: { 201: cardAccount },
  // 404: no such customer; 409 ACCOUNT_ON_FILE: the same card is on file (spec 3 §2.5 card-account-dedupe).
  errors: [404, 409],
  errorBodies: { 409: accountOnFileBody },
});

export const getCard = defineEndpoint({
  method: 'GET',
  path: '/account/creditcard/:accountId',
  access: read,
  tags,
  summary: 'One card (the edit form; spec 2 §7)',
  params: accountIdParams,
  responses: { 200: cardAccount },
  errors: [404],
});

export const updateCard = defineEndpoint({
  method: 'PUT',
  path: '/account/creditcard/:accountId',
  access: change,
  tags,
  summary: "Change a card's expiry and billing zip",
  params: accountIdParams,
  body: updateCardBody,
  responses: { 200: cardAccount },
  errors: [404],
});

export const addBankAccount = defineEndpoint({
  method: 'POST',
  path: '/account/ach',
  access: change,
  tags,
  summary: 'Add a bank account',
  description: `${never} ${onFile('bank account')}`,
  body: addBankAccountBody,
  responses: { 201: bankAccount },
  errors: [404, 409],
  errorBodies: { 409: accountOnFileBody },
});

export const getBankAccount = defineEndpoint({
  method: 'GET',
  path: '/account/ach/:accountId',
  access: read,
  tags,
  summary: 'One bank account (the edit form; spec 2 §7)',
  params: accountIdParams,
  responses: { 200: bankAccount },
  errors: [404],
});

export const updateBankAccount = defineEndpoint({
  method: 'PUT',
  path: '/account/ach/:accountId',
  access: change,
  tags,
  summary: "Change a bank account's type, bank name and company",
  description:
    'A change between personal and business answers 409 ACH_AUTHORIZATION_REQUIRED unless ignoreTelAuthValidation=true.',
  params: accountIdParams,
  query: updateBankAccountQuery,
  body: updateBankAccountBody,
  responses: { 200: bankAccount },
  errors: [404, 409],
});

export const deletePaymentAccount = defineEndpoint({
  method: 'DELETE',
  path: '/account/:accountId',
  access: change,
  tags,
  summary: 'Delete a card or bank account (409 PAYMENT_ACCOUNT_IN_USE while a subscription bills it)',
  params: accountIdParams,
  responses: { 204: z.null().describe('Deleted; no body') },
  errors: [404, 409],
});

export const updateDefaultAccount = defineEndpoint({
  method: 'PUT',
  path: '/customer/update_default_account',
  access: change,
  tags,
  summary: "Set the customer's default payment method",
  body: updateDefaultAccountBody,
  responses: { 200: z.union([cardAccount, bankAccount]) },
  errors: [404],
});
