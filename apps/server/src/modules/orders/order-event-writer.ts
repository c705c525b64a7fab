import type { OrderEventKind } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';

// Issue 25 point 2: a line of an order's or invoice's timeline (migration 0027's order_events), written in
// the transaction of the change it records (so a rolled-back change leaves no line).

/** One timeline row; `at` is the action's clock (the database's now() when absent). */
export async function insertOrderEvent(
  tx: Database,
  merchantId: number,
  event: {
    orderId: number;
    kind: OrderEventKind;
    detail?: Record<string, unknown>;
    userId: number | null;
    at?: Date;
  },
): Promise<void> {
  await tx.insert(orderEvents).values({
    merchantId,
    orderId: event.orderId,
    kind: event.kind,
    detail: event.detail ?? {},
    userId: event.userId,
    createdAt: event.at,
  });
}

/** The same, in the positional form the invoices and the billing engine use. */
export function recordOrderEvent(
  tx: Database,
  merchantId: number,
  orderId: number,
  kind: OrderEventKind,
  detail: Record<string, unknown> = {},
  userId: number | null = null,
): Promise<void> {
  return insertOrderEvent(tx, merchantId, { orderId, kind, detail, userId });
}
