import { DEPOSIT_NOT_RETURNABLE } from '@paybook/contracts';
import {
  type DepositOnCancel,
  depositOnCancel,
  depositReturnStep,
  isScheduleUnit,
  newPayment,
  type PaymentStatus,
  transitionDeposit,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cancellationDeadline } from '../booking-emails/email-times.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { recomputeOrderPayment } from '../processor/processor-report.ts';
import * as orderRepo from './deposit-orders.repository.ts';
import * as repo from './deposits.repository.ts';

// Issue 15 point 7: cancelling an appointment with a paid deposit, from the customer's manage page or the
// back office. Inside spec 1 §3's cancellation window the deposit comes back in full, once: voided before
// the batch, refunded after (decision 67, depositReturnStep); later it is kept. The appointment's row is
// locked first, so two cancels at once return it once.

const PAYMENT_STATUSES: readonly string[] = [
  'requires_action',
  'authorized',
  'posted',
  'settled',
  'voided',
  'failed',
  'returned',
];
const isPaymentStatus = (status: string): status is PaymentStatus => PAYMENT_STATUSES.includes(status);

/** Voids or refunds the deposit's payment and brings its order's paid amount up to date. */
async function returnDeposit(
  tx: Database,
  processor: MoneyProcessor,
  merchantId: number,
  transactionId: number,
  timeZone: string,
  now: Date,
) {
  const payment = await orderRepo.findTransaction(tx, merchantId, transactionId);
  if (!payment?.processorReference)
    throw new Error(`Deposit payment ${transactionId} has no processor reference`);
  const current = await processor.findPayment(payment.idempotencyKey);
  if (!current || !isPaymentStatus(current.status))
    throw new Error(`Deposit payment ${transactionId} is unknown`);
  const state = {
    ...newPayment('card', current.status, payment.amount, timeZone),
    can_void_until: current.canVoidUntil,
    settled_at: current.settledAt,
    refunded_cents: payment.refundedAmount,
  };
  const step = depositReturnStep(state, now);
  if (step.step === 'none')
    throw new AppError(
      409,
      DEPOSIT_NOT_RETURNABLE,
      'The deposit cannot be given back at this moment because its payment is being settled. Try again in a few minutes.',
    );
  if (step.step === 'void') {
    const voided = await processor.voidPayment(payment.processorReference, `${payment.idempotencyKey}:void`);
    await orderRepo.updatePaymentAfterReturn(tx, merchantId, payment, {
      voided: true,
      processorStatus: voided.status,
    });
  } else {
    const refund = await processor.refundPayment({
      idempotencyKey: `${payment.idempotencyKey}:refund`,
      paymentReference: payment.processorReference,
      amountCents: step.amount_cents,
    });
    const posted = refund.status === 'posted' || refund.status === 'settled';
    await orderRepo.insertRefundTransaction(tx, merchantId, {
      orderId: payment.orderId,
      refPaymentId: payment.id,
      isRefund: true,
      funding: 'credit',
      paymentType: 'credit_card',
      paymentMode: payment.paymentMode,
      status: posted ? 4 : 6,
      processorStatus: refund.status,
      processorReference: refund.reference,
      amount: step.amount_cents,
      canVoidUntil: refund.canVoidUntil ? new Date(refund.canVoidUntil) : null,
      email: payment.email,
      paymentAccountId: payment.paymentAccountId,
      accountKind: payment.accountKind,
      accountLastFour: payment.accountLastFour,
      accountLabel: payment.accountLabel,
      failureReason: refund.failureReason,
      idempotencyKey: `${payment.idempotencyKey}:refund`,
    });
    if (!posted)
      throw new AppError(409, DEPOSIT_NOT_RETURNABLE, refund.failureReason ?? 'The deposit refund failed.');
    await orderRepo.updatePaymentAfterReturn(tx, merchantId, payment, {
      voided: false,
      refundedCents: step.amount_cents,
    });
  }
  // Decision 113: a deposit voided leaves its order cancelled with nothing due; a refunded one stays paid.
  await recomputeOrderPayment(tx, merchantId, payment.orderId, now);
}

/**
 * What cancelling the appointment at `now` does to its deposit: 'refund' (given back, once), 'keep' (after
 * the window) or 'nothing' (no paid deposit). Call it in the cancel's transaction.
 */
export async function settleDepositOnCancel(
  tx: Database,
  processor: MoneyProcessor,
  merchantId: number,
  appointmentId: number,
  now = new Date(),
): Promise<DepositOnCancel> {
  const row = await repo.lockAppointmentMoney(tx, merchantId, appointmentId);
  if (row?.depositStatus !== 'paid' || row.depositTransactionId === null) return 'nothing';
  const window = await repo.findCancellationWindow(tx, merchantId);
  if (!window) return 'nothing';
  const unit = isScheduleUnit(window.unit) ? window.unit : 'Hours';
  const deadline = cancellationDeadline(row.startAt, window.timeZone, { value: Number(window.value), unit });
  const decision = depositOnCancel(row.depositStatus, deadline, now);
  if (decision === 'nothing') return decision;
  if (decision === 'refund')
    await returnDeposit(tx, processor, merchantId, row.depositTransactionId, window.timeZone, now);
  const next = transitionDeposit(
    row.depositStatus,
    decision === 'refund' ? 'cancel_in_window' : 'cancel_late',
  );
  if (next) await repo.setDepositStatus(tx, merchantId, row, next);
  return decision;
}
