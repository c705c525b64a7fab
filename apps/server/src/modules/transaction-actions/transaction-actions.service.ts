import {
  errorWordings,
  type Order,
  PROCESSOR_UNAVAILABLE,
  TRANSACTION_ACTION_REFUSED,
} from '@paybook/contracts';
import {
  centsToPrice,
  type TransactionAction,
  transactionActionRefusal,
  transactionRefundableCents,
} from '@paybook/domain';
import { moneyTextToCents } from '@paybook/domain/money/money-text';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import type { CheckoutOptions } from '../checkout/checkout-completion.ts';
import { presentOrder, type TransactionRow } from '../orders/order-presenter.ts';
import {
  type MoneyProcessor,
  type ProcessorPayment,
  ProcessorStepRefused,
  ProcessorUnavailable,
} from '../processor/processor.ts';
import { formatOrderTime } from '../receipts/receipt-dates.ts';
import { enqueueActionReconcile } from './transaction-action-reconcile.ts';
import {
  noticeRecipient,
  queueNotice,
  type RefundAnswer,
  readOrder,
  recordRefund,
  recordVoid,
} from './transaction-action-records.ts';
import * as repo from './transaction-actions.repository.ts';

// Issue 15 point 1, spec 3 §4.4, §7: PUT transaction/{id}/void, PUT transaction/{id}/refund and PUT
// order/{orderKey}/{refId}/payment/{id}/void. Each takes an Idempotency-Key (required) and runs:
//   1. one committed transaction: the transaction must be the merchant's (404) and the body must name it
//      and its order (400); a processor action queues its reconcile job (decision 69's intent-first rule);
//   2. runIdempotent's transaction (a replay answers the first response): the key's advisory lock, the
//      payment's row lock (FOR UPDATE: two refunds never both see what is left), spec 3 §4.4's rule (409),
//      the amount (400), the processor's money call with a key derived from the transaction, the user and
//      the Idempotency-Key, the rows, the order's paid amount and status, and the customer's e-mail.
// A crash between the money call and the COMMIT loses nothing: the job writes what the processor did.
// Step 2 waits for the payment's turn and a money-call place in memory, never on a pooled connection, and
// the processor keeps its books on a pool of its own (issue 23 point 1, decision 90).

export interface ActionDeps {
  db: Database;
  processor: MoneyProcessor;
  /** `afterCharge` runs after the processor answered, before the rows are written (a test's crash). */
  options: CheckoutOptions;
}

export interface ActionNotice {
  suppress_notification: boolean;
  to_email_override: string;
}

export type ActionInput = {
  /** The payment (void, refund) or the refund (void_refund) in the path. */
  transactionId: number;
  notice: ActionNotice;
} & (
  | { action: 'void'; paymentId: number; orderKey: number }
  | { action: 'refund'; paymentId: number; orderKey: number; amount: string | null }
  | { action: 'void_refund'; refId: number; orderKey: number }
);

const IDEMPOTENCY_KEY = 'Idempotency-Key';

function requireKey(header: string | string[] | undefined): string {
  if (header === undefined || header === '') {
    throw badRequest(
      IDEMPOTENCY_KEY,
      'Idempotency-Key is required: send a new key for each void or refund, and the same key to retry it.',
    );
  }
  if (typeof header !== 'string') throw badRequest(IDEMPOTENCY_KEY, 'Send one Idempotency-Key.');
  return header;
}

/** The money call's key at the processor, also a refund row's idempotency_key. */
const processorKeyOf = (target: TransactionRow, action: TransactionAction, userId: number, key: string) =>
  `txn-${target.id}:${action}:u${userId}:${key}`;

const refused = (message: string) => new AppError(409, TRANSACTION_ACTION_REFUSED, message);

/** The processor's refusal (409) or silence (503) in the one error shape; anything else propagates. */
export async function callProcessor(call: () => Promise<ProcessorPayment>): Promise<ProcessorPayment> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProcessorStepRefused) throw refused(error.message);
    if (error instanceof ProcessorUnavailable) {
      throw new AppError(503, PROCESSOR_UNAVAILABLE, errorWordings[PROCESSOR_UNAVAILABLE]);
    }
    throw error;
  }
}

/** Step 1: the path's transaction, checked against the body; 404 and 400 before anything is queued. */
async function findTarget(tx: Database, merchantId: number, input: ActionInput): Promise<TransactionRow> {
  if (input.action !== 'void_refund' && input.paymentId !== input.transactionId) {
    throw badRequest('payment_id', 'payment_id must be the transaction of the path.');
  }
  const target = await repo.findTransaction(tx, merchantId, input.transactionId);
  if (input.action === 'void_refund') {
    // The path nests the refund in its payment and order: any other combination names nothing.
    if (!target || target.orderId !== input.orderKey || target.refPaymentId !== input.refId) {
      throw notFound('The refund');
    }
    return target;
  }
  if (!target) throw notFound('The transaction');
  if (input.orderKey !== target.orderId) {
    throw badRequest('order_key', 'order_key must be the order of this transaction.');
  }
  return target;
}

