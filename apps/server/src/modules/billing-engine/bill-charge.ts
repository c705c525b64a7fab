import { billAfterFailure, isBillCurrent, scheduleAfterBill } from '@paybook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules, orderEvents, scheduleBills } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { chargeAccount, storedAccountPayment } from '../checkout/checkout-payment.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { type BillAttempt, type OrderEventValues, writeBillOrder } from './bill-order.ts';
import { type BillReading, billableOf, readBills } from './billing-run.repository.ts';

// Issue 25 point 7 (decision 132): a charge attempt of each of a few bills, exactly once. The bill rows were
// committed before any money moves. (1) A short transaction reads them and decides: a regular bill's first
// attempt goes ahead only while it is its schedule's next bill (isBillCurrent), else it is skipped. (2) The
// processor is called with a key derived from the bill and the attempt, outside any transaction, so no
// row lock waits on it. (3) A second short transaction locks the bills and records each answer only if that
// attempt is still unrecorded: a run killed between (2) and (3) runs again, the same key answers the same
// payment, and (3) records it once; two runs at once both get the one payment and only one records it.
// The caller gives at most one bill per schedule, so each decision reads its schedule as it is.

export type ChargeOutcome =
  | 'paid'
  | 'failed'
  | 'past_due'
  | 'skipped'
  | 'not_due'
  | 'recorded_before'
  /** The processor did not answer (ProcessorUnavailable): the attempt is made again with the same key. */
  | 'unanswered';

/** The processor's key of a bill's attempt: unique across merchants (bill ids are), one per attempt. */
export const billChargeKey = (merchantId: number, billId: number, attempt: number) =>
  `schedule-bill-${merchantId}-${billId}-${attempt}`;

/** The cents a bill charges: its own amount (a final bill), else the schedule's price. */
const amountOf = ({ bill, schedule }: BillReading) => bill.amount ?? schedule.price;

const NO_ACCOUNT = 'The schedule has no stored payment account to charge.';

/** Whether the reading's attempt is still to be made today. */
function isChargeable({ bill }: BillReading, today: string): boolean {
  if (bill.state !== 'due' && bill.state !== 'retrying') return false;
  return bill.nextAttemptOn !== null && bill.nextAttemptOn <= today;
}

const isFirstRegular = ({ bill }: BillReading) => bill.kind === 'regular' && bill.attempts === 0;

type Charged = Pick<BillAttempt, 'payment' | 'account'>;

async function callProcessor(
  processor: MoneyProcessor,
  reading: BillReading,
  timeZone: string,
): Promise<Charged> {
  const { account, bill } = reading;
  const amountCents = amountOf(reading);
  if (account === null || amountCents === 0) return { payment: null, account: null };
  const paying = storedAccountPayment(account, null);
  const payment = await chargeAccount(processor, paying.kind, {
    idempotencyKey: billChargeKey(bill.merchantId, bill.id, bill.attempts + 1),
    token: paying.token,
    amountCents,
    timeZone,
    merchantId: bill.merchantId,
  });
  return { payment, account: paying };
}

function isPaid({ payment, account }: Charged, amountCents: number): boolean {
  if (account === null) return amountCents === 0;
  return (
    payment !== null &&
    (payment.status === 'authorized' || payment.status === 'settled' || payment.status === 'posted')
  );
}

