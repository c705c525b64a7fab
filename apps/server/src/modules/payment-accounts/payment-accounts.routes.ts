import {
  addBankAccountBody,
  addCardBody,
  bankAccount,
  cardAccount,
  customerAccounts,
  idParam,
  updateBankAccountBody,
  updateBankAccountQuery,
  updateCardBody,
  updateDefaultAccountBody,
} from '@paybook/contracts';
import { CHANGE_CUSTOMERS_REQUIREMENT, VIEW_CUSTOMER_PROFILE_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { TokenProcessor } from '../processor/processor.ts';
import * as service from './payment-accounts.service.ts';

const tags = ['Customer accounts'];
/**
 * Every user reads a profile's payment methods (spec 1 §6); changing them needs a customer right, and
 * each call its own rule in the service.
 */
const read = { requirement: VIEW_CUSTOMER_PROFILE_REQUIREMENT };
const config = { requirement: CHANGE_CUSTOMERS_REQUIREMENT };
const id = idParam;
const never = 'The card number, CVV and account number are tokenised and never stored (ruling 5).';

/** spec 2 §7 customer accounts: cards and bank accounts through the processor (ruling 5). */
export const paymentAccountsRoutes =
  (db: Database, processor: TokenProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer/:customerId/accounts',
      {
        config: read,
        schema: {
          tags,
          summary: "A customer's cards and bank accounts",
          params: z.object({ customerId: id }),
          response: { 200: customerAccounts },
        },
      },
      (request) => service.listCustomerAccounts(db, requireUser(request), request.params.customerId),
    );
    app.post(
      '/account/creditcard',
      {
        config,
        schema: {
          tags,
          summary: 'Add a card',
          description: never,
          body: addCardBody,
          response: { 201: cardAccount },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.addCard(db, processor, requireUser(request), request.body)),
    );
    app.put(
      '/account/creditcard/:accountId',
      {
        config,
        schema: {
          tags,
          summary: "Change a card's expiry and billing zip",
          params: z.object({ accountId: id }),
          body: updateCardBody,
          response: { 200: cardAccount },
        },
      },
      (request) => service.updateCard(db, requireUser(request), request.params.accountId, request.body),
    );
    app.post(
      '/account/ach',
      {
        config,
        schema: {
          tags,
          summary: 'Add a bank account',
          description: never,
          body: addBankAccountBody,
          response: { 201: bankAccount },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.addBankAccount(db, processor, requireUser(request), request.body)),
    );
    app.put(
      '/account/ach/:accountId',
      {
        config,
        schema: {
          tags,
          summary: "Change a bank account's type, bank name and company",
          description:
            'A change between personal and business answers 409 ACH_AUTHORIZATION_REQUIRED unless ignoreTelAuthValidation=true.',
          params: z.object({ accountId: id }),
          querystring: updateBankAccountQuery,
          body: updateBankAccountBody,
          response: { 200: bankAccount },
        },
      },
      (request) =>
        service.updateBankAccount(
          db,
          requireUser(request),
          request.params.accountId,
          request.body,
          request.query.ignoreTelAuthValidation,
        ),
    );
    app.delete(
      '/account/:accountId',
      {
        config,
        schema: {
          tags,
          summary: 'Delete a card or bank account (409 PAYMENT_ACCOUNT_IN_USE while a subscription bills it)',
          params: z.object({ accountId: id }),
          response: { 204: z.null().describe('Deleted; no body') },
        },
      },
      async (request, reply) => {
        await service.deletePaymentAccount(db, requireUser(request), request.params.accountId);
        return reply.code(204).send(null);
      },
    );
    app.put(
      '/customer/update_default_account',
      {
        config,
        schema: {
          tags,
          summary: "Set the customer's default payment method",
          body: updateDefaultAccountBody,
          response: { 200: z.union([cardAccount, bankAccount]) },
        },
      },
      (request) => service.updateDefaultAccount(db, requireUser(request), request.body),
    );
  };
