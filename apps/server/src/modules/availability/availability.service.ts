import type { AvailableDates, TimeSlots } from '@paybook/contracts';
import { type AvailabilityInput, availableDates, timeSlots } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { assertProviderAccess } from '../calendar/calendar-access.ts';
import { type AvailabilityCache, readAvailabilityRows } from './availability-cache.ts';
import { assertDateRange, availabilityInput, bookingLimits } from './availability-input.ts';

export interface AvailabilityRequest {
  offeringId: number;
  serviceProviderId: number;
  selectedAppointmentId?: number | undefined;
}

/**
 * The engine's input for local dates `from` … `to`, from the node cache or read in one statement whatever
 * the range (availability-cache.ts). 404 for another merchant's provider or offering; 403 for another
 * provider's calendar without manage_appointments (same access as the calendar, spec 1 §2.5); 400 on
 * offering_id when the provider cannot be booked for it.
 */
async function loadInput(
  db: Database,
  ctx: UserContext,
  request: AvailabilityRequest,
  range: { from: string; to: string },
  cache: AvailabilityCache | null,
): Promise<AvailabilityInput> {
  const rows = await readAvailabilityRows(
    db,
    ctx.merchantId,
    { offeringId: request.offeringId, providerId: request.serviceProviderId, ...range },
    cache,
  );
  const provider = assertProviderAccess(ctx, rows.providers[0]);
  const { offering } = rows;
  if (!offering) throw notFound('The service');
  if (
    !offering.is_bookable ||
    !offering.provider_ids.includes(provider.id) ||
    offering.duration_minutes === null
  )
    throw badRequest('offering_id', 'This service cannot be booked with this service provider.');
  return availabilityInput(
    provider,
    { duration_minutes: offering.duration_minutes, buffer_minutes: offering.buffer_minutes },
    bookingLimits(rows.settings),
    { excludedAppointmentId: request.selectedAppointmentId ?? null, now: new Date() },
  );
}

/** GET offering/{id}/service_provider/{id}/available_dates_between/{from}/{to} (spec 1 §5, §7). */
export async function getAvailableDates(
  db: Database,
  ctx: UserContext,
  request: AvailabilityRequest,
  range: { from: string; to: string },
  cache: AvailabilityCache | null = null,
): Promise<AvailableDates> {
  assertDateRange(range.from, range.to);
  const input = await loadInput(db, ctx, request, range, cache);
  return { dates: availableDates(input, range.from, range.to) };
}

/** GET offering/{id}/service_provider/{id}/time_slots/{date} (spec 1 §5, §7). */
export async function getTimeSlots(
  db: Database,
  ctx: UserContext,
  request: AvailabilityRequest,
  date: string,
  cache: AvailabilityCache | null = null,
): Promise<TimeSlots> {
  const input = await loadInput(db, ctx, request, { from: date, to: date }, cache);
  return { date, time_zone: input.time_zone, slots: timeSlots(input, date) };
}
