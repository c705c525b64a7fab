import {
  createSavedReport,
  deleteSavedReport,
  listSavedReports,
  makeDefaultReport,
  overwriteSavedReport,
  reorderSavedReports,
} from '@paybook/contracts/endpoints/saved-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { reportSubscriptionsRoutes } from '../report-subscriptions/report-subscriptions.routes.ts';
import * as service from './saved-reports.service.ts';

/** spec 3 §2.2 saved-reports editor: the declarations are in contracts/endpoints/saved-reports.ts. */
export const savedReportsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listSavedReports, ({ user, params }) => service.listSavedReports(db, user, params.reportType));
    route(app, createSavedReport, ({ user, params, body }) =>
      service.createSavedReport(db, user, params.reportType, body),
    );
    route(app, reorderSavedReports, ({ user, params, body }) =>
      service.reorderSavedReports(db, user, params.reportType, body.report_numbers),
    );
    route(app, overwriteSavedReport, ({ user, params, body }) =>
      service.overwriteSavedReport(db, user, params.reportType, params.reportNumber, body),
    );
    route(app, makeDefaultReport, ({ user, params }) =>
      service.makeDefaultReport(db, user, params.reportType, params.reportNumber),
    );
    route(app, deleteSavedReport, ({ user, params }) =>
      service.deleteSavedReport(db, user, params.reportType, params.reportNumber),
    );
    // Issue 28 point 3: a saved report's e-mail subscriptions (…/saved_reports/{type}/{number}/subscriptions).
    await app.register(reportSubscriptionsRoutes(db));
  };