/** Runs one action (the three routes). */
export async function actOnTransaction(
  deps: ActionDeps,
  request: FastifyRequest,
  user: UserContext,
  input: ActionInput,
): Promise<IdempotentResult<Order>> {
  const key = requireKey(request.headers['idempotency-key']);
  const now = deps.options.now?.() ?? new Date();
  const merchantId = user.merchantId;
  const { target, processorKey, notify } = await withTenant(deps.db, merchantId, async (tx) => {
    const found = await findTarget(tx, merchantId, input);
    const derived = processorKeyOf(found, input.action, user.userId, key);
    const to = noticeRecipient(found, input.notice);
    if (found.paymentType !== 'cash') {
      await enqueueActionReconcile(
        tx,
        {
          merchant_id: merchantId,
          action: input.action,
          transaction_id: found.id,
          processor_key: derived,
          notify: to,
          user_id: user.userId,
        },
        now,
      );
    }
    return { target: found, processorKey: derived, notify: to };
  });
  // Issue 23 point 1: the actions on one payment take turns in memory, each in a money-call place.
  return inObjectTurn(deps.db, turnOf.payment(merchantId, target.refPaymentId ?? target.id), () =>
    runIdempotent(
      deps.db,
      request,
      user,
      200,
      (tx) => actLocked(tx, deps, input, { target, processorKey, notify, now, userId: user.userId }),
      { callsProcessor: true },
    ),
  );
}

/** What step 1 found and derived, for step 2. */
interface Prepared {
  target: TransactionRow;
  processorKey: string;
  notify: string | null;
  now: Date;
  userId: number;
}

/** Step 2, in runIdempotent's transaction: the key, the row locks, the rule, the money call, the rows. */
async function actLocked(tx: Database, deps: ActionDeps, input: ActionInput, prepared: Prepared) {
  const { target, processorKey, notify, now, userId } = prepared;
  const merchantId = target.merchantId;
  await repo.holdKey(tx, processorKey);
  // Payment first, then refund: the order every action takes its row locks in.
  const payment = await repo.lockTransaction(tx, merchantId, target.refPaymentId ?? target.id);
  const current = await repo.lockTransaction(tx, merchantId, target.id);
  if (!payment || !current) throw notFound('The transaction');
  const step = { deps, tx, merchantId, current, processorKey, now, userId };
  const outcome =
    input.action === 'refund' ? await refund(step, input.amount) : await voidOne(step, input.action);
  const record = await readOrder(tx, merchantId, current.orderId);
  if (notify && outcome.notify) {
    await queueNotice(tx, merchantId, {
      to: notify,
      action: input.action,
      target: current,
      amountCents: outcome.amountCents,
      orderNumber: record.order.orderNumber,
    });
  }
  return presentOrder(record);
}

export interface Step {
  deps: ActionDeps;
  tx: Database;
  merchantId: number;
  /** The locked payment (void, refund) or refund (void_refund). */
  current: TransactionRow;
  processorKey: string;
  now: Date;
  userId: number;
}

/** What the step did: whether the customer is to be told, and a refund's cents. */
export type Outcome = { notify: boolean; amountCents: number };

/** spec 3 §4.4's refusal for `action` on the locked row, in the merchant's words and zone (409). */
async function refusalOf(step: Step, action: TransactionAction): Promise<string | null> {
  const { tx, merchantId, current, now } = step;
  const all = await repo.listActionable(tx, merchantId, current.orderId);
  const { timeZone } = await repo.findMerchantHeading(tx, merchantId);
  const refusal = transactionActionRefusal(action, repo.actionableOf(current), all, now, (iso) =>
    formatOrderTime(iso, timeZone),
  );
  return refusal?.message ?? null;
}

/** A refund of `step.current` (all that is left when `amount` is null), under its row lock. */
export async function refund(step: Step, amount: string | null): Promise<Outcome> {
  const { deps, tx, merchantId, current, processorKey, now } = step;
  // The reconcile job wrote this key's refund after the first attempt died: it told the customer too.
  if (await repo.findByIdempotencyKey(tx, merchantId, processorKey)) return { notify: false, amountCents: 0 };
  const refusal = await refusalOf(step, 'refund');
  if (refusal) throw refused(refusal);
  const all = await repo.listActionable(tx, merchantId, current.orderId);
  const left = transactionRefundableCents(repo.actionableOf(current), all);
  const cents = amount === null ? left : (moneyTextToCents(amount) ?? 0);
  if (cents > left) {
    throw badRequest(
      'amount',
      `The refund is more than what is left to refund on this payment ($${centsToPrice(left)}).`,
    );
  }
  let answer: RefundAnswer = { kind: 'desk' };
  if (current.paymentType !== 'cash') {
    const reference = current.processorReference;
    if (!reference) throw refused('This payment has no processor record to refund.');
    const payment = await callProcessor(() =>
      deps.processor.refundPayment({
        idempotencyKey: processorKey,
        paymentReference: reference,
        amountCents: cents,
      }),
    );
    await deps.options.afterCharge?.();
    answer = { kind: 'processor', payment };
  }
  await recordRefund(
    tx,
    merchantId,
    current,
    { key: processorKey, amountCents: cents, answer, userId: step.userId },
    now,
  );
  return { notify: answer.kind === 'desk' || answer.payment.status !== 'failed', amountCents: cents };
}

/** A void of a payment or of a refund. */
export async function voidOne(step: Step, action: 'void' | 'void_refund'): Promise<Outcome> {
  const { deps, tx, merchantId, current, processorKey, now } = step;
  const reference = current.processorReference;
  const call = (ref: string) =>
    action === 'void'
      ? deps.processor.voidPayment(ref, processorKey)
      : deps.processor.voidRefund(ref, processorKey);
  const refusal = await refusalOf(step, action);
  if (refusal) {
    // A retry whose first attempt the reconcile job recorded: the processor answers the key's own void.
    if (current.processorStatus === 'voided' && reference) {
      const again = await call(reference).catch(() => null);
      if (again?.status === 'voided') return { notify: false, amountCents: 0 };
    }
    throw refused(refusal);
  }
  if (!reference) throw refused('This transaction has no processor record to void.');
  const answer = await callProcessor(() => call(reference));
  await deps.options.afterCharge?.();
  await recordVoid(tx, merchantId, current, answer, now);
  return { notify: true, amountCents: 0 };
}
