import { type SeededRandom, seededRandom, seedOf } from './seeded-random.ts';

// Issue 15 point 9, DEMO.md: what the demo merchants sold over the last 90 days, as plans that
// demo-orders.ts prices (priceOrder) and pays (the sandbox processor). Pure and deterministic: the same
// merchant gets the same plans on every first start, only dated from its today.

/**
 * How an order was paid, and what became of it. Every order status and transaction status the order and
 * report screens show comes from one of these (spec 2 §3, spec 3 §4.2, §4.4, decision 67).
 */
export type DemoPaymentScenario =
  /** Paid in full: a stored card, a card keyed in, a card swiped, cash, a check, a stored bank account. */
  | 'card_stored'
  | 'card_keyed'
  | 'card_swiped'
  | 'cash'
  | 'check'
  | 'ach_stored'
  /** Part paid (partially_paid): cash or a card for about half. */
  | 'partial_cash'
  | 'partial_card'
  /** A settled card refunded in full (the order cancelled with a refund) or in part. */
  | 'refund_full'
  | 'refund_partial'
  /** A card authorised and voided the same day; the order cancelled with the void. */
  | 'voided'
  /** A card declined: 3 Failed, the order unpaid. */
  | 'failed_card'
  /** An ACH debit posted and not yet settled (order pending). */
  | 'pending_ach'
  /** An ACH debit that settled and came back R01 (3 Failed, order unpaid). */
  | 'returned_ach'
  /** A card authorised today, still voidable until tonight's batch. */
  | 'authorized_today';

export const ACH_SCENARIOS: ReadonlySet<DemoPaymentScenario> = new Set([
  'ach_stored',
  'pending_ach',
  'returned_ach',
]);

export interface DemoOrderLinePlan {
  item: string;
  /** Thousandths (decision 65): whole items, or hours of a per-unit item. */
  quantityThousandths: number;
}

export interface DemoOrderPlan {
  /** Unique within the merchant; the processor's idempotency keys derive from it. */
  key: string;
  /** Days before the merchant's today; 0 is today. */
  daysAgo: number;
  /** Local minute of the day; null for today's orders, placed shortly before now. */
  minuteOfDay: number | null;
  scenario: DemoPaymentScenario;
  /** Which customer, among those that fit the scenario (demo-orders.ts); null is a walk-in. */
  customerSlot: number | null;
  lines: DemoOrderLinePlan[];
  discountCode: string | null;
  /** Sold through the online store and shipped: a shipping address and the order fees (sale type 0). */
  isShipped: boolean;
  /** Rung up by the front desk rather than the owner (when the merchant has one). */
  byFrontDesk: boolean;
}

export interface DemoItemChoice {
  name: string;
  /** The quantities it sells in (thousandths). */
  quantities: readonly number[];
  /** Sent to the customer (address_option shipping_address): sold online with a shipping address. */
  isShipped?: boolean;
}

export interface DemoOrderSetting {
  items: readonly DemoItemChoice[];
  /** A discount code some customers use (its items, or the whole order, per the catalogue). */
  discountCode: string | null;
  /** Orders with a given outcome on a given day (days ago), so every status is there. */
  scripted: readonly (readonly [DemoPaymentScenario, number])[];
  /** Further orders, paid in full, spread over the 90 days. */
  fillerCount: number;
}

/** DEMO.md: Northwind (cards and ACH) and Cedar (cards only, so no ACH scenario). */
export const DEMO_ORDER_SETTINGS: Readonly<Record<string, DemoOrderSetting>> = {
  northwind: {
    items: [
      { name: 'Personal Training Session', quantities: [1000, 1000, 2000] },
      { name: 'Fitness Assessment', quantities: [1000] },
      { name: 'Small Group HIIT', quantities: [1000, 2000] },
      { name: 'Mobility & Recovery Clinic', quantities: [1000] },
      { name: 'Protein Shake', quantities: [1000, 2000, 3000] },
      { name: 'Court Rental', quantities: [1000, 1500, 2000] },
      { name: 'Gym Towel', quantities: [1000, 2000], isShipped: true },
    ],
    discountCode: 'WELCOME10',
    scripted: [
      ['ach_stored', 74],
      ['refund_full', 63],
      ['voided', 56],
      ['check', 51],
      ['failed_card', 47],
      ['refund_partial', 41],
      ['returned_ach', 38],
      ['partial_cash', 33],
      ['ach_stored', 27],
      ['refund_full', 23],
      ['partial_card', 20],
      ['refund_partial', 17],
      ['returned_ach', 14],
      ['voided', 11],
      ['failed_card', 9],
      ['check', 6],
      ['partial_cash', 4],
      ['pending_ach', 1],
      ['pending_ach', 0],
      ['authorized_today', 0],
      ['authorized_today', 0],
      ['cash', 0],
    ],
    fillerCount: 46,
  },
  cedar: {
    items: [
      { name: 'Private Tutoring', quantities: [1000, 1500, 2000, 1000] },
      { name: 'SAT Workbook', quantities: [1000], isShipped: true },
    ],
    discountCode: 'SIBLING',
    scripted: [
      ['refund_full', 66],
      ['check', 58],
      ['voided', 49],
      ['refund_partial', 37],
      ['failed_card', 29],
      ['partial_cash', 24],
      ['partial_card', 15],
      ['refund_partial', 12],
      ['failed_card', 7],
      ['check', 3],
      ['authorized_today', 0],
      ['cash', 0],
    ],
    fillerCount: 26,
  },
};

