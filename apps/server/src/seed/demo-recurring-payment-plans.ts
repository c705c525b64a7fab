import { defaultRecurrence, type Recurrence } from '@paybook/domain';

// Issue 25 point 9 (decision 158): the recurring payments every paying demo merchant has, one per status
// the recurring payment pages show (spec 3 §4.6): active, suspended with no end and paused until a day
// ahead (pause_until). Each is set up on its day through POST recurring_payment (the calls' clock stepped
// to that day), charged by the billing engine on every bill date up to today, and the two others are
// suspended today. Pure data: the same payments on every first start, dated from the merchant's today.

export type DemoRecurringPaymentOutcome = 'active' | 'suspended' | 'pause_until';

export interface DemoRecurringPaymentPlan {
  /** Unique within the merchant; the Idempotency-Keys derive from it. */
  key: string;
  outcome: DemoRecurringPaymentOutcome;
  description: string;
  amount: string;
  recurrence: Recurrence;
  /** The day it is set up, days before the merchant's today; its first payment is the day after. */
  daysAgo: number;
  /** Which stored account of the seed's (customers in customer number order, then the account's id). */
  account: { kind: 'card' | 'bank'; slot: number };
  /** pause_until: the resume date, days after today. */
  resumeInDays?: number;
}

const every = (frequency: 'weekly' | 'monthly', periods = 1): Recurrence => ({
  ...defaultRecurrence(),
  frequency,
  periods_between_occurrence: periods,
});

export const DEMO_RECURRING_PAYMENT_PLANS: Readonly<Record<string, readonly DemoRecurringPaymentPlan[]>> = {
  northwind: [
    {
      key: 'r1',
      outcome: 'active',
      description: 'Locker rental',
      amount: '15.00',
      recurrence: every('monthly'),
      daysAgo: 70,
      account: { kind: 'card', slot: 2 },
    },
    {
      key: 'r2',
      outcome: 'suspended',
      description: 'Personal training payment plan',
      amount: '120.00',
      recurrence: every('monthly'),
      daysAgo: 50,
      account: { kind: 'bank', slot: 0 },
    },
    {
      key: 'r3',
      outcome: 'pause_until',
      description: 'Parking permit',
      amount: '25.00',
      recurrence: every('weekly', 2),
      daysAgo: 35,
      account: { kind: 'card', slot: 3 },
      resumeInDays: 21,
    },
  ],
  cedar: [
    {
      key: 'r1',
      outcome: 'active',
      description: 'Tutoring payment plan',
      amount: '80.00',
      recurrence: every('weekly', 2),
      daysAgo: 45,
      account: { kind: 'card', slot: 2 },
    },
    {
      key: 'r2',
      outcome: 'suspended',
      description: 'Study materials',
      amount: '20.00',
      recurrence: every('monthly'),
      daysAgo: 40,
      // Cedar takes cards only (demo-data.ts), so no bank account.
      account: { kind: 'card', slot: 1 },
    },
    {
      key: 'r3',
      outcome: 'pause_until',
      description: 'SAT prep instalments',
      amount: '150.00',
      recurrence: every('monthly'),
      daysAgo: 35,
      account: { kind: 'card', slot: 3 },
      resumeInDays: 14,
    },
  ],
};
