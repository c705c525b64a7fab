import { publicBookingPage, urlSubdomainParams } from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getPublicBookingPage } from './public-booking.service.ts';

/** Ruling 4: the public booking page's data; no sign-in. */
export const publicBookingRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/public/booking_page/:url_subdomain',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Public booking'],
          summary: 'A business booking page: description, images, bookable services and providers',
          params: urlSubdomainParams,
          response: { 200: publicBookingPage },
        },
      },
      (request) => getPublicBookingPage(db, request.params.url_subdomain),
    );
  };
