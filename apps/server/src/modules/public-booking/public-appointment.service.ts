import {
  errorCodes,
  type PublicBookedAppointment,
  type publicBookingBody,
  TIME_PERIOD_NOT_AVAILABLE,
} from '@paybook/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import {
  IDEMPOTENCY_HEADER,
  type IdempotencyOptions,
  type IdempotentResult,
  PUBLIC_VISITOR_USER_ID,
  runIdempotent,
} from '../../plugins/idempotency.ts';
import { queueBookingConfirmation } from '../booking-emails/booking-emails.service.ts';
import { createManageToken } from '../booking-emails/manage-links.ts';
import { findAppointmentDetails } from '../calendar/appointment-details.repository.ts';
import { writeAppointmentItem } from '../calendar/appointments.service.ts';
import * as calendarRepo from '../calendar/calendar.repository.ts';
import { withCalendarErrors } from '../calendar/calendar-errors.ts';
import { prepareBookingDeposit, takeBookingCard, voidAuthorised } from '../deposits/booking-deposit.ts';
import { depositViewOf } from '../deposits/deposit-presenter.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { readPublicAppointment } from './public-appointment-presenter.ts';
import * as repo from './public-booking.repository.ts';
import { findMerchantOfPage } from './public-booking.service.ts';
import {
  type BookingRules,
  bookingRefusal,
  bookingWindowProblem,
  findBookingRules,
  refusalMessages,
  type SlotRequest,
  slotsAround,
} from './public-slots.service.ts';

/** Online bookings one customer (by e-mail) may make at one business within an hour. */
export const BOOKINGS_PER_CUSTOMER_PER_HOUR = 5;

/** A time refused inside the booking's transaction; turned into the refusal with other slots after it. */
class TimeRefused extends Error {}

/**
 * The visitor's words for a time that could not be booked: refused before writing, taken by someone else
 * at the same moment (the exclusion constraint's 409), or off the working day when checked under the
 * provider's lock (hours or breaks changed meanwhile). Null for any other failure.
 */
function refusalMessageOf(error: unknown): string | null {
  if (error instanceof TimeRefused) return error.message;
  if (!(error instanceof AppError)) return null;
  if (error.code === TIME_PERIOD_NOT_AVAILABLE) return refusalMessages.taken;
  if (error.code === errorCodes.validation && error.details?.[0]?.property === 'start_at')
    return refusalMessages.taken;
  return null;
}

/**
 * Books a checked time as a public page's visitor (Idempotency-Key: merchant + visitor + route + key).
 * `refusal` is the reason found before writing: thrown inside the idempotent call, so a repeat of a
 * booking that went through replays it instead of being refused for its own appointment.
 */
export async function writeAsVisitor<T>(
  db: Database,
  request: FastifyRequest,
  merchant: repo.BookingMerchant,
  slotRequest: SlotRequest,
  start: Date,
  status: number,
  options: IdempotencyOptions,
  work: (tx: Database) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const visitor = { merchantId: merchant.id, userId: PUBLIC_VISITOR_USER_ID };
  try {
    return await withCalendarErrors(() => runIdempotent(db, request, visitor, status, work, options));
  } catch (error) {
    const message = refusalMessageOf(error);
    if (message === null) throw error;
    throw await bookingRefusal(db, merchant, slotRequest, start, message);
  }
}

/** The reason a start cannot be booked now, read before the write; null with the free slot when it can. */
export async function checkStart(
  db: Database,
  merchant: repo.BookingMerchant,
  rules: BookingRules,
  slotRequest: SlotRequest,
  start: Date,
) {
  const { slot } = await slotsAround(db, merchant, slotRequest, start);
  const problem = bookingWindowProblem(rules, start) ?? (slot ? null : refusalMessages.taken);
  return { problem, slot };
}

/**
 * Under the provider's lock, in the booking's transaction: the booking window again (time has passed
 * since the read), then the shared write checks the working day and the exclusion constraint the overlap.
 */
