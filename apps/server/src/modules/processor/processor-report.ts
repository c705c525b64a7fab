import {
  newPayment,
  nextOrderState,
  type PaymentStatus,
  paymentTransactionStatus,
  type RefundStatus,
  refundTransactionStatus,
  type TransactionStatusCode,
} from '@paybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invalidateProviderCalendar } from '../../cache/calendar-keys.ts';
import type { Database } from '../../db/client.ts';
import { byTenantKey, preparedQuery } from '../../db/prepared.ts';
import {
  calendarItems,
  orderEvents,
  orders,
  processorReportCursor,
  transactions,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { depositCreditOf } from '../orders/order-presenter.ts';
import { listOrderTransactions } from '../orders/orders.repository.ts';
import type { MoneyProcessor, ProcessorEvent, ProcessorPayment } from './processor.ts';

// Issue 15 point 1: the app applies the processor's report (settlements and ACH returns) to its
// transactions and orders, each event exactly once. Each event is one tenant transaction (the event's
// merchant) that locks the cursor row, checks it is still where this run read the report from, writes the
// transaction and its order, and advances the cursor: an event is applied with the cursor move or not at
// all, so a node that dies between two events leaves the cursor on the last one applied, and a second
// node applying at the same time waits on the lock and then finds the cursor moved.

/** The cursor row's name. */
export const REPORT_CURSOR_NAME = 'processor';
/** Events read from the processor at a time. */
const REPORT_PAGE = 100;

export type ReportRun = { applied: number; unmatched: number };

const REFUND_STATUSES: readonly string[] = ['posted', 'settled', 'voided', 'failed'];
const isRefundStatus = (status: string): status is RefundStatus => REFUND_STATUSES.includes(status);

/** spec 2 §3 status code of a transaction mirroring the processor's payment (decision 67's rules). */
export function transactionStatusOf(isRefund: boolean, payment: ProcessorPayment): TransactionStatusCode {
  const status: PaymentStatus = payment.status;
  if (!isRefund)
    return paymentTransactionStatus(newPayment(payment.method, status, payment.amountCents, 'UTC'));
  if (!isRefundStatus(status)) throw new Error(`A refund cannot be ${status} at the processor`);
  return refundTransactionStatus({
    method: payment.method,
    status,
    amount_cents: payment.amountCents,
    time_zone: 'UTC',
    posted_at: null,
    can_void_until: payment.canVoidUntil,
    settled_at: payment.settledAt,
    voided_at: null,
    failed_at: null,
  });
}

/** The stored cursor ('' in the row means none yet). */
async function readCursor(db: Database): Promise<string | null> {
  await db
    .insert(processorReportCursor)
    .values({ name: REPORT_CURSOR_NAME, cursor: '' })
    .onConflictDoNothing({ target: processorReportCursor.name });
  const [row] = await db
    .select({ cursor: processorReportCursor.cursor })
    .from(processorReportCursor)
    .where(eq(processorReportCursor.name, REPORT_CURSOR_NAME));
  return row?.cursor ? row.cursor : null;
}

/**
 * Applies one event in the event merchant's tenant transaction and moves the cursor from `from` to the
 * event's id. Answers 'moved' (nothing written) when another run moved the cursor first.
 */
async function applyEvent(
  db: Database,
  event: ProcessorEvent,
  from: string | null,
  now: Date,
): Promise<'applied' | 'unmatched' | 'moved'> {
  return withTenant(db, event.merchantId, async (tx) => {
    const [cursorRow] = await tx
      .select({ cursor: processorReportCursor.cursor })
      .from(processorReportCursor)
      .where(eq(processorReportCursor.name, REPORT_CURSOR_NAME))
      .for('update');
    if ((cursorRow?.cursor || null) !== from) return 'moved';
    const outcome = await applyToTransaction(tx, event, now);
    await tx
      .update(processorReportCursor)
      .set({ cursor: event.id, updatedAt: now })
      .where(eq(processorReportCursor.name, REPORT_CURSOR_NAME));
    return outcome;
  });
}

async function applyToTransaction(
  tx: Database,
  event: ProcessorEvent,
  now: Date,
): Promise<'applied' | 'unmatched'> {
  const { payment } = event;
  const [row] = await tx
    .select({ id: transactions.id, orderId: transactions.orderId, isRefund: transactions.isRefund })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, event.merchantId),
        eq(transactions.processorReference, payment.reference),
      ),
    )
    .for('update');
  // No transaction yet: the checkout that made the payment has not written it (it crashed after the
  // processor answered). Its reconciliation writes the processor's state as findPayment answers it then.
  if (!row) return 'unmatched';
  await tx
    .update(transactions)
    .set({
      processorStatus: payment.status,
      status: transactionStatusOf(row.isRefund, payment),
      ...(payment.settledAt ? { settledAt: new Date(payment.settledAt) } : {}),
      ...(payment.returnCode ? { achReturnCode: payment.returnCode } : {}),
      ...(payment.failureReason ? { failureReason: payment.failureReason } : {}),
      updatedAt: now,
    })
    .where(and(eq(transactions.merchantId, event.merchantId), eq(transactions.id, row.id)));
  await recomputeOrderPayment(tx, event.merchantId, row.orderId, now);
  return 'applied';
}

