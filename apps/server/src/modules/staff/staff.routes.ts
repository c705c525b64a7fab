import { staffUser, userIdParams } from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getStaffUser } from './staff.service.ts';

/** spec 3 §7 Staff: GET hub/user/{id}. */
export const staffRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/hub/user/:userId',
      {
        schema: {
          tags: ['Staff'],
          summary: 'One staff user',
          params: userIdParams,
          response: { 200: staffUser },
        },
      },
      (request) => getStaffUser(db, requireUser(request), request.params.userId),
    );
  };
