import type { CollectPaymentAnswer, CollectPaymentBody } from '@paybook/contracts';
import { centsToPrice, checkoutProblems, moneyTextToCents, parseCardSwipe } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { resolvePayment } from '../checkout/checkout-payment.ts';
import { paymentFacts, refusalOf, sourceOf } from '../checkout/checkout-payment-source.ts';
import type { PlanPayment } from '../checkout/checkout-plan.ts';
import type { PaymentRequest } from '../checkout/checkout-request.ts';
import type { OrderRecord } from '../orders/order-presenter.ts';
import { presentOrder, presentTransaction } from '../orders/order-presenter.ts';
import { findOrderRecord } from '../orders/orders.repository.ts';
import { findAccount, type PaymentAccountRow } from '../payment-accounts/payment-accounts.repository.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { readOrder } from '../transaction-actions/transaction-action-records.ts';
import { holdKey } from '../transaction-actions/transaction-actions.repository.ts';
import { type ActionDeps, callProcessor } from '../transaction-actions/transaction-actions.service.ts';
import { refuseUnlessAllowed } from './order-action-rules.ts';
import { lockOrder } from './order-actions.repository.ts';
import { enqueueCollectReconcile, writeCollected } from './order-collect-records.ts';

// Issue 25 point 1, spec 3 §4.2 "Collect payment", §6 create_orders; decision 113 (a deposit sale whose
// card was voided owes its charge and is collected here). POST order/{id}/collect_payment takes what is
// due, or part of it, the way the checkout takes a payment: the same checks (checkoutProblems through the
// checkout's own paymentFacts and refusal), the same sources (sourceOf), the same tokenising
// (resolvePayment) and the same transaction row (paymentTransactionValues). Then the order's state is
// nextOrderState's (recomputeOrderPayment).
//   1. A read transaction: the order (404), its customer's stored account (404 for another's), the
//      amount (400 naming `amount` above what is due), the checkout's problems (400 naming the field);
//      then a typed card or bank account is tokenised (nothing moves yet).
//   2. In the order's turn, runIdempotent's transaction (a repeat answers the first response): the order's
//      row lock, the rule and the amount due again (ten at once: the first takes it, the rest are refused),
//      the money call with a key derived from the order, the user and the Idempotency-Key (a retry after a
//      lost answer gets the processor's first payment, never a second), the transaction row (unique by that
//      key), the order's state and the timeline row, all in that transaction.
// A declined card is an answer, not an error (as the checkout's): a failed transaction row and a
// payment_failed line on the timeline, the order unchanged, 200 with payment_status failed.

const collectKeyOf = (orderId: number, userId: number, key: string) =>
  `order-${orderId}:collect:u${userId}:${key}`;

/** The payment fields of the body (the checkout's PaymentRequest: a mode and its own fields). */
function paymentOf(body: CollectPaymentBody): PaymentRequest {
  const { amount: _amount, ...payment } = body;
  return payment;
}

const amountDueOf = (record: OrderRecord) => {
  const order = presentOrder(record);
  return { order, due: moneyTextToCents(order.amount_due) ?? 0 };
};

/** The cents to collect: the body's amount, or everything due; at most what is due (400 naming amount). */
function chargeOf(body: CollectPaymentBody, due: number): number {
  const cents = body.amount === null ? due : (moneyTextToCents(body.amount) ?? 0);
  if (cents > due) {
    throw badRequest('amount', `The amount is more than what is due on this order ($${centsToPrice(due)}).`);
  }
  return cents;
}

interface Prepared {
  payment: PlanPayment;
  chargeCents: number;
  email: string;
}