export function assertStillInWindow(rules: BookingRules, start: Date) {
  const problem = bookingWindowProblem(rules, start);
  if (problem) throw new TimeRefused(problem);
}

export function refuse(message: string): never {
  throw new TimeRefused(message);
}

type Body = z.output<typeof publicBookingBody>;

/**
 * Ruling 4, issue 4 point 6: POST public/booking_page/{url_subdomain}/appointment. The time must be a free
 * slot of the availability engine (hours, breaks, days off, other bookings and their buffers, spec 1 §3
 * lead time and advance booking); with 'any available' (null) the first free provider gets it. The
 * customer is found by e-mail or created, and the confirmation e-mail is queued in the same transaction.
 * A refused time answers 409 with the day's other slots.
 */
export async function bookPublicAppointment(
  db: Database,
  processor: PaymentProcessor,
  request: FastifyRequest,
  urlSubdomain: string,
  body: Body,
): Promise<IdempotentResult<PublicBookedAppointment>> {
  const merchant = await findMerchantOfPage(db, urlSubdomain);
  const start = new Date(body.start_at);
  const slotRequest: SlotRequest = {
    offeringId: body.offering_id,
    serviceProviderId: body.service_provider_id,
  };
  const rules = await findBookingRules(db, merchant.id);
  const { problem, slot } = await checkStart(db, merchant, rules, slotRequest, start);
  // Issue 15 point 7: deposits authorised by this attempt, voided if its transaction does not commit.
  const authorised: string[] = [];
  const bookingKey = request.headers[IDEMPOTENCY_HEADER];
  const depositKey = await prepareBookingDeposit(
    db,
    merchant.id,
    typeof bookingKey === 'string' ? bookingKey : undefined,
    body.card,
  );
  const options = { callsProcessor: body.card !== undefined };
  const booking = writeAsVisitor(db, request, merchant, slotRequest, start, 201, options, async (tx) => {
    if (problem !== null || !slot) return refuse(problem ?? refusalMessages.taken);
    assertStillInWindow(rules, start);
    const [providerId] = slot.service_provider_ids;
    const provider =
      providerId === undefined ? undefined : await calendarRepo.findProvider(tx, merchant.id, providerId);
    if (!provider) return refuse(refusalMessages.taken);
    const customerId = await repo.findOrCreateCustomer(tx, merchant.id, {
      firstName: body.customer.first_name,
      lastName: body.customer.last_name,
      email: body.customer.email,
      phone: body.customer.phone,
    });
    const since = new Date(Date.now() - 60 * 60 * 1000);
    if ((await repo.countBookingsSince(tx, merchant.id, customerId, since)) >= BOOKINGS_PER_CUSTOMER_PER_HOUR)
      throw new AppError(
        429,
        errorCodes.tooManyAttempts,
        'You have made several bookings in the last hour. Please wait a while, or call the business to book more.',
      );
    const values = { offeringId: body.offering_id, customerId, startAt: start, endAt: new Date(slot.end_at) };
    const id = await writeAppointmentItem(tx, merchant.id, provider, values, null);
    await takeBookingCard(tx, processor, {
      merchantId: merchant.id,
      appointmentId: id,
      offeringId: body.offering_id,
      customerId,
      card: body.card,
      depositKey,
      authorised,
    });
    await queueBookingConfirmation(tx, merchant.id, id, requestOrigin(request));
    const saved = await findAppointmentDetails(tx, merchant.id, id);
    if (!saved) throw new Error(`Appointment ${id} was not found after booking`);
    // Issue 16 point 5: the confirmation links to the manage page and fetches the calendar file with this
    // token. A repeat with the same Idempotency-Key replays it (the key's record keeps the answer).
    return {
      ...(await readPublicAppointment(tx, merchant.id, saved)),
      deposit: await depositViewOf(tx, merchant.id, id),
      manage_token: await createManageToken(tx, merchant.id, id),
    };
  });
  return booking.catch(async (error: unknown) => {
    await voidAuthorised(processor, authorised);
    throw error;
  });
}
