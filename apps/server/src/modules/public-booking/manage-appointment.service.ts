import {
  CHANGE_WINDOW_CLOSED,
  errorCodes,
  type PublicAppointment,
  type PublicAvailableDates,
  type PublicTimeSlots,
} from '@paybook/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { inMoneyCallPlace, inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { IdempotentResult } from '../../plugins/idempotency.ts';
import { publicAvailableDates, publicTimeSlots } from '../availability/public-availability.service.ts';
import { appointmentEvent } from '../booking-emails/appointment-event.ts';
import { appointmentIcsText } from '../booking-emails/appointment-ics.ts';
import {
  queueBookingCancellation,
  queueBookingConfirmation,
} from '../booking-emails/booking-emails.service.ts';
import { findBusinessContact, presentBusinessContact } from '../booking-emails/business-contact.ts';
import { formatInstant } from '../booking-emails/email-times.ts';
import { hashManageToken, manageUrl } from '../booking-emails/manage-links.ts';
import {
  type AppointmentDetails,
  findAppointmentDetails,
} from '../calendar/appointment-details.repository.ts';
import { writeAppointmentItem } from '../calendar/appointments.service.ts';
import * as calendarRepo from '../calendar/calendar.repository.ts';
import { settleDepositOnCancel } from '../deposits/deposit-cancel.ts';
import { depositViewOf } from '../deposits/deposit-presenter.ts';
import { lockAppointmentMoney } from '../deposits/deposits.repository.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { assertStillInWindow, checkStart, refuse, writeAsVisitor } from './public-appointment.service.ts';
import { canChange, changeDeadline, readPublicAppointment } from './public-appointment-presenter.ts';
import * as repo from './public-booking.repository.ts';
import { findBookingRules, refusalMessages, type SlotRequest } from './public-slots.service.ts';

// Ruling 4: the customer's manage page /my-appointment/{token}, from the link in the booking e-mails.
// The token alone names the appointment (only its SHA-256 is stored); until spec 1 §3 cancellation_time
// before the start the customer may cancel or move it, later the page says to call the business.

const linkNotFound = () =>
  new AppError(
    404,
    errorCodes.notFound,
    'This appointment link is not valid. Use the link in your latest e-mail from the business.',
  );

const windowClosed = (businessName: string) =>
  new AppError(
    403,
    CHANGE_WINDOW_CLOSED,
    `This appointment can no longer be changed online. Please contact ${businessName} to change it.`,
  );

/** The appointment behind a manage token, read as its merchant. */
async function loadByToken(db: Database, token: string) {
  const link = await repo.findManageLink(db, hashManageToken(token));
  if (!link) throw linkNotFound();
  const row = await withTenantRead(db, link.merchantId, (tx) =>
    findAppointmentDetails(tx, link.merchantId, link.calendarItemId),
  );
  if (!row) throw linkNotFound();
  return { merchantId: link.merchantId, row };
}

/** The same service with the same provider; the appointment's own time counts as free. */
const sameBooking = (row: AppointmentDetails): SlotRequest => ({
  offeringId: row.offeringId,
  serviceProviderId: row.providerId,
  excludeAppointmentId: row.id,
});

/** GET public/my_appointment/{token}. */
export async function getManagedAppointment(db: Database, token: string): Promise<PublicAppointment> {
  const { merchantId, row } = await loadByToken(db, token);
  return withTenantRead(db, merchantId, async (tx) => ({
    ...(await readPublicAppointment(tx, merchantId, row)),
    deposit: await depositViewOf(tx, merchantId, row.id),
  }));
}

/**
 * Issue 16 point 5: GET public/my_appointment/{token}/ics, the confirmation's "Add to calendar" file
 * (METHOD:PUBLISH) with the e-mails' UID, the business's address as LOCATION and this manage link in the
 * DESCRIPTION. A cancelled appointment's file says STATUS:CANCELLED, so importing it removes nothing new.
 */
export async function getManagedAppointmentIcs(
  db: Database,
  request: FastifyRequest,
  token: string,
): Promise<string> {
  const { merchantId, row } = await loadByToken(db, token);
  const business = await withTenantRead(db, merchantId, (tx) => findBusinessContact(tx, merchantId));
  const until = canChange(row) ? formatInstant(changeDeadline(row), row.businessTimeZone) : null;
  const manage = { url: manageUrl(requestOrigin(request), token), until };
  const event = appointmentEvent(merchantId, row, presentBusinessContact(business), manage);
  return appointmentIcsText(event, row.status === 'cancelled' ? 'CANCEL' : 'PUBLISH');
}

/** The appointment again in the write's transaction, still changeable (the deadline may have passed). */
async function lockedChangeable(tx: Database, merchantId: number, calendarItemId: number) {
  const row = await findAppointmentDetails(tx, merchantId, calendarItemId);
  if (!row) throw linkNotFound();
  if (!canChange(row)) throw windowClosed(row.businessName);
  return row;
}

