import { lookUpZipCode } from '@paybook/contracts/endpoints/zip-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.ts';
import * as service from './zip-codes.service.ts';

/** spec 2 §5: the declaration is in contracts/endpoints/zip-codes.ts. */
export function zipCodesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, lookUpZipCode, ({ params }) => service.lookUpZipCode(params.zip));
  };
}
