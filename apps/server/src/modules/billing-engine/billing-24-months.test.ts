import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { outboxEmails, transactions } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { createSandboxProcessor } from '../processor/sandbox-processor.ts';
import { runMerchantBilling } from './billing-run.ts';
import {
  billingOutcome,
  expectedBills,
  SIMULATION_FIRST_DAY,
  SIMULATION_LAST_DAY,
  SIMULATION_LAST_LOCAL_DATE,
  simulationSpecs,
} from './billing-simulation.ts';
import { createBillingShop, insertSchedules, morningOf } from './billing-test-setup.ts';

// Issue 25 point 7: 24 simulated months of 200 schedules (billing-simulation.ts), one run a day with an
// injected clock: every bill charged exactly once, none missed, each announced once.

let db: Database;
let processor: PaymentProcessor;
let clock = morningOf(SIMULATION_FIRST_DAY);
const DAY_MS = 86_400_000;

beforeAll(async () => {
  db = (await createTestApp()).handle.db;
  processor = createSandboxProcessor(db, () => clock);
});

it('bills 200 schedules for 24 months across both DST changes and month ends: none doubled, none missed', async () => {
  const shop = await createBillingShop(db, processor);
  const specs = simulationSpecs();
  const ids = await insertSchedules(db, shop, specs);
  for (
    let day = morningOf(SIMULATION_FIRST_DAY);
    day <= morningOf(SIMULATION_LAST_DAY);
    day = new Date(day.getTime() + DAY_MS)
  ) {
    clock = day;
    await runMerchantBilling(db, processor, shop.merchantId, day);
  }
  const { bills, charges } = await billingOutcome(db, shop.merchantId);
  const expected = expectedBills(specs, ids);
  const charged = bills.filter((bill) => bill.billDate <= SIMULATION_LAST_LOCAL_DATE);
  // None missed, none extra: the bills up to the last local date are exactly the domain's dates, all paid.
  expect(new Set(charged.map((bill) => `${bill.scheduleId}:${bill.billDate}`))).toEqual(expected);
  expect(charged.length).toBe(expected.size);
  expect(charged.filter((bill) => bill.state !== 'paid' || bill.attempts !== 1)).toEqual([]);
  // Bills written ahead for announcing are not charged yet.
  expect(
    bills.filter((bill) => bill.billDate > SIMULATION_LAST_LOCAL_DATE).every((bill) => bill.state === 'due'),
  ).toBe(true);
  // One processor charge per bill, one payment row each.
  expect(charges.length).toBe(expected.size);
  expect(charges.filter((charge) => charge.count !== 1)).toEqual([]);
  const [payments] = await withTenant(db, shop.merchantId, (tx) =>
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.merchantId, shop.merchantId)),
  );
  expect(payments!.count).toBe(expected.size);
  // Each bill announced once (those written at least a day before their date).
  const [announcements] = await withTenant(db, shop.merchantId, (tx) =>
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.merchantId, shop.merchantId),
          eq(outboxEmails.kind, 'subscription_pre_notification'),
        ),
      ),
  );
  expect(announcements!.count).toBe(bills.filter((bill) => bill.preNotified).length);
  expect(announcements!.count).toBeGreaterThan(expected.size * 0.9);
}, 120_000);
