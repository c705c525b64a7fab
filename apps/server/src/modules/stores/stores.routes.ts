import {
  createStore,
  deactivateOfferingPaymentForms,
  deleteStore,
  enableStoresAch,
  getStore,
  isOperationCompleted,
  listOfferingPaymentForms,
  listStores,
  requestCardPayments,
  setEnableAchShown,
  setStoreStatus,
  updateStore,
} from '@paybook/contracts/endpoints/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './stores.service.ts';

/** spec 2 §7 Stores and payment forms: the declarations are in contracts/endpoints/stores.ts. */
export const storesRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listStores, ({ request, user, query }) =>
      service.listStores(db, request, user, query.store_type),
    );
    route(app, getStore, ({ request, user, params }) => service.getStore(db, request, user, params.id));
    route(app, createStore, async ({ request, reply, user, body }) =>
      sendIdempotent(reply, await service.createStore(db, request, user, body)),
    );
    route(app, updateStore, async ({ request, reply, user, params, body }) =>
      sendIdempotent(reply, await service.updateStore(db, request, user, params.id, body)),
    );
    route(app, setStoreStatus, async ({ request, reply, user, params }) =>
      sendIdempotent(reply, await service.setStoreStatus(db, request, user, params.id, params.status)),
    );
    route(app, deleteStore, ({ request, user, params }) => service.deleteStore(db, request, user, params.id));
    route(app, requestCardPayments, ({ user }) => service.requestCardPayments(db, user));
    route(app, isOperationCompleted, ({ user, params }) => service.isOperationCompleted(db, user, params.op));
    route(app, setEnableAchShown, ({ user }) =>
      service.completeOperation(db, user, 'enable_ecommerce_ach_shown'),
    );
    route(app, enableStoresAch, ({ user }) => service.enableStoresAch(db, user));
    route(app, listOfferingPaymentForms, ({ user, params }) =>
      service.listOfferingPaymentForms(db, user, params.offeringId),
    );
    route(app, deactivateOfferingPaymentForms, ({ user, params }) =>
      service.deactivateOfferingPaymentForms(db, user, params.offeringId),
    );
  };
