import type { exportGrid } from '@paybook/contracts/endpoints/report-grid';
import type { GridEntity, GridQuery } from '@paybook/domain';
import { apiRequest } from '@/lib/api-client';
import { endpointLink } from '@/lib/call-endpoint';
import { csvRowCounter } from '../lib/report-export';
import { filtersBody } from './report-keys';

export interface ExportProgress {
  rows: number;
  /** X-Total-Count: the rows to come, or null when the server did not say. */
  total: number | null;
}

/**
 * PUT /api/grid/{entity}/export (issue 28 point 5): the whole filtered report as CSV in the shown columns
 * and sort, read as it streams so the progress shows rows received against X-Total-Count. Answers the
 * file's text; `signal` cancels it.
 */
export async function exportReport(
  entity: GridEntity,
  columns: readonly string[],
  query: Pick<GridQuery, 'filters' | 'sort'>,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<string> {
  // apiRequest adds /api itself.
  const path = endpointLink<typeof exportGrid>({ path: '/grid/:entity/export' }, { entity }).slice(
    '/api'.length,
  );
  const response = await apiRequest<Response>('PUT', path, {
    body: {
      projections: [...columns],
      query: { filters: filtersBody(query.filters), sort: query.sort },
    },
    headers: { accept: 'text/csv' },
    signal,
    stream: true,
  });
  const counted = Number(response.headers.get('x-total-count'));
  const total = Number.isSafeInteger(counted) && counted >= 0 ? counted : null;
  onProgress({ rows: 0, total });
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const counter = csvRowCounter();
  const pieces: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    pieces.push(text);
    onProgress({ rows: counter.push(text), total });
  }
  const rest = decoder.decode();
  pieces.push(rest);
  counter.push(rest);
  onProgress({ rows: counter.finish(), total });
  return pieces.join('');
}
