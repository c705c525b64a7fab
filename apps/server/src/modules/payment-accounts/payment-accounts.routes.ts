import {
  addBankAccount,
  addCard,
  deletePaymentAccount,
  getBankAccount,
  getCard,
  listCustomerAccounts,
  updateBankAccount,
  updateCard,
  updateDefaultAccount,
} from '@paybook/contracts/endpoints/payment-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import type { TokenProcessor } from '../processor/processor.ts';
import * as service from './payment-accounts.service.ts';

/** spec 2 §7 customer accounts (ruling 5): the declarations are in contracts/endpoints/payment-accounts.ts. */
export const paymentAccountsRoutes =
  (db: Database, processor: TokenProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listCustomerAccounts, ({ user, params }) =>
      service.listCustomerAccounts(db, user, params.customerId),
    );
    route(app, addCard, async ({ user, body, reply }) => {
      const card = await service.addCard(db, processor, user, body);
      reply.code(201);
      return card;
    });
    route(app, getCard, ({ user, params }) => service.getAccount(db, user, params.accountId, 'card'));
    route(app, getBankAccount, ({ user, params }) => service.getAccount(db, user, params.accountId, 'bank'));
    route(app, updateCard, ({ user, params, body }) => service.updateCard(db, user, params.accountId, body));
    route(app, addBankAccount, async ({ user, body, reply }) => {
      const account = await service.addBankAccount(db, processor, user, body);
      reply.code(201);
      return account;
    });
    route(app, updateBankAccount, ({ user, params, query, body }) =>
      service.updateBankAccount(db, user, params.accountId, body, query.ignoreTelAuthValidation),
    );
    route(app, deletePaymentAccount, async ({ user, params, reply }) => {
      await service.deletePaymentAccount(db, user, params.accountId);
      reply.code(204);
      return null;
    });
    route(app, updateDefaultAccount, ({ user, body }) => service.updateDefaultAccount(db, user, body));
  };
