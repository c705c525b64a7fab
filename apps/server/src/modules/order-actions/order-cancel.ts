import { errorCodes, type Order } from '@paybook/contracts';
import { type CancelStep, orderCancelPlan } from '@paybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { orders, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { presentOrder } from '../orders/order-presenter.ts';
import { findOrderRecord } from '../orders/orders.repository.ts';
import { recomputeOrderPayment } from '../processor/processor-report.ts';
import { enqueueActionReconcile } from '../transaction-actions/transaction-action-reconcile.ts';
import { readOrder } from '../transaction-actions/transaction-action-records.ts';
import * as txRepo from '../transaction-actions/transaction-actions.repository.ts';
import { type ActionDeps, refund, voidOne } from '../transaction-actions/transaction-actions.service.ts';
import { orderActionRefused, presentedOrder, refuseUnlessAllowed } from './order-action-rules.ts';
import { insertOrderEvent } from './order-actions.repository.ts';
import { queueCancelNotice } from './order-cancel-notice.ts';

// Issue 25 point 1, spec 3 §4.2 "Cancel" and "Cancel with refund or void", §5 (the optional cancel
// notification), decision 82 (a whole refund through this action is how a paid order ends cancelled).
// POST order/{id}/cancel runs, like the transaction actions (decision 81):
//   1. one committed transaction: the order (404), the rule (checked again in step 2), the domain's cancel
//      plan (void what can be voided, refund what settled), and a reconcile job per processor step, keyed
//      by the step's processor key, so a crash after a money call loses nothing (the job records it);
//   2. in the order's turn, runIdempotent's transaction (a replay answers the first response): the order's
//      payment rows locked (then the order's, as every money write takes them), the rule and the plan again
//      (a plan other than step 1's is refused: its steps have no job), each step through the transaction
//      actions' own void and refund with its key's advisory lock, then the order marked cancelled, the
//      timeline rows and the customer's e-mail, all in that transaction.
// A processor refusal midway rolls the rows back; the money calls already made are found by their jobs
// (and replayed by the processor for a retry with the same Idempotency-Key), so the user retries once.

export interface CancelInput {
  refund: boolean;
  send_notification: boolean;
  to_email_override: string;
}

/** The processor key of one step: the order, the user, the request's key and the transaction. */
const stepKeyOf = (orderId: number, userId: number, key: string, step: CancelStep) =>
  `order-${orderId}:cancel:u${userId}:${key}:txn-${step.transaction_id}:${step.kind}`;

const samePlan = (a: readonly CancelStep[], b: readonly CancelStep[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Locks the order's transactions (by id), then the order: the order every money write takes. */
async function lockOrderMoney(tx: Database, merchantId: number, orderId: number): Promise<boolean> {
  await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.orderId, orderId)))
    .orderBy(asc(transactions.id))
    .for('update');
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)))
    .for('update');
  return row !== undefined;
}

export async function cancelOrder(
  deps: ActionDeps,
  request: FastifyRequest,
  user: UserContext,
  orderId: number,
  input: CancelInput,
): Promise<IdempotentResult<Order>> {
  const key = String(request.headers['idempotency-key']);
  const now = deps.options.now?.() ?? new Date();
  const merchantId = user.merchantId;
  const action = input.refund ? 'cancel_with_refund' : 'cancel';
  // Step 1. A refusal here is not thrown: a replay of a finished cancel must answer its first response.
  const planned = await withTenant(deps.db, merchantId, async (tx) => {
    const record = await findOrderRecord(tx, merchantId, orderId);
    if (!record) throw notFound('The order');
    try {
      refuseUnlessAllowed(action, presentOrder(record), user.subject);
    } catch {
      return null;
    }
    const plan = orderCancelPlan(record.transactions.map(txRepo.actionableOf), now);
    if (!plan.ok) return null;
    for (const step of plan.steps) {
      const row = record.transactions.find((t) => t.id === step.transaction_id);
      if (row?.paymentType === 'cash') continue;
      await enqueueActionReconcile(
        tx,
        {
          merchant_id: merchantId,
          action: step.kind,
          transaction_id: step.transaction_id,
          processor_key: stepKeyOf(orderId, user.userId, key, step),
          notify: null,
          user_id: user.userId,
        },
        now,
      );
    }
    return plan.steps;
  });
  return inObjectTurn(deps.db, turnOf.order(merchantId, orderId), () =>
    runIdempotent(
      deps.db,
      request,
      user,
      200,
      async (tx) => {
        if (!(await lockOrderMoney(tx, merchantId, orderId))) throw notFound('The order');
        const record = await readOrder(tx, merchantId, orderId);
        refuseUnlessAllowed(action, presentOrder(record), user.subject);
        const plan = orderCancelPlan(record.transactions.map(txRepo.actionableOf), now);
        if (!plan.ok) throw new AppError(409, errorCodes.transactionActionRefused, plan.message);
        if (planned === null || !samePlan(plan.steps, planned)) throw orderActionRefused();
        for (const step of plan.steps) {
          const processorKey = stepKeyOf(orderId, user.userId, key, step);
          await txRepo.holdKey(tx, processorKey);
          const current = await txRepo.lockTransaction(tx, merchantId, step.transaction_id);
          if (!current) throw notFound('The transaction');
          const moneyStep = { deps, tx, merchantId, current, processorKey, now, userId: user.userId };
          if (step.kind === 'void') await voidOne(moneyStep, 'void');
          else await refund(moneyStep, null);
          const written =
            step.kind === 'refund'
              ? await txRepo.findByIdempotencyKey(tx, merchantId, processorKey)
              : current;
          await insertOrderEvent(tx, merchantId, {
            orderId,
            kind: step.kind === 'void' ? 'voided' : 'refunded',
            detail: { transaction_id: written?.id ?? current.id, amount_cents: step.amount_cents },
            userId: user.userId,
            at: now,
          });
        }
        await tx
          .update(orders)
          .set({ orderStatus: 2, paymentStatus: 'cancelled', updatedAt: now })
          .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
        await recomputeOrderPayment(tx, merchantId, orderId, now);
        const to = input.send_notification
          ? await queueCancelNotice(tx, merchantId, record, plan.steps, input.to_email_override)
          : null;
        await insertOrderEvent(tx, merchantId, {
          orderId,
          kind: 'cancelled',
          detail: { with_refund: input.refund, notified: to },
          userId: user.userId,
          at: now,
        });
        return presentedOrder(tx, merchantId, orderId);
      },
      { callsProcessor: true },
    ),
  );
}
