import { describe, expect, it } from 'vitest';
import { billDates } from './bill-dates.ts';
import { chargedLaterCents, checkoutOrderStatus, isChargedLater, oneTimeRecurrence } from './future-lines.ts';

// Issue 25 point 7, decision 133: future-dated lines are charged on their date by the billing engine.

describe('isChargedLater', () => {
  const cases: ReadonlyArray<[string | null, boolean]> = [
    [null, false],
    ['2027-03-09', false],
    ['2027-03-10', false],
    ['2027-03-11', true],
  ];
  it.each(cases)('a line starting %s (today 2027-03-10): %s', (start, expected) => {
    expect(isChargedLater({ start_date: start }, '2027-03-10')).toBe(expected);
  });
});

describe('chargedLaterCents', () => {
  it('sums the priced totals of the lines starting after today', () => {
    const priced = [{ total_cents: 1000 }, { total_cents: 2500 }, { total_cents: 700 }];
    const lines = [{ start_date: null }, { start_date: '2027-04-01' }, { start_date: '2027-03-10' }];
    expect(chargedLaterCents(priced, lines, '2027-03-10')).toBe(2500);
    expect(chargedLaterCents(priced, lines, '2027-04-01')).toBe(0);
  });
});

describe('checkoutOrderStatus', () => {
  const cases: ReadonlyArray<[Parameters<typeof checkoutOrderStatus>, string]> = [
    [['unpaid', 0, 3000], 'scheduled'],
    [['partially_paid', 1000, 3000], 'partially_paid'],
    [['paid', 1000, 0], 'paid'],
    [['unpaid', 0, 0], 'unpaid'],
    [['requires_action', 0, 3000], 'requires_action'],
  ];
  it.each(cases)('%j → %s', (args, expected) => {
    expect(checkoutOrderStatus(...args)).toBe(expected);
  });
});

describe('oneTimeRecurrence', () => {
  it('bills once, on its first date', () => {
    expect(billDates(oneTimeRecurrence(), '2027-04-01', 5)).toEqual(['2027-04-01']);
  });
});
