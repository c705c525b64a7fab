import type { summarizeGrid } from '@paybook/contracts/endpoints/report-grid';
import type { GridEntity, GridFilter } from '@paybook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { filtersBody, reportKeys } from './report-keys';

/**
 * PUT /api/grid/{entity}/summary (issue 28 point 4): the totals row and the chart over every row the
 * filters match, computed on the server, so the browser never holds more than one page of rows.
 */
export const reportSummaryOptions = (entity: GridEntity, filters: readonly GridFilter[]) =>
  queryOptions({
    queryKey: reportKeys.summary(entity, filters),
    queryFn: ({ signal }) =>
      callEndpoint<typeof summarizeGrid>(
        { method: 'PUT', path: '/grid/:entity/summary' },
        { params: { entity }, body: { query: { filters: filtersBody(filters) } }, signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

export function useReportSummary(entity: GridEntity, filters: readonly GridFilter[], enabled = true) {
  return useQuery({ ...reportSummaryOptions(entity, filters), enabled });
}