/** The schedule's columns after this attempt: counted and moved on (first attempt), and past due or not. */
function scheduleChanges(reading: BillReading, paid: boolean, isPastDue: boolean, now: Date) {
  const { bill, schedule } = reading;
  const counted =
    isFirstRegular(reading) && schedule.nextBillDate === bill.billDate
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

/** (3) for one bill: its order, its new state, its schedule moved on; answers the outcome and events. */
async function recordAttempt(
  tx: Database,
  reading: BillReading,
  charged: Charged,
  today: string,
  now: Date,
): Promise<{ outcome: ChargeOutcome; events: OrderEventValues[] }> {
  const { bill } = reading;
  const attemptNumber = bill.attempts + 1;
  const amountCents = amountOf(reading);
  const paid = isPaid(charged, amountCents);
  const failure = paid
    ? null
    : charged.account === null
      ? NO_ACCOUNT
      : (charged.payment?.failureReason ?? 'The payment was not completed.');
  const next = paid ? null : billAfterFailure(bill.billDate, attemptNumber);
  const isPastDue = next?.state === 'past_due';
  const key = billChargeKey(bill.merchantId, bill.id, attemptNumber);
  const attempt: BillAttempt = { ...charged, key, amountCents, failure, isPastDue };
  const { orderId, events } = await writeBillOrder(tx, reading, attempt, today, now);
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
    .where(and(eq(scheduleBills.merchantId, bill.merchantId), eq(scheduleBills.id, bill.id)));
  await tx
    .update(billingSchedules)
    .set(scheduleChanges(reading, paid, isPastDue, now))
    .where(
      and(eq(billingSchedules.merchantId, bill.merchantId), eq(billingSchedules.id, reading.schedule.id)),
    );
  return { outcome: paid ? 'paid' : isPastDue ? 'past_due' : 'failed', events };
}

/** (1): the bills to charge now; the others answered (not due, or skipped, which is written). */
async function decide(
  db: Database,
  merchantId: number,
  billIds: readonly number[],
  today: string,
  now: Date,
  outcomes: Map<number, ChargeOutcome>,
): Promise<BillReading[]> {
  return withTenant(db, merchantId, async (tx) => {
    const readings = await readBills(tx, merchantId, billIds, false);
    const toCharge: BillReading[] = [];
    const skipped: number[] = [];
    for (const reading of readings) {
      if (!isChargeable(reading, today)) outcomes.set(reading.bill.id, 'not_due');
      else if (
        isFirstRegular(reading) &&
        !isBillCurrent(billableOf(reading.schedule), reading.bill.billDate)
      ) {
        skipped.push(reading.bill.id);
      } else toCharge.push(reading);
    }
    if (skipped.length > 0) {
      const rows = await tx
        .update(scheduleBills)
        .set({ state: 'skipped', nextAttemptOn: null, updatedAt: now })
        .where(
          and(
            eq(scheduleBills.merchantId, merchantId),
            inArray(scheduleBills.id, skipped),
            eq(scheduleBills.attempts, 0),
            eq(scheduleBills.state, 'due'),
          ),
        )
        .returning({ id: scheduleBills.id });
      for (const row of rows) outcomes.set(row.id, 'skipped');
    }
    return toCharge;
  });
}

/**
 * Charges each of `billIds` once if it is due today (at most one bill per schedule); answers each bill's
 * outcome. A bill the processor did not answer is left as it was, to be tried again with the same key.
 */
export async function chargeBills(
  db: Database,
  processor: MoneyProcessor,
  merchant: { id: number; timeZone: string },
  billIds: readonly number[],
  today: string,
  now: Date,
): Promise<Map<number, ChargeOutcome>> {
  const outcomes = new Map<number, ChargeOutcome>();
  const toCharge = await decide(db, merchant.id, billIds, today, now, outcomes);
  if (toCharge.length === 0) return outcomes;
  // (2) The money calls, holding nothing.
  const answers = await Promise.allSettled(
    toCharge.map((reading) => callProcessor(processor, reading, merchant.timeZone)),
  );
  const charged = new Map<number, { attempts: number; charged: Charged }>();
  toCharge.forEach((reading, index) => {
    const answer = answers[index]!;
    if (answer.status === 'fulfilled') {
      charged.set(reading.bill.id, { attempts: reading.bill.attempts, charged: answer.value });
    } else outcomes.set(reading.bill.id, 'unanswered');
  });
  if (charged.size === 0) return outcomes;
  // (3) Record each answer once.
  await withTenant(db, merchant.id, async (tx) => {
    const events: OrderEventValues[] = [];
    for (const reading of await readBills(tx, merchant.id, [...charged.keys()], true)) {
      const entry = charged.get(reading.bill.id)!;
      if (reading.bill.attempts !== entry.attempts || !isChargeable(reading, today)) {
        outcomes.set(reading.bill.id, 'recorded_before');
        continue;
      }
      const recorded = await recordAttempt(tx, reading, entry.charged, today, now);
      outcomes.set(reading.bill.id, recorded.outcome);
      events.push(...recorded.events);
    }
    if (events.length > 0) await tx.insert(orderEvents).values(events);
  });
  return outcomes;
}
