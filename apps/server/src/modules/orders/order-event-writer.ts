import type { OrderEventKind } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';

// Issue 25 point 2: a line of an order's or invoice's timeline, written in the transaction of the change it
// records (so a rolled-back change leaves no line).

export async function recordOrderEvent(
  tx: Database,
  merchantId: number,
  orderId: number,
  kind: OrderEventKind,
  detail: Record<string, unknown> = {},
  userId: number | null = null,
): Promise<void> {
  await tx.insert(orderEvents).values({ merchantId, orderId, kind, detail, userId });
}
