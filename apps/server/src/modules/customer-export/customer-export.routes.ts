import { customerExportBody, exportStatus, idParam } from '@paybook/contracts';
import { EXPORT_CUSTOMERS_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './customer-export.service.ts';

const tags = ['Customers'];
const config = { requirement: EXPORT_CUSTOMERS_REQUIREMENT };
const params = z.object({ exportId: idParam });

/** spec 2 §2.1 CSV export of the current report (manage_customers with has_payments), §4 step 4, §7. */
export const customerExportRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/customer/export',
      {
        config,
        schema: {
          tags,
          summary: 'Export customers to CSV (queued)',
          body: customerExportBody,
          response: { 202: exportStatus },
        },
      },
      async (request, reply) => {
        const queued = await service.requestExport(db, requireUser(request), request.body);
        // This node starts on it at once; every node's export worker picks up what is left.
        setImmediate(() => {
          service
            .runQueuedExports(db, request.log)
            .catch((err: unknown) => request.log.error({ err }, 'customer exports failed'));
        });
        return reply.code(202).send(queued);
      },
    );
    app.get(
      '/exports/:exportId',
      { config, schema: { tags, summary: 'An export’s progress', params, response: { 200: exportStatus } } },
      (request) => service.exportStatusOf(db, requireUser(request), request.params.exportId),
    );
    app.get(
      '/exports/:exportId/download',
      { config, schema: { tags, summary: 'Download a finished export (CSV)', params } },
      async (request, reply) => {
        const file = await service.exportFile(db, requireUser(request), request.params.exportId);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .send(`\uFEFF${file.csv}`);
      },
    );
  };
