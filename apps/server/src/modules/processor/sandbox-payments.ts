import { randomBytes } from 'node:crypto';
import {
  MAX_AMOUNT_CENTS,
  openAchPayment,
  openCardPayment,
  refundPayment,
  transitionPayment,
  voidRefund,
} from '@paybook/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxPayments, sandboxProcessorTokens } from '../../db/schema/index.ts';
import type { ChargeRequest, MoneyProcessor, ProcessorPayment, RefundRequest } from './processor.ts';
import { ProcessorRefusal, ProcessorStepRefused, ProcessorUnavailable } from './processor.ts';
import {
  findByKey,
  inTransaction,
  keepVoidKey,
  lockByReference,
  paymentStateOf,
  refundStateOf,
  type SandboxPaymentRow,
  stateColumns,
  toProcessorPayment,
  voidKeyOf,
} from './sandbox-rows.ts';
import { DECLINE_MESSAGES, type SandboxBehaviour } from './sandbox-test-numbers.ts';

// Issue 15 point 1, ruling 5: the sandbox's money calls on its own books (sandbox_payments), outside
// tenant transactions like a processor's own database. Every state change is packages/domain's machines'
// (decision 67); this file only stores their answers. Each call is idempotent on its key: the unique index
// on idempotency_key makes concurrent calls with one key insert one payment (INSERT … ON CONFLICT DO
// NOTHING, then read the row that won), and a retry answers the first call's payment.

export type Clock = () => Date;

const SANDBOX_MARK = '_sandbox_';
const newReference = (prefix: 'pay' | 're') =>
  `${prefix}${SANDBOX_MARK}${randomBytes(12).toString('base64url')}`;

/** A payment or refund reference the sandbox made (the receipt says "Test mode" for them); a real gateway's never is. */
export const isSandboxReference = (reference: string): boolean => reference.includes(SANDBOX_MARK);

/**
 * A retry's answer: the payment or refund the key made, if the retry asks for the same thing. A key reused
 * for another request (another merchant, account, payment or amount) is refused, as a real gateway's
 * idempotency layer does, rather than answer someone else's payment.
 */
function sameRequestAnswer(
  row: SandboxPaymentRow,
  expected: { kind: 'payment' | 'refund'; ownerOrPayment: string | number; amountCents: number },
): ProcessorPayment {
  const answer = toProcessorPayment(row);
  const owner = expected.kind === 'payment' ? row.ownerMerchantId : row.paymentReference;
  if (
    row.kind !== expected.kind ||
    owner !== expected.ownerOrPayment ||
    answer.amountCents !== expected.amountCents
  ) {
    throw new ProcessorStepRefused(
      'key_reused',
      'This idempotency key was already used for another request.',
    );
  }
  return answer;
}

const unknownReference = () =>
  new ProcessorStepRefused('unknown_reference', 'The processor does not know this payment.');

function refused(transition: { ok: false; reason: ProcessorStepRefused['reason']; message: string }): never {
  throw new ProcessorStepRefused(transition.reason, transition.message);
}

/**
 * Issue 23 point 1 (decision 95): as a real processor caps one payment, the sandbox declines a charge over
 * the bound of one amount, whatever the card or account (the app never sends one; a direct caller might).
 */
export const OVER_MAXIMUM_MESSAGE = 'The amount is over the most one payment may be ($999,999.99).';

/** The sandbox's answer to a charge, by the token's test behaviour (docs/operations.md). */
function openPayment(method: 'card' | 'ach', behaviour: SandboxBehaviour, request: ChargeRequest, now: Date) {
  const isOverMaximum = request.amountCents > MAX_AMOUNT_CENTS;
  const declined = isOverMaximum || behaviour === 'decline' || behaviour === 'insufficient_funds';
  const opening = { amount_cents: request.amountCents, time_zone: request.timeZone };
  const opened =
    method === 'card'
      ? openCardPayment(
          {
            ...opening,
            outcome: declined ? 'declined' : behaviour === 'requires_action' ? 'requires_action' : 'approved',
          },
          now,
        )
      : openAchPayment({ ...opening, outcome: declined ? 'failed' : 'posted' }, now);
  if (!opened.ok) refused(opened);
  return {
    state: opened.state,
    failureReason: isOverMaximum
      ? OVER_MAXIMUM_MESSAGE
      : behaviour === 'decline' || behaviour === 'insufficient_funds'
        ? DECLINE_MESSAGES[method][behaviour]
        : null,
  };
}

function isBehaviour(value: string): value is SandboxBehaviour {
  return [
    'approve',
    'decline',
    'insufficient_funds',
    'requires_action',
    'return_after_settlement',
    'no_answer',
    'no_answer_after_recording',
  ].includes(value);
}

