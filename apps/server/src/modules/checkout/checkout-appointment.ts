import { errorCodes } from '@paybook/contracts';
import {
  type AppointmentOrderFacts,
  appointmentCheckoutMessage,
  appointmentCheckoutRefusal,
  latestCheckoutSale,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { findAppointmentSales } from '../calendar/appointment-sales.ts';
import { readAppointmentDeposit } from '../deposits/deposit-credit.ts';
import { lockAppointmentMoney } from '../deposits/deposits.repository.ts';
import type { PlanDepositCredit } from './checkout-plan.ts';

// Issue 15 point 7: "checkout from that appointment credits the deposit". The checkout names the
// appointment (/pos?appointmentId=); while the plan is made, the appointment is checked (the merchant's,
// its customer the checkout's) and the credit decided, so the charge is decided once, in the plan: a retry
// and the reconcile job charge the same amount. The order-writing transaction locks the appointment and
// takes the credit (checkout-completion.ts).
// Issue 24 point 1: a visit is sold once. The plan refuses a cancelled appointment and one already
// checked out (unless the cashier confirmed a second sale); the order-writing transaction checks again
// under the appointment's row lock, in a statement after the lock (READ COMMITTED: it sees the order a
// concurrent checkout committed while this one waited), so of concurrent checkouts one sells the visit.

export const APPOINTMENT_CUSTOMER_MESSAGE =
  'This appointment is another customer’s. Choose the appointment’s customer, or check out without the appointment.';

/** The 409 of a refused checkout from the appointment (null: it may go on). */
function refusalError(
  status: string,
  sales: readonly AppointmentOrderFacts[],
  allowSecondSale: boolean,
): AppError | null {
  const sale = latestCheckoutSale(sales);
  const refusal = appointmentCheckoutRefusal({ status, sale_order_id: sale?.id ?? null }, allowSecondSale);
  if (refusal === null) return null;
  const message = appointmentCheckoutMessage(refusal, sale?.order_number ?? null);
  const details = [{ property: 'appointment_id', message }];
  if (refusal === 'cancelled') return new AppError(409, errorCodes.appointmentCancelled, message, details);
  // appointmentCheckedOutBody: the order the visit was sold on, beside the error.
  const extra = sale ? { order_id: sale.id, order_number: sale.order_number } : undefined;
  return new AppError(409, errorCodes.appointmentCheckedOut, message, details, extra);
}

/**
 * The deposit credit a checkout from the appointment plans for an order of `orderTotalCents` (null: none).
 * 404 when the appointment is not the merchant's; 400 naming appointment_id when the checkout names
 * another customer than the appointment's; 409 for a cancelled appointment or one checked out already.
 */
export async function planDepositCredit(
  tx: Database,
  merchantId: number,
  appointmentId: number,
  customerId: number | null,
  orderTotalCents: number,
  allowSecondSale: boolean,
): Promise<PlanDepositCredit | null> {
  const read = await readAppointmentDeposit(tx, merchantId, appointmentId, orderTotalCents);
  if (!read) throw notFound('The appointment');
  const sales = await findAppointmentSales(tx, merchantId, appointmentId);
  if (customerId !== null && read.customerId !== customerId)
    throw badRequest('appointment_id', APPOINTMENT_CUSTOMER_MESSAGE);
  const refused = refusalError(read.status, sales, allowSecondSale);
  if (refused) throw refused;
  const { credit } = read;
  return credit === null ? null : { cents: credit.cents, deposit_order_id: credit.depositOrderId };
}

/**
 * In the order-writing transaction: locks the appointment's row, then reads its orders, and answers why
 * the checkout is refused now (null: it may go on) and the appointment's provider (whose calendar shows
 * the payment). Undefined when the appointment is gone.
 */
export async function checkAppointmentUnderLock(
  tx: Database,
  merchantId: number,
  appointmentId: number,
  allowSecondSale: boolean,
): Promise<{ refused: AppError | null; providerId: number } | undefined> {
  const row = await lockAppointmentMoney(tx, merchantId, appointmentId);
  if (!row) return undefined;
  const sales = await findAppointmentSales(tx, merchantId, appointmentId);
  return { refused: refusalError(row.status, sales, allowSecondSale), providerId: row.serviceProviderId };
}
