import type { ScheduledInvoice } from '@paybook/contracts';
import { addDays, todayInTimeZone, zonedInstant } from '@paybook/domain';
import { runMerchantBilling } from '../modules/billing-engine/billing-run.ts';
import { customersWithEmail, signInOwner } from './demo-api-client.ts';
import type { DemoFlows } from './demo-app.ts';
import { catalogueIds } from './demo-invoices.ts';

// Issue 25 point 6 (decisions 149–152; as decisions 146–147 make the demo's invoices and schedules):
// Northwind's scheduled invoices, made through the API the back office calls, with the app's clock set to
// the day each was made: one active since 70 days ago whose invoices the billing engine has sent (today's
// run sends each send date's invoice once, dated on its date), a draft, and one suspended today. Cedar's
// starter tier has no invoices (decision 146), so no scheduled invoices either.

const MONTHLY = {
  occurrence_type: 'no_end_date',
  frequency: 'monthly',
  periods_between_occurrence: 1,
  occurrences: 0,
  weekly: { type: 'day_of_purchase', day_of_week: null },
  monthly: { type: 'day_of_purchase', day_of_month: null, day_pattern_ordinal: null, day_pattern_day: null },
  yearly: {
    type: 'day_of_purchase',
    day_of_year: null,
    month: null,
    pattern: { day_pattern_ordinal: null, day_pattern_day: null },
  },
};

const TERMS = 'Billed monthly in advance. Cancel any time before the next invoice date.';

interface DemoPlan {
  key: string;
  /** The day it was made, days before today; it first sends 5 days later. */
  madeDaysAgo: number;
  outcome: 'active' | 'draft' | 'suspended';
  customerSlot: number;
  item: string;
  quantity: string;
  notes: string;
  weekly?: boolean;
}

const NORTHWIND: readonly DemoPlan[] = [
  {
    key: 's1',
    madeDaysAgo: 70,
    outcome: 'active',
    customerSlot: 2,
    item: 'Personal Training Session',
    quantity: '4',
    notes: 'Your monthly block of four personal training sessions.',
  },
  {
    key: 's2',
    madeDaysAgo: 0,
    outcome: 'draft',
    customerSlot: 3,
    item: 'Small Group HIIT',
    quantity: '8',
    notes: 'Eight HIIT classes a month, once the schedule is confirmed.',
  },
  {
    key: 's3',
    madeDaysAgo: 0,
    outcome: 'suspended',
    customerSlot: 5,
    item: 'Court Rental',
    quantity: '4',
    notes: 'Weekly league court hire, on hold over the holidays.',
    weekly: true,
  },
];

const PLANS: Readonly<Record<string, readonly DemoPlan[]>> = { northwind: NORTHWIND };

interface Merchant {
  id: number;
  urlSubdomain: string;
  timeZone: string;
}

async function seedMerchant(flows: DemoFlows, merchant: Merchant, now: Date) {
  const plans = PLANS[merchant.urlSubdomain] ?? [];
  if (plans.length === 0) return;
  const { app, db } = flows;
  const client = await signInOwner(app, db, merchant.id);
  const items = await catalogueIds(db, merchant.id);
  const customerIds = (await customersWithEmail(db, merchant.id)).map((buyer) => buyer.id);
  const today = todayInTimeZone(merchant.timeZone, now);
  for (const plan of plans) {
    const made = addDays(today, -plan.madeDaysAgo);
    flows.setClock(plan.madeDaysAgo === 0 ? now : zonedInstant(made, '10:00', merchant.timeZone));
    const itemId = items.get(plan.item);
    const customerId = customerIds[plan.customerSlot % customerIds.length];
    if (itemId === undefined || customerId === undefined)
      throw new Error(`demo scheduled invoices: no ${plan.item} or no customer with an e-mail address`);
    const key = `demo-${merchant.urlSubdomain}-${plan.key}`;
    const created = (await client.send(
      'POST',
      '/api/scheduled_invoice',
      {
        customer_id: customerId,
        lines: [{ kind: 'item', offering_id: itemId, quantity: plan.quantity }],
        terms: 'net_15',
        notes: plan.notes,
        terms_of_sale: TERMS,
        recurrence: plan.weekly ? { ...MONTHLY, frequency: 'weekly' } : MONTHLY,
        first_send_date: addDays(made, 5),
        draft: plan.outcome === 'draft',
      },
      key,
    )) as ScheduledInvoice;
    if (plan.outcome === 'suspended')
      await client.send('PUT', `/api/scheduled_invoices/${created.id}/suspend`, {}, `${key}-suspend`);
  }
  flows.setClock(now);
  // Today's run (made already by the schedules' seed) sends every send date's invoice since, once each.
  await runMerchantBilling(db, flows.processor, merchant.id, now);
}

/** Issue 25 point 6: the scheduled invoices of the paying demo merchants that build invoices. */
export async function seedDemoScheduledInvoices(
  flows: DemoFlows,
  merchants: readonly Merchant[],
  now: Date,
): Promise<void> {
  for (const merchant of merchants) await seedMerchant(flows, merchant, now);
}
