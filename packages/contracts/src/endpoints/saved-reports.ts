import { savedReportsPathRequirement } from '@paybook/domain/saved-reports/saved-reports';
import { z } from 'zod';
import { defineEndpoint, requires } from '../endpoint.ts';
import { idParam } from '../primitives.ts';
import {
  createSavedReportBody,
  reorderSavedReportsBody,
  reportTypeParam,
  savedReportList,
  updateSavedReportBody,
} from '../saved-reports.ts';

// spec 3 §2.2 saved-reports editor (paths not shown in the spec; ours are /api/saved_reports/…).
const tags = ['Saved reports'];
// spec 3 §2.2, §6: what a report type's saved reports need depends on the type in the path: reading them
// the report's screen, changing them also the area's right (the domain's savedReportsRequirement).
const read = requires(savedReportsPathRequirement('read'));
const change = requires(savedReportsPathRequirement('change'));
const typeParams = z.object({ reportType: reportTypeParam });
const reportParams = typeParams.extend({ reportNumber: idParam });
const responses = { 200: savedReportList };

export const listSavedReports = defineEndpoint({
  method: 'GET',
  path: '/saved_reports/:reportType',
  access: read,
  tags,
  summary: 'Saved reports of a type',
  params: typeParams,
  responses,
});

export const createSavedReport = defineEndpoint({
  method: 'POST',
  path: '/saved_reports/:reportType',
  access: change,
  tags,
  summary: 'Save a new report',
  params: typeParams,
  body: createSavedReportBody,
  responses,
});

export const reorderSavedReports = defineEndpoint({
  method: 'PUT',
  path: '/saved_reports/:reportType/order',
  access: change,
  tags,
  summary: 'Reorder the saved reports',
  params: typeParams,
  body: reorderSavedReportsBody,
  responses,
});

export const overwriteSavedReport = defineEndpoint({
  method: 'PUT',
  path: '/saved_reports/:reportType/:reportNumber',
  access: change,
  tags,
  summary: 'Overwrite a saved report',
  params: reportParams,
  body: updateSavedReportBody,
  responses,
  errors: [404],
});

export const makeDefaultReport = defineEndpoint({
  method: 'PUT',
  path: '/saved_reports/:reportType/:reportNumber/default',
  access: change,
  tags,
  summary: 'Make a report the default',
  params: reportParams,
  responses,
  errors: [404],
});

export const deleteSavedReport = defineEndpoint({
  method: 'DELETE',
  path: '/saved_reports/:reportType/:reportNumber',
  access: change,
  tags,
  summary: 'Delete a saved report',
  params: reportParams,
  responses,
  errors: [404],
});
