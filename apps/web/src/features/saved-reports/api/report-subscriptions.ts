import type { CreateReportSubscriptionBody, ReportSubscriptionList } from '@paybook/contracts';
import type {
  cancelReportSubscription,
  createReportSubscription,
  listReportSubscriptions,
} from '@paybook/contracts/endpoints/report-subscriptions';
import type { ReportType } from '@paybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useIdempotencyKey } from '@/lib/idempotency-key';

// spec 3 §6 subscribe to reports (issue 28 point 3): the signed-in user's e-mailed copies of a report.

export const reportSubscriptionKeys = {
  ofReport: (type: ReportType, number: number) => ['report-subscriptions', type, number] as const,
};

/** GET …/saved_reports/{type}/{number}/subscriptions: the user's, with the address they go to. */
export function useReportSubscriptions(type: ReportType, number: number, enabled: boolean) {
  return useQuery({
    queryKey: reportSubscriptionKeys.ofReport(type, number),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listReportSubscriptions>(
        { method: 'GET', path: '/saved_reports/:reportType/:reportNumber/subscriptions' },
        { params: { reportType: type, reportNumber: number }, signal },
      ),
    enabled,
  });
}

/** POST …/subscriptions, with the form's Idempotency-Key (a resend adds one subscription). */
export function useSubscribeToReport(type: ReportType, number: number) {
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreateReportSubscriptionBody) =>
      callEndpoint<typeof createReportSubscription>(
        { method: 'POST', path: '/saved_reports/:reportType/:reportNumber/subscriptions' },
        {
          params: { reportType: type, reportNumber: number },
          body,
          headers: { 'Idempotency-Key': idempotencyKey.keyFor(body) },
        },
      ),
    meta: { localErrors: true },
    onSuccess: (created) => {
      idempotencyKey.renew();
      queryClient.setQueryData<ReportSubscriptionList>(
        reportSubscriptionKeys.ofReport(type, number),
        (list) => (list ? { ...list, data: [...list.data, created] } : list),
      );
      void queryClient.invalidateQueries({ queryKey: reportSubscriptionKeys.ofReport(type, number) });
    },
  });
}

/** DELETE report_subscriptions/{id}. */
export function useCancelReportSubscription(type: ReportType, number: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint<typeof cancelReportSubscription>(
        { method: 'DELETE', path: '/report_subscriptions/:reportSubscriptionId' },
        { params: { reportSubscriptionId: id } },
      ),
    meta: { localErrors: true },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ReportSubscriptionList>(
        reportSubscriptionKeys.ofReport(type, number),
        (list) => (list ? { ...list, data: list.data.filter((row) => row.id !== id) } : list),
      );
    },
  });
}
