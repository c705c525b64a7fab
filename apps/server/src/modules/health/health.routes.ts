import { healthResponse } from '@paybook/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';

export const healthRoutes =
  (handle: DatabaseHandle, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Operations'],
          summary: 'Liveness and database reachability',
          response: { 200: healthResponse },
        },
      },
      async () => {
        await handle.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'postgres' as const, version };
      },
    );
  };
