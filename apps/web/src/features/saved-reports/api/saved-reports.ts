import type { CreateSavedReportBody, SavedReportList } from '@paybook/contracts';
import type { ReportType } from '@paybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const savedReportKeys = {
  ofType: (type: ReportType) => ['saved-reports', type] as const,
};

const base = (type: ReportType) => `/saved_reports/${type}`;

/** GET /api/saved_reports/{type}: the built-in report first, then the saved ones (spec 3 §2.2). */
export function useSavedReports(type: ReportType) {
  return useQuery({
    queryKey: savedReportKeys.ofType(type),
    queryFn: ({ signal }) => api.get<SavedReportList>(base(type), { signal }),
    staleTime: 60_000,
  });
}

type Change =
  | { action: 'create'; body: CreateSavedReportBody }
  | { action: 'overwrite'; number: number; body: { report_name: string; query_string: string } }
  | { action: 'default'; number: number }
  | { action: 'order'; numbers: number[] }
  | { action: 'delete'; number: number };

function send(type: ReportType, change: Change): Promise<SavedReportList> {
  switch (change.action) {
    case 'create':
      return api.post<SavedReportList>(base(type), change.body);
    case 'overwrite':
      return api.put<SavedReportList>(`${base(type)}/${change.number}`, change.body);
    case 'default':
      return api.put<SavedReportList>(`${base(type)}/${change.number}/default`);
    case 'order':
      return api.put<SavedReportList>(`${base(type)}/order`, { report_numbers: change.numbers });
    case 'delete':
      return api.delete<SavedReportList>(`${base(type)}/${change.number}`);
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
