import {
  errorCodes,
  type InvoicePage,
  type ScheduledInvoice,
  type ScheduledInvoiceBody,
  type scheduledInvoiceInvoicesQuery,
  type scheduledInvoiceListQuery,
} from '@paybook/contracts';
import {
  billDateAfter,
  finalBillDate,
  finalBillDateOf,
  recurrenceProblems,
  type ScheduledInvoiceAction,
  scheduledInvoiceRefusal,
  todayInTimeZone,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { InvoiceScheduleTemplate } from '../../db/schema/index.ts';
import { withTenantRead, withTenantReadOne } from '../../db/tenant.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError, badRequest, fieldProblemsError, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { recipientsOf } from '../invoices/invoice-document.ts';
import { presentInvoiceSummary } from '../invoices/invoice-presenter.ts';
import { priceInvoice } from '../invoices/invoice-pricing.ts';
import { findInvoiceMerchant, listInvoiceRows } from '../invoices/invoices.repository.ts';
import { liveCustomer } from '../recurring-payments/recurring-payments.repository.ts';
import { progressOf, recurrenceOf } from '../subscriptions/subscription-presenter.ts';
import {
  presentScheduledInvoice,
  scheduledInvoiceStatusOf,
  templateOfRow,
} from './scheduled-invoice-presenter.ts';
import { invoiceBodyOf, templateFieldsOf, templateOf } from './scheduled-invoice-template.ts';
import * as repo from './scheduled-invoices.repository.ts';

// Issue 25 point 6, spec 3 §2.4, §4.6, decisions 149–150: a scheduled invoice is a billing schedule of kind
// 'invoice_schedule' holding the invoice builder's template; the billing engine sends an invoice from it on
// each send date (billing-engine/invoice-biller.ts). Each change takes an Idempotency-Key and runs in the
// schedule's turn, under its row lock, as the recurring payments' and subscriptions' actions do.

const SCHEDULED_INVOICE = 'The scheduled invoice';
const NO_RECIPIENT = 'The customer has no e-mail address. Add one here to send the invoices to.';

const todayOf = (ctx: UserContext, now: Date) => todayInTimeZone(ctx.merchant.timeZone, now);

function check(action: ScheduledInvoiceAction, row: repo.InvoiceScheduleRow, ctx: UserContext) {
  const refusal = scheduledInvoiceRefusal(action, scheduledInvoiceStatusOf(row.status), ctx.subject);
  if (refusal === null) return;
  if (refusal.reason === 'status')
    throw new AppError(409, errorCodes.recurringScheduleRefused, refusal.message);
  throw forbidden(refusal.message);
}

function checkFirstDate(body: ScheduledInvoiceBody, today: string) {
  if (body.first_send_date <= today)
    throw badRequest('first_send_date', 'Choose a first send date after today.');
}

interface Prepared {
  template: InvoiceScheduleTemplate;
  label: string;
}

/**
 * The body checked and priced before any write (each refusal a 400 naming its field): the recurrence, a live
 * customer of the merchant, the lines priced by the invoice builder's pricing (priceOrder) as an invoice of
 * today, and someone to send to unless it is a draft.
 */
async function prepare(
  db: Database,
  ctx: UserContext,
  body: ScheduledInvoiceBody,
  now: Date,
): Promise<Prepared> {
  const problems = fieldProblemsError(recurrenceProblems(body.recurrence));
  if (problems) throw problems;
  const customer = await withTenantReadOne(db, ctx.merchantId, (tx) =>
    liveCustomer(tx, ctx.merchantId, body.customer_id),
  );
  if (!customer) throw badRequest('customer_id', 'Choose one of your customers.');
  const fields = templateFieldsOf(body);
  const priced = await withTenantRead(db, ctx.merchantId, (tx) =>
    priceInvoice(
      tx,
      ctx.merchantId,
      ctx.merchant.timeZone,
      invoiceBodyOf(body.customer_id, fields, todayOf(ctx, now)),
      now,
    ),
  );
  if (!body.draft && recipientsOf(priced.customer.email, body.additional_to_emails).length === 0)
    throw badRequest('additional_to_emails', NO_RECIPIENT);
  const template = templateOf(fields, priced);
  return { template, label: template.priced.lines[0]?.name || 'Invoice' };
}

/** The schedule's dates from the body: the pattern from first_send_date, no invoice counted yet. */
const datesOf = (body: ScheduledInvoiceBody) => ({
  recurrence: body.recurrence,
  startAt: body.first_send_date,
  nextBillDate: body.first_send_date,
  finalBillDate: finalBillDate(body.recurrence, body.first_send_date),
  occurrences: body.recurrence.occurrence_type === 'fixed_end_date' ? body.recurrence.occurrences : null,
  numberOfActiveExecutions: 0,
});

const templateValues = (prepared: Prepared) => ({
  offeringName: prepared.label,
  price: prepared.template.priced.total_cents,
  invoiceTemplate: prepared.template,
});

async function present(tx: Database, ctx: UserContext, id: number): Promise<ScheduledInvoice> {
  const record = await repo.findInvoiceSchedule(tx, ctx.merchantId, id);
  if (!record) throw notFound(SCHEDULED_INVOICE);
  return presentScheduledInvoice(record);
}

/** GET scheduled_invoices and GET customer/{id}/scheduled_invoices: a page in SQL, newest first. */
export const listScheduledInvoices = (
  db: Database,
  ctx: UserContext,
  query: z.output<typeof scheduledInvoiceListQuery>,
  customerId?: number,
) =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    if (customerId !== undefined && !(await liveCustomer(tx, ctx.merchantId, customerId))) {
      throw notFound('The customer');
    }
    const { rows, total } = await repo.searchInvoiceSchedules(tx, ctx.merchantId, {
      customerId,
      status: query.status,
      limit: query.limit,
      offset: query.offset,
    });
    return { data: rows.map(presentScheduledInvoice), total_item_count: total };
  });

