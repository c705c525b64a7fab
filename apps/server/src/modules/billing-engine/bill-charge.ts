import { billAfterFailure, isBillCurrent, scheduleAfterBill } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules, scheduleBills } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { chargeAccount, storedAccountPayment } from '../checkout/checkout-payment.ts';
import type { MoneyProcessor, ProcessorPayment } from '../processor/processor.ts';
import { type BillAttempt, writeBillOrder } from './bill-order.ts';
import { type BillReading, billableOf, readBill } from './billing-run.repository.ts';

// Issue 25 point 7: one charge attempt of one bill, exactly once. The bill row was committed before any
// money moves. (1) A short transaction reads it and decides: a regular bill's first attempt goes ahead only
// while it is its schedule's next bill (isBillCurrent), else it is skipped. (2) The processor is called with
// a key derived from the bill and the attempt, outside any transaction, so no row lock waits on it. (3) A
// second short transaction locks the bill and records the answer only if this attempt is still unrecorded:
// a run killed between (2) and (3) runs again, the same key answers the same payment, and (3) records it
// once; two runs at once both get the one payment and only the first records it.

export type ChargeOutcome = 'paid' | 'failed' | 'past_due' | 'skipped' | 'not_due' | 'recorded_before';

/** The processor's key of a bill's attempt: unique across merchants (bill ids are), one per attempt. */
export const billChargeKey = (merchantId: number, billId: number, attempt: number) =>
  `schedule-bill-${merchantId}-${billId}-${attempt}`;

/** The cents a bill charges: its own amount (a final bill), else the schedule's price. */
const amountOf = ({ bill, schedule }: BillReading) => bill.amount ?? schedule.price;

function isPaid(payment: ProcessorPayment | null): boolean {
  if (payment === null) return true;
  return payment.status === 'authorized' || payment.status === 'settled' || payment.status === 'posted';
}

const NO_ACCOUNT = 'The schedule has no stored payment account to charge.';

/** Whether the reading's attempt is still to be made today. */
function isChargeable(reading: BillReading, today: string): boolean {
  const { bill } = reading;
  if (bill.state !== 'due' && bill.state !== 'retrying') return false;
  return bill.nextAttemptOn !== null && bill.nextAttemptOn <= today;
}

async function callProcessor(
  processor: MoneyProcessor,
  reading: BillReading,
  key: string,
  timeZone: string,
): Promise<Pick<BillAttempt, 'payment' | 'account'>> {
  const { account } = reading;
  const amountCents = amountOf(reading);
  if (account === null || amountCents === 0) return { payment: null, account: null };
  const paying = storedAccountPayment(account, null);
  const payment = await chargeAccount(processor, paying.kind, {
    idempotencyKey: key,
    token: paying.token,
    amountCents,
    timeZone,
    merchantId: reading.bill.merchantId,
  });
  return { payment, account: paying };
}

/** The schedule's columns after this attempt: counted and moved on (first attempt), and past due or not. */
function scheduleChanges(reading: BillReading, paid: boolean, isPastDue: boolean, now: Date) {
  const { bill, schedule } = reading;
  const counted =
    bill.kind === 'regular' && bill.attempts === 0 && schedule.nextBillDate === bill.billDate
      ? scheduleAfterBill(billableOf(schedule), bill.billDate)
      : null;
  return {
    ...(counted
      ? {
          numberOfActiveExecutions: counted.number_of_active_executions,
          nextBillDate: counted.next_bill_date,
          status: counted.status,
        }
      : {}),
    ...(paid ? { isPastDue: false } : isPastDue ? { isPastDue: true } : {}),
    updatedAt: now,
  };
}

/** Charges the bill once if it is due today; answers what happened. */
export async function chargeBill(
  db: Database,
  processor: MoneyProcessor,
  merchant: { id: number; timeZone: string },
  billId: number,
  today: string,
  now: Date,
): Promise<ChargeOutcome> {
  // (1) Decide, in a short transaction.
  const decided = await withTenant(db, merchant.id, async (tx) => {
    const reading = await readBill(tx, merchant.id, billId, false);
    if (!reading || !isChargeable(reading, today)) return 'not_due' as const;
    const { bill, schedule } = reading;
    if (
      bill.kind === 'regular' &&
      bill.attempts === 0 &&
      !isBillCurrent(billableOf(schedule), bill.billDate)
    ) {
      await tx
        .update(scheduleBills)
        .set({ state: 'skipped', nextAttemptOn: null, updatedAt: now })
        .where(
          and(
            eq(scheduleBills.merchantId, merchant.id),
            eq(scheduleBills.id, billId),
            eq(scheduleBills.attempts, 0),
          ),
        );
      return 'skipped' as const;
    }
    return reading;
  });
  if (typeof decided === 'string') return decided;
  // (2) The money call, holding nothing.
  const attemptNumber = decided.bill.attempts + 1;
  const key = billChargeKey(merchant.id, billId, attemptNumber);
  const charged = await callProcessor(processor, decided, key, merchant.timeZone);
  // (3) Record it once.
  return withTenant(db, merchant.id, async (tx) => {
    const reading = await readBill(tx, merchant.id, billId, true);
    if (!reading || reading.bill.attempts !== decided.bill.attempts || !isChargeable(reading, today)) {
      return 'recorded_before' as const;
    }
    const paid = charged.account === null && amountOf(reading) > 0 ? false : isPaid(charged.payment);
    const failure = paid
      ? null
      : charged.account === null
        ? NO_ACCOUNT
        : (charged.payment?.failureReason ?? 'The payment was not completed.');
    const next = paid ? null : billAfterFailure(reading.bill.billDate, attemptNumber);
    const isPastDue = next?.state === 'past_due';
    const attempt: BillAttempt = { ...charged, key, amountCents: amountOf(reading), failure, isPastDue };
    const orderId = await writeBillOrder(tx, reading, attempt, today, now);
    await tx
      .update(scheduleBills)
      .set({
        attempts: attemptNumber,
        state: paid ? 'paid' : (next?.state ?? 'past_due'),
        nextAttemptOn: next?.state === 'retrying' ? next.next_attempt_on : null,
        orderId,
        lastError: failure ?? '',
        updatedAt: now,
      })
      .where(and(eq(scheduleBills.merchantId, merchant.id), eq(scheduleBills.id, billId)));
    await tx
      .update(billingSchedules)
      .set(scheduleChanges(reading, paid, isPastDue, now))
      .where(and(eq(billingSchedules.merchantId, merchant.id), eq(billingSchedules.id, reading.schedule.id)));
    return paid ? ('paid' as const) : isPastDue ? ('past_due' as const) : ('failed' as const);
  });
}
