import type { CustomerExportBody } from '@paybook/contracts';
import type {
  downloadExport as downloadExportEndpoint,
  getExportStatus,
  requestExport,
} from '@paybook/contracts/endpoints/customer-export';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointLink } from '@/lib/call-endpoint';
import { MERGE_POLL_MS } from './merge-customers';

/** POST /api/customer/export: the current report, or only some customers (spec 2 §2.1, §4 step 4). */
export function useStartExport() {
  return useMutation({
    mutationFn: (body: CustomerExportBody) =>
      callEndpoint<typeof requestExport>({ method: 'POST', path: '/customer/export' }, { body }),
    meta: { localErrors: true },
  });
}

/** GET /api/exports/{id}, every second until percent_complete reaches 100 (spec 2 §4 step 4, §9). */
export function useExportStatus(id: number | null) {
  return useQuery({
    queryKey: ['customer-exports', id],
    queryFn: ({ signal }) =>
      callEndpoint<typeof getExportStatus>(
        { method: 'GET', path: '/exports/:exportId' },
        { params: { exportId: id ?? 0 }, signal },
      ),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'finished' || status === 'error' ? false : MERGE_POLL_MS;
    },
    meta: { localErrors: true },
  });
}

/** The browser downloads the finished file (the session cookie authorises it). */
export function downloadExport(id: number) {
  const link = document.createElement('a');
  link.href = endpointLink<typeof downloadExportEndpoint>(
    { path: '/exports/:exportId/download' },
    { exportId: id },
  );
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
