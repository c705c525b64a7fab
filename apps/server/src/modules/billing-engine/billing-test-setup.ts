import { billDates, defaultRecurrence, priceOrder, type Recurrence } from '@paybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules, customers, orders, scheduleBills } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createMerchant } from '../../test/factories.ts';
import { amountColumns } from '../orders/order-amount-columns.ts';
import { insertAccount } from '../payment-accounts/payment-accounts.repository.ts';
import type { TokenProcessor } from '../processor/processor.ts';

// Issue 25 point 7: the billing engine's tests' shop: a merchant in America/Denver, a customer with a card
// the sandbox approves and one it declines (docs/operations.md test numbers), the sale order every
// schedule refers to, and schedules bulk-inserted as a checkout would have left them.

export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export interface BillingShop {
  merchantId: number;
  customerId: number;
  /** Accounts of the customer: a card approved, a card declined. */
  approvedAccountId: number;
  declinedAccountId: number;
  saleOrderId: number;
}

async function storeCard(
  db: Database,
  processor: TokenProcessor,
  merchantId: number,
  customerId: number,
  number: string,
  expiry: { month: number; year: number },
) {
  const { token, lastFour } = await processor.tokenizeCard({
    number,
    cvv: '123',
    expiry,
    billingZipCode: '80202',
  });
  const account = await withTenant(db, merchantId, (tx) =>
    insertAccount(tx, {
      merchantId,
      customerId,
      kind: 'card',
      processorToken: token,
      lastFour,
      issuer: 'Visa',
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
    }),
  );
  return account.id;
}

export async function createBillingShop(
  db: Database,
  processor: TokenProcessor,
  options: { preNotificationDays?: number; cardExpiry?: { month: number; year: number } } = {},
): Promise<BillingShop> {
  const merchant = await createMerchant(db, {
    timeZone: 'America/Denver',
    companyEmail: 'owner@example.com',
    preNotificationDays: options.preNotificationDays ?? 3,
  });
  const merchantId = merchant.id;
  const [customer] = await withTenant(db, merchantId, (tx) =>
    tx
      .insert(customers)
      .values({ merchantId, firstName: 'Rita', lastName: 'Renew', email: 'rita@example.com' })
      .returning({ id: customers.id }),
  );
  const customerId = customer!.id;
  const expiry = options.cardExpiry ?? { month: 12, year: 2035 };
  const approvedAccountId = await storeCard(db, processor, merchantId, customerId, APPROVED_CARD, expiry);
  const declinedAccountId = await storeCard(db, processor, merchantId, customerId, DECLINED_CARD, expiry);
  const priced = priceOrder({
    today: '2026-01-01',
    lines: [
      {
        offering_id: 1,
        price_structure: 'recurring',
        unit_price_cents: 0,
        quantity_thousandths: 1000,
        is_taxable: false,
        start_date: null,
      },
    ],
    fee_structures: [],
    order_fees: [],
    discounts: [],
  });
  const [order] = await withTenant(db, merchantId, (tx) =>
    tx
      .insert(orders)
      .values({
        merchantId,
        customerId,
        saleType: 2,
        paymentStatus: 'paid',
        ...amountColumns(priced),
        priced,
      })
      .returning({ id: orders.id }),
  );
  return { merchantId, customerId, approvedAccountId, declinedAccountId, saleOrderId: order!.id };
}

export interface ScheduleSpec {
  recurrence: Recurrence;
  startAt: string;
  /** The first bill date not before this is the schedule's next bill (the earlier ones were charged). */
  from: string;
  price?: number;
  accountId?: number | null;
  status?: 'active' | 'suspended' | 'cancelled' | 'expired';
  suspendAt?: string | null;
  resumeAt?: string | null;
  finalBillDate?: string | null;
}

/** The bill dates of a schedule before `from` (already billed) and its next one. */
function progressOf(recurrence: Recurrence, startAt: string, from: string) {
  const total = recurrence.occurrence_type === 'fixed_end_date' ? recurrence.occurrences : 100_000;
  let count = 64;
  for (;;) {
    const dates = billDates(recurrence, startAt, Math.min(count, total));
    const done = dates.filter((date) => date < from).length;
    if (done < dates.length || dates.length >= total) {
      return { executions: Math.max(1, done), next: dates[Math.max(1, done)] ?? null, dates };
    }
    count *= 4;
  }
}

/** Bulk-inserts schedules as sold by a checkout; answers their ids in order. */
export async function insertSchedules(db: Database, shop: BillingShop, specs: readonly ScheduleSpec[]) {
  const rows = specs.map((spec) => {
    const { executions, next, dates } = progressOf(spec.recurrence, spec.startAt, spec.from);
    const fixed = spec.recurrence.occurrence_type === 'fixed_end_date';
    return {
      merchantId: shop.merchantId,
      orderId: shop.saleOrderId,
      customerId: shop.customerId,
      paymentAccountId: spec.accountId === undefined ? shop.approvedAccountId : spec.accountId,
      offeringName: 'Club membership',
      recurrence: spec.recurrence,
      quantityThousandths: 1000,
      price: spec.price ?? 1500,
      startAt: spec.startAt,
      nextBillDate: next,
      finalBillDate: spec.finalBillDate ?? (fixed ? (dates.at(-1) ?? null) : null),
      occurrences: fixed ? spec.recurrence.occurrences : null,
      numberOfActiveExecutions: executions,
      status: spec.status ?? (next === null ? 'expired' : 'active'),
      suspendAt: spec.suspendAt ?? null,
      resumeAt: spec.resumeAt ?? null,
    };
  });
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const written = await withTenant(db, shop.merchantId, (tx) =>
      tx
        .insert(billingSchedules)
        .values(rows.slice(start, start + 500))
        .returning({ id: billingSchedules.id }),
    );
    ids.push(...written.map((row) => row.id));
  }
  return ids;
}

/** A schedule's row as the engine left it. */
export async function scheduleOf(db: Database, merchantId: number, id: number) {
  const [row] = await withTenant(db, merchantId, (tx) =>
    tx
      .select()
      .from(billingSchedules)
      .where(and(eq(billingSchedules.merchantId, merchantId), eq(billingSchedules.id, id))),
  );
  return row!;
}

/** A schedule's bills, oldest first. */
export function billsOf(db: Database, merchantId: number, scheduleId: number) {
  return withTenant(db, merchantId, (tx) =>
    tx
      .select()
      .from(scheduleBills)
      .where(and(eq(scheduleBills.merchantId, merchantId), eq(scheduleBills.scheduleId, scheduleId)))
      .orderBy(scheduleBills.billDate, sql`${scheduleBills.kind}`),
  );
}

/** 06:30 UTC on a date: 23:30 the day before in Denver in winter, 00:30 that day in summer. */
export const morningOf = (date: string) => new Date(`${date}T06:30:00Z`);

type RecurrenceRules = Partial<Pick<Recurrence, 'weekly' | 'monthly' | 'yearly'>> &
  Partial<Omit<Recurrence, 'weekly' | 'monthly' | 'yearly'>>;

/** A recurrence as a catalogue form fills it in (the default), with the rules given. */
export function recurrenceOf(frequency: Recurrence['frequency'], rules: RecurrenceRules = {}): Recurrence {
  const base = defaultRecurrence();
  return {
    ...base,
    ...rules,
    frequency,
    weekly: { ...base.weekly, ...rules.weekly },
    monthly: { ...base.monthly, ...rules.monthly },
    yearly: { ...base.yearly, ...rules.yearly },
  };
}
