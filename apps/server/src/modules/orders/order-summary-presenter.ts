import type { OrderSummary } from '@paybook/contracts';
import { centsToPrice, codeName, ORDER_STATUSES, SALE_TYPES } from '@paybook/domain';
import type { CustomerOrderRow } from './orders.repository.ts';

/**
 * One row of a customer's orders (contracts orderSummary); the payment status as GET order/{id} says it,
 * with what its refunds gave back (summarizeOrderPayments' amount_refunded_cents) for the badge.
 */
export function presentOrderSummary(row: CustomerOrderRow, refundedCents: number): OrderSummary {
  return {
    id: row.id,
    order_number: row.orderNumber,
    order_status: { code: row.orderStatus, name: codeName(ORDER_STATUSES, row.orderStatus) ?? '' },
    payment_status: row.orderStatus === 2 ? 'cancelled' : row.paymentStatus,
    sale_type: { code: row.saleType, name: codeName(SALE_TYPES, row.saleType) ?? '' },
    amount_total: centsToPrice(row.amountTotal),
    amount_paid: centsToPrice(row.amountPaid),
    amount_refunded: centsToPrice(refundedCents),
    created_at: row.createdAt.toISOString(),
  };
}
