import { z } from 'zod';
import { entityId, lineText } from './primitives.ts';

// spec 3 §2.2 saved-reports editor, §4 Saved report (snake_case, ruling 1). Paths are ours (spec 3 §7:
// "paths not shown"): /api/saved_reports/{report_type}…

export const reportTypeParam = z.enum([
  'transactions',
  'xenon_transactions',
  'items',
  'orders',
  'orders_by_customer',
  'orders_by_item',
  'subscriptions',
  'invoices',
  'customers',
]);

export const savedReport = z.object({
  report_number: z.number().int(),
  report_name: z.string(),
  query_string: z.string(),
  is_default: z.boolean(),
  /** spec 3 §3.2: the merchant's ("client's") default of the type, shared by its users; as is_default. */
  default_for_type_by_client: z.boolean(),
  /** spec 3 §3.2 default_{product}: the product's own default of the type, the built-in report (decision in issue 28). */
  default_product: z.boolean(),
  is_built_in: z.boolean(),
  can_overwrite: z.boolean(),
  can_delete: z.boolean(),
});
export type SavedReport = z.infer<typeof savedReport>;

/** GET /api/saved_reports/{type}: the built-in report first, then the saved ones in the editor's order. */
export const savedReportList = z.object({ data: z.array(savedReport) });
export type SavedReportList = z.infer<typeof savedReportList>;

const queryString = lineText.max(2000, 'The report is too long to save').default('');

/** POST /api/saved_reports/{type}: save a new report. */
export const createSavedReportBody = z.object({
  report_name: lineText.max(200),
  query_string: queryString,
  is_default: z.boolean().default(false),
});
export type CreateSavedReportBody = z.input<typeof createSavedReportBody>;

/** PUT /api/saved_reports/{type}/{number}: overwrite the definition (and rename). */
export const updateSavedReportBody = z.object({
  report_name: lineText.max(200),
  query_string: queryString,
});

/** PUT /api/saved_reports/{type}/order: the saved reports' numbers in their new order. */
export const reorderSavedReportsBody = z.object({
  report_numbers: z.array(entityId.min(2)).max(500),
});
