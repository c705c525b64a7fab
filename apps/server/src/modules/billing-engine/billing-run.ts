import {
  billDatesToIssue,
  issueThroughDate,
  scheduleOnResume,
  suspensionChange,
  todayInTimeZone,
} from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules } from '../../db/schema/index.ts';
import { withTenant, withTenantReadOne } from '../../db/tenant.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { type ChargeOutcome, chargeBills } from './bill-charge.ts';
import { type RunMerchant, sendCardExpiryEmail, sendPreNotifications } from './billing-emails.ts';
import {
  billableOf,
  insertBills,
  listBillsToCharge,
  listSchedulesToIssue,
  listSchedulesToSwitch,
  lockSchedule,
  type NewBill,
  readMerchantForRun,
  type ScheduleRow,
} from './billing-run.repository.ts';
import { invoiceBiller } from './invoice-biller.ts';

// Issue 25 point 7: one merchant's billing run for one of its local days. Every step is idempotent by
// state, so a run killed anywhere and run again (or two runs at once) bills each period exactly once:
// (1) suspensions switch on suspend_at and back on resume_at, each schedule in its own transaction under
// its lock; (2) each billable thing writes its bills due through today plus the pre-notification days
// (unique per schedule, period and kind); (3) pre-notifications go out once per bill; (4) each bill due
// today is charged in its own small transactions (bill-charge.ts); (5) the card-expiry e-mail, once a day.

export interface RunContext {
  db: Database;
  processor: MoneyProcessor;
  merchant: RunMerchant;
  /** The merchant's local date the run is for (ruling 8). */
  today: string;
  now: Date;
  /** PUBLIC_URL (or the local address): the scheduled invoices' /pay/invoice/{token} links. */
  origin: string;
}

/**
 * A kind of thing the engine bills: it writes its due bills for the run. Billing schedules (recurring
 * payments among them, decision 142) are charged; invoice schedules send invoices (decision 151).
 */
export interface Biller {
  name: string;
  issueBills(run: RunContext, throughDate: string): Promise<number>;
}

/** Bills written per INSERT. */
const BILL_INSERT_BATCH = 500;
/** Bills charged per pair of transactions unless the caller says. */
const DEFAULT_CONCURRENCY = 8;
/** Bills read per page to charge. */
const CHARGE_PAGE = 200;

/** spec 3 §4.5: the columns of a schedule resuming (expired when its end passed while suspended). */
function resumeValues(schedule: ScheduleRow, today: string) {
  const resumed = scheduleOnResume(billableOf(schedule), schedule.resumeAt ?? today);
  return {
    status: resumed.next_bill_date === null ? ('expired' as const) : ('active' as const),
    suspendAt: null,
    resumeAt: null,
    nextBillDate: resumed.next_bill_date,
    finalBillDate: resumed.final_bill_date,
  };
}

/** Switches one schedule under its lock; a window that began and ended during an outage does both. */
async function switchSchedule(tx: Database, merchantId: number, id: number, today: string, now: Date) {
  let schedule = await lockSchedule(tx, merchantId, id);
  let switched = false;
  while (schedule) {
    const change = suspensionChange(billableOf(schedule), today);
    if (change === null) break;
    const values =
      change === 'suspend'
        ? { status: 'suspended' as const, suspendAt: null }
        : resumeValues(schedule, today);
    [schedule] = await tx
      .update(billingSchedules)
      .set({ ...values, updatedAt: now })
      .where(and(eq(billingSchedules.merchantId, merchantId), eq(billingSchedules.id, id)))
      .returning();
    switched = true;
  }
  return switched;
}

/** spec 3 §4.5: switches the suspensions that start or end by today, each in its own transaction. */
async function switchSuspensions(run: RunContext): Promise<number> {
  const { db, merchant, today, now } = run;
  const candidates = await withTenantReadOne(db, merchant.id, (tx) =>
    listSchedulesToSwitch(tx, merchant.id, today),
  );
  let switched = 0;
  for (const candidate of candidates) {
    const changed = await withTenant(db, merchant.id, (tx) =>
      switchSchedule(tx, merchant.id, candidate.id, today, now),
    );
    if (changed) switched += 1;
  }
  return switched;
}

