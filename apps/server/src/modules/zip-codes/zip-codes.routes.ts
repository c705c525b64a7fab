import { lineText, zipCodeLookup } from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookUpZipCode } from './zip-codes.service.ts';

const tags = ['customers'];

/** GET /api/zip_codes/{zip}: the city and state of a US zip code, for address forms (spec 2 §5). */
export function zipCodesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/zip_codes/:zip',
      {
        schema: {
          tags,
          summary: 'City and state of a US zip code',
          params: z.object({ zip: lineText.max(20) }),
          response: { 200: zipCodeLookup },
        },
      },
      async (request) => lookUpZipCode(request.params.zip),
    );
  };
}
