import type { RecurringPayment } from '@paybook/contracts';
import { addDays, todayInTimeZone, zonedInstant } from '@paybook/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers, paymentAccounts } from '../db/schema/index.ts';
import { runMerchantBilling } from '../modules/billing-engine/billing-run.ts';
import { type DemoApiClient, signInOwner } from './demo-api-client.ts';
import type { DemoFlows } from './demo-app.ts';
import { nextBillingDay } from './demo-flow-days.ts';
import {
  DEMO_RECURRING_PAYMENT_PLANS,
  type DemoRecurringPaymentPlan,
} from './demo-recurring-payment-plans.ts';
import { settle, step } from './demo-schedules.ts';

// Issue 25 point 9 (decision 158): each paying demo merchant's recurring payments, made as a merchant's
// own are: set up on their day by POST recurring_payment (its clock stepped to that day) from a stored
// account the seed gave a customer, charged by the billing engine each morning a payment falls due up to
// today (the processor's settlement applied as its jobs would), then suspended today through
// PUT recurring_payment/{id}/suspend, with no end or until a day ahead.

interface RecurringMerchant {
  id: number;
  urlSubdomain: string;
  timeZone: string;
}

/** The stored accounts of the seed's first phase (demo-payment-accounts.ts), by customer number. */
async function storedAccounts(db: Database, merchantId: number) {
  return db
    .select({ id: paymentAccounts.id, customerId: paymentAccounts.customerId, kind: paymentAccounts.kind })
    .from(paymentAccounts)
    .innerJoin(
      customers,
      and(eq(customers.merchantId, paymentAccounts.merchantId), eq(customers.id, paymentAccounts.customerId)),
    )
    .where(and(eq(paymentAccounts.merchantId, merchantId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.customerNumber), asc(paymentAccounts.id));
}

type StoredAccount = Awaited<ReturnType<typeof storedAccounts>>[number];

/** The plan's account: the first of its kind of the slot-th customer who has one. */
function accountOf(accounts: readonly StoredAccount[], plan: DemoRecurringPaymentPlan): StoredAccount {
  const firstPerCustomer = new Map<number, StoredAccount>();
  for (const account of accounts)
    if (account.kind === plan.account.kind && !firstPerCustomer.has(account.customerId))
      firstPerCustomer.set(account.customerId, account);
  const found = [...firstPerCustomer.values()][plan.account.slot];
  if (!found) throw new Error(`demo recurring payments: no stored ${plan.account.kind} for ${plan.key}`);
  return found;
}

async function setUp(
  client: DemoApiClient,
  merchant: RecurringMerchant,
  plan: DemoRecurringPaymentPlan,
  account: StoredAccount,
  day: string,
): Promise<number> {
  const created = (await client.send(
    'POST',
    '/api/recurring_payment',
    {
      customer_id: account.customerId,
      payment_account_id: account.id,
      description: plan.description,
      amount: plan.amount,
      recurrence: plan.recurrence,
      start_at: addDays(day, 1),
    },
    `demo-${merchant.urlSubdomain}-${plan.key}`,
  )) as RecurringPayment;
  return created.id;
}

async function seedMerchantRecurringPayments(flows: DemoFlows, merchant: RecurringMerchant, now: Date) {
  const plans = DEMO_RECURRING_PAYMENT_PLANS[merchant.urlSubdomain] ?? [];
  if (plans.length === 0) return;
  const { db } = flows;
  const client = await signInOwner(flows.app, db, merchant.id);
  const accounts = await storedAccounts(db, merchant.id);
  const today = todayInTimeZone(merchant.timeZone, now);
  const idOf = new Map<string, number>();
  const setUpDays = plans.map((plan) => addDays(today, -plan.daysAgo));
  let day = await nextBillingDay(db, merchant.id, addDays(today, -1000), today, setUpDays);
  while (day !== null) {
    // The engine's morning run (billing-engine-jobs.ts), then the day's set-ups in opening hours.
    await step(flows, merchant.id, zonedInstant(day, '06:30', merchant.timeZone), async () => {
      await settle(flows);
      await runMerchantBilling(db, flows.processor, merchant.id, flows.clock());
    });
    for (const [index, plan] of plans.entries()) {
      if (setUpDays[index] !== day) continue;
      const on = day;
      await step(flows, merchant.id, zonedInstant(day, `${13 + index}:30`, merchant.timeZone), async () => {
        idOf.set(plan.key, await setUp(client, merchant, plan, accountOf(accounts, plan), on));
      });
    }
    day = await nextBillingDay(db, merchant.id, day, today, setUpDays);
  }
  flows.setClock(now);
  await settle(flows);
  await runMerchantBilling(db, flows.processor, merchant.id, now);
  for (const plan of plans) {
    if (plan.outcome === 'active') continue;
    const resumeAt = plan.outcome === 'pause_until' ? addDays(today, plan.resumeInDays ?? 30) : null;
    await client.send(
      'PUT',
      `/api/recurring_payment/${idOf.get(plan.key)}/suspend`,
      { resume_at: resumeAt },
      `demo-${merchant.urlSubdomain}-${plan.key}-suspend`,
    );
  }
  await settle(flows);
}

/** Issue 25 point 9: the recurring payments of every paying demo merchant (DEMO_RECURRING_PAYMENT_PLANS). */
export async function seedDemoRecurringPayments(
  flows: DemoFlows,
  merchants: readonly RecurringMerchant[],
  now: Date,
): Promise<void> {
  for (const merchant of merchants) await seedMerchantRecurringPayments(flows, merchant, now);
}
