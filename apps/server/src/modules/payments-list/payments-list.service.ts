import type { PaymentsPage, TransactionDetail } from '@paybook/contracts';
import { centsToPrice } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { presentTransaction } from '../orders/order-presenter.ts';
import {
  findTransactionWithOrder,
  listOrderTransactionRows,
  listPaymentRows,
} from './payments-list.repository.ts';

// Issue 25 point 2, spec 3 §2.2 detail routes and §7 "get order transaction", "get card-processor
// transaction": GET transaction/{id} for /reports/details/transaction/{orderId}/{transactionId} and
// /reports/details/xenon-transaction/{transactionId}; GET payments for /payments.

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ''} ${last ?? ''}`.trim();

export function getTransaction(
  db: Database,
  user: UserContext,
  transactionId: number,
): Promise<TransactionDetail> {
  const merchantId = user.merchantId;
  return withTenantRead(db, merchantId, async (tx) => {
    const found = await findTransactionWithOrder(tx, merchantId, transactionId);
    if (!found) throw notFound('The transaction');
    const { transaction: row, order, customer } = found;
    const all = await listOrderTransactionRows(tx, merchantId, order.id);
    const related = row.isRefund
      ? all.filter((t) => t.id === row.refPaymentId)
      : all.filter((t) => t.refPaymentId === row.id);
    const walkIn = order.customerFirstName !== '' || order.customerLastName !== '';
    return {
      transaction: presentTransaction(row),
      processor_reference: row.processorReference,
      ach_authorization_type: row.achAuthorizationType,
      company_name: row.companyName,
      refunded_amount: centsToPrice(row.refundedAmount),
      related: related.map(presentTransaction),
      order_transactions: all.map(presentTransaction),
      order: {
        id: order.id,
        order_number: order.orderNumber,
        payment_status: order.orderStatus === 2 ? 'cancelled' : order.paymentStatus,
        amount_total: centsToPrice(order.amountTotal),
        customer:
          order.customerId === null && !walkIn
            ? null
            : {
                id: order.customerId,
                first_name: customer?.firstName ?? order.customerFirstName,
                last_name: customer?.lastName ?? order.customerLastName,
              },
      },
    };
  });
}

export function listPayments(
  db: Database,
  user: UserContext,
  query: { search: string; page: number; items_per_page: number },
): Promise<PaymentsPage> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const { rows, total } = await listPaymentRows(tx, user.merchantId, {
      search: query.search,
      offset: (query.page - 1) * query.items_per_page,
      limit: query.items_per_page,
    });
    return {
      data: rows.map((row) => ({
        transaction: presentTransaction(row.transaction),
        order_number: row.orderNumber,
        customer_id: row.customerId,
        customer_name:
          row.customerId === null
            ? fullName(row.orderFirstName, row.orderLastName)
            : fullName(row.firstName, row.lastName),
      })),
      total_item_count: total,
    };
  });
}
