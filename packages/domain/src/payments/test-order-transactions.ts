// Transactions of an order for the payment-state tables (order-payment.test.ts, order-state.test.ts).
import type { OrderTransactionForPayment } from './order-payment.ts';

type Status = OrderTransactionForPayment['status'];

/** A payment in this status, as the processor reports it. */
export const pay = (
  status: Status,
  processor_status: string,
  amount_cents: number,
): OrderTransactionForPayment => ({
  is_refund: false,
  status,
  processor_status,
  amount_cents,
});

/** A refund in this status, as the processor reports it. */
export const refund = (
  status: Status,
  processor_status: string,
  amount_cents: number,
): OrderTransactionForPayment => ({ is_refund: true, status, processor_status, amount_cents });
