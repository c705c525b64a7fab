import { downloadExport, getExportStatus, requestExport } from '@paybook/contracts/endpoints/customer-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './customer-export.service.ts';

/**
 * spec 2 §2.1 CSV export of the current report, §4 step 4, §7: the declarations are in
 * contracts/endpoints/customer-export.ts.
 */
export const customerExportRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, requestExport, async ({ user, body, request, reply }) => {
      const queued = await service.requestExport(db, user, body);
      // This node starts on it at once; every node's export worker picks up what is left.
      request.server.background.start(() => service.runQueuedExports(db, request.log));
      reply.code(202);
      return queued;
    });
    route(app, getExportStatus, ({ user, params }) => service.exportStatusOf(db, user, params.exportId));
    route(app, downloadExport, async ({ user, params, reply }) => {
      const file = await service.exportFile(db, user, params.exportId);
      reply.header('content-disposition', `attachment; filename="${file.name}"`);
      // A byte order mark, so that spreadsheet programs read the file as UTF-8.
      return `\uFEFF${file.csv}`;
    });
  };
