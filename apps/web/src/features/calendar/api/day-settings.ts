import type { DayBoundaryBody } from '@paybook/contracts';
import type {
  deleteBreakForDate as deleteBreakForDateEndpoint,
  markDayOff as markDayOffEndpoint,
  saveDayBoundary as saveDayBoundaryEndpoint,
} from '@paybook/contracts/endpoints/calendar';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useCalendarChanged } from './appointments';

// spec 1 §4.2, §7: a day's own hours, a day off, a weekly break left out on one date. Every change reloads
// the week (§7 "What each answer does").

interface ProviderDate {
  serviceProviderId: number;
  date: string;
}

/** PUT /api/service_provider/{id}/day_boundary/{date} with local start and end times. */
export function saveDayBoundary({ serviceProviderId, date, ...body }: ProviderDate & DayBoundaryBody) {
  return callEndpoint<typeof saveDayBoundaryEndpoint>(
    { method: 'PUT', path: '/service_provider/:serviceProviderId/day_boundary/:date' },
    { params: { serviceProviderId, date }, body },
  );
}

/** POST /api/service_provider/{id}/day_off/{date}. */
export function markDayOff({ serviceProviderId, date }: ProviderDate) {
  return callEndpoint<typeof markDayOffEndpoint>(
    { method: 'POST', path: '/service_provider/:serviceProviderId/day_off/:date' },
    { params: { serviceProviderId, date } },
  );
}

/** DELETE /api/service_provider/{id}/break/{breakId}/{date}. */
export function deleteBreakForDate({ serviceProviderId, date, breakId }: ProviderDate & { breakId: number }) {
  return callEndpoint<typeof deleteBreakForDateEndpoint>(
    { method: 'DELETE', path: '/service_provider/:serviceProviderId/break/:breakId/:date' },
    { params: { serviceProviderId, breakId, date } },
  );
}

/** A change of hours, days off or breaks also changes the free slots: both reload. */
function useWeekChange<T>(change: (input: T) => Promise<unknown>) {
  const calendarChanged = useCalendarChanged();
  return useMutation({ mutationFn: change, meta: { localErrors: true }, onSettled: calendarChanged });
}

export const useSaveDayBoundary = () => useWeekChange(saveDayBoundary);
export const useMarkDayOff = () => useWeekChange(markDayOff);
export const useDeleteBreakForDate = () => useWeekChange(deleteBreakForDate);