/** Step 1: the reads and checks, then the tokenising outside any transaction. */
async function prepare(
  deps: CollectDeps,
  user: UserContext,
  orderId: number,
  body: CollectPaymentBody,
): Promise<Prepared> {
  const request = paymentOf(body);
  const { record, account } = await withTenantRead(deps.db, user.merchantId, async (tx) => {
    const found = await findOrderRecord(tx, user.merchantId, orderId);
    if (!found) throw notFound('The order');
    let stored: PaymentAccountRow | null = null;
    if (request.payment_mode === 'stored') {
      stored = (await findAccount(tx, user.merchantId, request.account_id)) ?? null;
      if (!stored || stored.customerId !== found.order.customerId) throw notFound('The payment account');
    }
    return { record: found, account: stored };
  });
  const { order, due } = amountDueOf(record);
  refuseUnlessAllowed('collect_payment', order, user.subject);
  const chargeCents = chargeOf(body, due);
  const email = order.customer?.email ?? '';
  const swiped = request.payment_mode === 'ccSwipe' ? parseCardSwipe(request.track_data) : null;
  const problems = checkoutProblems(
    { lines: [], customer: { id: record.order.customerId, email }, charge_cents: chargeCents },
    paymentFacts(request, account),
    user.subject,
  );
  const refusal = refusalOf(problems);
  if (refusal) throw refusal;
  const source = sourceOf(user, request, account, swiped);
  const payment = await resolvePayment(deps.processor, user, source, chargeCents, false);
  return { payment, chargeCents, email };
}

/** The actions' deps, with a processor that also tokenises (a typed card or bank account). */
export type CollectDeps = ActionDeps & { processor: PaymentProcessor };

export async function collectPayment(
  deps: CollectDeps,
  request: FastifyRequest,
  user: UserContext,
  orderId: number,
  body: CollectPaymentBody,
): Promise<IdempotentResult<CollectPaymentAnswer>> {
  const key = String(request.headers['idempotency-key']);
  const merchantId = user.merchantId;
  const prepared = await prepare(deps, user, orderId, body);
  const processorKey = collectKeyOf(orderId, user.userId, key);
  const { payment } = prepared;
  const plan = {
    payment_mode: body.payment_mode,
    payment,
    amount_cents: prepared.chargeCents,
    email: prepared.email,
  };
  if (payment.kind === 'card' || payment.kind === 'bank') {
    // Decision 119: the job that writes what a crash after the money call lost, committed before it.
    await withTenant(deps.db, merchantId, (tx) =>
      enqueueCollectReconcile(
        tx,
        {
          merchant_id: merchantId,
          order_id: orderId,
          user_id: user.userId,
          processor_key: processorKey,
          plan,
        },
        deps.options.now?.() ?? new Date(),
      ),
    );
  }
  return inObjectTurn(deps.db, turnOf.order(merchantId, orderId), () =>
    runIdempotent(
      deps.db,
      request,
      user,
      200,
      async (tx) => {
        const now = deps.options.now?.() ?? new Date();
        // The key's lock first, then the order's: the reconcile job takes them in this order too.
        await holdKey(tx, processorKey);
        if (!(await lockOrder(tx, merchantId, orderId))) throw notFound('The order');
        const { order, due } = amountDueOf(await readOrder(tx, merchantId, orderId));
        refuseUnlessAllowed('collect_payment', order, user.subject);
        if (prepared.chargeCents > due) chargeOf(body, due);
        const answer =
          payment.kind === 'card' || payment.kind === 'bank'
            ? await callProcessor(() => {
                const charge = {
                  idempotencyKey: processorKey,
                  token: payment.token,
                  amountCents: prepared.chargeCents,
                  timeZone: user.merchant.timeZone,
                  merchantId,
                };
                return payment.kind === 'card'
                  ? deps.processor.authorizeCard(charge)
                  : deps.processor.postAchDebit(charge);
              })
            : null;
        await deps.options.afterCharge?.();
        const { row, status } = await writeCollected(tx, {
          merchantId,
          orderId,
          userId: user.userId,
          processorKey,
          plan,
          answer,
          now,
        });
        const after = presentOrder(await readOrder(tx, merchantId, orderId));
        return {
          payment_status: status,
          order: after,
          transaction: presentTransaction(row),
          change_due: payment.kind === 'cash' ? centsToPrice(payment.change_cents) : null,
          failure_reason: status === 'failed' ? (answer?.failureReason ?? 'The payment was declined.') : null,
        };
      },
      { callsProcessor: true },
    ),
  );
}
