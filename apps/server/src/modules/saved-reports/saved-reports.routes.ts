import {
  createSavedReportBody,
  idParam,
  reorderSavedReportsBody,
  reportTypeParam,
  savedReportList,
  updateSavedReportBody,
} from '@paybook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './saved-reports.service.ts';

const tags = ['Saved reports'];
const typeParams = z.object({ reportType: reportTypeParam });
const reportParams = typeParams.extend({ reportNumber: idParam });
const response = { 200: savedReportList };

/** spec 3 §2.2 saved-reports editor (paths not shown in the spec; ours are /api/saved_reports/…). */
export const savedReportsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/saved_reports/:reportType',
      { schema: { tags, summary: 'Saved reports of a type', params: typeParams, response } },
      (request) => service.listSavedReports(db, requireUser(request), request.params.reportType),
    );
    app.post(
      '/saved_reports/:reportType',
      {
        schema: {
          tags,
          summary: 'Save a new report',
          params: typeParams,
          body: createSavedReportBody,
          response,
        },
      },
      (request) =>
        service.createSavedReport(db, requireUser(request), request.params.reportType, request.body),
    );
    app.put(
      '/saved_reports/:reportType/order',
      {
        schema: {
          tags,
          summary: 'Reorder the saved reports',
          params: typeParams,
          body: reorderSavedReportsBody,
          response,
        },
      },
      (request) =>
        service.reorderSavedReports(
          db,
          requireUser(request),
          request.params.reportType,
          request.body.report_numbers,
        ),
    );
    app.put(
      '/saved_reports/:reportType/:reportNumber',
      {
        schema: {
          tags,
          summary: 'Overwrite a saved report',
          params: reportParams,
          body: updateSavedReportBody,
          response,
        },
      },
      (request) =>
        service.overwriteSavedReport(
          db,
          requireUser(request),
          request.params.reportType,
          request.params.reportNumber,
          request.body,
        ),
    );
    app.put(
      '/saved_reports/:reportType/:reportNumber/default',
      { schema: { tags, summary: 'Make a report the default', params: reportParams, response } },
      (request) =>
        service.makeDefaultReport(
          db,
          requireUser(request),
          request.params.reportType,
          request.params.reportNumber,
        ),
    );
    app.delete(
      '/saved_reports/:reportType/:reportNumber',
      { schema: { tags, summary: 'Delete a saved report', params: reportParams, response } },
      (request) =>
        service.deleteSavedReport(
          db,
          requireUser(request),
          request.params.reportType,
          request.params.reportNumber,
        ),
    );
  };
