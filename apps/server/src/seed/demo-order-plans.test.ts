import { describe, expect, it } from 'vitest';
import { partOf } from './demo-order-payments.ts';
import {
  ACH_SCENARIOS,
  DEMO_ORDER_SETTINGS,
  type DemoPaymentScenario,
  planDemoOrders,
} from './demo-order-plans.ts';

const EVERY_OUTCOME: readonly DemoPaymentScenario[] = [
  'partial_cash',
  'partial_card',
  'refund_full',
  'refund_partial',
  'voided',
  'failed_card',
  'authorized_today',
  'cash',
  'check',
  'card_stored',
];

describe('demo order plans (issue 15 point 9)', () => {
  it.each(['northwind', 'cedar'])('%s: every outcome, oldest first, within the last 90 days', (merchant) => {
    const plans = planDemoOrders(merchant);
    const scenarios = new Set(plans.map((plan) => plan.scenario));
    for (const scenario of EVERY_OUTCOME) expect(scenarios).toContain(scenario);
    expect(new Set(plans.map((plan) => plan.key)).size).toBe(plans.length);
    const days = plans.map((plan) => plan.daysAgo);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(Math.max(...days)).toBeLessThan(90);
    expect(Math.min(...days)).toBe(0);
    for (const plan of plans) {
      expect(plan.lines.length).toBeGreaterThan(0);
      expect(plan.minuteOfDay === null).toBe(plan.daysAgo === 0);
    }
  });

  it('spec 2 §6: only Northwind, which accepts ACH, has ACH orders: paid, pending and returned', () => {
    const northwind = new Set(planDemoOrders('northwind').map((plan) => plan.scenario));
    for (const scenario of ACH_SCENARIOS) expect(northwind).toContain(scenario);
    expect(planDemoOrders('cedar').filter((plan) => ACH_SCENARIOS.has(plan.scenario))).toEqual([]);
    expect(Object.keys(DEMO_ORDER_SETTINGS).sort()).toEqual(['cedar', 'northwind']);
  });

  it.each([
    [691, 300],
    [2500, 1300],
    [17925, 9000],
    [150, 100],
    [60, 30],
    [2, 1],
  ])(
    'a part payment or refund of %i¢ is %i¢: about half, in dollars when it can be, never all of it',
    (total, part) => {
      expect(partOf(total)).toBe(part);
    },
  );
});
