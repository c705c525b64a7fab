// Issue 4 point 2, the availability engine: spec 1 §3 (offering duration and buffer_minutes, schedule
// settings), §4.2, §5 (an appointment needs an available date and a time slot), §9 (time-picker step
// 15 minutes); rulings 8 and 10. Pure: the caller reads the rows and passes them in.
import type { ScheduleAmount } from '@paybook/contracts';
import { type BookingWindow, bookingWindow } from './booking-window.ts';
import {
  indexSchedule,
  type MsInterval,
  type ProviderSchedule,
  type ScheduledDay,
  type ScheduleIndex,
  scheduleDay,
  subtract,
} from './day-schedule.ts';
import {
  addDaysToDate,
  clockLabel,
  type Instant,
  instantMs,
  localDateOf,
  localDateWallMs,
  MINUTE_MS,
  zoneAbbreviation,
  zonedWallMs,
} from './zoned-time.ts';

/**
 * spec 1 §9: the time picker's step. Slots start every 15 minutes from the start of each working interval
 * (the day's start, and the end of each break), so a day from 09:00 offers 9:00, 9:15, 9:30 …
 */
export const DEFAULT_SLOT_STEP_MINUTES = 15;

/** Time the provider is already taken: an appointment or personal time (spec 1 §3 calendar item). */
export interface BusyInterval {
  kind: 'appointment' | 'personal_time';
  /** The calendar item's id; an appointment with `excluded_appointment_id` is left out. */
  id?: number;
  start_at: Instant;
  end_at: Instant;
  /** Minutes kept free after it: an appointment's service buffer (spec 1 §3 buffer_minutes). Default 0. */
  buffer_minutes?: number;
}

/** spec 1 §3 Offering: the length of an appointment and the time kept free after it. */
export interface AvailabilityService {
  /** Whole minutes, at least 1 (spec 1 §5: at most 720). */
  duration_minutes: number;
  /** Minutes kept free after each appointment of the service: 0, 5, 10, 15 or 30 (spec 1 §5). */
  buffer_minutes: number;
}

/** Everything the engine needs for one provider and one service. */
export interface AvailabilityInput extends ProviderSchedule {
  /** Appointments and personal time of the provider; only those near the asked dates matter. */
  busy: readonly BusyInterval[];
  /** The appointment being edited (spec 1 §7 selected_appointment_id): its own time counts as free. */
  excluded_appointment_id?: number | null;
  service: AvailabilityService;
  /** spec 1 §3 lead_time: no slot starts before now plus this. Null: only the past is refused. */
  lead_time: ScheduleAmount | null;
  /**
   * spec 1 §3 advanced_booking_time: how far ahead a slot may be. Minutes and Hours: no slot starts after
   * now plus this. Days and Months (calendar months): no slot on a date after the provider's date of now
   * plus this; that whole date is open. Null: no limit.
   */
  advance_booking: ScheduleAmount | null;
  now: Instant;
  /** Minutes between slot starts; default DEFAULT_SLOT_STEP_MINUTES. */
  slot_step_minutes?: number;
}

/** A bookable start: the appointment's instants in UTC, and its start as the provider's clock shows it. */
export interface TimeSlot {
  /** ISO 8601 UTC ('2026-03-09T16:00:00.000Z'). */
  start_at: string;
  /** start_at plus the service's duration (the buffer is not part of the appointment). */
  end_at: string;
  /**
   * The start in the provider's zone, '9:00 AM'. In the hour a fall-back night repeats, the zone's short
   * name tells the two apart ('1:30 AM MDT', '1:30 AM MST').
   */
  label: string;
}

interface PreparedInput {
  index: ScheduleIndex;
  window: BookingWindow;
  /** Busy time (each item's buffer added to its end), merged and in order. */
  busy: MsInterval[];
  durationMs: number;
  /** Duration plus buffer: the stretch that must be free and within the working interval. */
  neededMs: number;
  stepMs: number;
}

