import {
  type ActivateSubscriptionBody,
  type CancellationProration,
  type CancelSubscriptionBody,
  type EditSubscriptionBody,
  errorCodes,
  type Subscription,
  type SuspendSubscriptionBody,
} from '@paybook/contracts';
import {
  cancelProration,
  centsToPrice,
  editableFeeStructures,
  finalBillDateOf,
  lastPaymentCents,
  recurrenceProblems,
  resumeAtRefusal,
  type SubscriptionAction,
  type SubscriptionRefusal,
  subscriptionActionRefusal,
  subscriptionEditProblems,
  todayInTimeZone,
} from '@paybook/domain';
import { moneyTextToCents } from '@paybook/domain/money/money-text';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError, badRequest, fieldProblemsError, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import {
  type NoticeAction,
  type NoticeFields,
  noticeRecipient,
  queueSubscriptionNotice,
} from './subscription-notice.ts';
import {
  chargingStatusOf,
  presentSubscription,
  progressOf,
  projectedDatesOf,
  recurrenceOf,
} from './subscription-presenter.ts';
import * as repo from './subscriptions.repository.ts';

// Issue 25 point 5, spec 3 §4.5, §7: the subscription page's reads and actions. Each action takes an
// Idempotency-Key (required) and runs in the schedule's turn on this node (db/turns.ts: those waiting
// hold no connection), then in runIdempotent's transaction: the schedule's row lock (FOR UPDATE), the
// domain's rule (409 SUBSCRIPTION_ACTION_REFUSED, or 403 without the right), the change, and the answer
// with the new subscription_status. Time-driven transitions (suspend_at, resume_at, expiry) and charging
// the bills are the billing engine's.

const SUBSCRIPTION = 'The subscription';

/** The merchant's calendar date (ruling 8). */
const todayOf = (ctx: UserContext) => todayInTimeZone(ctx.merchant.timeZone);

export type ScheduleRow = repo.ScheduleRow;

async function recordOf(tx: Database, merchantId: number, row: ScheduleRow) {
  // One transaction answers one query at a time.
  const customer = await repo.customerOf(tx, merchantId, row.customerId);
  const account =
    row.paymentAccountId === null ? null : await repo.accountOf(tx, merchantId, row.paymentAccountId);
  const fees = await repo.feeStructuresOf(tx, merchantId, row.feeStructureIds);
  const bills = await repo.billsOf(tx, merchantId, row.id);
  const orderNumber = await repo.orderNumberOf(tx, merchantId, repo.saleOrderIdOf(row));
  if (!customer) throw new Error('A billing schedule without its customer');
  return { row, orderNumber, customer, account: account ?? null, fees, bills };
}

async function present(tx: Database, ctx: UserContext, row: ScheduleRow): Promise<Subscription> {
  return presentSubscription(await recordOf(tx, ctx.merchantId, row), todayOf(ctx));
}

/** GET subscription/{id}. */
export const getSubscription = (db: Database, ctx: UserContext, id: number) =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const row = await repo.findSchedule(tx, ctx.merchantId, id);
    if (!row) throw notFound(SUBSCRIPTION);
    return present(tx, ctx, row);
  });

/** The domain's refusal as the one error shape: 403 without the right, otherwise 409. */
function refusalError(refusal: SubscriptionRefusal): AppError {
  if (refusal.reason === 'no_right') return forbidden(refusal.message);
  return new AppError(409, errorCodes.subscriptionActionRefused, refusal.message);
}

const actionable = (row: ScheduleRow) => ({
  subscription_status: chargingStatusOf(row.status),
  recurrence: recurrenceOf(row),
  subscription_count: 1,
  suspend_at: row.suspendAt,
});

function check(action: SubscriptionAction, row: ScheduleRow, ctx: UserContext): void {
  const refusal = subscriptionActionRefusal(action, actionable(row), ctx.subject);
  if (refusal) throw refusalError(refusal);
}

/** Tells the customer of the change unless the body suppresses it (subscription-notice.ts). */
async function notify(
  tx: Database,
  ctx: UserContext,
  action: NoticeAction,
  fields: NoticeFields,
  row: ScheduleRow,
  lastPaymentCents = 0,
): Promise<ScheduleRow> {
  const customer = await repo.customerOf(tx, ctx.merchantId, row.customerId);
  const to = noticeRecipient(fields, customer?.email ?? null);
  if (to) {
    await queueSubscriptionNotice(tx, {
      to,
      action,
      business: ctx.merchant.name,
      schedule: row,
      lastPaymentCents,
    });
  }
  return row;
}

