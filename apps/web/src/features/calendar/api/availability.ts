import type {
  getAvailableDates as getAvailableDatesEndpoint,
  getTimeSlots as getTimeSlotsEndpoint,
} from '@paybook/contracts/endpoints/availability';
import type { listProviderOfferings } from '@paybook/contracts/endpoints/offerings';
import { addDays, dayOfWeek } from '@paybook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { calendarWeekQueryOptions } from './get-calendar-week';

/**
 * What the appointment modal books from: a provider's bookable services, and for one service the days
 * with a free slot and the slots of a day (spec 1 §5, §7). Keys sit under ['calendar'], so a change that
 * reloads the calendar reloads them too.
 */
export const availabilityKeys = {
  all: () => ['calendar', 'availability'] as const,
  providerOfferings: (serviceProviderId: number) =>
    ['calendar', 'availability', 'offerings', serviceProviderId] as const,
  dates: (request: AvailabilityRequest, from: string, to: string) =>
    ['calendar', 'availability', 'dates', request, { from, to }] as const,
  slots: (request: AvailabilityRequest, date: string) =>
    ['calendar', 'availability', 'slots', request, { date }] as const,
};

export interface AvailabilityRequest {
  offeringId: number;
  serviceProviderId: number;
  /** The appointment being edited: its own time counts as free. */
  selectedAppointmentId?: number | undefined;
}

const query = (request: AvailabilityRequest) => ({ selected_appointment_id: request.selectedAppointmentId });

/** GET /api/service_provider/{id}/offerings: the provider's active bookable services. */
export const getProviderOfferings = (serviceProviderId: number, signal?: AbortSignal) =>
  callEndpoint<typeof listProviderOfferings>(
    { method: 'GET', path: '/service_provider/:serviceProviderId/offerings' },
    { params: { serviceProviderId }, signal },
  );

export function useProviderOfferings(serviceProviderId: number | null) {
  return useQuery({
    queryKey: availabilityKeys.providerOfferings(serviceProviderId ?? 0),
    queryFn: ({ signal }) => getProviderOfferings(serviceProviderId ?? 0, signal),
    enabled: serviceProviderId !== null,
    staleTime: 60_000,
    meta: { localErrors: true },
  });
}

/** GET …/available_dates_between/{from}/{to} (yyyy-MM-dd, at most 93 days): the provider's local dates. */
export const getAvailableDates = (
  request: AvailabilityRequest,
  from: string,
  to: string,
  signal?: AbortSignal,
) =>
  callEndpoint<typeof getAvailableDatesEndpoint>(
    {
      method: 'GET',
      path: '/offering/:offeringId/service_provider/:serviceProviderId/available_dates_between/:from/:to',
    },
    {
      params: { offeringId: request.offeringId, serviceProviderId: request.serviceProviderId, from, to },
      query: query(request),
      signal,
    },
  );

export const availableDatesQueryOptions = (request: AvailabilityRequest, from: string, to: string) =>
  queryOptions({
    queryKey: availabilityKeys.dates(request, from, to),
    queryFn: ({ signal }) => getAvailableDates(request, from, to, signal),
    placeholderData: keepPreviousData,
    meta: { localErrors: true },
  });

export function useAvailableDates(request: AvailabilityRequest | null, from: string, to: string) {
  return useQuery({
    ...availableDatesQueryOptions(request ?? { offeringId: 0, serviceProviderId: 0 }, from, to),
    enabled: request !== null,
  });
}

/** GET …/time_slots/{date}: the free slots of a local date, labelled on the provider's clock. */
export const getTimeSlots = (request: AvailabilityRequest, date: string, signal?: AbortSignal) =>
  callEndpoint<typeof getTimeSlotsEndpoint>(
    { method: 'GET', path: '/offering/:offeringId/service_provider/:serviceProviderId/time_slots/:date' },
    {
      params: { offeringId: request.offeringId, serviceProviderId: request.serviceProviderId, date },
      query: query(request),
      signal,
    },
  );

export function useTimeSlots(request: AvailabilityRequest | null, date: string | null) {
  return useQuery({
    queryKey: availabilityKeys.slots(request ?? { offeringId: 0, serviceProviderId: 0 }, date ?? ''),
    queryFn: ({ signal }) =>
      getTimeSlots(request ?? { offeringId: 0, serviceProviderId: 0 }, date ?? '', signal),
    enabled: request !== null && date !== null,
    // Slots change as others book: always ask again when the modal shows them.
    staleTime: 0,
    meta: { localErrors: true },
  });
}

/**
 * The provider's IANA zone (ruling 8: their own, else the merchant's), read from the calendar week, the
 * one answer that names it before a service and a date are chosen. Shares the calendar's week cache.
 */
export function useProviderTimeZone(serviceProviderId: number | null) {
  const today = new Date().toISOString().slice(0, 10);
  return useQuery({
    ...calendarWeekQueryOptions(serviceProviderId ?? 0, addDays(today, -dayOfWeek(today))),
    enabled: serviceProviderId !== null,
    select: (week) => week.time_zone,
  });
}
