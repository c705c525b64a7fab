import {
  AVAILABLE_DATES_MAX_DAYS,
  BOOKING_TIME_UNAVAILABLE,
  type BookingRefusal,
  type PublicAvailableDates,
  type PublicTimeSlot,
  type PublicTimeSlots,
  type ScheduleAmount,
} from '@paybook/contracts';
import { addDays, bookingWindow, isScheduleUnit, localDateOf, todayInTimeZone } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AvailabilityCache } from '../availability/availability-cache.ts';
import {
  type PublicAvailabilityRequest,
  publicAvailableDates,
  publicTimeSlots,
} from '../availability/public-availability.service.ts';
import * as repo from './public-booking.repository.ts';
import { findMerchantOfPage } from './public-booking.service.ts';

// Ruling 4: the days and times a visitor may book, for a provider or any available one, in the
// merchant's zone; and the refusal of a time that cannot be booked, with the other times to pick from.

export type SlotRequest = PublicAvailabilityRequest & { excludeAppointmentId?: number | undefined };

/** The page's merchant and the engine's inputs from the node cache (issue 14 point 4). */
type CachedSlotRequest = PublicAvailabilityRequest & { cache: AvailabilityCache };

/** GET public/booking_page/{url_subdomain}/offering/{id}/available_dates/{from}/{to} (≤ 93 days). */
export async function getPublicAvailableDates(
  db: Database,
  urlSubdomain: string,
  request: CachedSlotRequest,
  from: string,
  to: string,
): Promise<PublicAvailableDates> {
  const merchant = await request.cache.pageMerchant(urlSubdomain, () => findMerchantOfPage(db, urlSubdomain));
  return { dates: await publicAvailableDates(db, merchant.id, { ...request, from, to }) };
}

/** GET public/booking_page/{url_subdomain}/offering/{id}/time_slots/{date}. */
export async function getPublicTimeSlots(
  db: Database,
  urlSubdomain: string,
  request: CachedSlotRequest,
  date: string,
): Promise<PublicTimeSlots> {
  const merchant = await request.cache.pageMerchant(urlSubdomain, () => findMerchantOfPage(db, urlSubdomain));
  const slots = await publicTimeSlots(db, merchant.id, { ...request, date });
  return { date, time_zone: merchant.timeZone, slots };
}

/** A time a visitor cannot book: the refusal's body carries the other times of that day. */
export class BookingRefusalError extends AppError {
  constructor(readonly refusal: BookingRefusal) {
    super(409, BOOKING_TIME_UNAVAILABLE, refusal.error.message, refusal.error.details);
  }

  override toBody(): BookingRefusal {
    return this.refusal;
  }
}

/** What a visitor reads when a time cannot be booked (spec 1 §3 lead time and advance booking). */
export const refusalMessages = {
  past: 'This time has already passed. Choose one of the times below.',
  leadTime: (notice: string) =>
    `This time is too soon to book online: the business needs ${notice} notice. Choose a later time.`,
  advanceBooking: (ahead: string) =>
    `This time is too far ahead: online booking is open ${ahead} in advance. Choose an earlier time.`,
  taken: 'Sorry, this time is no longer available. Choose another time.',
} as const;

function amountText({ value, unit }: ScheduleAmount): string {
  const word = unit.toLowerCase();
  return `${value} ${value === 1 ? word.slice(0, -1) : word}`;
}

export type BookingRules = NonNullable<Awaited<ReturnType<typeof repo.findBookingRules>>>;

const amount = (value: number, unit: string): ScheduleAmount => ({
  value: Number(value),
  // The database checks the unit names; the guard only tells TypeScript what the check holds.
  unit: isScheduleUnit(unit) ? unit : 'Hours',
});

/**
 * spec 1 §3 lead_time and advanced_booking_time: why a start falls outside the booking window, in the
 * visitor's words, or null when it is inside. Read in the merchant's zone, as the page shows times.
 */
export function bookingWindowProblem(rules: BookingRules, start: Date, now = new Date()): string | null {
  const lead = amount(rules.leadValue, rules.leadUnit);
  const advance = amount(rules.advanceValue, rules.advanceUnit);
  const window = bookingWindow(rules.timeZone, now.getTime(), lead, advance);
  const startMs = start.getTime();
  if (startMs < now.getTime()) return refusalMessages.past;
  if (startMs < window.earliestStart) return refusalMessages.leadTime(amountText(lead));
  const lastDate = window.lastDate;
  if (startMs > window.latestStart || (lastDate !== null && localDateOf(rules.timeZone, start) > lastDate))
    return refusalMessages.advanceBooking(amountText(advance));
  return null;
}

export function findBookingRules(db: Database, merchantId: number): Promise<BookingRules> {
  return withTenantRead(db, merchantId, async (tx) => {
    const rules = await repo.findBookingRules(tx, merchantId);
    if (!rules) throw new Error(`Merchant ${merchantId} has no booking rules`);
    return rules;
  });
}

/** The free slot that starts at `start` on its local date, if any (and that date's other slots). */
export async function slotsAround(
  db: Database,
  merchant: repo.BookingMerchant,
  request: SlotRequest,
  start: Date,
): Promise<{ date: string; slots: PublicTimeSlot[]; slot: PublicTimeSlot | undefined }> {
  const date = localDateOf(merchant.timeZone, start);
  const slots = await publicTimeSlots(db, merchant.id, { ...request, date });
  return { date, slots, slot: slots.find((slot) => Date.parse(slot.start_at) === start.getTime()) };
}

/**
 * The refusal of `start` (ruling 4: "offers other slots"): the other free times of that local date and,
 * when it has none, the next date with a free time within the next 93 days (null when none).
 */
export async function bookingRefusal(
  db: Database,
  merchant: repo.BookingMerchant,
  request: SlotRequest,
  start: Date,
  message: string,
): Promise<BookingRefusalError> {
  const { date, slots } = await slotsAround(db, merchant, request, start);
  const others = slots.filter((slot) => Date.parse(slot.start_at) !== start.getTime());
  let nextDate: string | null = null;
  if (others.length === 0) {
    const today = todayInTimeZone(merchant.timeZone);
    const from = addDays(date, 1) > today ? addDays(date, 1) : today;
    const to = addDays(from, AVAILABLE_DATES_MAX_DAYS - 1);
    [nextDate = null] = await publicAvailableDates(db, merchant.id, { ...request, from, to });
  }
  return new BookingRefusalError({
    error: {
      code: BOOKING_TIME_UNAVAILABLE,
      message,
      details: [{ property: 'start_at', message }],
      date,
      time_zone: merchant.timeZone,
      other_slots: others,
      next_available_date: nextDate,
    },
  });
}