type Change = (tx: Database, row: ScheduleRow, today: string) => Promise<ScheduleRow>;

/** Runs one action on the locked schedule, once per Idempotency-Key, and answers the schedule after it. */
function act(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  change: Change,
): Promise<IdempotentResult<Subscription>> {
  return inObjectTurn(db, turnOf.schedule(ctx.merchantId, id), () =>
    runIdempotent(db, request, ctx, 200, async (tx) => {
      const row = await repo.lockSchedule(tx, ctx.merchantId, id);
      if (!row) throw notFound(SUBSCRIPTION);
      return present(tx, ctx, await change(tx, row, todayOf(ctx)));
    }),
  );
}

/** PUT subscription/{id}/activate: active again from the chosen projected bill date (spec 3 §4.5, §9). */
export const activateSubscription = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  body: ActivateSubscriptionBody,
) =>
  act(db, request, ctx, id, async (tx, row, today) => {
    check('activate', row, ctx);
    if (!projectedDatesOf(row, today).includes(body.resume_at)) {
      throw badRequest('resume_at', 'Choose one of the projected bill dates.');
    }
    const next = body.resume_at;
    const changed = await repo.updateSchedule(tx, ctx.merchantId, id, {
      status: 'active',
      suspendAt: null,
      resumeAt: null,
      nextBillDate: next,
      finalBillDate: finalBillDateOf({ ...progressOf(row), next_bill_date: next }),
      notes: body.notes ?? '',
    });
    return notify(tx, ctx, 'activate', body, changed);
  });

/**
 * PUT subscription/{id}/suspend: now (suspend_at null or today) or from a later day, when the schedule
 * stays active until then; resume_at null is "no specified end".
 */
export const suspendSubscription = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  body: SuspendSubscriptionBody,
) =>
  act(db, request, ctx, id, async (tx, row, today) => {
    check('suspend', row, ctx);
    if (body.old_resume_at !== undefined && body.old_resume_at !== row.resumeAt) {
      throw new AppError(
        409,
        errorCodes.subscriptionActionRefused,
        'We cannot perform this operation for this item. Its reactivation date changed meanwhile: reload the page.',
      );
    }
    const suspendAt = body.suspend_at ?? today;
    if (suspendAt < today) throw badRequest('suspend_at', 'Choose today or a later day to suspend from.');
    const resumeAt = body.resume_at ?? null;
    if (resumeAt !== null && resumeAt <= suspendAt) {
      throw badRequest('resume_at', 'The reactivation date must be after the day the suspension starts.');
    }
    const now = suspendAt === today;
    const changed = await repo.updateSchedule(tx, ctx.merchantId, id, {
      status: now ? 'suspended' : 'active',
      suspendAt: now ? null : suspendAt,
      resumeAt,
      notes: body.notes ?? '',
    });
    return notify(tx, ctx, 'suspend', body, changed);
  });

/** PUT subscription/{id}/resume_at: a suspension's reactivation day (null: no specified end). */
export const setResumeAt = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  resumeAt: string | null,
) =>
  act(db, request, ctx, id, (tx, row, today) => {
    const refusal = resumeAtRefusal(actionable(row), ctx.subject);
    if (refusal) throw refusalError(refusal);
    const from = row.suspendAt ?? today;
    if (resumeAt !== null && resumeAt <= from) {
      throw badRequest('resume_at', 'The reactivation date must be after the day the suspension starts.');
    }
    return repo.updateSchedule(tx, ctx.merchantId, id, { resumeAt });
  });

/** Decision 127: what a cancel on `today` would charge. */
function prorationOf(row: ScheduleRow, today: string) {
  return cancelProration(
    {
      recurrence: recurrenceOf(row),
      start_at: row.startAt,
      number_of_active_executions: row.numberOfActiveExecutions,
      next_bill_date: row.nextBillDate,
      price_cents: row.price,
    },
    today,
  );
}

