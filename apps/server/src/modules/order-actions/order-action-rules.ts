import { errorCodes, errorWordings, type Order } from '@paybook/contracts';
import {
  type AccessSubject,
  type OrderAction,
  orderActionFactsOf,
  orderActionRefusal,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { presentOrder } from '../orders/order-presenter.ts';
import { readOrder } from '../transaction-actions/transaction-action-records.ts';

// Issue 25 point 1: the server asks the domain's orderActionRefusal of the order as GET order/{id} answers
// it, as the order page does: 409 ORDER_ACTION_REFUSED for the order's state (spec 3 §8's words), 403 for
// a right the action needs for this order (cancelling with a refund needs the refund claim).

export const orderActionRefused = () =>
  new AppError(409, errorCodes.orderActionRefused, errorWordings[errorCodes.orderActionRefused]);

/** Throws the refusal of `action` on `order` for `subject`, if any. */
export function refuseUnlessAllowed(action: OrderAction, order: Order, subject: AccessSubject): void {
  const refusal = orderActionRefusal(action, orderActionFactsOf(order), subject);
  if (refusal === null) return;
  if (refusal.kind === 'right') throw forbidden(refusal.message);
  throw orderActionRefused();
}

/** The order as it now stands, in the API's shape. */
export async function presentedOrder(tx: Database, merchantId: number, orderId: number): Promise<Order> {
  return presentOrder(await readOrder(tx, merchantId, orderId));
}
