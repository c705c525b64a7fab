import { describe, expect, it } from 'vitest';
import { cardExpiresBeforeNextBill, hasScheduledItems, showsPastDueNotice } from './schedule-notices.ts';

describe('cardExpiresBeforeNextBill', () => {
  const card = { month: 6, year: 2026 };
  const table: [expiry: typeof card | null, next: string | null, warns: boolean][] = [
    [card, '2026-05-31', false],
    [card, '2026-06-30', false],
    [card, '2026-07-01', true],
    [card, '2027-01-15', true],
    [card, null, false],
    [null, '2030-01-01', false],
  ];
  for (const [expiry, next, warns] of table) {
    it(`card ${JSON.stringify(expiry)}, next bill ${next} → ${warns}`, () => {
      expect(cardExpiresBeforeNextBill(expiry, next)).toBe(warns);
    });
  }
});

describe('showsPastDueNotice and hasScheduledItems', () => {
  it('shows the notice for any past-due order or schedule', () => {
    expect(showsPastDueNotice({ past_due_orders: 0, past_due_schedules: 0 })).toBe(false);
    expect(showsPastDueNotice({ past_due_orders: 1, past_due_schedules: 0 })).toBe(true);
    expect(showsPastDueNotice({ past_due_orders: 0, past_due_schedules: 2 })).toBe(true);
  });
  it('has scheduled items with a schedule that still bills or a scheduled invoice', () => {
    expect(hasScheduledItems({ billing_schedules: 0 })).toBe(false);
    expect(hasScheduledItems({ billing_schedules: 1 })).toBe(true);
    expect(hasScheduledItems({ billing_schedules: 0, scheduled_invoices: 1 })).toBe(true);
  });
});
