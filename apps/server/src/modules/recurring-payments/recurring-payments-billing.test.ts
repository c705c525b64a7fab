import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { billingSchedules, orderLines, orders } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createTestApp } from '../../test/test-app.ts';
import { runMerchantBilling } from '../billing-engine/billing-run.ts';
import { billsOf, createBillingShop, morningOf, recurrenceOf } from '../billing-engine/billing-test-setup.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { createSandboxProcessor } from '../processor/sandbox-processor.ts';

// Issue 25 point 6, decision 142: the billing engine bills a recurring payment as any schedule, exactly once
// per period, writing each bill's order; the injected clock steps a day at a time over three periods, with
// each day's run made twice.

let db: Database;
let processor: PaymentProcessor;
let clock = morningOf('2026-01-01');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  db = (await createTestApp()).handle.db;
  processor = createSandboxProcessor(db, () => clock);
});

it('charges a recurring payment on each of three monthly dates once, each bill with its order', async () => {
  const shop = await createBillingShop(db, processor);
  const [schedule] = await withTenant(db, shop.merchantId, (tx) =>
    tx
      .insert(billingSchedules)
      .values({
        merchantId: shop.merchantId,
        kind: 'recurring_payment',
        orderId: null,
        customerId: shop.customerId,
        paymentAccountId: shop.approvedAccountId,
        offeringName: 'Monthly rent',
        recurrence: recurrenceOf('monthly'),
        quantityThousandths: 1000,
        price: 4500,
        startAt: '2026-01-05',
        nextBillDate: '2026-01-05',
        numberOfActiveExecutions: 0,
      })
      .returning({ id: billingSchedules.id }),
  );
  const id = schedule?.id ?? 0;
  for (
    let day = morningOf('2026-01-01');
    day <= morningOf('2026-03-10');
    day = new Date(day.getTime() + DAY_MS)
  ) {
    clock = day;
    await runMerchantBilling(db, processor, shop.merchantId, day);
    await runMerchantBilling(db, processor, shop.merchantId, day);
  }
  const bills = await billsOf(db, shop.merchantId, id);
  const charged = bills.filter((bill) => bill.billDate <= '2026-03-09');
  expect(charged.map((bill) => [bill.billDate, bill.state, bill.attempts])).toEqual([
    ['2026-01-05', 'paid', 1],
    ['2026-02-05', 'paid', 1],
    ['2026-03-05', 'paid', 1],
  ]);
  const orderIds = charged.map((bill) => bill.orderId ?? 0);
  expect(new Set(orderIds).size).toBe(3);
  const written = await withTenant(db, shop.merchantId, (tx) =>
    tx
      .select({ id: orders.id, total: orders.amountTotal, paid: orders.amountPaid, line: orderLines.name })
      .from(orders)
      .innerJoin(
        orderLines,
        and(eq(orderLines.merchantId, orders.merchantId), eq(orderLines.orderId, orders.id)),
      )
      .where(and(eq(orders.merchantId, shop.merchantId), eq(orders.customerId, shop.customerId))),
  );
  const billed = written.filter((row) => orderIds.includes(row.id));
  expect(billed).toHaveLength(3);
  for (const row of billed) expect(row).toMatchObject({ total: 4500, paid: 4500, line: 'Monthly rent' });
});
