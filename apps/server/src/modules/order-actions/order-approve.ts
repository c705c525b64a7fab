import type { Order } from '@paybook/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import type { OrderRecord } from '../orders/order-presenter.ts';
import { presentOrder } from '../orders/order-presenter.ts';
import { recomputeOrderPayment } from '../processor/processor-report.ts';
import { readOrder } from '../transaction-actions/transaction-action-records.ts';
import { presentedOrder, refuseUnlessAllowed } from './order-action-rules.ts';
import { insertOrderEvent, lockOrder, setCustomerCompany } from './order-actions.repository.ts';

// Issue 25 point 1, spec 3 §4.2 "Approve: only when pending (shown only if the merchant accepts ACH)",
// §6 modify_orders, §7 "A patch of the customer's company name when approving certain ACH orders".
// Decision 116: approving accepts the order's posted ACH debit as payment. The approval is an `approved`
// order event, which recomputeOrderPayment reads (nextOrderState's ach_approved): the order reads paid
// (or partially paid) while the debit settles, and keeps the approval through later recomputes. No money
// moves, so it is one transaction: the order's turn, its row lock, the rule, the patch, the event.

/** A pending ACH payment of a business account (CCD, or a company named): the company may be set. */
export const isBusinessAchOrder = (record: Pick<OrderRecord, 'transactions'>) =>
  record.transactions.some(
    (t) =>
      !t.isRefund &&
      t.paymentType === 'ach' &&
      t.processorStatus === 'posted' &&
      (t.achAuthorizationType === 'Ccd' || t.companyName !== ''),
  );

export function approveOrder(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  orderId: number,
  body: { company_name: string | null },
  now: () => Date,
): Promise<IdempotentResult<Order>> {
  const merchantId = user.merchantId;
  return inObjectTurn(db, turnOf.order(merchantId, orderId), () =>
    runIdempotent(db, request, user, 200, async (tx) => {
      if (!(await lockOrder(tx, merchantId, orderId))) throw notFound('The order');
      const record = await readOrder(tx, merchantId, orderId);
      refuseUnlessAllowed('approve', presentOrder(record), user.subject);
      const at = now();
      const company = body.company_name;
      if (company !== null) {
        if (!isBusinessAchOrder(record) || record.order.customerId === null) {
          throw badRequest('company_name', 'This order is not paid from a business bank account.');
        }
        await setCustomerCompany(tx, merchantId, record.order.customerId, company, at);
      }
      await insertOrderEvent(tx, merchantId, {
        orderId,
        kind: 'approved',
        detail: company === null ? {} : { company_name: company },
        userId: user.userId,
        at,
      });
      await recomputeOrderPayment(tx, merchantId, orderId, at);
      return presentedOrder(tx, merchantId, orderId);
    }),
  );
}
