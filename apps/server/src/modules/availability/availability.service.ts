import type { AvailableDates, TimeSlots } from '@paybook/contracts';
import { type AvailabilityInput, availableDates, timeSlots } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { assertProviderAccess } from '../calendar/calendar-access.ts';
import { loadAvailabilityRows } from './availability.repository.ts';
import { assertDateRange, availabilityInput, bookingLimits } from './availability-input.ts';

export interface AvailabilityRequest {
  offeringId: number;
  serviceProviderId: number;
  selectedAppointmentId?: number | undefined;
}

/**
 * The engine's input for local dates `from` … `to`, read in one statement whatever the range
 * (availability.repository.ts). 404 for another merchant's provider or offering; 403 for another
 * provider's calendar without manage_appointments (same access as the calendar, spec 1 §2.5); 400 on
 * offering_id when the provider cannot be booked for it.
 */
async function loadInput(
  tx: Database,
  ctx: UserContext,
  request: AvailabilityRequest,
  from: string,
  to: string,
): Promise<AvailabilityInput> {
  const rows = await loadAvailabilityRows(tx, ctx.merchantId, {
    offeringId: request.offeringId,
    providerId: request.serviceProviderId,
    from,
    to,
  });
  const provider = assertProviderAccess(ctx, rows.providers[0]);
  const { offering } = rows;
  if (!offering) throw notFound('The service');
  if (!offering.is_bookable || !provider.offers_service || offering.duration_minutes === null)
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
  from: string,
  to: string,
): Promise<AvailableDates> {
  assertDateRange(from, to);
  return withTenantRead(db, ctx.merchantId, async (tx) => ({
    dates: availableDates(await loadInput(tx, ctx, request, from, to), from, to),
  }));
}

/** GET offering/{id}/service_provider/{id}/time_slots/{date} (spec 1 §5, §7). */
export async function getTimeSlots(
  db: Database,
  ctx: UserContext,
  request: AvailabilityRequest,
  date: string,
): Promise<TimeSlots> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const input = await loadInput(tx, ctx, request, date, date);
    return { date, time_zone: input.time_zone, slots: timeSlots(input, date) };
  });
}