/** The billing schedules' biller: each active schedule's bills through the date, from its next bill on. */
export const scheduleBiller: Biller = {
  name: 'billing_schedules',
  async issueBills({ db, merchant }, throughDate) {
    // One transaction: the read, and the bills in a few statements (a repeat writes nothing).
    return withTenant(db, merchant.id, async (tx) => {
      const schedules = await listSchedulesToIssue(tx, merchant.id, throughDate, true);
      const bills: NewBill[] = schedules.flatMap((schedule) =>
        billDatesToIssue(billableOf(schedule), throughDate).map((billDate) => ({
          scheduleId: schedule.id,
          billDate,
        })),
      );
      let written = 0;
      for (let start = 0; start < bills.length; start += BILL_INSERT_BATCH) {
        written += await insertBills(tx, merchant.id, bills.slice(start, start + BILL_INSERT_BATCH));
      }
      return written;
    });
  },
};

/** What the engine bills: the charging schedules, then the scheduled invoices (decision 151). */
export const BILLERS: readonly Biller[] = [scheduleBiller, invoiceBiller];

export type RunTally = Record<ChargeOutcome, number> & {
  switched: number;
  issued: number;
  announced: number;
  card_expiry_email: boolean;
};

/**
 * Charges every bill due today, a page at a time, `concurrency` bills per pair of transactions, and at most
 * one bill per schedule at a time (a schedule's later bill waits for the next page: after an outage its
 * bills go in date order, each seeing the schedule its predecessor left).
 */
async function chargeDueBills(run: RunContext, tally: RunTally, concurrency: number): Promise<void> {
  const { db, processor, merchant, today, now } = run;
  const tried = new Set<number>();
  for (;;) {
    const limit = CHARGE_PAGE + tried.size;
    const page = await withTenantReadOne(db, merchant.id, (tx) =>
      listBillsToCharge(tx, merchant.id, today, limit),
    );
    const schedules = new Set<number>();
    const picked: number[] = [];
    let isDeferred = false;
    for (const row of page) {
      if (tried.has(row.id)) continue;
      if (schedules.has(row.scheduleId)) {
        isDeferred = true;
        continue;
      }
      schedules.add(row.scheduleId);
      picked.push(row.id);
      tried.add(row.id);
    }
    for (let start = 0; start < picked.length; start += concurrency) {
      const slice = picked.slice(start, start + concurrency);
      const outcomes = await chargeBills(db, processor, merchant, slice, today, now);
      for (const outcome of outcomes.values()) tally[outcome] += 1;
    }
    // Another page only when this one was full or held a schedule's later bill.
    if (picked.length === 0 || (page.length < limit && !isDeferred)) return;
  }
}

export interface RunOptions {
  /** Bills charged per pair of short transactions; their processor calls are made at once. */
  concurrency?: number;
  billers?: readonly Biller[];
  /** The links' origin in the scheduled invoices' e-mails (main.ts gives PUBLIC_URL). */
  origin?: string;
}

/** The tests' and tools' origin when none is given. */
export const LOCAL_ORIGIN = 'http://localhost:3000';

/** Issue 25 point 7: runs one merchant's billing for its local `today`. */
export async function runMerchantBilling(
  db: Database,
  processor: MoneyProcessor,
  merchantId: number,
  now: Date,
  options: RunOptions = {},
): Promise<RunTally> {
  const row = await withTenantReadOne(db, merchantId, (tx) => readMerchantForRun(tx, merchantId));
  const tally: RunTally = {
    paid: 0,
    failed: 0,
    past_due: 0,
    skipped: 0,
    not_due: 0,
    recorded_before: 0,
    unanswered: 0,
    switched: 0,
    issued: 0,
    announced: 0,
    card_expiry_email: false,
  };
  if (!row) return tally;
  const merchant: RunMerchant = {
    id: merchantId,
    name: row.name,
    timeZone: row.timeZone,
    preNotificationDays: row.preNotificationDays,
    email: row.companyEmail || row.ownerEmail || '',
  };
  const today = todayInTimeZone(merchant.timeZone, now);
  const run: RunContext = { db, processor, merchant, today, now, origin: options.origin ?? LOCAL_ORIGIN };
  tally.switched = await switchSuspensions(run);
  const through = issueThroughDate(today, merchant.preNotificationDays);
  for (const biller of options.billers ?? BILLERS) tally.issued += await biller.issueBills(run, through);
  tally.announced = await sendPreNotifications(db, merchant, today, now);
  await chargeDueBills(run, tally, options.concurrency ?? DEFAULT_CONCURRENCY);
  tally.card_expiry_email = await sendCardExpiryEmail(db, merchant, today);
  return tally;
}