export function createSandboxMoney(db: Database, clock: Clock): Omit<MoneyProcessor, 'report'> {
  async function charge(method: 'card' | 'ach', request: ChargeRequest): Promise<ProcessorPayment> {
    const expected = {
      kind: 'payment',
      ownerOrPayment: request.merchantId,
      amountCents: request.amountCents,
    } as const;
    const [token] = await db
      .select()
      .from(sandboxProcessorTokens)
      .where(eq(sandboxProcessorTokens.token, request.token));
    if (!token || token.kind !== (method === 'card' ? 'card' : 'bank')) {
      throw new ProcessorRefusal(
        'unknown_token',
        'The processor does not know this payment account.',
        'payment_account_id',
      );
    }
    const behaviour: SandboxBehaviour = isBehaviour(token.behaviour) ? token.behaviour : 'approve';
    if (behaviour === 'no_answer') throw new ProcessorUnavailable();
    // A key the sandbox knows answers its first call's payment (the insert below then does nothing).
    const { state, failureReason } = openPayment(method, behaviour, request, clock());
    const [inserted] = await db
      .insert(sandboxPayments)
      .values({
        reference: newReference('pay'),
        idempotencyKey: request.idempotencyKey,
        ownerMerchantId: request.merchantId,
        kind: 'payment',
        paymentReference: null,
        token: request.token,
        behaviour,
        failureReason,
        ...stateColumns(state),
      })
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
      .returning();
    if (inserted) {
      const answer = sameRequestAnswer(inserted, expected);
      if (behaviour === 'no_answer_after_recording') throw new ProcessorUnavailable();
      return answer;
    }
    // The key was taken: by this key's earlier call, or a concurrent one; its payment is the answer.
    const row = await findByKey(db, request.idempotencyKey);
    if (!row) throw new Error('The sandbox payment was neither inserted nor found');
    return sameRequestAnswer(row, expected);
  }

  return {
    authorizeCard: (request) => charge('card', request),
    postAchDebit: (request) => charge('ach', request),

    async findPayment(idempotencyKey) {
      const row = await findByKey(db, idempotencyKey);
      return row ? toProcessorPayment(row) : null;
    },

    voidPayment(reference, idempotencyKey) {
      return inTransaction(db, async (tx) => {
        const row = await lockByReference(tx, reference);
        if (row?.kind !== 'payment') throw unknownReference();
        const state = paymentStateOf(row);
        if (state.status === 'voided' && voidKeyOf(row) === idempotencyKey) return toProcessorPayment(row);
        const voided = transitionPayment(state, { type: 'void' }, clock());
        if (!voided.ok) refused(voided);
        const [updated] = await tx
          .update(sandboxPayments)
          .set({
            ...stateColumns(voided.state),
            state: { ...voided.state, void_key: idempotencyKey },
            updatedAt: clock(),
          })
          .where(eq(sandboxPayments.reference, reference))
          .returning();
        if (!updated) throw unknownReference();
        return toProcessorPayment(updated);
      });
    },

    async refundPayment(request: RefundRequest) {
      const expected = {
        kind: 'refund',
        ownerOrPayment: request.paymentReference,
        amountCents: request.amountCents,
      } as const;
      const existing = await findByKey(db, request.idempotencyKey);
      if (existing) return sameRequestAnswer(existing, expected);
      return inTransaction(db, async (tx) => {
        const paymentRow = await lockByReference(tx, request.paymentReference);
        if (paymentRow?.kind !== 'payment') throw unknownReference();
        // A concurrent refund with this key committed while this call waited for the payment's lock.
        const again = await findByKey(tx, request.idempotencyKey);
        if (again) return sameRequestAnswer(again, expected);
        const now = clock();
        const refunded = refundPayment(paymentStateOf(paymentRow), request.amountCents, 'posted', now);
        if (!refunded.ok) refused(refunded);
        const [inserted] = await tx
          .insert(sandboxPayments)
          .values({
            reference: newReference('re'),
            idempotencyKey: request.idempotencyKey,
            ownerMerchantId: paymentRow.ownerMerchantId,
            kind: 'refund',
            paymentReference: paymentRow.reference,
            token: paymentRow.token,
            behaviour: paymentRow.behaviour,
            failureReason: null,
            ...stateColumns(refunded.state.refund),
          })
          .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
          .returning();
        if (!inserted) {
          // The key was taken meanwhile by a call for another payment.
          const other = await findByKey(tx, request.idempotencyKey);
          if (!other) throw new Error('The sandbox refund was neither inserted nor found');
          return sameRequestAnswer(other, expected);
        }
        await tx
          .update(sandboxPayments)
          .set({
            ...stateColumns(refunded.state.payment),
            state: keepVoidKey(paymentRow, refunded.state.payment),
            updatedAt: now,
          })
          .where(eq(sandboxPayments.reference, paymentRow.reference));
        return toProcessorPayment(inserted);
      });
    },

    voidRefund(reference, idempotencyKey) {
      return inTransaction(db, async (tx) => {
        const [refundRow] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.reference, reference));
        if (refundRow?.kind !== 'refund' || !refundRow.paymentReference) throw unknownReference();
        // Payment first, then refund: the order every call that touches both takes its locks in.
        const paymentRow = await lockByReference(tx, refundRow.paymentReference);
        const lockedRefund = await lockByReference(tx, reference);
        if (!paymentRow || !lockedRefund) throw unknownReference();
        const refund = refundStateOf(lockedRefund);
        if (refund.status === 'voided' && voidKeyOf(lockedRefund) === idempotencyKey) {
          return toProcessorPayment(lockedRefund);
        }
        const now = clock();
        const voided = voidRefund(paymentStateOf(paymentRow), refund, now);
        if (!voided.ok) refused(voided);
        await tx
          .update(sandboxPayments)
          .set({
            ...stateColumns(voided.state.payment),
            state: keepVoidKey(paymentRow, voided.state.payment),
            updatedAt: now,
          })
          .where(eq(sandboxPayments.reference, paymentRow.reference));
        const [updated] = await tx
          .update(sandboxPayments)
          .set({
            ...stateColumns(voided.state.refund),
            state: { ...voided.state.refund, void_key: idempotencyKey },
            updatedAt: now,
          })
          .where(eq(sandboxPayments.reference, reference))
          .returning();
        if (!updated) throw unknownReference();
        return toProcessorPayment(updated);
      });
    },
  };
}
