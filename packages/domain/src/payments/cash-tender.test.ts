import { describe, expect, it } from 'vitest';
import { cashChangeCents, quickTenderCents } from './cash-tender.ts';

// spec 3 §5 Checkout "Cash", issue 24 point 2: the quick-tender amounts and the change due.
describe('quickTenderCents', () => {
  it.each<[string, number, number[]]>([
    ['$90.91: the next dollar, five and hundred', 9091, [9100, 9500, 10_000]],
    ['$4.20', 420, [500, 1000, 2000]],
    ['$23.50', 2350, [2400, 2500, 3000]],
    ['$0.50', 50, [100, 500, 1000]],
    ['$0.01', 1, [100, 500, 1000]],
    ['$91.00: round already, the next bills', 9100, [9500, 10_000]],
    ['$95.00', 9500, [10_000]],
    ['$100.00: no round amount above but the hundreds', 10_000, []],
    ['$150.00', 15_000, [16_000, 20_000]],
    ['$199.99', 19_999, [20_000]],
    ['$1,234.56', 123_456, [123_500, 124_000, 125_000]],
    ['nothing due', 0, []],
    ['a negative amount', -500, []],
    ['not a whole number of cents', 90.5, []],
  ])('%s', (_, due, expected) => {
    expect(quickTenderCents(due)).toEqual(expected);
  });
});

describe('cashChangeCents', () => {
  it.each<[string, number, number, number | null]>([
    ['exact', 9091, 9091, 0],
    ['a hundred for $90.91', 10_000, 9091, 909],
    ['a cent short', 9090, 9091, null],
    ['nothing tendered', 0, 9091, null],
    ['nothing due', 500, 0, 500],
  ])('%s', (_, tendered, due, expected) => {
    expect(cashChangeCents(tendered, due)).toBe(expected);
  });
});