function positiveWholeMinutes(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number ≥ 1`);
  return value * MINUTE_MS;
}

function prepare(input: AvailabilityInput): PreparedInput {
  const durationMs = positiveWholeMinutes('service.duration_minutes', input.service.duration_minutes);
  const bufferMinutes = input.service.buffer_minutes;
  if (!Number.isInteger(bufferMinutes) || bufferMinutes < 0) {
    throw new RangeError('service.buffer_minutes must be a whole number ≥ 0');
  }
  const stepMs = positiveWholeMinutes(
    'slot_step_minutes',
    input.slot_step_minutes ?? DEFAULT_SLOT_STEP_MINUTES,
  );
  const window = bookingWindow(input.time_zone, instantMs(input.now), input.lead_time, input.advance_booking);
  const { index, busy } = scheduleAndBusy(input);
  return {
    index,
    window,
    busy,
    durationMs,
    neededMs: durationMs + bufferMinutes * MINUTE_MS,
    stepMs,
  };
}

/** What `prepare` takes from the schedule and the busy items alone, with the arrays it was made from. */
interface ScheduleAndBusy {
  from: readonly unknown[];
  index: ScheduleIndex;
  busy: MsInterval[];
}

/**
 * Inputs are read, never changed, so the same arrays give the same index and merged busy time: a caller
 * that hands the same arrays again (the server's node cache does, issue 14 point 5) has them made once.
 * Kept per busy array, and used only when every other array and value it was made from is the same.
 */
const madeFrom = new WeakMap<readonly BusyInterval[], ScheduleAndBusy>();

function scheduleAndBusy(input: AvailabilityInput): ScheduleAndBusy {
  const from = [
    input.time_zone,
    input.work_plan,
    input.days_off,
    input.day_boundaries,
    input.break_exceptions,
    input.excluded_appointment_id ?? null,
  ];
  const kept = madeFrom.get(input.busy);
  if (kept?.from.every((value, i) => value === from[i])) return kept;
  const made = { from, index: indexSchedule(input), busy: mergeBusy(input) };
  madeFrom.set(input.busy, made);
  return made;
}

function mergeBusy(input: AvailabilityInput): MsInterval[] {
  const excluded = input.excluded_appointment_id ?? null;
  const items: MsInterval[] = [];
  for (const item of input.busy) {
    if (excluded !== null && item.kind === 'appointment' && item.id === excluded) continue;
    const start = instantMs(item.start_at);
    const end = instantMs(item.end_at) + Math.max(0, item.buffer_minutes ?? 0) * MINUTE_MS;
    if (end > start) items.push({ start, end });
  }
  items.sort((a, b) => a.start - b.start);
  const merged: MsInterval[] = [];
  for (const item of items) {
    const last = merged[merged.length - 1];
    if (last && item.start <= last.end) last.end = Math.max(last.end, item.end);
    else merged.push({ ...item });
  }
  return merged;
}

/** Index of the first merged busy interval ending after `ms`. */
function firstBusyEndingAfter(busy: readonly MsInterval[], ms: number): number {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (busy[middle]!.end <= ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The slot starts of a scheduled date, in order, at most `limit` of them. A start qualifies when the
 * service's duration and buffer fit in its working interval, touch no busy time (nor a busy item's own
 * buffer), and the start lies in the booking window.
 */
function slotStarts(prepared: PreparedInput, day: ScheduledDay, limit: number): number[] {
  const { window, busy, neededMs, stepMs } = prepared;
  if (window.lastDate !== null && day.zoned.date > window.lastDate) return [];
  const starts: number[] = [];
  for (const interval of day.intervals) {
    if (interval.end - neededMs < window.earliestStart) continue;
    const holes: MsInterval[] = [];
    for (let i = firstBusyEndingAfter(busy, interval.start); i < busy.length; i++) {
      const item = busy[i]!;
      if (item.start >= interval.end) break;
      holes.push(item);
    }
    for (const free of subtract(interval, holes)) {
      const from = Math.max(free.start, window.earliestStart);
      const to = Math.min(free.end - neededMs, window.latestStart);
      // Starts stay on the interval's grid, whatever busy time comes before them.
      let start = interval.start + Math.ceil((from - interval.start) / stepMs) * stepMs;
      for (; start <= to; start += stepMs) {
        starts.push(start);
        if (starts.length >= limit) return starts;
      }
    }
  }
  return starts;
}

function toTimeSlots(prepared: PreparedInput, day: ScheduledDay, starts: readonly number[]): TimeSlot[] {
  const labels = starts.map((start) => clockLabel(zonedWallMs(day.zoned, start)));
  // Only a clock-change day can show one wall time twice; name the zone's offset on those.
  if (day.zoned.offsetMs === null) {
    const counts = new Map<string, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    labels.forEach((label, i) => {
      if (counts.get(label)! > 1) labels[i] = `${label} ${zoneAbbreviation(day.zoned.timeZone, starts[i]!)}`;
    });
  }
  return starts.map((start, i) => ({
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + prepared.durationMs).toISOString(),
    label: labels[i]!,
  }));
}

/**
 * spec 1 §5 (time slot), issue 4 point 2: the bookable slots of one local date 'yyyy-MM-dd' for the
 * provider and service, in time order. Throws RangeError for a malformed date, time or instant, an unknown
 * zone, or a duration or step below one minute.
 */
export function timeSlots(input: AvailabilityInput, date: string): TimeSlot[] {
  const prepared = prepare(input);
  const day = scheduleDay(prepared.index, date);
  return toTimeSlots(prepared, day, slotStarts(prepared, day, Number.POSITIVE_INFINITY));
}

/**
 * spec 1 §5 (only available days can be picked): the local dates from `fromDate` to `toDate` (both
 * 'yyyy-MM-dd', both included) that have at least one slot, in order. Dates before the booking window
 * or after advance booking are skipped without being computed; the caller bounds the range.
 */
export function availableDates(input: AvailabilityInput, fromDate: string, toDate: string): string[] {
  const prepared = prepare(input);
  const { window } = prepared;
  // Both dates are checked, also when the window skips past them.
  localDateWallMs(fromDate);
  localDateWallMs(toDate);
  const firstOpen = localDateOf(input.time_zone, new Date(window.earliestStart));
  let last = toDate;
  if (window.lastDate !== null && window.lastDate < last) last = window.lastDate;
  const dates: string[] = [];
  for (let date = fromDate < firstOpen ? firstOpen : fromDate; date <= last; date = addDaysToDate(date, 1)) {
    if (slotStarts(prepared, scheduleDay(prepared.index, date), 1).length > 0) dates.push(date);
  }
  return dates;
}

/**
 * The slot that starts at `startAt`, or null: how the server checks that a booking's time is one the
 * engine offers (spec 1 §5; issue 4 point 6: lead time, advance booking, availability).
 */
export function findTimeSlot(input: AvailabilityInput, startAt: Instant): TimeSlot | null {
  const startMs = instantMs(startAt);
  const prepared = prepare(input);
  const day = scheduleDay(prepared.index, localDateOf(input.time_zone, new Date(startMs)));
  const starts = slotStarts(prepared, day, Number.POSITIVE_INFINITY);
  const i = starts.indexOf(startMs);
  // Every label of the date, so a repeated fall-back hour is named as in the list.
  return i === -1 ? null : (toTimeSlots(prepared, day, starts)[i] ?? null);
}
