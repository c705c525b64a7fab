import { getHealth } from '@paybook/contracts/endpoints/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DatabaseHandle, openSidePool } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';

/**
 * GET /api/health (declared in contracts/endpoints/health.ts): the process answers and the database
 * answers one round trip. Issue 23 point 1: it keeps answering under any load, so its round trip has a
 * connection of its own, which no request can hold; a database that cannot be reached answers 503 with
 * Retry-After (plugins/errors.ts).
 */
export const healthRoutes =
  (handle: DatabaseHandle, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    const own = openSidePool(handle.db, 1);
    app.addHook('onClose', () => own.close());
    route(app, getHealth, async () => {
      await own.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'postgres' as const, version };
    });
  };
