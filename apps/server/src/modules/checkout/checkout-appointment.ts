import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { readAppointmentDeposit } from '../deposits/deposit-credit.ts';
import type { PlanDepositCredit } from './checkout-plan.ts';

// Issue 15 point 7: "checkout from that appointment credits the deposit". The checkout names the
// appointment (/pos?appointmentId=); while the plan is made, the appointment is checked (the merchant's,
// its customer the checkout's) and the credit decided, so the charge is decided once, in the plan: a retry
// and the reconcile job charge the same amount. The order-writing transaction locks the appointment and
// takes the credit (checkout-completion.ts).

export const APPOINTMENT_CUSTOMER_MESSAGE =
  'This appointment is another customer’s. Choose the appointment’s customer, or check out without the appointment.';

/**
 * The deposit credit a checkout from the appointment plans for an order of `orderTotalCents` (null: none).
 * 404 when the appointment is not the merchant's; 400 naming appointment_id when the checkout names
 * another customer than the appointment's.
 */
export async function planDepositCredit(
  tx: Database,
  merchantId: number,
  appointmentId: number,
  customerId: number | null,
  orderTotalCents: number,
): Promise<PlanDepositCredit | null> {
  const read = await readAppointmentDeposit(tx, merchantId, appointmentId, orderTotalCents);
  if (!read) throw notFound('The appointment');
  if (customerId !== null && read.customerId !== customerId)
    throw badRequest('appointment_id', APPOINTMENT_CUSTOMER_MESSAGE);
  const { credit } = read;
  return credit === null ? null : { cents: credit.cents, deposit_order_id: credit.depositOrderId };
}
