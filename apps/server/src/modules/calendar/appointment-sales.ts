import type { AppointmentPayment } from '@paybook/contracts';
import {
  type AppointmentOrderFacts,
  type AppointmentPaymentState,
  appointmentPaymentState,
  centsToPrice,
  type DepositStatus,
  latestCheckoutSale,
} from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

// Issue 24 point 1: an appointment knows the orders it was checked out on (orders.appointment_id, indexed
// by orders_appointment_idx). The checkout reads them to refuse a second sale, GET appointment/{id} to say
// what was paid, and the calendar's week reads the latest sale per item in its own statement.

/** Every order checked out from the appointment (a handful at most), as the domain's rules read them. */
export async function findAppointmentSales(
  tx: Database,
  merchantId: number,
  appointmentId: number,
): Promise<AppointmentOrderFacts[]> {
  return tx
    .select({
      id: orders.id,
      order_number: orders.orderNumber,
      order_status: orders.orderStatus,
      payment_status: orders.paymentStatus,
      amount_total_cents: orders.amountTotal,
      amount_paid_cents: orders.amountPaid,
    })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.appointmentId, appointmentId)));
}

/** The contract's `payment` of a state; undefined for an unpaid visit with no order (left out). */
export function presentAppointmentPayment(state: AppointmentPaymentState): AppointmentPayment | undefined {
  if (state.kind === 'unpaid' && state.order_id === null) return undefined;
  return {
    state: state.kind,
    amount: state.amount_cents === null ? null : centsToPrice(state.amount_cents),
    order_id: state.order_id,
    order_number: state.order_number,
  };
}

/** The visit's payment from its orders and deposit (appointmentPaymentState over the latest sale). */
export const appointmentPaymentOf = (
  sales: readonly AppointmentOrderFacts[],
  depositStatus: DepositStatus | null,
) =>
  presentAppointmentPayment(
    appointmentPaymentState({ deposit_status: depositStatus, checkout_order: latestCheckoutSale(sales) }),
  );
