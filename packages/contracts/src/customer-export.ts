import { z } from 'zod';
import { customerListColumns } from './customers.ts';
import { entityId, lineText } from './primitives.ts';

/** POST /api/customer/export: the current report (search, sort, columns) or only some customers. */
export const customerExportBody = z.object({
  search: lineText.trim().max(100).default(''),
  sort_by: z.enum(customerListColumns).default('name'),
  sort_direction: z.enum(['asc', 'desc']).default('asc'),
  projections: z
    .array(z.enum(customerListColumns))
    .min(1, 'Choose at least one column')
    .default([...customerListColumns]),
  customer_ids: z.array(entityId).min(1).max(1000).optional(),
});
export type CustomerExportBody = z.input<typeof customerExportBody>;

/** GET /api/exports/{id}: polled every second until percent_complete reaches 100 (spec 2 §4 step 4). */
export const exportStatus = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'processing', 'finished', 'error']),
  percent_complete: z.number().int().min(0).max(100),
  total: z.number().int(),
  file_name: z.string(),
  error_message: z.string(),
});
export type ExportStatus = z.infer<typeof exportStatus>;