/**
 * POST public/my_appointment/{token}/cancel: frees the time and queues the cancellation e-mail. A second
 * cancel answers the cancelled appointment again, without a second e-mail. Issue 23 point 1: cancels of
 * one appointment take turns in memory, and each locks the row before it reads it, so one that waited
 * for another finds the appointment cancelled and answers it as done (it was read before the lock, found
 * no longer changeable because of that very cancel, and answered 403 CHANGE_WINDOW_CLOSED).
 */
export async function cancelManagedAppointment(
  db: Database,
  processor: PaymentProcessor,
  request: FastifyRequest,
  token: string,
): Promise<PublicAppointment> {
  const { merchantId, row } = await loadByToken(db, token);
  if (row.status === 'cancelled') return getManagedAppointment(db, token);
  const cancel = (tx: Database) => cancelLocked(tx, processor, request, merchantId, row.id);
  return inObjectTurn(db, turnOf.appointment(merchantId, row.id), () =>
    inMoneyCallPlace(db, () => withTenant(db, merchantId, cancel)),
  );
}

async function cancelLocked(
  tx: Database,
  processor: PaymentProcessor,
  request: FastifyRequest,
  merchantId: number,
  appointmentId: number,
): Promise<PublicAppointment> {
  await lockAppointmentMoney(tx, merchantId, appointmentId);
  const current = await findAppointmentDetails(tx, merchantId, appointmentId);
  if (!current) throw linkNotFound();
  if (current.status !== 'cancelled') {
    if (!canChange(current)) throw windowClosed(current.businessName);
    // Issue 15 point 7: inside the window (just checked, under the lock) the deposit comes back.
    await settleDepositOnCancel(tx, processor, merchantId, appointmentId);
    if (await repo.cancelBookedAppointment(tx, merchantId, appointmentId))
      await queueBookingCancellation(tx, merchantId, appointmentId, requestOrigin(request));
  }
  const saved = await findAppointmentDetails(tx, merchantId, appointmentId);
  if (!saved) throw linkNotFound();
  return {
    ...(await readPublicAppointment(tx, merchantId, saved)),
    deposit: await depositViewOf(tx, merchantId, appointmentId),
  };
}

/**
 * PUT public/my_appointment/{token}: the same service and provider at a new start, under the same checks
 * as a booking (a refused time answers 409 with the day's other slots); a new confirmation e-mail with
 * the new time is queued. Accepts Idempotency-Key.
 */
export async function rescheduleManagedAppointment(
  db: Database,
  request: FastifyRequest,
  token: string,
  startAt: string,
): Promise<IdempotentResult<PublicAppointment>> {
  const { merchantId, row } = await loadByToken(db, token);
  if (!canChange(row)) throw windowClosed(row.businessName);
  const merchant = { id: merchantId, timeZone: row.businessTimeZone };
  const start = new Date(startAt);
  const slotRequest = sameBooking(row);
  const rules = await findBookingRules(db, merchantId);
  const { problem, slot } = await checkStart(db, merchant, rules, slotRequest, start);
  return writeAsVisitor(db, request, merchant, slotRequest, start, 200, {}, async (tx) => {
    if (problem !== null || !slot) return refuse(problem ?? refusalMessages.taken);
    assertStillInWindow(rules, start);
    const current = await lockedChangeable(tx, merchantId, row.id);
    const provider = await calendarRepo.findProvider(tx, merchantId, current.providerId);
    if (!provider) return refuse(refusalMessages.taken);
    const values = {
      offeringId: current.offeringId,
      customerId: current.customerId,
      startAt: start,
      endAt: new Date(slot.end_at),
    };
    await writeAppointmentItem(tx, merchantId, provider, values, current.id);
    await queueBookingConfirmation(tx, merchantId, current.id, requestOrigin(request));
    const saved = await findAppointmentDetails(tx, merchantId, current.id);
    if (!saved) throw linkNotFound();
    return readPublicAppointment(tx, merchantId, saved);
  });
}

/** GET public/my_appointment/{token}/available_dates/{from}/{to}: days to move the appointment to. */
export async function getManageAvailableDates(
  db: Database,
  token: string,
  from: string,
  to: string,
): Promise<PublicAvailableDates> {
  const { merchantId, row } = await loadByToken(db, token);
  if (!canChange(row)) throw windowClosed(row.businessName);
  return { dates: await publicAvailableDates(db, merchantId, { ...sameBooking(row), from, to }) };
}

/** GET public/my_appointment/{token}/time_slots/{date}: times to move the appointment to. */
export async function getManageTimeSlots(
  db: Database,
  token: string,
  date: string,
): Promise<PublicTimeSlots> {
  const { merchantId, row } = await loadByToken(db, token);
  if (!canChange(row)) throw windowClosed(row.businessName);
  const slots = await publicTimeSlots(db, merchantId, { ...sameBooking(row), date });
  return { date, time_zone: row.businessTimeZone, slots };
}