export const getScheduledInvoice = (db: Database, ctx: UserContext, id: number) =>
  withTenantRead(db, ctx.merchantId, (tx) => present(tx, ctx, id));

/** GET scheduled_invoice/{id}/invoices: GET invoices' page of the invoices it sent (spec 3 §4.6: active). */
export const listScheduledInvoiceInvoices = (
  db: Database,
  ctx: UserContext,
  id: number,
  query: z.output<typeof scheduledInvoiceInvoicesQuery>,
  now: Date = new Date(),
): Promise<InvoicePage> =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const record = await repo.findInvoiceSchedule(tx, ctx.merchantId, id);
    if (!record) throw notFound(SCHEDULED_INVOICE);
    check('view_invoices', record.schedule, ctx);
    const merchant = await findInvoiceMerchant(tx, ctx.merchantId);
    const settings = { timeZone: merchant.timeZone, invoicePastDueDays: merchant.invoicePastDueDays };
    const { rows, total } = await listInvoiceRows(tx, ctx.merchantId, {
      status: undefined,
      customerId: undefined,
      search: '',
      orderIdIn: repo.ordersOfSchedule(ctx.merchantId, id),
      offset: query.offset,
      limit: query.limit,
      today: todayInTimeZone(settings.timeZone, now),
      pastDueDays: settings.invoicePastDueDays,
    });
    return { data: rows.map((row) => presentInvoiceSummary(row, settings, now)), total_item_count: total };
  });

/** POST scheduled_invoice: active from first_send_date, or a draft (nothing sent, no next send date). */
export async function createScheduledInvoice(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  body: ScheduledInvoiceBody,
  now: Date = new Date(),
): Promise<IdempotentResult<ScheduledInvoice>> {
  checkFirstDate(body, todayOf(ctx, now));
  const prepared = await prepare(db, ctx, body, now);
  return runIdempotent(db, request, ctx, 201, async (tx) => {
    const id = await repo.insertInvoiceSchedule(tx, {
      merchantId: ctx.merchantId,
      kind: 'invoice_schedule',
      orderId: null,
      offeringId: null,
      paymentAccountId: null,
      customerId: body.customer_id,
      quantityThousandths: 1000,
      status: body.draft ? 'draft' : 'active',
      ...templateValues(prepared),
      ...datesOf(body),
    });
    return present(tx, ctx, id);
  });
}

type Change = (tx: Database, record: repo.InvoiceScheduleRecord, today: string) => Promise<void>;

