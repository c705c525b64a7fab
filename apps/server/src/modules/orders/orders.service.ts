import type { Order } from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { presentOrder } from './order-presenter.ts';
import { findOrderRecord } from './orders.repository.ts';

/** GET order/{id} (spec 3 §3.2, §7 "get order"): another merchant's order is not found (404). */
export function getOrder(db: Database, user: UserContext, orderId: number): Promise<Order> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const record = await findOrderRecord(tx, user.merchantId, orderId);
    if (!record) throw notFound('The order');
    return presentOrder(record);
  });
}
