import type { getTimelineEmail as getTimelineEmailEndpoint } from '@paybook/contracts/endpoints/customers';
import type { TimelineEmail } from '@paybook/contracts/timeline-email';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** GET /api/customer/timeline/{id}/email: the message an e-mail line records (spec 2 §2 view customer email). */
export function getTimelineEmail(eventId: number, signal?: AbortSignal): Promise<TimelineEmail> {
  return callEndpoint<typeof getTimelineEmailEndpoint>(
    { method: 'GET', path: '/customer/timeline/:id/email' },
    { params: { id: eventId }, signal },
  );
}

export const timelineEmailQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: customerKeys.timelineEmail(eventId),
    queryFn: ({ signal }) => getTimelineEmail(eventId, signal),
  });

export function useTimelineEmail(eventId: number) {
  return useQuery(timelineEmailQueryOptions(eventId));
}
