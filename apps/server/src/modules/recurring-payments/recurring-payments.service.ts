import {
  errorCodes,
  type RecurringPayment,
  type recurringPaymentBody,
  type recurringPaymentListQuery,
} from '@paybook/contracts';
import {
  billDateAfter,
  finalBillDate,
  finalBillDateOf,
  moneyTextToCents,
  type RecurringPaymentAction,
  recurrenceProblems,
  recurringPaymentRefusal,
  recurringPaymentStatusOf,
  todayInTimeZone,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError, badRequest, fieldProblemsError, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { progressOf } from '../subscriptions/subscription-presenter.ts';
import { presentRecurringPayment } from './recurring-payment-presenter.ts';
import * as repo from './recurring-payments.repository.ts';

// Issue 25 point 6, spec 3 §4.6, decision 142: a recurring payment charges a customer's stored account a
// fixed amount on a recurrence. It is a billing schedule of kind 'recurring_payment' without a sale; the
// billing engine bills it like any schedule (exactly once per period, its order written by the engine).
// Each change takes an Idempotency-Key and runs in the schedule's turn, under its row lock.

const RECURRING_PAYMENT = 'The recurring payment';
type Body = z.output<typeof recurringPaymentBody>;

/** The merchant's today at `now` (the routes' clock: the demo seed steps it, decision 158). */
const todayOf = (ctx: UserContext, now: Date) => todayInTimeZone(ctx.merchant.timeZone, now);

async function present(tx: Database, ctx: UserContext, schedule: repo.RecurringScheduleRow) {
  const customer = await repo.liveCustomer(tx, ctx.merchantId, schedule.customerId);
  if (!customer) throw notFound(RECURRING_PAYMENT);
  const account =
    schedule.paymentAccountId === null
      ? null
      : await repo.accountOfCustomer(tx, ctx.merchantId, schedule.customerId, schedule.paymentAccountId);
  return presentRecurringPayment({ schedule, customer, account: account ?? null });
}

function check(action: RecurringPaymentAction, row: repo.RecurringScheduleRow, ctx: UserContext) {
  const refusal = recurringPaymentRefusal(
    action,
    recurringPaymentStatusOf(row.status, row.resumeAt),
    ctx.subject,
  );
  if (refusal === null) return;
  if (refusal.reason === 'status')
    throw new AppError(409, errorCodes.recurringScheduleRefused, refusal.message);
  throw forbidden(refusal.message);
}

/** The body's columns, each refusal a 400 naming its field; the customer and account must be the merchant's. */
async function valuesOf(tx: Database, ctx: UserContext, body: Body, today: string) {
  const problems = fieldProblemsError(recurrenceProblems(body.recurrence));
  if (problems) throw problems;
  if (body.start_at <= today) throw badRequest('start_at', 'Choose a first payment date after today.');
  const price = moneyTextToCents(body.amount);
  if (price === null || price <= 0) throw badRequest('amount', 'Enter an amount above 0.00.');
  const customer = await repo.liveCustomer(tx, ctx.merchantId, body.customer_id);
  if (!customer) throw badRequest('customer_id', 'Choose one of your customers.');
  const account = await repo.accountOfCustomer(tx, ctx.merchantId, customer.id, body.payment_account_id);
  if (!account) throw badRequest('payment_account_id', "Choose one of the customer's stored accounts.");
  const recurrence = body.recurrence;
  return {
    customerId: customer.id,
    paymentAccountId: account.id,
    offeringName: body.description,
    recurrence,
    price,
    startAt: body.start_at,
    // Decision 142: an edit starts the pattern again from start_at; occurrences count from it.
    numberOfActiveExecutions: 0,
    nextBillDate: body.start_at,
    finalBillDate: finalBillDate(recurrence, body.start_at),
    occurrences: recurrence.occurrence_type === 'fixed_end_date' ? recurrence.occurrences : null,
  };
}

/** GET recurring_payments and GET customer/{id}/recurring_payments: a page in SQL, newest first. */
export const listRecurringPayments = (
  db: Database,
  ctx: UserContext,
  query: z.output<typeof recurringPaymentListQuery>,
  customerId?: number,
) =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    if (customerId !== undefined && !(await repo.liveCustomer(tx, ctx.merchantId, customerId))) {
      throw notFound('The customer');
    }
    const { rows, total } = await repo.searchRecurringPayments(tx, ctx.merchantId, {
      customerId,
      status: query.status,
      limit: query.limit,
      offset: query.offset,
    });
    return {
      data: rows.map((row) => presentRecurringPayment(row)),
      total_item_count: total,
    };
  });

