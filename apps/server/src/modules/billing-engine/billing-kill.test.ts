import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { sandboxPayments, scheduleBills } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createSandboxProcessor } from '../processor/sandbox-processor.ts';
import { runMerchantBilling } from './billing-run.ts';
import { billingOutcome } from './billing-simulation.ts';
import {
  type BillingShop,
  createBillingShop,
  insertSchedules,
  morningOf,
  recurrenceOf,
  type ScheduleSpec,
} from './billing-test-setup.ts';

// Issue 25 point 7: the billing job killed with SIGKILL mid-run (while it charges the day's bills) and
// started again gives the same bills, charges and states as an uninterrupted run: nothing charged twice,
// nothing missed, the declined bills retried on their days. The child process is billing-kill-child.ts.

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'billing-kill-child.ts');
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FIRST_DAY = '2027-05-30';
const LAST_DAY = '2027-07-08';
/** The busy day: every schedule bills on the 1st. */
const BUSY_DATE = '2027-06-01';
const SCHEDULES = 60;
const DAY_MS = 86_400_000;

let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 6 });
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

const onThe1st = recurrenceOf('monthly', {
  monthly: { type: 'day_of_month', day_of_month: 1, day_pattern_ordinal: null, day_pattern_day: null },
});

/** 60 schedules billing on the 1st; every fifth pays with the declined card. */
async function shopWithSchedules(): Promise<{ shop: BillingShop; ids: number[] }> {
  const shop = await createBillingShop(handle.db, createSandboxProcessor(handle.db));
  const specs: ScheduleSpec[] = Array.from({ length: SCHEDULES }, (_, i) => ({
    recurrence: onThe1st,
    startAt: '2027-05-01',
    from: BUSY_DATE,
    price: 1000 + i,
    accountId: i % 5 === 0 ? shop.declinedAccountId : shop.approvedAccountId,
  }));
  return { shop, ids: await insertSchedules(handle.db, shop, specs) };
}

/** The outcome with schedules named by their place, so two merchants' runs compare. */
async function normalised(shop: BillingShop, ids: number[]) {
  const { bills, charges } = await billingOutcome(handle.db, shop.merchantId);
  const place = new Map(ids.map((id, index) => [id, index]));
  return {
    bills: bills
      .map((bill) => `${place.get(bill.scheduleId)}:${bill.billDate}:${bill.state}:${bill.attempts}`)
      .sort(),
    charges: charges.length,
    chargedTwice: charges.filter((charge) => charge.count !== 1).length,
  };
}

function startChild(merchantId: number, firstDay: string, offsetMs: number, done: string[]): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, database.url, String(merchantId), firstDay, LAST_DAY],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, CLOCK_OFFSET_MS: String(offsetMs) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n')) if (line.startsWith('done ')) done.push(line.slice(5));
  });
  child.stderr?.setEncoding('utf8').on('data', (text: string) => process.stderr.write(text));
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** The busy day's bills tried so far, and the processor's charges of the merchant (recorded or not). */
async function progressOf(merchantId: number): Promise<{ tried: number; unrecorded: number }> {
  const [row] = await handle.db
    .select({
      tried: sql<number>`count(*) filter (where ${scheduleBills.billDate} = ${BUSY_DATE} and ${scheduleBills.attempts} > 0)::int`,
      attempts: sql<number>`coalesce(sum(${scheduleBills.attempts}), 0)::int`,
      charges: sql<number>`(select count(*)::int from ${sandboxPayments} where ${sandboxPayments.ownerMerchantId} = ${merchantId})`,
    })
    .from(scheduleBills)
    .where(eq(scheduleBills.merchantId, merchantId));
  return { tried: row!.tried, unrecorded: row!.charges - row!.attempts };
}

it('a billing job killed with SIGKILL mid-run and restarted bills as an uninterrupted run', async () => {
  // The uninterrupted run, in this process.
  const calm = await shopWithSchedules();
  let clock = morningOf(FIRST_DAY);
  const processor = createSandboxProcessor(handle.db, () => clock);
  for (let day = morningOf(FIRST_DAY); day <= morningOf(LAST_DAY); day = new Date(day.getTime() + DAY_MS)) {
    clock = day;
    await runMerchantBilling(handle.db, processor, calm.shop.merchantId, day);
  }
  const expected = await normalised(calm.shop, calm.ids);
  expect(expected.bills.filter((bill) => bill.includes(':paid:')).length).toBe(SCHEDULES * 0.8 * 2);

  // The killed one: SIGKILL once some of the busy day's bills were charged and not all.
  const killed = await shopWithSchedules();
  const done: string[] = [];
  const first = startChild(killed.shop.merchantId, FIRST_DAY, 0, done);
  const started = Date.now();
  // Killed at best between a charge and its record (money moved, not yet written), else once 20 are done.
  let progress = { tried: 0, unrecorded: 0 };
  while (first.exitCode === null && Date.now() - started < 120_000) {
    progress = await progressOf(killed.shop.merchantId);
    if (progress.unrecorded > 0 || progress.tried >= 20) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  first.kill('SIGKILL');
  await exited(first);
  const atKill = await progressOf(killed.shop.merchantId);
  expect(atKill.tried).toBeLessThan(SCHEDULES);
  expect(atKill.tried + atKill.unrecorded).toBeGreaterThan(0);
  // Start again on the first day not done, past the killed job's lease.
  const restartDay = new Date(morningOf(done.at(-1) ?? FIRST_DAY).getTime() + (done.length > 0 ? DAY_MS : 0));
  const second = startChild(killed.shop.merchantId, restartDay.toISOString().slice(0, 10), 120_000, done);
  expect(await exited(second)).toBe(0);

  const actual = await normalised(killed.shop, killed.ids);
  expect(actual).toEqual(expected);
  expect(actual.chargedTwice).toBe(0);
}, 240_000);
