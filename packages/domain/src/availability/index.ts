// Issue 4 point 2: the availability engine and the schedule helpers the calendar needs.
export {
  type AnyProviderSlot,
  anyProviderAvailableDates,
  anyProviderTimeSlots,
  type ProviderAvailabilityInput,
} from './any-provider.ts';
export {
  addScheduleAmount,
  type BookingWindow,
  bookingWindow,
} from './booking-window.ts';
export {
  type AvailabilityBreak,
  type AvailabilityWorkDay,
  type BreakException,
  type BreakInterval,
  breakIntervals,
  type DayBoundary,
  type DaySchedule,
  daySchedule,
  type ProviderSchedule,
  type UtcInterval,
  workingIntervals,
} from './day-schedule.ts';
export {
  type AvailabilityInput,
  type AvailabilityService,
  availableDates,
  type BusyInterval,
  DEFAULT_SLOT_STEP_MINUTES,
  findTimeSlot,
  type TimeSlot,
  timeSlots,
} from './slots.ts';
export { type Instant, localDateOf, utcRangeOfLocalDates } from './zoned-time.ts';
