import {
  AVAILABLE_DATES_MAX_DAYS,
  type AvailableDates,
  type ScheduleAmount,
  type ScheduleUnit,
  type TimeSlots,
} from '@paybook/contracts';
import {
  type AvailabilityInput,
  addDays,
  availableDates,
  BUFFER_MINUTES_OPTIONS,
  timeSlots,
  utcRangeOfLocalDates,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { scheduleSettings } from '../../db/schema/index.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { findScheduleSettings } from '../booking-settings/booking-settings.repository.ts';
import { loadProvider } from '../calendar/calendar-access.ts';
import { loadProviderSchedule } from '../calendar/calendar-week.service.ts';
import * as repo from './availability.repository.ts';

export interface AvailabilityRequest {
  offeringId: number;
  serviceProviderId: number;
  selectedAppointmentId?: number | undefined;
}

const MINUTE_MS = 60_000;
/** An item that ended this long before the range can still keep its start free (its buffer). */
const LARGEST_BUFFER_MS = Math.max(...BUFFER_MINUTES_OPTIONS) * MINUTE_MS;

/** The database checks the unit names; the cast only tells TypeScript what the check holds. */
const amount = (value: number, unit: string): ScheduleAmount => ({ value, unit: unit as ScheduleUnit });

/**
 * The engine's input for local dates `from` … `to`, read in a fixed nine statements whatever the range:
 * the provider and zone, the five schedule queries, the offering, the busy items, the schedule settings.
 * 404 for another merchant's provider or offering; 403 for another provider's calendar without
 * manage_appointments (same access as the calendar, spec 1 §2.5); 400 on offering_id when the provider
 * cannot be booked for it.
 */
async function loadInput(
  tx: Database,
  ctx: UserContext,
  request: AvailabilityRequest,
  from: string,
  to: string,
): Promise<AvailabilityInput> {
  const provider = await loadProvider(tx, ctx, request.serviceProviderId);
  const schedule = await loadProviderSchedule(tx, ctx.merchantId, provider, from, to);
  const offering = await repo.findOffering(tx, ctx.merchantId, provider.id, request.offeringId);
  if (!offering) throw notFound('The service');
  if (!offering.bookable || offering.durationMinutes === null)
    throw badRequest('offering_id', 'This service cannot be booked with this service provider.');
  const range = utcRangeOfLocalDates(provider.timeZone, from, to);
  const busy = await repo.listBusy(
    tx,
    ctx.merchantId,
    provider.id,
    new Date(Date.parse(range.start_at) - LARGEST_BUFFER_MS),
    new Date(range.end_at),
  );
  const settings = await findScheduleSettings(tx, ctx.merchantId);
  return {
    ...schedule,
    busy: busy.map((item) => ({
      kind: item.kind,
      id: item.id,
      start_at: item.startAt,
      end_at: item.endAt,
      buffer_minutes: item.kind === 'appointment' ? (item.bufferMinutes ?? 0) : 0,
    })),
    excluded_appointment_id: request.selectedAppointmentId ?? null,
    service: { duration_minutes: offering.durationMinutes, buffer_minutes: offering.bufferMinutes },
    // spec 1 §3: a merchant who never saved schedule settings has the table's defaults.
    lead_time: settings
      ? amount(settings.leadTimeValue, settings.leadTimeUnit)
      : amount(Number(scheduleSettings.leadTimeValue.default), String(scheduleSettings.leadTimeUnit.default)),
    advance_booking: settings
      ? amount(settings.advancedBookingTimeValue, settings.advancedBookingTimeUnit)
      : amount(
          Number(scheduleSettings.advancedBookingTimeValue.default),
          String(scheduleSettings.advancedBookingTimeUnit.default),
        ),
    now: new Date(),
  };
}

/** GET offering/{id}/service_provider/{id}/available_dates_between/{from}/{to} (spec 1 §5, §7). */
export async function getAvailableDates(
  db: Database,
  ctx: UserContext,
  request: AvailabilityRequest,
  from: string,
  to: string,
): Promise<AvailableDates> {
  if (to < from) throw badRequest('to', 'Enter a date on or after the start date.');
  if (to > addDays(from, AVAILABLE_DATES_MAX_DAYS - 1))
    throw badRequest('to', `Ask for at most ${AVAILABLE_DATES_MAX_DAYS} days at a time.`);
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
