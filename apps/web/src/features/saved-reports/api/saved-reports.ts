import type { CreateSavedReportBody, SavedReportList } from '@paybook/contracts';
import type {
  createSavedReport,
  deleteSavedReport,
  listSavedReports,
  makeDefaultReport,
  overwriteSavedReport,
  reorderSavedReports,
} from '@paybook/contracts/endpoints/saved-reports';
import type { ReportType } from '@paybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export const savedReportKeys = {
  ofType: (type: ReportType) => ['saved-reports', type] as const,
};

/** GET /api/saved_reports/{type}: the built-in report first, then the saved ones (spec 3 §2.2). */
export function useSavedReports(type: ReportType) {
  return useQuery({
    queryKey: savedReportKeys.ofType(type),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listSavedReports>(
        { method: 'GET', path: '/saved_reports/:reportType' },
        { params: { reportType: type }, signal },
      ),
    staleTime: 60_000,
  });
}

type Change =
  | { action: 'create'; body: CreateSavedReportBody }
  | { action: 'overwrite'; number: number; body: { report_name: string; query_string: string } }
  | { action: 'default'; number: number }
  | { action: 'order'; numbers: number[] }
  | { action: 'delete'; number: number };

function send(reportType: ReportType, change: Change): Promise<SavedReportList> {
  switch (change.action) {
    case 'create':
      return callEndpoint<typeof createSavedReport>(
        { method: 'POST', path: '/saved_reports/:reportType' },
        { params: { reportType }, body: change.body },
      );
    case 'overwrite':
      return callEndpoint<typeof overwriteSavedReport>(
        { method: 'PUT', path: '/saved_reports/:reportType/:reportNumber' },
        {
          params: { reportType, reportNumber: change.number },
          body: change.body,
        },
      );
    case 'default':
      return callEndpoint<typeof makeDefaultReport>(
        { method: 'PUT', path: '/saved_reports/:reportType/:reportNumber/default' },
        { params: { reportType, reportNumber: change.number } },
      );
    case 'order':
      return callEndpoint<typeof reorderSavedReports>(
        { method: 'PUT', path: '/saved_reports/:reportType/order' },
        {
          params: { reportType },
          body: { report_numbers: change.numbers },
        },
      );
    case 'delete':
      return callEndpoint<typeof deleteSavedReport>(
        { method: 'DELETE', path: '/saved_reports/:reportType/:reportNumber' },
        { params: { reportType, reportNumber: change.number } },
      );
  }
}

/** Every editor action answers the whole list, which replaces the cached one. */
export function useChangeSavedReports(type: ReportType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(type, change),
    meta: { localErrors: true },
    onSuccess: (list) => queryClient.setQueryData(savedReportKeys.ofType(type), list),
  });
}
