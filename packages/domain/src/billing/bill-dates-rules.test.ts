import { describe, expect, it } from 'vitest';
import { describeRecurrence } from '../catalogue/recurrence.ts';
import { billDates, nextBillDateAfter, projectedBillDates } from './bill-dates.ts';
import { daily, MONDAY, monthly, pattern, TUESDAY, weekly, yearly } from './test-recurrences.ts';

describe('projected bill dates for a resume', () => {
  it('spec 3 §9: every 3 months offers 10 × 3 + 1 monthly dates, month ends clamped', () => {
    const dates = projectedBillDates(
      monthly({ type: 'day_of_month', day_of_month: 31 }, { periods_between_occurrence: 3 }),
      '2027-01-31',
    );
    expect(dates).toHaveLength(31);
    expect(dates.slice(0, 4)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(dates.at(-1)).toBe('2029-07-31');
  });

  it('spec 3 §9: every week offers 11 weekly dates and ignores a fixed end', () => {
    const recurrence = weekly(
      { type: 'day_of_purchase' },
      { occurrence_type: 'fixed_end_date', occurrences: 2 },
    );
    const dates = projectedBillDates(recurrence, '2027-01-01');
    expect(dates).toHaveLength(11);
    expect(dates.at(-1)).toBe('2027-03-12');
  });
});

describe('refused input', () => {
  it.each([
    [
      'a weekly day not chosen',
      weekly({ type: 'day_of_week', day_of_week: null }),
      'recurrence.weekly.day_of_week',
    ],
    [
      'a monthly day 32',
      monthly({ type: 'day_of_month', day_of_month: 32 }),
      'recurrence.monthly.day_of_month',
    ],
    [
      'a yearly pattern without a month',
      yearly({ type: 'day_pattern', month: null, pattern: pattern('first', MONDAY) }),
      'recurrence.yearly.month',
    ],
    ['every 0 periods', daily({ periods_between_occurrence: 0 }), 'recurrence.periods_between_occurrence'],
    [
      '0 occurrences with a fixed end',
      daily({ occurrence_type: 'fixed_end_date', occurrences: 0 }),
      'recurrence.occurrences',
    ],
  ])('spec 2 §3: %s throws naming the field', (_name, recurrence, field) => {
    expect(() => billDates(recurrence, '2027-01-01', 3)).toThrow(new RegExp(field.replaceAll('.', '\\.')));
    expect(() => nextBillDateAfter(recurrence, '2027-01-01', 0)).toThrow(RangeError);
    expect(() => projectedBillDates(recurrence, '2027-01-01')).toThrow(RangeError);
  });

  it.each(['2027-02-29', '2027-1-5', '05/01/2027', ''])('a first bill date of %j throws', (first) => {
    expect(() => billDates(daily(), first, 1)).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN])('a count or executions done of %s throws', (value) => {
    expect(() => billDates(daily(), '2027-01-01', value)).toThrow(RangeError);
    expect(() => nextBillDateAfter(daily(), '2027-01-01', value)).toThrow(RangeError);
  });
});

// The dates must say what the item's description says: read both off the same recurrence.
describe('agreement with describeRecurrence', () => {
  const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
  const dayOf = (date: string): number => Number(date.slice(8, 10));
  const monthOf = (date: string): number => Number(date.slice(5, 7));
  const daysBetween = (a: string, b: string): number =>
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

  it.each([
    [
      'every 2 weeks on Monday, 6 times',
      weekly(
        { type: 'day_of_week', day_of_week: MONDAY },
        { periods_between_occurrence: 2, occurrence_type: 'fixed_end_date', occurrences: 6 },
      ),
      (dates: string[]) =>
        dates.length === 6 &&
        dates
          .slice(1)
          .every((d, i) => weekday(d) === MONDAY && (i === 0 || daysBetween(dates[i] ?? '', d) === 14)),
    ],
    [
      'every month on the second Tuesday',
      monthly({ type: 'day_pattern', ...pattern('second', TUESDAY) }),
      (dates: string[]) =>
        dates
          .slice(1)
          .every(
            (d, i) =>
              weekday(d) === TUESDAY &&
              dayOf(d) >= 8 &&
              dayOf(d) <= 14 &&
              monthOf(d) !== monthOf(dates[i] ?? ''),
          ),
    ],
    [
      'every year on March 3',
      yearly({ type: 'day_of_year', month: 3, day_of_year: 3 }),
      (dates: string[]) => dates.slice(1).every((d) => monthOf(d) === 3 && dayOf(d) === 3),
    ],
    [
      'every 3 days, 4 times',
      daily({ periods_between_occurrence: 3, occurrence_type: 'fixed_end_date', occurrences: 4 }),
      (dates: string[]) =>
        dates.length === 4 && dates.slice(1).every((d, i) => daysBetween(dates[i] ?? '', d) === 3),
    ],
    [
      'every 2 months',
      monthly({ type: 'day_of_purchase' }, { periods_between_occurrence: 2 }),
      (dates: string[]) =>
        dates.every((d) => dayOf(d) === 17) &&
        dates.slice(1).every((d, i) => (monthOf(d) - monthOf(dates[i] ?? '') + 12) % 12 === 2),
    ],
  ] as const)('spec 2 §9, spec 3 §3.2: "%s" bills as it says', (description, recurrence, holds) => {
    expect(describeRecurrence(recurrence)).toBe(description);
    expect(holds(billDates(recurrence, '2027-01-17', 12))).toBe(true);
  });
});
