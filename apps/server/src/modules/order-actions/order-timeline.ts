import type { OrderTimelineAnswer } from '@paybook/contracts';
import { centsToPrice, orderTimeline } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { findOrderRecord } from '../orders/orders.repository.ts';
import { listOrderEvents, userNames } from './order-actions.repository.ts';

/** GET order/{id}/timeline (issue 25 point 2): the domain's orderTimeline of the order's rows. */
export function getOrderTimeline(
  db: Database,
  user: UserContext,
  orderId: number,
): Promise<OrderTimelineAnswer> {
  const merchantId = user.merchantId;
  return withTenantRead(db, merchantId, async (tx) => {
    const record = await findOrderRecord(tx, merchantId, orderId);
    if (!record) throw notFound('The order');
    const events = await listOrderEvents(tx, merchantId, orderId);
    const lines = orderTimeline(
      record.order.createdAt.toISOString(),
      record.transactions.map((t) => ({
        id: t.id,
        is_refund: t.isRefund,
        status: t.status,
        amount_cents: t.amount,
        created_at: t.createdAt.toISOString(),
        updated_at: t.updatedAt.toISOString(),
      })),
      events.map((e) => ({
        id: e.id,
        kind: e.kind,
        detail: e.detail,
        user_id: e.userId,
        created_at: e.createdAt.toISOString(),
      })),
    );
    // The user of a money line is its transaction's; of an event, the event's.
    const userOf = (line: (typeof lines)[number]) =>
      line.user_id ?? record.transactions.find((t) => t.id === line.transaction_id)?.createdByUserId ?? null;
    const ids = [
      ...new Set(lines.map(userOf).filter((id): id is number => id !== null)),
      ...(record.order.createdByUserId === null ? [] : [record.order.createdByUserId]),
    ];
    const names = await userNames(tx, merchantId, ids);
    return {
      data: lines.map((line) => {
        const userId = line.kind === 'created' ? record.order.createdByUserId : userOf(line);
        return {
          kind: line.kind,
          at: line.at,
          amount: line.amount_cents === null ? null : centsToPrice(line.amount_cents),
          transaction_id: line.transaction_id,
          user_name: userId === null ? null : (names.get(userId) ?? null),
          detail: line.detail,
        };
      }),
    };
  });
}
