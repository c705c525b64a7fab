import {
  createCustomer,
  deleteCustomer,
  findDuplicateCustomers,
  getCustomer,
  getCustomerCustomFields,
  getOutstandingItems,
  listCustomerAppointments,
  listCustomers,
  updateCustomer,
  updateCustomerCustomFields,
} from '@paybook/contracts/endpoints/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import type { TokenProcessor } from '../processor/processor.ts';
import * as appointmentsService from './customer-appointments.service.ts';
import * as listService from './customer-list.service.ts';
import * as service from './customers.service.ts';

/** spec 2 §7 Customer calls: the declarations are in contracts/endpoints/customers.ts. */
export const customersRoutes =
  (db: Database, processor: TokenProcessor): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, createCustomer, async ({ user, body, request, reply }) =>
      sendIdempotent(reply, await service.createCustomer(db, processor, request, user, body)),
    );
    route(app, getCustomer, ({ user, params }) => service.getCustomer(db, user, params.id));
    route(app, listCustomerAppointments, ({ user, params, query }) =>
      appointmentsService.listCustomerAppointments(db, user, params.id, query),
    );
    route(app, updateCustomer, ({ user, params, body }) => service.updateCustomer(db, user, params.id, body));
    route(app, getCustomerCustomFields, ({ user, params }) => service.getCustomFields(db, user, params.id));
    route(app, updateCustomerCustomFields, ({ user, params, body }) =>
      service.updateCustomFields(db, user, params.id, body),
    );
    route(app, deleteCustomer, ({ user, params }) => service.deleteCustomer(db, user, params.id));
    route(app, getOutstandingItems, ({ user, params }) => service.getOutstandingItems(db, user, params.id));
    route(app, listCustomers, ({ user, query, body }) => listService.listCustomers(db, user, query, body));
    route(app, findDuplicateCustomers, ({ user, body }) =>
      listService.findDuplicateCustomers(db, user, body),
    );
  };
