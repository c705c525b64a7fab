import type { resetCalendarFeedLink as resetCalendarFeedLinkEndpoint } from '@paybook/contracts/endpoints/calendar-feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { staffKeys } from './staff-keys';

/** POST /api/service_provider/{id}/calendar_feed/reset (issue 26 point 5): the old address stops at once. */
export const resetCalendarFeedLink = (serviceProviderId: number) =>
  callEndpoint<typeof resetCalendarFeedLinkEndpoint>(
    { method: 'POST', path: '/service_provider/:serviceProviderId/calendar_feed/reset' },
    { params: { serviceProviderId }, headers: { 'Idempotency-Key': newIdempotencyKey() } },
  );

export function useResetCalendarFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeedLink,
    meta: { localErrors: true },
    // The answer holds no address: the new one is read again.
    onSuccess: (_reset, serviceProviderId) =>
      queryClient.invalidateQueries({ queryKey: staffKeys.calendarFeed(serviceProviderId) }),
  });
}