/** The order's payment facts, locked (recomputeOrderPayment; prepared, db/prepared.ts). */
const lockOrderState = preparedQuery((db) =>
  db
    .select({
      amountTotal: orders.amountTotal,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      depositCredit: orders.depositCredit,
      depositOrderId: orders.depositOrderId,
      // Issue 24 point 1: the provider whose calendar shows the order's appointment as paid (not locked).
      appointmentProviderId: sql<
        number | null
      >`(select ${calendarItems.serviceProviderId} from ${calendarItems}
          where ${calendarItems.merchantId} = ${orders.merchantId} and ${calendarItems.id} = ${orders.appointmentId})`.mapWith(
        Number,
      ),
      // Issue 25 point 1 (decision 116): the merchant approved the order's pending ACH payment.
      // (Qualified by hand: drizzle writes a column of the outer table unqualified inside sql``.)
      achApproved: sql<boolean>`exists (select 1 from ${orderEvents} as approval
          where approval.merchant_id = "orders"."merchant_id" and approval.order_id = "orders"."id"
          and approval.kind = 'approved')`,
    })
    .from(orders)
    .where(byTenantKey(orders.merchantId, orders.id, 'orderId'))
    .for('update')
    .prepare('order_payment_state_lock'),
);

/**
 * spec 3 §4.2: the order's amount_paid, payment_status and order_status from all its transactions, as the
 * domain's nextOrderState has them (issue 24 point 1, decision 113): a sale whose payments were all voided
 * is cancelled with nothing due; a cancelled order stays cancelled; a scheduled or past-due one keeps its
 * status while nothing is paid (those are the order's own states, not its transactions').
 */
export async function recomputeOrderPayment(
  tx: Database,
  merchantId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  const [order] = await lockOrderState(tx).execute({ merchantId, orderId });
  if (!order) return;
  const next = nextOrderState({
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    amount_total_cents: order.amountTotal,
    // Issue 15 point 7: a deposit credited from the appointment stays paid whatever its payments do.
    deposit_credit_cents: depositCreditOf(order)?.cents ?? 0,
    transactions: await listOrderTransactions(tx, merchantId, orderId),
    ach_approved: order.achApproved,
  });
  await tx
    .update(orders)
    .set({
      amountPaid: next.amount_paid_cents,
      orderStatus: next.order_status,
      paymentStatus: next.payment_status,
      updatedAt: now,
    })
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  if (order.appointmentProviderId !== null)
    await invalidateProviderCalendar(tx, merchantId, order.appointmentProviderId);
}

/**
 * Issue 15 point 1: reads the processor's report after the stored cursor and applies every event, page
 * by page, until the report is empty (or `maxEvents` were applied). Safe on any number of nodes.
 */
export async function applyProcessorReport(
  db: Database,
  processor: Pick<MoneyProcessor, 'report'>,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
  maxEvents = 10_000,
): Promise<ReportRun> {
  const run: ReportRun = { applied: 0, unmatched: 0 };
  let cursor = await readCursor(db);
  while (run.applied + run.unmatched < maxEvents) {
    const report = await processor.report(cursor, REPORT_PAGE);
    if (report.events.length === 0) break;
    for (const event of report.events) {
      const outcome = await applyEvent(db, event, cursor, now());
      if (outcome === 'moved') {
        // Another node applied this event; carry on from where it left the cursor.
        cursor = await readCursor(db);
        break;
      }
      if (outcome === 'unmatched') {
        run.unmatched += 1;
        log.warn(
          { event: event.id, reference: event.payment.reference, merchantId: event.merchantId },
          'processor event for a transaction the app does not have',
        );
      } else {
        run.applied += 1;
      }
      cursor = event.id;
    }
  }
  return run;
}
