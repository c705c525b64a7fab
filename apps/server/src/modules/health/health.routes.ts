import { getHealth } from '@paybook/contracts/endpoints/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';

/** The declarations are in contracts/endpoints/health.ts. */
export const healthRoutes =
  (handle: DatabaseHandle, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getHealth, async () => {
      await handle.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'postgres' as const, version };
    });
  };
