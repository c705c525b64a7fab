// Issue 4 point 2: the engine's input from the rows of availability.repository.ts, shared by the staff
// (availability.service.ts) and public (public-availability.service.ts) services.
import { AVAILABLE_DATES_MAX_DAYS, type ScheduleAmount, type ScheduleUnit } from '@paybook/contracts';
import {
  type AvailabilityInput,
  type AvailabilityService,
  addDays,
  type BusyInterval,
  type ProviderSchedule,
} from '@paybook/domain';
import { scheduleSettings } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { AvailabilityRows, ProviderAvailabilityJson, ScheduleJson } from './availability.repository.ts';

/** A local date 'yyyy-MM-dd' that exists, or 400 naming the property. */
export function assertLocalDate(property: string, value: string): void {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw badRequest(property, 'Enter a date as yyyy-MM-dd.');
}

/** spec 1 §5 available dates: `to` on or after `from`, and at most 93 days at a time (400 naming `to`). */
export function assertDateRange(from: string, to: string): void {
  assertLocalDate('from', from);
  assertLocalDate('to', to);
  if (to < from) throw badRequest('to', 'Enter a date on or after the start date.');
  if (to > addDays(from, AVAILABLE_DATES_MAX_DAYS - 1))
    throw badRequest('to', `Ask for at most ${AVAILABLE_DATES_MAX_DAYS} days at a time.`);
}

/** The database checks the unit names; the cast only tells TypeScript what the check holds. */
const amount = (value: number, unit: string): ScheduleAmount => ({ value, unit: unit as ScheduleUnit });

/** spec 1 §3 lead_time and advanced_booking_time; a merchant who never saved them has the table's defaults. */
export function bookingLimits(settings: AvailabilityRows['settings']): {
  lead_time: ScheduleAmount;
  advance_booking: ScheduleAmount;
} {
  if (settings) {
    return { lead_time: amount(...settings.lead), advance_booking: amount(...settings.advance) };
  }
  return {
    lead_time: amount(
      Number(scheduleSettings.leadTimeValue.default),
      String(scheduleSettings.leadTimeUnit.default),
    ),
    advance_booking: amount(
      Number(scheduleSettings.advancedBookingTimeValue.default),
      String(scheduleSettings.advancedBookingTimeUnit.default),
    ),
  };
}

/** The engine's ProviderSchedule from a provider's schedule rows. */
export function providerSchedule(timeZone: string, rows: ScheduleJson): ProviderSchedule {
  return {
    time_zone: timeZone,
    work_plan: rows.plan.map(([dayOfWeek, enabled, startAt, endAt]) => ({
      day_of_week: dayOfWeek,
      enabled,
      start_at: startAt,
      end_at: endAt,
      breaks: rows.breaks
        .filter((entry) => entry[1] === dayOfWeek)
        .map(([id, , start, end]) => ({ id, start_at: start, end_at: end })),
    })),
    days_off: rows.days_off,
    day_boundaries: rows.boundaries.map(([date, startAt, endAt]) => ({
      date,
      start_at: startAt,
      end_at: endAt,
    })),
    break_exceptions: rows.exceptions.map(([breakId, date]) => ({ break_id: breakId, date })),
  };
}

function busyIntervals(rows: ProviderAvailabilityJson['busy']): BusyInterval[] {
  return rows.map(([id, isAppointment, startMs, endMs, bufferMinutes]) => ({
    kind: isAppointment ? 'appointment' : 'personal_time',
    id,
    start_at: new Date(startMs),
    end_at: new Date(endMs),
    buffer_minutes: bufferMinutes,
  }));
}

/** A provider's schedule and busy times, as the engine takes them. */
type ProviderPart = ProviderSchedule & { busy: BusyInterval[] };

/**
 * Made once per provider object: the node cache hands out the same object for a provider and range until
 * it changes (availability-cache.ts), so a cached read does not rebuild them (issue 14 point 5). The rows
 * are never changed once read, which keeps this exact.
 */
const providerParts = new WeakMap<ProviderAvailabilityJson, ProviderPart>();

function providerPart(provider: ProviderAvailabilityJson): ProviderPart {
  let part = providerParts.get(provider);
  if (!part) {
    part = { ...providerSchedule(provider.time_zone, provider), busy: busyIntervals(provider.busy) };
    providerParts.set(provider, part);
  }
  return part;
}

/** Everything the engine needs for one provider of the rows, with the service and the booking limits. */
export function availabilityInput(
  provider: ProviderAvailabilityJson,
  service: AvailabilityService,
  limits: ReturnType<typeof bookingLimits>,
  options: { excludedAppointmentId: number | null; now: Date },
): AvailabilityInput {
  const part = providerPart(provider);
  return {
    time_zone: part.time_zone,
    work_plan: part.work_plan,
    days_off: part.days_off,
    day_boundaries: part.day_boundaries,
    break_exceptions: part.break_exceptions,
    busy: part.busy,
    excluded_appointment_id: options.excludedAppointmentId,
    service,
    lead_time: limits.lead_time,
    advance_booking: limits.advance_booking,
    now: options.now,
  };
}
