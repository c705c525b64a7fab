import type { CustomerOrderPage, Order, OrderSellerAnswer } from '@paybook/contracts';
import { summarizeOrderPayments } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead, withTenantReadOne } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { depositCreditOf, presentOrder } from './order-presenter.ts';
import { presentOrderSummary } from './order-summary-presenter.ts';
import {
  customerExists,
  findOrderRecord,
  findOrderSeller,
  listCustomerOrders as listCustomerOrderRows,
  listOrdersTransactions,
} from './orders.repository.ts';

/** GET order/{id} (spec 3 §3.2, §7 "get order"): another merchant's order is not found (404). */
export function getOrder(db: Database, user: UserContext, orderId: number): Promise<Order> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const record = await findOrderRecord(tx, user.merchantId, orderId);
    if (!record) throw notFound('The order');
    return presentOrder(record);
  });
}

/** GET order/{id}/seller (issue 15 point 5: who sold it); another merchant's order is not found (404). */
export function getOrderSeller(db: Database, user: UserContext, orderId: number): Promise<OrderSellerAnswer> {
  return withTenantReadOne(db, user.merchantId, async (tx) => {
    const seller = await findOrderSeller(tx, user.merchantId, orderId);
    if (seller === undefined) throw notFound('The order');
    return { sold_by: seller };
  });
}

/**
 * GET customer/{id}/orders (issue 15 point 5: the profile's Recent orders): the customer's orders, newest
 * first, a page at a time. Another merchant's customer is not found (404), as GET customer/{id} answers.
 */
export function listCustomerOrders(
  db: Database,
  user: UserContext,
  customerId: number,
  query: { page: number; items_per_page: number },
): Promise<CustomerOrderPage> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    if (!(await customerExists(tx, user.merchantId, customerId))) throw notFound('The customer');
    const { rows, total } = await listCustomerOrderRows(tx, user.merchantId, customerId, {
      offset: (query.page - 1) * query.items_per_page,
      limit: query.items_per_page,
    });
    const moves = await listOrdersTransactions(
      tx,
      user.merchantId,
      rows.map((row) => row.id),
    );
    const data = rows.map((row) => {
      const own = moves.filter((move) => move.order_id === row.id);
      const credit = depositCreditOf(row)?.cents ?? 0;
      return presentOrderSummary(
        row,
        summarizeOrderPayments(row.amountTotal, own, credit).amount_refunded_cents,
      );
    });
    return { data, total_item_count: total };
  });
}
