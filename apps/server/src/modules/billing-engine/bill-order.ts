import { priceOrder, summarizeOrderPayments } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type orderEvents, orders, transactions } from '../../db/schema/index.ts';
import { insertOrderWithLines, type PaymentValues } from '../checkout/checkout-order-insert.ts';
import { processorPaymentColumns } from '../checkout/checkout-order-writer.ts';
import type { PlanPayment } from '../checkout/checkout-plan.ts';
import { amountColumns } from '../orders/order-amount-columns.ts';
import type { ProcessorPayment } from '../processor/processor.ts';
import { recomputeOrderPayment } from '../processor/processor-report.ts';
import type { BillReading } from './billing-run.repository.ts';

// Issue 25 point 7: a bill's order. The first charge of a bill writes its order (sale type 11 Billing
// Schedule, one line: the schedule's item at the bill's amount), with the checkout's one-statement insert
// and its transaction columns; a retry adds its payment to the same order, as does the bill of a checkout's
// line charged on its date (decision 133: the bill row names the checkout's order). Each attempt writes an
// order_events row: 'billed' on the bill's first attempt, 'payment_failed' for each failed charge.

/** spec 2 §3 sale type 11: Billing Schedule. */
const BILLING_SCHEDULE_SALE = 11;

/** What one charge attempt of a bill did. */
export interface BillAttempt {
  /** The processor's answer; null when nothing went to the processor (no account, or 0.00). */
  payment: ProcessorPayment | null;
  /** The stored account charged, as the transaction names it. */
  account: Extract<PlanPayment, { kind: 'card' | 'bank' }> | null;
  /** The charge's key at the processor and on the transaction. */
  key: string;
  amountCents: number;
  /** Why it failed; null when it was paid (or pending). */
  failure: string | null;
  /** The bill is past due after this attempt (its last retry failed). */
  isPastDue: boolean;
}

function paymentValues(reading: BillReading, attempt: BillAttempt): PaymentValues | null {
  if (attempt.payment === null || attempt.account === null) return null;
  return {
    merchantId: reading.bill.merchantId,
    funding: 'payment',
    paymentMode: 'stored',
    amount: attempt.amountCents,
    email: reading.customer.email,
    idempotencyKey: attempt.key,
    createdByUserId: null,
    ...processorPaymentColumns(attempt.account, attempt.payment, reading.schedule.paymentAccountId),
  };
}

/** The bill's order for its first attempt: priced by priceOrder as one line of the bill's amount. */
async function insertBillOrder(tx: Database, reading: BillReading, attempt: BillAttempt, today: string) {
  const { bill, schedule, customer } = reading;
  const line = {
    offering_id: schedule.offeringId ?? 0,
    price_structure: 'recurring' as const,
    unit_price_cents: attempt.amountCents,
    quantity_thousandths: 1000,
    // The schedule's price already holds the fees and taxes priced at the sale (decision 77).
    is_taxable: false,
    start_date: null,
  };
  const priced = priceOrder({ today, lines: [line], fee_structures: [], order_fees: [], discounts: [] });
  const payment = paymentValues(reading, attempt);
  const summary = summarizeOrderPayments(
    priced.total_cents,
    payment
      ? [
          {
            is_refund: false,
            status: payment.status,
            processor_status: payment.processorStatus,
            amount_cents: payment.amount,
          },
        ]
      : [],
  );
  const paymentStatus =
    attempt.isPastDue && summary.payment_status === 'unpaid' ? 'past_due' : summary.payment_status;
  const written = await insertOrderWithLines(
    tx,
    {
      merchantId: bill.merchantId,
      customerId: customer.id,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
      customerEmail: customer.email,
      saleType: BILLING_SCHEDULE_SALE,
      paymentStatus,
      ...amountColumns(priced),
      amountPaid: summary.amount_paid_cents,
      priced,
      containsSubscription: true,
      createdByUserId: null,
    },
    [
      {
        merchantId: bill.merchantId,
        lineNumber: 1,
        offeringId: schedule.offeringId,
        customFields: [],
        name: schedule.offeringName,
        priceStructure: 'recurring',
        unitName: null,
        unitPrice: line.unit_price_cents,
        quantityThousandths: line.quantity_thousandths,
        startDate: bill.billDate,
        ...amountColumns(priced.lines[0] ?? priced),
      },
    ],
    payment,
  );
  return written.order.id;
}

/**
 * A payment on the bill's existing order (a retry, or a checkout's line charged on its date, decision 133),
 * and the order's status recomputed from its transactions.
 */
async function addOrderPayment(
  tx: Database,
  reading: BillReading,
  attempt: BillAttempt,
  orderId: number,
  now: Date,
) {
  const { merchantId } = reading.bill;
  const payment = paymentValues(reading, attempt);
  if (payment) await tx.insert(transactions).values({ ...payment, orderId });
  if (attempt.isPastDue) {
    // spec 3 §4.2 past_due: the order's own state, kept by the recompute while nothing is paid.
    await tx
      .update(orders)
      .set({ paymentStatus: 'past_due', updatedAt: now })
      .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId), eq(orders.amountPaid, 0)));
  }
  await recomputeOrderPayment(tx, merchantId, orderId, now);
}

export type OrderEventValues = typeof orderEvents.$inferInsert;

/**
 * Writes the attempt's order (or adds to it); answers the order's id and its timeline rows, which the
 * caller inserts with the other bills' in one statement.
 */
export async function writeBillOrder(
  tx: Database,
  reading: BillReading,
  attempt: BillAttempt,
  today: string,
  now: Date,
): Promise<{ orderId: number; events: OrderEventValues[] }> {
  const { bill } = reading;
  const attemptNumber = bill.attempts + 1;
  let orderId = bill.orderId;
  const events: OrderEventValues[] = [];
  const detail = { bill_id: bill.id, bill_date: bill.billDate, kind: bill.kind, attempt: attemptNumber };
  if (orderId === null) orderId = await insertBillOrder(tx, reading, attempt, today);
  else await addOrderPayment(tx, reading, attempt, orderId, now);
  if (bill.attempts === 0)
    events.push({ merchantId: bill.merchantId, orderId, kind: 'billed', detail, createdAt: now });
  if (attempt.failure !== null) {
    events.push({
      merchantId: bill.merchantId,
      orderId,
      kind: 'payment_failed',
      detail: { ...detail, reason: attempt.failure, is_past_due: attempt.isPastDue },
      createdAt: now,
    });
  }
  return { orderId, events };
}
