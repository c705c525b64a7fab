import type { PaymentState, RefundState } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxPayments } from '../../db/schema/index.ts';
import type { ProcessorPayment } from './processor.ts';

// Issue 15 point 1: how the sandbox keeps a payment or refund in sandbox_payments and answers it through
// the processor interface. `state` holds packages/domain's machine state as it is.

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/**
 * What the sandbox keeps in `state`: the domain machine's state, plus the idempotency key of the void
 * that voided it, so a void retried with its own key answers the voided payment instead of a refusal.
 */
type Stored<State> = State & { void_key?: string };

/** The machine state of a sandbox row (the sandbox is the only writer of `state`). */
export function paymentStateOf(row: SandboxPaymentRow): PaymentState {
  const { void_key: _voidKey, ...state } = row.state as Stored<PaymentState>;
  return state;
}

export function refundStateOf(row: SandboxPaymentRow): RefundState {
  const { void_key: _voidKey, ...state } = row.state as Stored<RefundState>;
  return state;
}

export const voidKeyOf = (row: SandboxPaymentRow) => (row.state as Stored<object>).void_key;

/** The columns that repeat a machine state, for the batch's due index and the report. */
export function stateColumns(state: PaymentState | RefundState) {
  return {
    state,
    status: state.status,
    canVoidUntil: state.can_void_until ? new Date(state.can_void_until) : null,
  };
}

/** A row as the processor interface answers it. */
export function toProcessorPayment(row: SandboxPaymentRow): ProcessorPayment {
  if (row.kind === 'refund') {
    const refund = refundStateOf(row);
    return {
      reference: row.reference,
      method: refund.method,
      status: refund.status,
      amountCents: refund.amount_cents,
      canVoidUntil: refund.can_void_until,
      settledAt: refund.settled_at,
      returnCode: null,
      failureReason: row.failureReason,
    };
  }
  const payment = paymentStateOf(row);
  return {
    reference: row.reference,
    method: payment.method,
    status: payment.status,
    amountCents: payment.amount_cents,
    canVoidUntil: payment.can_void_until,
    settledAt: payment.settled_at,
    returnCode: payment.return_code,
    failureReason: row.failureReason,
  };
}

export async function findByKey(db: Database, key: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, key));
  return row;
}

export async function lockByReference(
  tx: Database,
  reference: string,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.reference, reference))
    .for('update');
  return row;
}

export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((txRaw) => work(txRaw as unknown as Database));
}

/** A new machine state for a row, keeping the key of the void that voided it (if any). */
export function keepVoidKey<State extends object>(row: SandboxPaymentRow, state: State): Stored<State> {
  const voidKey = voidKeyOf(row);
  return voidKey === undefined ? state : { ...state, void_key: voidKey };
}
