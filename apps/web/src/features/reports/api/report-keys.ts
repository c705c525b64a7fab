import type { GridFilterBody } from '@paybook/contracts';
import type { GridEntity, GridFilter, GridQuery } from '@paybook/domain';

/** The report grids' query keys: a page of rows, and the totals and chart of the same filters. */
export const reportKeys = {
  all: ['report-grid'] as const,
  page: (entity: GridEntity, projections: readonly string[], query: GridQuery) =>
    [...reportKeys.all, entity, 'page', { projections, query }] as const,
  summary: (entity: GridEntity, filters: readonly GridFilter[]) =>
    [...reportKeys.all, entity, 'summary', filters] as const,
};

/** A query's filters as a request body holds them (mutable lists). */
export const filtersBody = (filters: readonly GridFilter[]): GridFilterBody[] =>
  filters.map((filter) => (filter.op === 'in' ? { ...filter, values: [...filter.values] } : { ...filter }));
