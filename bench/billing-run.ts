// Issue 25 point 10: the billing run. Seeds due billing schedules over 5 merchants with bulk SQL (one
// INSERT … SELECT generate_series per merchant), then runs the billing engine once for the 5 merchants at
// once, in this process, as the job worker would (apps/server/src/modules/billing-engine/billing-run.ts),
// and reports bills per second. The target: at least the same run's check_out req/s, since a bill does
// less (no cart to read or price, no intent).

import { sql } from 'drizzle-orm';
import { openDatabase, openSidePool } from '../apps/server/src/db/client.ts';
import { withTenant } from '../apps/server/src/db/tenant.ts';
import {
  BILLING_RUN_QUEUE,
  billingRunKey,
} from '../apps/server/src/modules/billing-engine/billing-engine-jobs.ts';
import { runMerchantBilling } from '../apps/server/src/modules/billing-engine/billing-run.ts';
import { createBillingShop } from '../apps/server/src/modules/billing-engine/billing-test-setup.ts';
import { enqueueJob } from '../apps/server/src/modules/jobs/job-queue.ts';
import { createSandboxProcessor } from '../apps/server/src/modules/processor/sandbox-processor.ts';
import { defaultRecurrence, todayInTimeZone } from '../packages/domain/src/index.ts';

export const BILLING_RUN_KEY = 'billing_run';
const MERCHANTS = 5;
/** The scale, and --short's (CI keeps its bench phase short). */
const FULL_SCHEDULES = 20_000;
const SHORT_SCHEDULES = 2_000;
/** The engine's pool: as the server's default. */
const POOL_SIZE = 20;
/**
 * The sandbox stands for an outside processor, which takes the 5 runs' calls at once (8 each); on the
 * server's 4 connections most of them would wait for a connection instead.
 */
const PROCESSOR_POOL_SIZE = 40;
const DAY_MS = 86_400_000;

export interface BillingRunResult {
  schedules: number;
  merchants: number;
  bills: number;
  paid: number;
  /** Bills the processor did not answer (a job would run them again). */
  unanswered: number;
  seconds: number;
  billsPerSecond: number;
}

/** Every schedule bills every 30 days, bill 1 thirty days ago, so bill 2 is due today. */
async function seed(url: string, count: number, today: string): Promise<number[]> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  try {
    const processor = createSandboxProcessor(handle.db);
    const recurrence = JSON.stringify({
      ...defaultRecurrence(),
      frequency: 'daily',
      periods_between_occurrence: 30,
    });
    const startAt = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * DAY_MS).toISOString().slice(0, 10);
    const merchantIds: number[] = [];
    for (let m = 0; m < MERCHANTS; m += 1) {
      const shop = await createBillingShop(handle.db, processor);
      // This merchant-day's run is the bench's: its key is taken (due in a week, after the bench's database
      // is gone), so the server under test, whose hourly tick enqueues every merchant's run for its date,
      // does not bill these schedules beside the timed run (once it did, past an hour, and the bench counted
      // 16,728 of 20,000 bills). The engine runs a merchant-day once by that key (billing-engine-jobs.ts).
      await enqueueJob(
        handle.db,
        BILLING_RUN_QUEUE,
        billingRunKey(shop.merchantId, today),
        { merchant_id: shop.merchantId, date: today, at: new Date().toISOString() },
        new Date(Date.now() + 7 * DAY_MS),
      );
      const perMerchant = Math.floor(count / MERCHANTS) + (m < count % MERCHANTS ? 1 : 0);
      await withTenant(handle.db, shop.merchantId, (tx) =>
        tx.execute(sql`
          insert into billing_schedules (merchant_id, order_id, customer_id, payment_account_id, offering_name,
            recurrence, quantity_thousandths, price, start_at, next_bill_date, number_of_active_executions)
          select ${shop.merchantId}, ${shop.saleOrderId}, ${shop.customerId}, ${shop.approvedAccountId},
            'Bench membership', ${recurrence}::jsonb, 1000, 1000 + (n % 500), ${startAt}::date, ${today}::date, 1
          from generate_series(1, ${perMerchant}) as n`),
      );
      merchantIds.push(shop.merchantId);
    }
    return merchantIds;
  } finally {
    await handle.close();
  }
}

/** Seeds, then times one run of the engine for the 5 merchants at once. */
export async function measureBillingRun(url: string, short: boolean): Promise<BillingRunResult> {
  const count = short ? SHORT_SCHEDULES : FULL_SCHEDULES;
  const now = new Date();
  const today = todayInTimeZone('America/Denver', now);
  const merchantIds = await seed(url, count, today);
  const handle = await openDatabase({ databaseUrl: url, poolSize: POOL_SIZE });
  // The processor on its own pool, as the server has it (app.ts).
  const processorPool = openSidePool(handle.db, PROCESSOR_POOL_SIZE);
  try {
    const processor = createSandboxProcessor(processorPool.db);
    const started = performance.now();
    const tallies = await Promise.all(
      merchantIds.map((merchantId) => runMerchantBilling(handle.db, processor, merchantId, now)),
    );
    const seconds = (performance.now() - started) / 1000;
    const paid = tallies.reduce((sum, tally) => sum + tally.paid, 0);
    const bills = tallies.reduce((sum, tally) => sum + tally.paid + tally.failed + tally.past_due, 0);
    const unanswered = tallies.reduce((sum, tally) => sum + tally.unanswered, 0);
    return {
      schedules: count,
      merchants: MERCHANTS,
      bills,
      paid,
      unanswered,
      seconds,
      billsPerSecond: bills / seconds,
    };
  } finally {
    await processorPool.close();
    await handle.close();
  }
}

export function printBillingRun(result: BillingRunResult, checkoutReqPerSec: number | null): void {
  console.log(
    `bench: billing run: ${result.bills.toLocaleString('en')} bills (${result.paid.toLocaleString('en')} paid) of ` +
      `${result.schedules.toLocaleString('en')} schedules over ${result.merchants} merchants ` +
      `(${result.unanswered} unanswered) in ` +
      `${result.seconds.toFixed(1)} s: ${result.billsPerSecond.toFixed(0)} bills/s` +
      (checkoutReqPerSec === null ? '' : ` (check_out: ${checkoutReqPerSec.toFixed(0)} req/s)`),
  );
}