export const getRecurringPayment = (db: Database, ctx: UserContext, id: number) =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const row = await repo.findRecurringPayment(tx, ctx.merchantId, id);
    if (!row) throw notFound(RECURRING_PAYMENT);
    return present(tx, ctx, row);
  });

/** POST recurring_payment: active from start_at. */
export const createRecurringPayment = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  body: Body,
  now = new Date(),
): Promise<IdempotentResult<RecurringPayment>> =>
  runIdempotent(db, request, ctx, 201, async (tx) => {
    const values = await valuesOf(tx, ctx, body, todayOf(ctx, now));
    const row = await repo.insertRecurringPayment(tx, {
      ...values,
      merchantId: ctx.merchantId,
      kind: 'recurring_payment',
      orderId: null,
      offeringId: null,
      quantityThousandths: 1000,
      status: 'active',
    });
    return present(tx, ctx, row);
  });

type Change = (
  tx: Database,
  row: repo.RecurringScheduleRow,
  today: string,
) => Promise<repo.RecurringScheduleRow>;

function act(db: Database, request: FastifyRequest, ctx: UserContext, id: number, now: Date, change: Change) {
  return inObjectTurn(db, turnOf.schedule(ctx.merchantId, id), () =>
    runIdempotent(db, request, ctx, 200, async (tx) => {
      const row = await repo.lockRecurringPayment(tx, ctx.merchantId, id);
      if (!row) throw notFound(RECURRING_PAYMENT);
      return present(tx, ctx, await change(tx, row, todayOf(ctx, now)));
    }),
  );
}

/** PUT recurring_payment/{id}: a new account, amount, recurrence or start (spec 3 §4.6: in every status). */
export const editRecurringPayment = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  body: Body,
  now = new Date(),
) =>
  act(db, request, ctx, id, now, async (tx, row, today) => {
    check('edit', row, ctx);
    if (body.customer_id !== row.customerId) {
      throw badRequest('customer_id', 'A recurring payment keeps its customer; copy it for another.');
    }
    return repo.updateRecurringPayment(tx, ctx.merchantId, id, await valuesOf(tx, ctx, body, today));
  });

/** PUT recurring_payment/{id}/suspend: at once; with resume_at it is paused until then (pause_until). */
export const suspendRecurringPayment = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  resumeAt: string | null,
  now = new Date(),
) =>
  act(db, request, ctx, id, now, async (tx, row, today) => {
    check('suspend', row, ctx);
    if (resumeAt !== null && resumeAt <= today) {
      throw badRequest('resume_at', 'Choose a day after today to resume on.');
    }
    return repo.updateRecurringPayment(tx, ctx.merchantId, id, {
      status: 'suspended',
      suspendAt: null,
      resumeAt,
    });
  });

/** PUT recurring_payment/{id}/activate: active again from its pattern's first date after today. */
export const activateRecurringPayment = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  now = new Date(),
) =>
  act(db, request, ctx, id, now, async (tx, row, today) => {
    check('activate', row, ctx);
    const progress = progressOf(row);
    const next = billDateAfter(progress.recurrence, row.startAt, today);
    const finalDate = finalBillDateOf({ ...progress, next_bill_date: next });
    return repo.updateRecurringPayment(tx, ctx.merchantId, id, {
      status: 'active',
      suspendAt: null,
      resumeAt: null,
      nextBillDate: next,
      finalBillDate: finalDate,
    });
  });
