import { idParam } from '@paybook/contracts';
import { getExportStatus, requestExport } from '@paybook/contracts/endpoints/customer-export';
import { EXPORT_CUSTOMERS_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './customer-export.service.ts';

/**
 * spec 2 §2.1 CSV export of the current report, §4 step 4, §7: the declarations are in
 * contracts/endpoints/customer-export.ts. The download answers text/csv, which a declaration cannot say
 * (issue 23 point 2), so it stays a Fastify block.
 */
export const customerExportRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, requestExport, async ({ user, body, request, reply }) => {
      const queued = await service.requestExport(db, user, body);
      // This node starts on it at once; every node's export worker picks up what is left.
      setImmediate(() => {
        service
          .runQueuedExports(db, request.log)
          .catch((err: unknown) => request.log.error({ err }, 'customer exports failed'));
      });
      reply.code(202);
      return queued;
    });
    route(app, getExportStatus, ({ user, params }) => service.exportStatusOf(db, user, params.exportId));
    app.get(
      '/exports/:exportId/download',
      {
        config: { requirement: EXPORT_CUSTOMERS_REQUIREMENT },
        schema: {
          tags: ['Customers'],
          summary: 'Download a finished export (CSV)',
          params: z.object({ exportId: idParam }),
        },
      },
      async (request, reply) => {
        const file = await service.exportFile(db, requireUser(request), request.params.exportId);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .send(`\uFEFF${file.csv}`);
      },
    );
  };
