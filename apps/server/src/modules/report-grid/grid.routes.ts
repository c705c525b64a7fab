import {
  exportGrid,
  getGridSchema,
  searchGrid,
  summarizeGrid,
} from '@paybook/contracts/endpoints/report-grid';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './grid.service.ts';
import * as exporter from './grid-export.ts';

/** spec 3 §7 grid endpoints (issue 28 point 2): the declarations are in contracts/endpoints/report-grid.ts. */
export const reportGridRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, searchGrid, ({ user, params, body }) => service.searchGrid(db, user, params.entity, body));
    route(app, summarizeGrid, ({ user, params, body }) =>
      service.summarizeGrid(db, user, params.entity, body),
    );
    route(app, getGridSchema, ({ params }) => service.gridSchemaOf(params.entity));
    route(app, exportGrid, async ({ user, params, body, reply }) => {
      const stream = await exporter.exportGrid(db, user, params.entity, body, (name, value) =>
        reply.header(name, value),
      );
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="${params.entity}-${day}.csv"`);
      reply.header('access-control-expose-headers', 'x-total-count');
      return stream;
    });
  };
