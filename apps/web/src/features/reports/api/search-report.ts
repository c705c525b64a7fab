import type { searchGrid } from '@paybook/contracts/endpoints/report-grid';
import type { GridEntity, GridQuery } from '@paybook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { filtersBody, reportKeys } from './report-keys';

/** PUT /api/grid/{entity}/search (spec 3 §7): one page of a report's rows, filtered, sorted and paged in SQL. */
export const reportPageOptions = (entity: GridEntity, projections: readonly string[], query: GridQuery) =>
  queryOptions({
    queryKey: reportKeys.page(entity, projections, query),
    queryFn: ({ signal }) =>
      callEndpoint<typeof searchGrid>(
        { method: 'PUT', path: '/grid/:entity/search' },
        {
          params: { entity },
          body: {
            projections: [...projections],
            query: {
              filters: filtersBody(query.filters),
              sort: query.sort,
              page: query.page,
              items_per_page: query.items_per_page,
            },
          },
          signal,
        },
      ),
    // Coming back from a row's page (a refund) shows the report as it is now.
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

export function useReportPage(entity: GridEntity, projections: readonly string[], query: GridQuery) {
  return useQuery(reportPageOptions(entity, projections, query));
}
