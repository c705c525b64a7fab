// Issue 25 point 9 (decision 147): the billing schedules every paying demo merchant has, one per status the
// subscription pages show (spec 3 §4.5): each bought at the point of sale on its day (the checkout, with
// the processor's and the checkout's clock set to that day), billed by the billing engine day after day up
// to today, then suspended or cancelled today through the subscription actions. Pure data: the same
// schedules on every first start, dated from the merchant's today.

export type DemoScheduleOutcome =
  | 'active'
  | 'suspended'
  | 'suspended_until'
  | 'cancelled'
  | 'expired'
  | 'past_due';

export interface DemoSchedulePlan {
  /** Unique within the merchant; the Idempotency-Keys derive from it. */
  key: string;
  outcome: DemoScheduleOutcome;
  /** The recurring catalogue item sold. */
  item: string;
  /** The sale's day, days before the merchant's today. */
  daysAgo: number;
  /** Which of the customers with a stored card (in customer number order). */
  customerSlot: number;
  /** What the action of today says (the subscription's notes). */
  notes: string;
  /** A cancel's last payment (decision 127). */
  lastPayment?: 'prorated' | 'full_amount';
}

/**
 * past_due: bought with a card the sandbox declines, starting two days after the sale (decision 133: not
 * charged at the sale), so its first bill fails and its retries 1, 3 and 5 days later fail too.
 */
export const DEMO_SCHEDULE_PLANS: Readonly<Record<string, readonly DemoSchedulePlan[]>> = {
  northwind: [
    { key: 's1', outcome: 'active', item: 'Monthly Membership', daysAgo: 75, customerSlot: 0, notes: '' },
    {
      key: 's2',
      outcome: 'suspended',
      item: 'Monthly Membership',
      daysAgo: 50,
      customerSlot: 1,
      notes: 'Injured; paused until the physio clears a return.',
    },
    {
      key: 's3',
      outcome: 'suspended_until',
      item: 'Monthly Membership',
      daysAgo: 40,
      customerSlot: 2,
      notes: 'Travelling for work next month.',
    },
    {
      key: 's4',
      outcome: 'cancelled',
      item: 'Monthly Membership',
      daysAgo: 55,
      customerSlot: 3,
      notes: 'Moving out of town; last month prorated.',
      lastPayment: 'prorated',
    },
    { key: 's5', outcome: 'expired', item: '6-Week Bootcamp', daysAgo: 60, customerSlot: 4, notes: '' },
    { key: 's6', outcome: 'past_due', item: 'Monthly Membership', daysAgo: 20, customerSlot: 5, notes: '' },
  ],
  cedar: [
    { key: 's1', outcome: 'active', item: 'Weekly Math Club', daysAgo: 30, customerSlot: 0, notes: '' },
    {
      key: 's2',
      outcome: 'suspended',
      item: 'Weekly Math Club',
      daysAgo: 25,
      customerSlot: 1,
      notes: 'Paused over exam revision.',
    },
    {
      key: 's3',
      outcome: 'suspended_until',
      item: 'Weekly Math Club',
      daysAgo: 20,
      customerSlot: 2,
      notes: 'Family holiday; back after the break.',
    },
    {
      key: 's4',
      outcome: 'cancelled',
      item: 'Weekly Math Club',
      daysAgo: 35,
      customerSlot: 3,
      notes: 'Switched to private tutoring; this week charged in full.',
      lastPayment: 'full_amount',
    },
    { key: 's5', outcome: 'expired', item: 'Weekly Math Club', daysAgo: 100, customerSlot: 4, notes: '' },
    { key: 's6', outcome: 'past_due', item: 'Weekly Math Club', daysAgo: 20, customerSlot: 5, notes: '' },
  ],
};

/** The sandbox's card that is declined when charged (docs/operations.md "Sandbox processor"). */
export const DECLINING_CARD = '4000 0000 0000 0002';
