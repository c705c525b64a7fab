// Issue 25 point 1, spec 3 §4.2 "Cancel" and "Cancel with refund or void", decision 82: what cancelling an
// order does to its money. Every payment still holding money is voided when spec 3 §4.4 lets it be voided
// (a card authorised or held for an action, an ACH debit posted, before its window closes), else refunded
// for what is left when it is settled. A payment that neither can be (a card past its window that the
// batch has not settled yet) blocks the cancel: the order cannot end cancelled with money kept. The rules
// are transactionActionRefusal's; this file only picks one per payment.
import {
  type ActionableTransaction,
  transactionActionRefusal,
  transactionRefundableCents,
} from '../payments/transaction-actions.ts';

export type CancelStep =
  | { kind: 'void'; transaction_id: number; amount_cents: number }
  | { kind: 'refund'; transaction_id: number; amount_cents: number };

export type CancelPlan =
  | { ok: true; steps: CancelStep[] }
  | { ok: false; transaction_id: number; message: string };

/** The payments of `all` that still hold money (not voided, failed, returned, nor refunded in full). */
function holdsMoney(t: ActionableTransaction, all: readonly ActionableTransaction[]): boolean {
  if (t.is_refund) return false;
  if (t.processor_status === 'settled') return transactionRefundableCents(t, all) > 0;
  return ['authorized', 'posted', 'requires_action'].includes(t.processor_status);
}

/** The steps cancelling the order takes, oldest payment first, or why it cannot be cancelled now. */
export function orderCancelPlan(all: readonly ActionableTransaction[], now: Date): CancelPlan {
  const steps: CancelStep[] = [];
  const payments = [...all].filter((t) => holdsMoney(t, all)).sort((a, b) => a.id - b.id);
  for (const t of payments) {
    if (transactionActionRefusal('void', t, all, now) === null) {
      steps.push({ kind: 'void', transaction_id: t.id, amount_cents: t.amount_cents });
      continue;
    }
    const refusal = transactionActionRefusal('refund', t, all, now);
    if (refusal !== null) return { ok: false, transaction_id: t.id, message: refusal.message };
    steps.push({ kind: 'refund', transaction_id: t.id, amount_cents: transactionRefundableCents(t, all) });
  }
  return { ok: true, steps };
}
