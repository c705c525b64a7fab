import {
  APPOINTMENT_HAS_PAYMENTS,
  type Appointment,
  type AppointmentCustomer,
  type SaveAppointmentBody,
} from '@paybook/contracts';
import {
  bookingProblem,
  bookingProblemMessages,
  centsToPrice,
  isWithinEditWindow,
  todayInTimeZone,
  visitDeleteRefusal,
  visitRefusalMessages,
  wallClock,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { readAppointmentDeposit } from '../deposits/deposit-credit.ts';
import { lockAppointmentMoney } from '../deposits/deposits.repository.ts';
import { hasCardOnFile } from '../payment-accounts/card-on-file.ts';
import { appointmentPaymentOf, findAppointmentSales } from './appointment-sales.ts';
import * as repo from './calendar.repository.ts';
import { assertEditable, loadProvider } from './calendar-access.ts';
import { withCalendarErrors } from './calendar-errors.ts';
import { presentAppointment } from './calendar-presenters.ts';
import { loadWorkingDays } from './calendar-week.service.ts';
import * as customersRepo from './customers.repository.ts';

/**
 * spec 1 §5 and ARCHITECTURE.md "No double booking": the time fits the provider's working day (hours,
 * the day's own hours, days off, breaks per date). Checked under the provider's lock.
 */
async function assertWorkingTime(
  tx: Database,
  merchantId: number,
  provider: repo.ProviderRow,
  start: Date,
  end: Date,
) {
  const date = wallClock(start, provider.timeZone).date;
  const [day] = await loadWorkingDays(tx, merchantId, provider, date, date);
  const problem = day ? bookingProblem({ start, end }, day) : 'outside_working_hours';
  if (problem) throw badRequest('start_at', bookingProblemMessages[problem]);
}

export type AppointmentValues = { offeringId: number; customerId: number; startAt: Date; endAt: Date };

/**
 * The write the calendar and the public booking page share: take the provider's lock, check the time
 * against the working day and insert (existingId null) or update the appointment; the exclusion
 * constraint refuses an overlap. The caller has checked who may book, the service and the customer.
 * Answers the appointment's id.
 */
export async function writeAppointmentItem(
  tx: Database,
  merchantId: number,
  provider: repo.ProviderRow,
  values: AppointmentValues,
  existingId: number | null,
): Promise<number> {
  await repo.lockProviderCalendar(tx, merchantId, provider.id);
  await assertWorkingTime(tx, merchantId, provider, values.startAt, values.endAt);
  const item = { serviceProviderId: provider.id, title: '', ...values };
  if (existingId === null) return repo.insertItem(tx, merchantId, 'appointment', item);
  await repo.updateItem(tx, merchantId, existingId, item);
  return existingId;
}

async function resolveCustomer(tx: Database, merchantId: number, customer: AppointmentCustomer) {
  if (customer.id !== undefined) {
    if (!(await customersRepo.findCustomer(tx, merchantId, customer.id)))
      throw badRequest('customer.id', 'The customer was not found.');
    return customer.id;
  }
  return customersRepo.insertCustomer(tx, merchantId, {
    firstName: customer.first_name ?? '',
    lastName: customer.last_name ?? '',
    email: customer.email ?? '',
    phone: customer.phone ?? '',
  });
}

/** Checks and writes one appointment of the calendar (spec 1 §5): who may book, the service, the times. */
async function writeAppointment(
  tx: Database,
  ctx: UserContext,
  providerId: number,
  body: SaveAppointmentBody,
  existingId: number | null,
): Promise<Appointment> {
  const provider = await loadProvider(tx, ctx, providerId);
  if (existingId !== null) {
    const existing = await repo.findItem(tx, ctx.merchantId, existingId, 'appointment');
    if (!existing) throw notFound('The appointment');
    if (existing.serviceProviderId !== provider.id) await loadProvider(tx, ctx, existing.serviceProviderId);
    assertEditable(existing.startAt, provider.timeZone);
  }
  if (!(await repo.findProviderOffering(tx, ctx.merchantId, provider.id, body.offering_id)))
    throw badRequest('offering_id', 'Choose an active bookable service that this provider offers.');
  const start = new Date(body.start_at);
  const end = new Date(body.end_at);
  if (end <= start) throw badRequest('end_at', 'The end time must be later than the start time.');
  if (!isWithinEditWindow(start, provider.timeZone))
    throw badRequest('start_at', 'The start cannot be more than 7 days before today.');
  const values = {
    offeringId: body.offering_id,
    customerId: await resolveCustomer(tx, ctx.merchantId, body.customer),
    startAt: start,
    endAt: end,
  };
  const id = await writeAppointmentItem(tx, ctx.merchantId, provider, values, existingId);
  const saved = await repo.findItem(tx, ctx.merchantId, id, 'appointment');
  return presentAppointment(saved!, provider.timeZone);
}

/** spec 1 §7 POST service_provider/{id}/appointment; accepts Idempotency-Key (ARCHITECTURE.md). */
export function createAppointment(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  providerId: number,
  body: SaveAppointmentBody,
): Promise<IdempotentResult<Appointment>> {
  return withCalendarErrors(() =>
    runIdempotent(db, request, ctx, 201, (tx) => writeAppointment(tx, ctx, providerId, body, null)),
  );
}

/** spec 1 §7 PUT service_provider/{id}/appointment/{appointmentId}: the path's provider gets it. */
export function updateAppointment(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  providerId: number,
  appointmentId: number,
  body: SaveAppointmentBody,
): Promise<IdempotentResult<Appointment>> {
  return withCalendarErrors(() =>
    runIdempotent(db, request, ctx, 200, (tx) => writeAppointment(tx, ctx, providerId, body, appointmentId)),
  );
}

/** The appointment and its provider, once the user may work on that provider's calendar (404, 403). */
export async function loadAppointment(
  tx: Database,
  ctx: UserContext,
  appointmentId: number,
  options: { includeCancelled?: boolean } = {},
) {
  const row = await repo.findItem(tx, ctx.merchantId, appointmentId, 'appointment', options);
  if (!row) throw notFound('The appointment');
  const provider = await loadProvider(tx, ctx, row.serviceProviderId);
  return { row, provider };
}

/**
 * spec 1 §7 GET appointment/{id}. A cancelled appointment keeps its record (issue 16 point 2) and the
 * customer's visits list it, so it answers with its status rather than 404 (issue 24 point 6). With what
 * the desk's popover shows of the money (issue 24 point 3): the service's price and whether the customer
 * keeps a card.
 */
export function getAppointment(db: Database, ctx: UserContext, appointmentId: number): Promise<Appointment> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const { row, provider } = await loadAppointment(tx, ctx, appointmentId, { includeCancelled: true });
    // Issue 15 point 7: the point of sale credits a paid deposit when it checks the appointment out.
    // Issue 24 point 1: and what the visit's checkout made of it (the order it was sold on).
    const deposit = await readAppointmentDeposit(tx, ctx.merchantId, appointmentId, Number.MAX_SAFE_INTEGER);
    const sales = await findAppointmentSales(tx, ctx.merchantId, appointmentId);
    const payment = appointmentPaymentOf(sales, deposit?.depositStatus ?? null);
    const today = todayInTimeZone(ctx.merchant.timeZone);
    const appointment = {
      ...presentAppointment(row, provider.timeZone),
      price:
        row.isPriceManualEntry || row.offeringPriceCents === null
          ? null
          : centsToPrice(row.offeringPriceCents),
      has_card_on_file:
        row.customerId !== null && (await hasCardOnFile(tx, ctx.merchantId, row.customerId, today)),
      ...(payment ? { payment } : {}),
    };
    if (!deposit?.depositStatus) return appointment;
    const credit = centsToPrice(deposit.credit?.cents ?? 0);
    return { ...appointment, deposit: { status: deposit.depositStatus, credit } };
  });
}