function act(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  now: Date,
  change: Change,
): Promise<IdempotentResult<ScheduledInvoice>> {
  return inObjectTurn(db, turnOf.schedule(ctx.merchantId, id), () =>
    runIdempotent(db, request, ctx, 200, async (tx) => {
      const record = await repo.findInvoiceSchedule(tx, ctx.merchantId, id, true);
      if (!record) throw notFound(SCHEDULED_INVOICE);
      await change(tx, record, todayOf(ctx, now));
      return present(tx, ctx, id);
    }),
  );
}

const sameRecurrence = (row: repo.InvoiceScheduleRow, body: ScheduledInvoiceBody) =>
  JSON.stringify(recurrenceOf(row)) === JSON.stringify(body.recurrence);

/**
 * PUT scheduled_invoice/{id} (spec 3 §4.6: in every status). A draft is rewritten whole (draft false starts
 * it). A started one keeps its customer and cannot go back to a draft; a new template applies from its next
 * invoice; a new first send date or recurrence starts the pattern again from that date (after today), its
 * number of invoices counted from it (decision 150).
 */
export async function editScheduledInvoice(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  body: ScheduledInvoiceBody,
  now: Date = new Date(),
) {
  const prepared = await prepare(db, ctx, body, now);
  return act(db, request, ctx, id, now, async (tx, { schedule }, today) => {
    check('edit', schedule, ctx);
    if (body.customer_id !== schedule.customerId) {
      throw badRequest('customer_id', 'A scheduled invoice keeps its customer; copy it for another.');
    }
    if (schedule.status === 'draft') {
      checkFirstDate(body, today);
      await repo.updateInvoiceSchedule(tx, ctx.merchantId, id, {
        ...templateValues(prepared),
        ...datesOf(body),
        status: body.draft ? 'draft' : 'active',
      });
      return;
    }
    if (body.draft) throw badRequest('draft', 'A scheduled invoice that has started cannot become a draft.');
    const moved = body.first_send_date !== schedule.startAt || !sameRecurrence(schedule, body);
    if (moved) checkFirstDate(body, today);
    await repo.updateInvoiceSchedule(tx, ctx.merchantId, id, {
      ...templateValues(prepared),
      ...(moved ? datesOf(body) : {}),
      // One that had sent all its invoices sends again from the new pattern.
      ...(moved && schedule.status === 'expired' ? { status: 'active' as const } : {}),
    });
  });
}

/** PUT scheduled_invoices/{id}/suspend: at once; nothing is sent until it is activated. */
export const suspendScheduledInvoice = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  now: Date = new Date(),
) =>
  act(db, request, ctx, id, now, async (tx, { schedule }) => {
    check('suspend', schedule, ctx);
    await repo.updateInvoiceSchedule(tx, ctx.merchantId, id, {
      status: 'suspended',
      suspendAt: null,
      resumeAt: null,
    });
  });

/**
 * PUT scheduled_invoice/{id}/activate: a draft starts on its first send date (or, that passed, the pattern's
 * first date after today); a suspended one resumes on the pattern's first date after today, the periods
 * suspended neither sent nor counted.
 */
export const activateScheduledInvoice = (
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  id: number,
  now: Date = new Date(),
) =>
  act(db, request, ctx, id, now, async (tx, { schedule, customer }, today) => {
    check('activate', schedule, ctx);
    const progress = progressOf(schedule);
    if (progress.occurrences !== null && progress.number_of_active_executions >= progress.occurrences) {
      throw new AppError(
        409,
        errorCodes.recurringScheduleRefused,
        'This scheduled invoice has sent all its invoices. Edit its number of invoices to send more.',
      );
    }
    const template = templateOfRow(schedule);
    if (recipientsOf(customer.email, template.additional_to_emails).length === 0)
      throw badRequest('additional_to_emails', NO_RECIPIENT);
    const next =
      schedule.startAt > today
        ? schedule.startAt
        : billDateAfter(progress.recurrence, schedule.startAt, today);
    await repo.updateInvoiceSchedule(tx, ctx.merchantId, id, {
      status: 'active',
      suspendAt: null,
      resumeAt: null,
      nextBillDate: next,
      finalBillDate: finalBillDateOf({ ...progress, next_bill_date: next }),
    });
  });
