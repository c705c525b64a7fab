import { type DepositStatus, depositCredit, transitionDeposit } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import * as orderRepo from './deposit-orders.repository.ts';
import * as repo from './deposits.repository.ts';

// Issue 15 point 7: "checkout from that appointment credits the deposit". For POST /api/cart/check_out
// (modules/checkout): in the checkout's transaction, ask for the credit with the order's total, take it off
// what the customer pays, and once the order is written mark the deposit credited. The appointment's row
// stays locked until the checkout commits, so two checkouts of one appointment credit it once.

export interface DepositCredit {
  appointmentId: number;
  /** Cents to take off the order: the deposit paid and not refunded, never above the order's total. */
  cents: number;
  depositOrderId: number;
  depositTransactionId: number;
}

/**
 * The deposit credit of a checkout from the appointment for an order of `orderTotalCents`, or null when
 * the appointment (the merchant's) has no paid deposit to credit. Locks the appointment's row.
 */
export async function depositCreditFor(
  tx: Database,
  merchantId: number,
  appointmentId: number,
  orderTotalCents: number,
): Promise<DepositCredit | null> {
  const row = await repo.lockAppointmentMoney(tx, merchantId, appointmentId);
  if (!row || row.depositTransactionId === null) return null;
  const payment = await orderRepo.findTransaction(tx, merchantId, row.depositTransactionId);
  return creditOf(row, payment ?? null, orderTotalCents);
}

/** The appointment's deposit as creditOf reads it, with its payment (a transaction of the deposit's order). */
export interface DepositFacts {
  id: number;
  depositStatus: DepositStatus | null;
  depositOrderId: number | null;
  depositTransactionId: number | null;
}

/**
 * The credit of a deposit whose payment is `payment` for an order of `orderTotalCents` (null: none). The
 * checkout reads it without a lock to plan the charge (checkout-appointment.ts); depositCreditFor reads it
 * under the lock when the order is written.
 */
export function creditOf(
  row: DepositFacts,
  payment: { status: number; amount: number; refundedAmount: number } | null,
  orderTotalCents: number,
): DepositCredit | null {
  if (row.depositTransactionId === null || row.depositOrderId === null) return null;
  const paid = payment && payment.status === 1 ? payment.amount - payment.refundedAmount : 0;
  const cents = depositCredit(row.depositStatus, paid, orderTotalCents);
  if (cents === 0) return null;
  return {
    appointmentId: row.id,
    cents,
    depositOrderId: row.depositOrderId,
    depositTransactionId: row.depositTransactionId,
  };
}

/** Marks the deposit credited after the checkout's order is written; false when it was not 'paid'. */
export async function markDepositCredited(tx: Database, merchantId: number, appointmentId: number) {
  const row = await repo.lockAppointmentMoney(tx, merchantId, appointmentId);
  const next = row?.depositStatus ? transitionDeposit(row.depositStatus, 'checkout') : null;
  if (!row || !next) return false;
  await repo.setDepositStatus(tx, merchantId, row, next);
  return true;
}

/**
 * The appointment's customer, visit status, deposit status and the credit a checkout of `orderTotalCents` would take,
 * read without a lock (the checkout's plan, GET appointment); undefined when it is not the merchant's.
 */
export async function readAppointmentDeposit(
  tx: Database,
  merchantId: number,
  appointmentId: number,
  orderTotalCents: number,
) {
  const row = await repo.findAppointmentDeposit(tx, merchantId, appointmentId);
  if (!row) return undefined;
  const payment =
    row.paymentStatus === null || row.paymentAmount === null || row.paymentRefunded === null
      ? null
      : { status: row.paymentStatus, amount: row.paymentAmount, refundedAmount: row.paymentRefunded };
  return {
    customerId: row.customerId,
    status: row.status,
    depositStatus: row.depositStatus,
    credit: creditOf(row, payment, orderTotalCents),
  };
}
