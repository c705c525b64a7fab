import { randomUUID } from 'node:crypto';
import type { ScheduledInvoice } from '@paybook/contracts';
import { addDays, todayInTimeZone } from '@paybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { billingSchedules, invoices, orders, outboxEmails, scheduleBills } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestApp } from '../../test/test-app.ts';
import { runMerchantBilling } from '../billing-engine/billing-run.ts';
import { createCheckoutTestApp, MONTHLY_12, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { createSandboxProcessor } from '../processor/sandbox-processor.ts';
import { putAction } from '../subscriptions/subscriptions-test-setup.ts';

// Issue 25 point 6, decision 151: the billing engine sends a scheduled invoice's invoice on each send date,
// exactly once per period, ends after its number of invoices and honours a suspension. The injected clock
// steps a day at a time (noon in the merchant's Denver) over three monthly periods and more, each day's run
// made twice.

let t: TestApp;
let shop: Shop;
let processor: PaymentProcessor;
let clock = new Date();
const DAY_MS = 86_400_000;
const noonOf = (date: string) => new Date(`${date}T19:00:00Z`);

beforeAll(async () => {
  t = await createCheckoutTestApp({});
  shop = await setUpShop(t);
  processor = createSandboxProcessor(t.handle.db, () => clock);
});

async function create(recurrence: object): Promise<ScheduledInvoice> {
  const today = todayInTimeZone('America/Denver');
  const response = await shop.owner.post(
    '/api/scheduled_invoice',
    {
      customer_id: shop.customerId,
      lines: [{ kind: 'custom', name: 'Monthly retainer', quantity: '1', price: '300.00' }],
      terms: 'custom',
      days_until_due: 10,
      recurrence,
      first_send_date: addDays(today, 3),
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ScheduledInvoice>();
}

const billsOf = (scheduleId: number) =>
  withTenant(t.handle.db, shop.merchantId, (tx) =>
    tx
      .select({
        billDate: scheduleBills.billDate,
        kind: scheduleBills.kind,
        state: scheduleBills.state,
        orderId: scheduleBills.orderId,
      })
      .from(scheduleBills)
      .where(and(eq(scheduleBills.merchantId, shop.merchantId), eq(scheduleBills.scheduleId, scheduleId)))
      .orderBy(asc(scheduleBills.billDate)),
  );

it('sends three invoices over three periods, each once, then ends; a suspended one sends no more', async () => {
  const db = t.handle.db;
  const three = await create({ ...MONTHLY_12, occurrences: 3 });
  const suspended = await create({ ...MONTHLY_12, occurrence_type: 'no_end_date' });
  const first = three.first_send_date;
  let listedWhileActive = -1;
  for (
    let day = noonOf(addDays(first, -2));
    day <= noonOf(addDays(first, 100));
    day = new Date(day.getTime() + DAY_MS)
  ) {
    clock = day;
    const local = todayInTimeZone('America/Denver', day);
    await runMerchantBilling(db, processor, shop.merchantId, day);
    await runMerchantBilling(db, processor, shop.merchantId, day);
    if (local === addDays(first, 1)) {
      expect(
        (await putAction(shop.owner, `/api/scheduled_invoices/${suspended.id}/suspend`, {})).statusCode,
      ).toBe(200);
    }
    if (local === addDays(first, 40)) {
      const sent = await shop.owner.get(`/api/scheduled_invoice/${three.id}/invoices`);
      listedWhileActive = sent.json().total_item_count;
    }
  }
  expect(listedWhileActive).toBe(2);

  const bills = await billsOf(three.id);
  expect(bills.map((bill) => [bill.kind, bill.state])).toEqual([
    ['invoice', 'sent'],
    ['invoice', 'sent'],
    ['invoice', 'sent'],
  ]);
  expect(bills[0]?.billDate).toBe(first);
  const orderIds = bills.map((bill) => bill.orderId ?? 0);
  expect(new Set(orderIds).size).toBe(3);

  const written = await withTenant(db, shop.merchantId, (tx) =>
    tx
      .select({
        orderId: invoices.orderId,
        state: invoices.state,
        invoiceDate: invoices.invoiceDate,
        dueDate: invoices.dueDate,
        total: orders.amountTotal,
        status: orders.paymentStatus,
      })
      .from(invoices)
      .innerJoin(orders, and(eq(orders.merchantId, invoices.merchantId), eq(orders.id, invoices.orderId)))
      .where(eq(invoices.merchantId, shop.merchantId))
      .orderBy(asc(invoices.invoiceDate)),
  );
  const ofThree = written.filter((row) => orderIds.includes(row.orderId));
  expect(ofThree).toHaveLength(3);
  for (const [index, row] of ofThree.entries()) {
    expect(row).toMatchObject({
      state: 'sent',
      total: 30_000,
      status: 'unpaid',
      invoiceDate: bills[index]?.billDate,
    });
    expect(row.dueDate).toBe(addDays(row.invoiceDate, 10));
  }
  // One e-mail per invoice, to the customer, with the pay link.
  const emails = await withTenant(db, shop.merchantId, (tx) =>
    tx
      .select({ to: outboxEmails.toAddress, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.merchantId, shop.merchantId), eq(outboxEmails.kind, 'invoice'))),
  );
  expect(emails).toHaveLength(4);
  for (const email of emails) expect(email.text).toContain('/pay/invoice/');

  const [ended] = await withTenant(db, shop.merchantId, (tx) =>
    tx
      .select()
      .from(billingSchedules)
      .where(and(eq(billingSchedules.merchantId, shop.merchantId), eq(billingSchedules.id, three.id))),
  );
  expect(ended).toMatchObject({ status: 'expired', numberOfActiveExecutions: 3, nextBillDate: null });
  // The suspended one sent its first invoice only.
  expect((await billsOf(suspended.id)).map((bill) => bill.billDate)).toEqual([first]);
});
