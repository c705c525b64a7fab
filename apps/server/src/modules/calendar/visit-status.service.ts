import {
  type Appointment,
  type AppointmentStatusBody,
  type CancelAppointmentBody,
  type CancelAppointmentResult,
  VISIT_CHANGE_REFUSED,
} from '@paybook/contracts';
import {
  transitionDeposit,
  type VisitFacts,
  type VisitStatus,
  visitChangeRefusal,
  visitRefusalMessages,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { queueBookingCancellation } from '../booking-emails/booking-emails.service.ts';
import { settleDepositOnCancel } from '../deposits/deposit-cancel.ts';
import { lockAppointmentMoney, setDepositStatus } from '../deposits/deposits.repository.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { loadAppointment } from './appointments.service.ts';
import * as repo from './calendar.repository.ts';
import { assertEditable } from './calendar-access.ts';
import { presentAppointment } from './calendar-presenters.ts';

// Issue 16 point 2: the front desk's status actions and cancel, from the calendar's popover. Each locks
// the appointment's row first (as the no-show charge and the deposit's cancel do), so two desks clicking
// at once change it once; the rules are packages/domain's visit-status table. Requests on one appointment
// wait for its turn in memory, not on a pooled connection (issue 23 point 1, db/turns.ts).

/** The locked appointment, the provider's calendar the user may work on, and the rule's facts. */
async function lockVisit(tx: Database, ctx: UserContext, appointmentId: number) {
  const money = await lockAppointmentMoney(tx, ctx.merchantId, appointmentId);
  if (money?.kind !== 'appointment') throw notFound('The appointment');
  const { row, provider } = await loadAppointment(tx, ctx, appointmentId, { includeCancelled: true });
  // spec 1 §4.2: an item that started more than 7 days ago is read-only (403, as edit and delete).
  assertEditable(row.startAt, provider.timeZone);
  const facts: VisitFacts = {
    status: row.status,
    start_at: row.startAt,
    time_zone: provider.timeZone,
    has_money: false,
  };
  return { money, row, provider, facts };
}

function assertChange(facts: VisitFacts, to: VisitStatus) {
  const refusal = visitChangeRefusal(facts, to);
  if (refusal) throw new AppError(409, VISIT_CHANGE_REFUSED, visitRefusalMessages[refusal]);
}

async function presentSaved(tx: Database, ctx: UserContext, appointmentId: number, timeZone: string) {
  const saved = await repo.findItem(tx, ctx.merchantId, appointmentId, 'appointment', {
    includeCancelled: true,
  });
  if (!saved) throw notFound('The appointment');
  return presentAppointment(saved, timeZone);
}

/**
 * PUT appointment/{id}/status: arrived, completed, back to booked (undo of arrived), or a no-show without
 * its fee (the fee is charged by POST appointment/{id}/no_show). The status it already has answers the
 * appointment as it is, so a second click changes nothing. A no-show keeps a paid deposit (issue 15
 * point 7). Accepts Idempotency-Key.
 */
export function changeAppointmentStatus(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  appointmentId: number,
  body: AppointmentStatusBody,
): Promise<IdempotentResult<Appointment>> {
  return inObjectTurn(db, turnOf.appointment(ctx.merchantId, appointmentId), () =>
    runIdempotent(db, request, ctx, 200, async (tx) => {
      const { money, row, provider, facts } = await lockVisit(tx, ctx, appointmentId);
      if (row.status === body.status) return presentAppointment(row, provider.timeZone);
      assertChange(facts, body.status);
      if (body.status === 'no_show' && money.depositStatus) {
        const kept = transitionDeposit(money.depositStatus, 'no_show');
        if (kept) await setDepositStatus(tx, ctx.merchantId, money, kept);
      }
      await repo.setItemStatus(tx, ctx.merchantId, row.id, body.status);
      return presentSaved(tx, ctx, row.id, provider.timeZone);
    }),
  );
}

/**
 * PUT appointment/{id}/cancel: keeps the record and frees the time; a paid deposit is settled as the
 * customer's own cancel settles it (refunded inside the cancellation window, kept after it), and when
 * asked the customer gets the cancellation e-mail (with its METHOD:CANCEL .ics) through the outbox, in
 * this transaction. Accepts Idempotency-Key; without one a second cancel is refused (409, cancelled).
 */
export function cancelAppointment(
  db: Database,
  processor: MoneyProcessor,
  request: FastifyRequest,
  ctx: UserContext,
  appointmentId: number,
  body: CancelAppointmentBody,
): Promise<IdempotentResult<CancelAppointmentResult>> {
  const cancel = async (tx: Database) => {
    const { row, provider, facts } = await lockVisit(tx, ctx, appointmentId);
    assertChange(facts, 'cancelled');
    const depositOutcome = await settleDepositOnCancel(tx, processor, ctx.merchantId, row.id);
    await repo.setItemStatus(tx, ctx.merchantId, row.id, 'cancelled');
    const emailId = body.notify_customer
      ? await queueBookingCancellation(tx, ctx.merchantId, row.id, requestOrigin(request))
      : null;
    const saved = await presentSaved(tx, ctx, row.id, provider.timeZone);
    return { ...saved, customer_notified: emailId !== null, deposit_outcome: depositOutcome };
  };
  return inObjectTurn(db, turnOf.appointment(ctx.merchantId, appointmentId), () =>
    runIdempotent(db, request, ctx, 200, cancel, { callsProcessor: true }),
  );
}
