import { ACH_RETURN_CODES, transitionPayment, transitionRefund } from '@paybook/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxEvents, sandboxPayments } from '../../db/schema/index.ts';
import type { ProcessorEvent, ProcessorReport } from './processor.ts';
import {
  inTransaction,
  keepVoidKey,
  lockByReference,
  paymentStateOf,
  refundStateOf,
  stateColumns,
  toProcessorPayment,
} from './sandbox-rows.ts';
import { SANDBOX_RETURN_CODE } from './sandbox-test-numbers.ts';

// Issue 15 point 1, decision 67: the sandbox's settlement batch and its report. The batch settles what is
// due and returns the test accounts' ACH debits; each change and its sandbox_events row are one
// transaction, and every change is guarded by the row's state (locked), so a batch run twice, or on two
// nodes at once, changes each payment once.

export type BatchRun = { settled: number; returned: number };

/** spec 3 §8 failure_reason of a returned ACH debit: "ACH return R01: Insufficient Funds". */
export const achReturnReason = (code: keyof typeof ACH_RETURN_CODES) =>
  `ACH return ${code}: ${ACH_RETURN_CODES[code]}`;

/** Settles one due payment or refund at the batch `now`; false when its state says there is nothing to do. */
async function settleOne(db: Database, reference: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const row = await lockByReference(tx, reference);
    if (!row) return false;
    const settled =
      row.kind === 'payment'
        ? transitionPayment(paymentStateOf(row), { type: 'settle' }, now)
        : transitionRefund(refundStateOf(row), { type: 'settle' }, now);
    // Already settled, voided meanwhile, or not due: the state guard that makes a re-run change nothing.
    if (!settled.ok) return false;
    await tx
      .update(sandboxPayments)
      .set({ ...stateColumns(settled.state), state: keepVoidKey(row, settled.state), updatedAt: now })
      .where(eq(sandboxPayments.reference, reference));
    await tx.insert(sandboxEvents).values({ reference, type: 'settled', createdAt: now });
    return true;
  });
}

/** Returns one settled ACH debit of a `return_after_settlement` account (R01). */
async function returnOne(db: Database, reference: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const row = await lockByReference(tx, reference);
    if (row?.kind !== 'payment') return false;
    const returned = transitionPayment(
      paymentStateOf(row),
      { type: 'return', return_code: SANDBOX_RETURN_CODE },
      now,
    );
    if (!returned.ok) return false;
    await tx
      .update(sandboxPayments)
      .set({
        ...stateColumns(returned.state),
        state: keepVoidKey(row, returned.state),
        failureReason: achReturnReason(SANDBOX_RETURN_CODE),
        updatedAt: now,
      })
      .where(eq(sandboxPayments.reference, reference));
    await tx.insert(sandboxEvents).values({ reference, type: 'returned', createdAt: now });
    return true;
  });
}

/**
 * Issue 15 point 1: the sandbox's settlement batch at `now` (the batch slot's instant). Settles every
 * authorised card, posted ACH debit and posted refund whose can_void_until ≤ now (domain 'settle';
 * settled_at is that instant, decision 67), then returns (R01) the settled ACH debits of
 * `return_after_settlement` accounts that an earlier batch settled: the first batch after their
 * settlement. Events are stamped with the batch instant, which is what "earlier batch" compares.
 */
export async function runSandboxBatch(db: Database, now: Date): Promise<BatchRun> {
  const run: BatchRun = { settled: 0, returned: 0 };
  const due = await db
    .select({ reference: sandboxPayments.reference })
    .from(sandboxPayments)
    .where(
      and(
        inArray(sandboxPayments.status, ['authorized', 'posted']),
        sql`${sandboxPayments.canVoidUntil} <= ${now}`,
      ),
    )
    .orderBy(asc(sandboxPayments.canVoidUntil), asc(sandboxPayments.reference));
  for (const { reference } of due) {
    if (await settleOne(db, reference, now)) run.settled += 1;
  }
  const returnable = await db
    .select({ reference: sandboxPayments.reference })
    .from(sandboxPayments)
    .where(
      and(
        eq(sandboxPayments.kind, 'payment'),
        eq(sandboxPayments.status, 'settled'),
        eq(sandboxPayments.behaviour, 'return_after_settlement'),
        sql`exists (select 1 from ${sandboxEvents} e where e.reference = ${sandboxPayments.reference} and e.type = 'settled' and e.created_at < ${now})`,
      ),
    )
    .orderBy(asc(sandboxPayments.reference));
  for (const { reference } of returnable) {
    if (await returnOne(db, reference, now)) run.returned += 1;
  }
  return run;
}

const MAX_REPORT_LIMIT = 1000;

/**
 * Issue 15 point 1: the sandbox's events after `cursor` (an event id; null: from the start), in id order.
 * A 'settled' event shows the payment as it settled (a later return is its own event), so applying the
 * events in order leaves the app where the processor is.
 */
export async function readSandboxReport(
  db: Database,
  cursor: string | null,
  limit: number,
): Promise<ProcessorReport> {
  if (cursor !== null && !/^\d{1,18}$/.test(cursor)) throw new RangeError('Unknown report cursor');
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_REPORT_LIMIT) {
    throw new RangeError(`The report limit must be 1 to ${MAX_REPORT_LIMIT}`);
  }
  const rows = await db
    .select({ event: sandboxEvents, payment: sandboxPayments })
    .from(sandboxEvents)
    .innerJoin(sandboxPayments, eq(sandboxPayments.reference, sandboxEvents.reference))
    .where(gt(sandboxEvents.id, cursor === null ? 0 : Number(cursor)))
    .orderBy(asc(sandboxEvents.id))
    .limit(limit);
  const events = rows.map(({ event, payment }): ProcessorEvent => {
    const current = toProcessorPayment(payment);
    return {
      id: String(event.id),
      merchantId: payment.ownerMerchantId,
      type: event.type,
      payment:
        event.type === 'settled'
          ? { ...current, status: 'settled', returnCode: null, failureReason: null }
          : current,
    };
  });
  return { events, cursor: events.at(-1)?.id ?? cursor ?? '0' };
}
