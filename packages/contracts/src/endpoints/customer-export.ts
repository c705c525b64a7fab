import { EXPORT_CUSTOMERS_REQUIREMENT } from '@paybook/domain/customers/permissions';
import { z } from 'zod';
import { customerExportBody, exportStatus } from '../customer-export.ts';
import { defineEndpoint, requires } from '../endpoint.ts';
import { idParam } from '../primitives.ts';

// spec 2 §2.1 CSV export of the current report (manage_customers with has_payments), §4 step 4, §7.
const tags = ['Customers'];
const access = requires(EXPORT_CUSTOMERS_REQUIREMENT);
const params = z.object({ exportId: idParam });

export const requestExport = defineEndpoint({
  method: 'POST',
  path: '/customer/export',
  access,
  tags,
  summary: 'Export customers to CSV (queued)',
  body: customerExportBody,
  responses: { 202: exportStatus },
});

export const getExportStatus = defineEndpoint({
  method: 'GET',
  path: '/exports/:exportId',
  access,
  tags,
  summary: 'An export’s progress',
  params,
  responses: { 200: exportStatus },
  errors: [404],
});

export const downloadExport = defineEndpoint({
  method: 'GET',
  path: '/exports/:exportId/download',
  access,
  tags,
  summary: 'Download a finished export (CSV)',
  params,
  responses: { 200: z.string() },
  produces: ['text/csv; charset=utf-8'],
  // 409 EXPORT_NOT_READY until the export has finished.
  errors: [404, 409],
});