/**
 * spec 1 §7 DELETE appointment/{id}, issue 16 point 2: delete is for mistakes, so the row goes, within the
 * edit window of spec 1 §4.2. An appointment with money attached (a deposit, a no-show fee, a checkout) is
 * refused with 409 APPOINTMENT_HAS_PAYMENTS: it is cancelled instead (PUT appointment/{id}/cancel), so no
 * payment loses its appointment.
 */
export function deleteAppointment(db: Database, ctx: UserContext, appointmentId: number) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    // The row lock keeps a deposit or a fee from being attached while the delete decides.
    const money = await lockAppointmentMoney(tx, ctx.merchantId, appointmentId);
    const { row, provider } = await loadAppointment(tx, ctx, appointmentId);
    assertEditable(row.startAt, provider.timeZone);
    const hasMoney =
      money?.depositOrderId != null ||
      money?.noShowFeeTransactionId != null ||
      (await repo.hasCheckoutOrder(tx, ctx.merchantId, row.id));
    const facts = {
      status: row.status,
      start_at: row.startAt,
      time_zone: provider.timeZone,
      has_money: hasMoney,
    };
    const refusal = visitDeleteRefusal(facts);
    if (refusal) throw new AppError(409, APPOINTMENT_HAS_PAYMENTS, visitRefusalMessages[refusal]);
    await repo.deleteItem(tx, ctx.merchantId, row.id);
    return { ok: true as const };
  });
}
