import { centsToPrice, type TransactionAction, transactionRefundedCents } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
import type { OrderRecord, TransactionRow } from '../orders/order-presenter.ts';
import { findOrderRecord } from '../orders/orders.repository.ts';
import type { ProcessorPayment } from '../processor/processor.ts';
import { recomputeOrderPayment, transactionStatusOf } from '../processor/processor-report.ts';
import * as repo from './transaction-actions.repository.ts';

// Issue 15 point 1: what a void, a refund or a refund's void writes once the processor answered (or, for
// cash and checks, at once). The request and the reconcile job (transaction-action-reconcile.ts) write
// through these same functions, so a refund recovered after a crash is the refund the request would have
// written. Each ends with the order's paid amount and status recomputed (summarizeOrderPayments).

/** The processor's side of a refund, or a cash or check refund handed back at the desk. */
export type RefundAnswer = { kind: 'processor'; payment: ProcessorPayment } | { kind: 'desk' };

/** The payment's refunded_amount from its refunds as they now stand (decision 67: posted and settled hold). */
async function syncRefundedAmount(tx: Database, merchantId: number, payment: TransactionRow, now: Date) {
  const all = await repo.listActionable(tx, merchantId, payment.orderId);
  const cents = transactionRefundedCents(repo.actionableOf(payment), all);
  await repo.setRefundedAmount(tx, merchantId, payment.id, cents, now);
}

/** A void of a payment, or of a refund (whose payment may then be refunded again). */
export async function recordVoid(
  tx: Database,
  merchantId: number,
  target: TransactionRow,
  answer: ProcessorPayment,
  now: Date,
): Promise<void> {
  await repo.setTransactionStatus(tx, merchantId, target.id, {
    processorStatus: answer.status,
    status: transactionStatusOf(target.isRefund, answer),
    now,
  });
  if (target.refPaymentId !== null) {
    const payment = await repo.findTransaction(tx, merchantId, target.refPaymentId);
    if (payment) await syncRefundedAmount(tx, merchantId, payment, now);
  }
  await recomputeOrderPayment(tx, merchantId, target.orderId, now);
}

/**
 * A refund of `amountCents` of `payment` with the money call's `key` (its row's idempotency_key). Answers
 * false when a row with the key exists already (the other writer was first) and writes nothing then.
 */
export async function recordRefund(
  tx: Database,
  merchantId: number,
  payment: TransactionRow,
  refund: { key: string; amountCents: number; answer: RefundAnswer; userId: number | null },
  now: Date,
): Promise<boolean> {
  const { answer } = refund;
  const fromProcessor = answer.kind === 'processor' ? answer.payment : null;
  const inserted = await repo.insertRefund(tx, merchantId, {
    orderId: payment.orderId,
    refPaymentId: payment.id,
    isRefund: true,
    funding: 'credit',
    paymentType: payment.paymentType,
    paymentMode: payment.paymentMode,
    // Cash and checks are handed back at the desk: settled when given (spec 3 §3.2).
    status: fromProcessor ? transactionStatusOf(true, fromProcessor) : 4,
    processorStatus: fromProcessor ? fromProcessor.status : 'settled',
    processorReference: fromProcessor?.reference ?? null,
    amount: refund.amountCents,
    canVoidUntil: fromProcessor?.canVoidUntil ? new Date(fromProcessor.canVoidUntil) : null,
    settledAt: fromProcessor ? (fromProcessor.settledAt ? new Date(fromProcessor.settledAt) : null) : now,
    email: payment.email,
    paymentAccountId: payment.paymentAccountId,
    accountKind: payment.accountKind,
    accountLastFour: payment.accountLastFour,
    accountLabel: payment.accountLabel,
    companyName: payment.companyName,
    checkNumber: payment.checkNumber,
    failureReason: fromProcessor?.failureReason ?? null,
    idempotencyKey: refund.key,
    createdByUserId: refund.userId,
    createdAt: now,
    updatedAt: now,
  });
  if (!inserted) return false;
  await syncRefundedAmount(tx, merchantId, payment, now);
  await recomputeOrderPayment(tx, merchantId, payment.orderId, now);
  return true;
}

/** The order as it now stands (the actions answer GET order/{id}'s shape). */
export async function readOrder(tx: Database, merchantId: number, orderId: number): Promise<OrderRecord> {
  const record = await findOrderRecord(tx, merchantId, orderId);
  if (!record) throw new Error(`Order ${orderId} vanished inside its own transaction`);
  return record;
}

/** Where the customer is told: the override, else the transaction's e-mail; null for nobody. */
export function noticeRecipient(
  target: Pick<TransactionRow, 'email'>,
  body: { suppress_notification: boolean; to_email_override: string },
): string | null {
  if (body.suppress_notification) return null;
  const to = body.to_email_override.trim() || target.email.trim();
  return to === '' ? null : to;
}

const dollars = (cents: number) => `$${centsToPrice(cents)}`;

/** The customer's e-mail about the action, in the outbox of the action's transaction (ruling 7). */
export async function queueNotice(
  tx: Database,
  merchantId: number,
  notice: {
    to: string;
    action: TransactionAction;
    /** The payment (void, refund) or the refund (void_refund) acted on. */
    target: Pick<TransactionRow, 'amount' | 'paymentType'>;
    /** The refund's cents (refund). */
    amountCents: number;
    orderNumber: number;
  },
): Promise<void> {
  const { name } = await repo.findMerchantHeading(tx, merchantId);
  const business = name || 'the business';
  const paid = dollars(notice.target.amount);
  const paragraphs: { text: string }[] = [];
  if (notice.action === 'refund') {
    if (notice.amountCents !== notice.target.amount) {
      paragraphs.push({
        text: `${dollars(notice.amountCents)} of your payment of ${paid} to ${business} was refunded.`,
      });
    }
    paragraphs.push({
      text:
        notice.target.paymentType === 'cash'
          ? 'The refund was handed back to you at the desk.'
          : 'It can take a few business days to show on your statement.',
    });
  }
  // Ruling 7: the merchant's template of the action; turned off (spec 3 §4.7), nothing is sent.
  await queueTemplatedEmail(tx, merchantId, {
    template: `transaction_${notice.action}`,
    to: notice.to,
    values: {
      company_name: business,
      company_email: '',
      company_phone: '',
      customer_first_name: 'there',
      customer_last_name: '',
      order_number: String(notice.orderNumber),
      payment_amount: paid,
    },
    paragraphs,
  });
}