/** GET subscription/{id}/cancellation/calculate_proration. */
export const calculateProration = (
  db: Database,
  ctx: UserContext,
  id: number,
): Promise<CancellationProration> =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const row = await repo.findSchedule(tx, ctx.merchantId, id);
    if (!row) throw notFound(SUBSCRIPTION);
    const today = todayOf(ctx);
    const proration = prorationOf(row, today);
    return {
      bill_date: today,
      period_start: proration.period_start,
      period_end: proration.period_end,
      period_days: proration.period_days,
      days_left: proration.days_left,
      full_amount: centsToPrice(proration.full_amount_cents),
      prorated: centsToPrice(proration.prorated_cents),
    };
  });

/**
 * PUT subscription/{id}/cancel: cancelled now; with a last payment option, a final bill due today in the
 * same transaction (the billing engine charges it; nothing when it comes to 0).
 */
export const cancelSubscription = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  body: CancelSubscriptionBody,
) =>
  act(db, request, ctx, id, async (tx, row, today) => {
    check('cancel', row, ctx);
    const option = body.last_payment_option ?? null;
    const amount = option === null ? 0 : lastPaymentCents(prorationOf(row, today), option);
    if (amount > 0)
      await repo.insertFinalBill(tx, ctx.merchantId, { scheduleId: id, billDate: today, amount });
    const changed = await repo.updateSchedule(tx, ctx.merchantId, id, {
      status: 'cancelled',
      cancelledAt: new Date(),
      lastPaymentOption: option,
      suspendAt: null,
      resumeAt: null,
      nextBillDate: null,
      notes: body.notes ?? '',
    });
    return notify(tx, ctx, 'cancel', body, changed, amount);
  });

/** The fee structures an edit names: live, and offered by spec 3 §4.5 (400 naming the field otherwise). */
async function checkedFeeIds(tx: Database, ctx: UserContext, row: ScheduleRow, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = await repo.liveFeeStructures(tx, ctx.merchantId, unique);
  const offered = editableFeeStructures(
    found.map((fee) => ({ ...fee, is_recurring: fee.isRecurring, is_active: fee.isActive })),
    row.numberOfActiveExecutions,
    row.feeStructureIds,
  );
  if (offered.length !== unique.length) {
    throw badRequest(
      'fee_structure_ids',
      row.numberOfActiveExecutions > 0
        ? 'Choose active recurring fees and taxes only: this subscription has billed already.'
        : 'Choose active fees and taxes only; discounts on items cannot be added here.',
    );
  }
  return unique;
}

/** PUT subscription/{id} (spec 3 §4.5, §5). */
export const editSubscription = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  body: EditSubscriptionBody,
) =>
  act(db, request, ctx, id, async (tx, row, today) => {
    check('edit', row, ctx);
    const problems = {
      ...subscriptionEditProblems({ occurrences: body.occurrences, start_at: body.start_at }, today),
      ...(body.recurrence ? recurrenceProblems(body.recurrence) : {}),
    };
    const problem = fieldProblemsError(problems);
    if (problem) throw problem;
    const price = moneyTextToCents(body.price);
    if (price === null) throw badRequest('price', 'Enter a price like 25 or 25.50');
    const feeIds = await checkedFeeIds(tx, ctx, row, body.fee_structure_ids ?? []);
    const done = row.numberOfActiveExecutions;
    const occurrences = body.occurrences === null ? null : done + body.occurrences;
    const base = body.recurrence ?? recurrenceOf(row);
    const recurrence = {
      ...base,
      occurrence_type: occurrences === null ? ('no_end_date' as const) : ('fixed_end_date' as const),
      occurrences: occurrences ?? base.occurrences,
    };
    const next = body.start_at ?? row.nextBillDate;
    return repo.updateSchedule(tx, ctx.merchantId, id, {
      price,
      occurrences,
      recurrence,
      feeStructureIds: feeIds,
      nextBillDate: next,
      finalBillDate: finalBillDateOf({
        recurrence,
        start_at: row.startAt,
        number_of_active_executions: done,
        next_bill_date: next,
        occurrences,
      }),
    });
  });

/** PUT subscription/{id}/payment_account: one of the schedule's customer's stored accounts. */
export const changePaymentAccount = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  accountId: number,
) =>
  act(db, request, ctx, id, async (tx, row) => {
    check('edit', row, ctx);
    const account = await repo.accountOf(tx, ctx.merchantId, accountId);
    if (!account || account.customerId !== row.customerId) {
      throw badRequest('payment_account_id', "Choose one of the customer's stored cards or bank accounts.");
    }
    return repo.updateSchedule(tx, ctx.merchantId, id, { paymentAccountId: accountId });
  });
