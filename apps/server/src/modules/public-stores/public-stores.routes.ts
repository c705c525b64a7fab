import { getPublicStore, payPublicStore, quotePublicStore } from '@paybook/contracts/endpoints/public-stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import type { CheckoutOptions } from '../checkout/checkout-completion.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import * as service from './public-store.service.ts';
import { payPublicStore as pay } from './public-store-pay.ts';
import { storePageCacheOf } from './store-page-cache.ts';

/** Ruling 4 hosted store pages: the declarations are in contracts/endpoints/public-stores.ts. */
export const publicStoresRoutes =
  (db: Database, processor: PaymentProcessor, options: CheckoutOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const pages = storePageCacheOf(app.invalidation);
    route(app, getPublicStore, ({ params, reply }) => {
      // Issue 27 point 3: the buy-now button's script reads the page from the merchant's own site.
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      return service.getPublicStore(db, pages, params.url_subdomain, params.url_name);
    });
    route(app, quotePublicStore, ({ params, body }) =>
      service.quotePublicStore(db, pages, params.url_subdomain, params.url_name, body, options.now?.()),
    );
    route(app, payPublicStore, ({ params, body, request }) =>
      pay(db, pages, processor, request, params, body, options),
    );
  };