const FILLER_SCENARIOS: readonly DemoPaymentScenario[] = [
  'card_stored',
  'card_stored',
  'card_keyed',
  'card_swiped',
  'card_swiped',
  'cash',
  'cash',
  'check',
];

/** Opening hours' quarter hours, 09:00 to 17:45. */
const minuteInOpeningHours = (random: SeededRandom) => 9 * 60 + random.int(0, 35) * 15;

function linesOf(setting: DemoOrderSetting, random: SeededRandom, isShipped: boolean): DemoOrderLinePlan[] {
  const shipped = setting.items.filter((item) => item.isShipped);
  const counter = setting.items.filter((item) => !item.isShipped);
  if (isShipped) {
    const item = random.pick(shipped);
    return [{ item: item.name, quantityThousandths: random.pick(item.quantities) }];
  }
  const lines: DemoOrderLinePlan[] = [];
  const count = Math.min(counter.length, random.pick([1, 1, 1, 2, 2, 3]));
  const start = random.int(0, counter.length - 1);
  for (let index = 0; index < count; index += 1) {
    const item = counter[(start + index) % counter.length];
    if (item) lines.push({ item: item.name, quantityThousandths: random.pick(item.quantities) });
  }
  return lines;
}

/**
 * The orders of one merchant, oldest first (the order numbering trigger numbers them in this order).
 * Today's orders come last; the rest are spread over days 1 to 89 in opening hours.
 */
export function planDemoOrders(urlSubdomain: string): DemoOrderPlan[] {
  const setting = DEMO_ORDER_SETTINGS[urlSubdomain];
  if (!setting) return [];
  const random = seededRandom(seedOf(`demo-orders:${urlSubdomain}`));
  const hasShippedItems = setting.items.some((item) => item.isShipped);
  const outcomes: [DemoPaymentScenario, number][] = setting.scripted.map(([scenario, days]) => [
    scenario,
    days,
  ]);
  for (let index = 0; index < setting.fillerCount; index += 1) {
    outcomes.push([random.pick(FILLER_SCENARIOS), random.int(1, 89)]);
  }
  const plans = outcomes.map(([scenario, daysAgo]): Omit<DemoOrderPlan, 'key'> => {
    // Online orders pay by card; a few of them are shipped items.
    const isCardOnline = scenario === 'card_stored' || scenario === 'card_keyed';
    const isShipped = hasShippedItems && isCardOnline && random.next() < 0.35;
    const isWalkIn = (scenario === 'cash' || scenario === 'card_swiped') && random.next() < 0.3;
    return {
      daysAgo,
      minuteOfDay: daysAgo === 0 ? null : minuteInOpeningHours(random),
      scenario,
      customerSlot: isWalkIn ? null : random.int(0, 99),
      lines: linesOf(setting, random, isShipped),
      discountCode: setting.discountCode && !isShipped && random.next() < 0.2 ? setting.discountCode : null,
      isShipped,
      byFrontDesk: !isShipped && random.next() < 0.6,
    };
  });
  // Oldest first; today's keep their listed order.
  const sorted = plans
    .map((plan, index) => ({ plan, index }))
    .sort(
      (a, b) =>
        b.plan.daysAgo - a.plan.daysAgo ||
        (a.plan.minuteOfDay ?? 0) - (b.plan.minuteOfDay ?? 0) ||
        a.index - b.index,
    );
  return sorted.map(({ plan }, index) => ({ ...plan, key: `o${String(index + 1).padStart(3, '0')}` }));
}
