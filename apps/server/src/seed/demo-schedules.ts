import type { CheckoutResponse } from '@paybook/contracts';
import { addDays, todayInTimeZone, zonedInstant } from '@paybook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { billingSchedules, offerings } from '../db/schema/index.ts';
import { runMerchantBilling } from '../modules/billing-engine/billing-run.ts';
import { applyProcessorReport } from '../modules/processor/processor-report.ts';
import { runSandboxBatch } from '../modules/processor/sandbox-batch.ts';
import { customersWithEmail, type DemoApiClient, type DemoBuyer, signInOwner } from './demo-api-client.ts';
import type { DemoFlows } from './demo-app.ts';
import { databaseNow, dateStep, nextBillingDay } from './demo-flow-days.ts';
import { DECLINING_CARD, DEMO_SCHEDULE_PLANS, type DemoSchedulePlan } from './demo-schedule-plans.ts';

// Issue 25 point 9 (decision 147): each paying demo merchant's billing schedules, made as a merchant's
// own are: sold at the point of sale (POST cart/check_out, a card keyed in and kept for the later bills),
// billed by the billing engine each morning from the first sale to today (its clock stepped day by day,
// the processor's settlement batch and report applied as the jobs would), then suspended or cancelled
// today through the subscription actions, and the cancel's last payment charged by today's run.

const APPROVING_CARD = '4242 4242 4242 4242';

interface ScheduleMerchant {
  id: number;
  urlSubdomain: string;
  timeZone: string;
}

async function itemId(db: Database, merchantId: number, name: string): Promise<number> {
  const [row] = await db
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.merchantId, merchantId), eq(offerings.name, name), isNull(offerings.deletedAt)));
  if (!row) throw new Error(`demo schedules: the catalogue has no ${name}`);
  return row.id;
}

/** The sale: the item at the counter, paid by a card keyed in (kept for the bills, issue 15 point 6). */
async function sell(
  flows: DemoFlows,
  client: DemoApiClient,
  merchant: ScheduleMerchant,
  plan: DemoSchedulePlan,
  buyer: DemoBuyer,
  day: string,
): Promise<number> {
  const isDeclined = plan.outcome === 'past_due';
  const response = (await client.send(
    'POST',
    '/api/cart/check_out',
    {
      cart: [
        {
          offering_id: await itemId(flows.db, merchant.id, plan.item),
          quantity: '1',
          // Decision 133: starting two days later, so nothing is charged at the sale.
          start_date: isDeclined ? addDays(day, 2) : null,
        },
      ],
      customer: { id: buyer.id, email: buyer.email },
      payment_mode: 'ccKeyEnter',
      card: {
        card_number: isDeclined ? DECLINING_CARD : APPROVING_CARD,
        cvv: '123',
        expiration: '12/30',
        billing_zip_code: '',
      },
    },
    `demo-${merchant.urlSubdomain}-${plan.key}`,
  )) as CheckoutResponse;
  if (!response.order)
    throw new Error(`demo schedules: ${plan.key} was not sold (${response.failure_reason})`);
  return response.order.id;
}

/** What the processor's jobs do at `at`: the settlement batch, then its report applied to transactions. */
export async function settle(flows: DemoFlows): Promise<void> {
  await runSandboxBatch(flows.db, flows.clock());
  await applyProcessorReport(flows.db, flows.processor, flows.app.log, flows.clock);
}

/** Today's subscription action of a plan (the schedules of the other outcomes are left as billing left them). */
async function act(client: DemoApiClient, plan: DemoSchedulePlan, scheduleId: number, today: string) {
  const notice = { notes: plan.notes, suppress_notification: true };
  const url = `/api/subscription/${scheduleId}`;
  const key = (action: string) => `demo-${plan.key}-${scheduleId}-${action}`;
  if (plan.outcome === 'suspended')
    await client.send('PUT', `${url}/suspend`, { ...notice, resume_at: null }, key('suspend'));
  if (plan.outcome === 'suspended_until')
    await client.send('PUT', `${url}/suspend`, { ...notice, resume_at: addDays(today, 30) }, key('suspend'));
  if (plan.outcome === 'cancelled')
    await client.send(
      'PUT',
      `${url}/cancel`,
      { ...notice, last_payment_option: plan.lastPayment ?? null },
      key('cancel'),
    );
}

/** One step of the flows at `at`, its rows dated there (decision 147). */
export async function step(flows: DemoFlows, merchantId: number, at: Date, work: () => Promise<void>) {
  flows.setClock(at);
  const since = await databaseNow(flows.db);
  await work();
  await dateStep(flows.db, merchantId, since, at);
}

async function seedMerchantSchedules(flows: DemoFlows, merchant: ScheduleMerchant, now: Date) {
  const plans = DEMO_SCHEDULE_PLANS[merchant.urlSubdomain] ?? [];
  if (plans.length === 0) return;
  const { db } = flows;
  const client = await signInOwner(flows.app, db, merchant.id);
  const people = await customersWithEmail(db, merchant.id);
  const today = todayInTimeZone(merchant.timeZone, now);
  const orderOf = new Map<string, number>();
  const saleDays = plans.map((plan) => addDays(today, -plan.daysAgo));
  let day = await nextBillingDay(db, merchant.id, addDays(today, -1000), today, saleDays);
  while (day !== null) {
    // The engine's morning run (billing-engine-jobs.ts), then the day's sales in opening hours.
    await step(flows, merchant.id, zonedInstant(day, '06:30', merchant.timeZone), async () => {
      await settle(flows);
      await runMerchantBilling(db, flows.processor, merchant.id, flows.clock());
    });
    for (const [index, plan] of plans.entries()) {
      if (saleDays[index] !== day) continue;
      const buyer = people[plan.customerSlot % people.length];
      if (!buyer) throw new Error('demo schedules: no customer with an e-mail address');
      const sold = day;
      await step(flows, merchant.id, zonedInstant(day, `${10 + index}:15`, merchant.timeZone), async () => {
        orderOf.set(plan.key, await sell(flows, client, merchant, plan, buyer, sold));
      });
    }
    day = await nextBillingDay(db, merchant.id, day, today, saleDays);
  }
  flows.setClock(now);
  await settle(flows);
  await runMerchantBilling(db, flows.processor, merchant.id, now);
  for (const plan of plans) {
    const orderId = orderOf.get(plan.key);
    const [schedule] = await db
      .select({ id: billingSchedules.id })
      .from(billingSchedules)
      .where(and(eq(billingSchedules.merchantId, merchant.id), eq(billingSchedules.orderId, orderId ?? 0)));
    if (!schedule) throw new Error(`demo schedules: ${plan.key} has no schedule`);
    await act(client, plan, schedule.id, today);
  }
  // The cancels' last payments, due today.
  await runMerchantBilling(db, flows.processor, merchant.id, now);
  await settle(flows);
}

/** Issue 25 point 9: the billing schedules of every paying demo merchant (DEMO_SCHEDULE_PLANS names them). */
export async function seedDemoSchedules(
  flows: DemoFlows,
  merchants: readonly ScheduleMerchant[],
  now: Date,
): Promise<void> {
  for (const merchant of merchants) await seedMerchantSchedules(flows, merchant, now);
}
