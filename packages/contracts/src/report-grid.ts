import { GRID_ENTITIES } from '@paybook/domain/reports/grid-columns';
import { GRID_MAX_FILTERS, GRID_MAX_IN_VALUES, GRID_TEXT_MAX } from '@paybook/domain/reports/grid-query';
import { z } from 'zod';
import { lineText } from './primitives.ts';

// spec 3 §7 grid endpoints (issue 28 point 2, decision 195): one search for the ten entities, its summary
// (the totals row and the chart) and its CSV export. Columns, filters and their checks are the domain's
// (packages/domain/src/reports); these schemas give the shape, the domain the meaning.

export const gridEntityParam = z.enum(GRID_ENTITIES);
export const gridParams = z.object({ entity: gridEntityParam });

const filterValue = lineText.max(GRID_TEXT_MAX);
const field = lineText.max(60);

export const gridFilter = z.discriminatedUnion('op', [
  z.object({ field, op: z.literal('eq'), value: filterValue }),
  z.object({ field, op: z.literal('in'), values: z.array(filterValue).max(GRID_MAX_IN_VALUES) }),
  z.object({ field, op: z.literal('contains'), value: filterValue }),
  z.object({ field, op: z.literal('between'), from: filterValue.optional(), to: filterValue.optional() }),
]);
export type GridFilterBody = z.infer<typeof gridFilter>;

const filters = z.array(gridFilter).max(GRID_MAX_FILTERS).default([]);
const sort = z.object({ field, direction: z.enum(['asc', 'desc']) });
const projections = z.array(field).min(1).max(40);

/** PUT grid/{entity}/search: a page of rows with the asked columns. */
export const gridSearchBody = z.object({
  projections,
  query: z.object({
    filters,
    sort: sort.optional(),
    page: z.number().int().min(1).default(1),
    items_per_page: z.number().int().min(1).optional(),
  }),
});
export type GridSearchBody = z.input<typeof gridSearchBody>;

/** A cell: money as a decimal string (ruling 9), days yyyy-MM-dd, instants ISO 8601. */
export const gridCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const gridRow = z.record(z.string(), gridCell);
export type GridRow = z.infer<typeof gridRow>;

export const gridPage = z.object({
  data: z.array(gridRow),
  /** Every matching row, counted exactly up to the exact-count limit, else the planner's estimate. */
  total_item_count: z.number().int(),
  total_is_exact: z.boolean(),
});
export type GridPage = z.infer<typeof gridPage>;

/** PUT grid/{entity}/summary: the totals row and the chart of the filtered result. */
export const gridSummaryBody = z.object({ query: z.object({ filters }) });
export type GridSummaryBody = z.input<typeof gridSummaryBody>;

const chartPoint = z.object({ period: z.string(), amount: z.string(), count: z.number().int() });
const chartGroup = z.object({
  column: z.string(),
  entries: z.array(
    z.object({ value: z.string(), description: z.string(), amount: z.string(), count: z.number().int() }),
  ),
});

export const gridSummary = z.object({
  total_item_count: z.number().int(),
  /** The money columns summed over every matching row. */
  totals: z.record(z.string(), z.string()),
  chart: z
    .object({
      /** day, week or month, by the span of the matching rows. */
      bucket: z.enum(['day', 'week', 'month']),
      over_time: z.array(chartPoint),
      groups: z.array(chartGroup),
    })
    .nullable(),
  /** When the figures were computed (they may come from the node's cache: decision 195). */
  computed_at: z.string(),
});
export type GridSummary = z.infer<typeof gridSummary>;

/** PUT grid/{entity}/export: the whole filtered result as CSV, in the asked columns and sort. */
export const gridExportBody = z.object({
  projections,
  query: z.object({ filters, sort: sort.optional() }),
});
export type GridExportBody = z.input<typeof gridExportBody>;

/** GET grid/{entity}/schema: the columns with their kinds and enumerations (value and description). */
export const gridSchema = z.object({
  entity: gridEntityParam,
  default_sort: sort,
  page_size: z.number().int(),
  default_columns: z.array(z.string()),
  columns: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.string(),
      sortable: z.boolean(),
      filters: z.array(z.string()),
      totaled: z.boolean(),
      filter_only: z.boolean(),
      values: z.array(z.object({ value: z.string(), description: z.string() })),
    }),
  ),
});
export type GridSchema = z.infer<typeof gridSchema>;
